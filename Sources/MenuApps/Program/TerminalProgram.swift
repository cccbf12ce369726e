import MenuTerminal

/// A full-screen program in bubbletea's shape: a model, an update that is the one place the
/// model changes (an event in, the commands for the host out), and a view that draws the model.
/// ``ProgramRunner`` owns the terminal: it turns keys, clicks and resizes into events, draws
/// each model's view by screen diff, and runs the commands through the app's
/// ``ProgramEffects``, whose outcomes come back as events. Timers, work on other threads and
/// what the host decides (a search that ended, the script's answer to a tap) are events too,
/// so a program is tested by sending events and stating the model and the commands, with no
/// terminal.
///
///     var model = PickerModel(state: PickerState(options: options))
///     let commands = program.update(&model, with: .key(.character("s")))   // [.search("s")]
///     let screen = program.view(model)
public protocol TerminalProgram {
    /// What the program is at a moment: everything its view draws and its update reads.
    associatedtype Model
    /// What happened: a key, a click, a resize, a timer, a command's outcome.
    associatedtype Event: TerminalEvents
    /// What the host is asked to do (run through ``ProgramEffects``).
    associatedtype Command

    /// Applies `event` to `model`: the one place the model changes. Returns what the host must
    /// do, in order.
    func update(_ model: inout Model, with event: Event) -> [Command]

    /// The screen for `model`, the window's size as the model last heard it. Changes nothing.
    func view(_ model: Model) -> Screen

    /// Whether the program has ended: the runner stops without drawing again.
    func isFinished(_ model: Model) -> Bool

    /// Whether the view waits for `command`: it then runs before the screen is drawn (a frame
    /// made for a new width). Every other command runs after, so a key shows before the work
    /// it asked for starts. None, unless a program says so.
    func viewWaits(for command: Command) -> Bool

    /// Drawn inline with an ``InlineHeight`` that fits the lines, how many of the `most` rows it
    /// takes, or nil while it can't tell yet (nothing is drawn until it can). `most`, unless a
    /// program says otherwise.
    func inlineRows(_ model: Model, most: Int) -> Int?
}

extension TerminalProgram {
    public func viewWaits(for command: Command) -> Bool { false }
    public func inlineRows(_ model: Model, most: Int) -> Int? { most }
}
