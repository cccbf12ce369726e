import MenuTerminal

/// Runs a ``TerminalProgram`` on a terminal until it ends: the one terminal loop of `run -i`
/// and `pick`.
///
/// The runner owns the terminal. It tells the program its size first (and again after every
/// resize, and after `fg` resumed a suspended program), turns keys and mouse reports into
/// events (rows counted from the program's first row, double clicks counted), applies events
/// one at a time in the order they came, and draws the model's view by screen diff (inline
/// with a height that fits the lines, once the program tells how many rows it takes). The
/// commands an update returns run through the app's ``ProgramEffects`` once the screen that
/// update led to is drawn — so a key shows before the work it asked for starts — except those
/// the view waits for (``TerminalProgram/viewWaits(for:)``), which run first. What a command
/// gives at once is applied next, before any other event; timers it set are waited for beside
/// the keys; a thread that has something signals the terminal's ``Wakeup``, and the runner asks
/// the effects for it (``ProgramEffects/awake()``). Ctrl-Z suspends (see ``RawTerminal``).
///
///     var runner = ProgramRunner(program: program, effects: effects, terminal: tty.raw)
///     let model = try runner.run(PickerModel(state: state))
public struct ProgramRunner<Program: TerminalProgram, Effects: ProgramEffects> where Effects.Program == Program {
    public let program: Program
    /// The effects, as the run left them.
    public private(set) var effects: Effects
    private let terminal: any ProgramTerminal
    private let height: InlineHeight?
    private let clock = ContinuousClock()
    private var queue: [Program.Event] = []
    private var timers = ProgramTimers<Program.Event>()
    private var previous: Screen?
    /// Whether the screen shows the model as it is.
    private var drawn = false
    private var clicks = ClickCounter()

    /// A runner for `program` on `terminal`, its commands run by `effects`: on the whole
    /// window, or inline under the cursor in `height` rows (the rows blanked at the end).
    public init(program: Program, effects: Effects, terminal: any ProgramTerminal, height: InlineHeight? = nil) {
        self.program = program
        self.effects = effects
        self.terminal = terminal
        self.height = height
    }

    /// Runs from `model`, `events` applied first (after the size), until the program is
    /// finished: the model it ended with.
    ///
    /// - Throws: ``TerminalError`` when the terminal fails.
    public mutating func run(_ model: Program.Model, after events: [Program.Event] = []) throws(TerminalError) -> Program.Model {
        var model = model
        var region = try ProgramRegion(terminal: terminal, height: height)
        queue = [.resized(region.size)] + events
        while try !applyQueued(to: &model, in: region) {
            if !region.isPlaced, let rows = program.inlineRows(model, most: region.size.rows) {
                try region.place(rows: rows, terminal: terminal)
                queue.append(.resized(region.size))
                continue
            }
            if !drawn { try draw(model, in: region) }
            let wait = timers.next.map { max(.zero, $0 - clock.now) }
            for event in try terminal.readEvents(timeout: wait) {
                switch event {
                case .resize:
                    region.resized(terminal: terminal)
                    previous = nil
                    queue.append(.resized(region.size))
                case .key(.mouse(var mouse)):
                    mouse.row -= region.top ?? 0
                    queue.append(.mouse(mouse, clicks: clicks.count(mouse, at: clock.now)))
                case .key(let key):
                    queue.append(.key(key))
                }
            }
            queue += timers.takeDue(at: clock.now)
            queue += effects.awake()
        }
        if let previous, previous.top != nil { try terminal.write(previous.erase()) }
        return model
    }

    /// Applies the queued events; true once the program is finished.
    private mutating func applyQueued(to model: inout Program.Model, in region: ProgramRegion) throws(TerminalError) -> Bool {
        while !queue.isEmpty {
            if try apply(queue.removeFirst(), to: &model, in: region) { return true }
        }
        return false
    }

    /// Applies `event`, runs its commands (those the view waits for, then the screen, then the
    /// rest) and applies what they gave at once; true once the program is finished.
    private mutating func apply(_ event: Program.Event, to model: inout Program.Model,
                                in region: ProgramRegion) throws(TerminalError) -> Bool {
        let commands = program.update(&model, with: event)
        drawn = false
        if program.isFinished(model) { return true }
        let first = commands.filter(program.viewWaits(for:))
        if try perform(first, model: &model, in: region) { return true }
        let rest = commands.filter { !program.viewWaits(for: $0) }
        guard !rest.isEmpty else { return false }
        if !drawn { try draw(model, in: region) }
        return try perform(rest, model: &model, in: region)
    }

    /// Runs `commands` on `model` as it is, then applies the events they gave; true once the
    /// program is finished.
    private mutating func perform(_ commands: [Program.Command], model: inout Program.Model,
                                  in region: ProgramRegion) throws(TerminalError) -> Bool {
        guard !commands.isEmpty else { return false }
        var context = ProgramContext<Program.Event>()
        for command in commands { effects.perform(command, in: model, context: &context) }
        for timer in context.timers { timers.add(timer.event, at: clock.now + timer.delay) }
        if context.redraws {
            previous = nil
            drawn = false
        }
        for event in context.sent {
            if try apply(event, to: &model, in: region) { return true }
        }
        return false
    }

    /// Draws `model`'s view, writing only what changed since the last screen.
    private mutating func draw(_ model: Program.Model, in region: ProgramRegion) throws(TerminalError) {
        guard region.isPlaced else { return }
        var screen = program.view(model)
        screen.top = region.top
        try terminal.write(Screen.diff(from: previous, to: screen))
        previous = screen
        drawn = true
    }
}
