import MenuModel
import MenuRender
import MenuTerminal

/// `run -i` as a ``TerminalProgram``: the view's update (``InteractiveState``) over the frame,
/// the size and the time its events bring, and its view. Keys, clicks and what the script
/// answered are events; taps, queries, panes, frames, reloads and timers are commands for
/// ``InteractiveEffects``. A cursor move redraws from the same frame, whose rows were made
/// when first drawn; a tap, a query or a reload brings a new frame, and so does a new width.
///
/// A query for live sections waits until the keys pause (``liveQueryPause``): each query asks
/// for a timer, and only the last one's runs it; a tap asked for meanwhile runs the query
/// first, so it acts on what the query shows. A moment after the start (``readingTime``) the
/// searches are prepared, and with `--watch` the files are looked at every ``watchInterval``.
///
///     var model = InteractiveModel()
///     program.update(&model, with: .resized(size))   // [.after(20 ms, .readingTime), .frame(width: 80)]
///     program.update(&model, with: .framed(frame, width: 80, liveQueries: false))
///     program.update(&model, with: .key(.enter))     // [.tap(.header(section: "staff"))]
public struct InteractiveProgram: TerminalProgram {
    /// How the frame's rows are read (inside the script's drawing operation).
    public let reader: any FrameReading
    /// Whether to draw colours (not with NO_COLOR).
    public let colors: Bool

    public init(reader: any FrameReading, colors: Bool = true) {
        self.reader = reader
        self.colors = colors
    }

    /// How long the keys pause before a query runs the live sections' `on_query`.
    public static let liveQueryPause = Duration.milliseconds(150)
    /// How long after the start the searches are prepared: a key typed at once comes first.
    public static let readingTime = Duration.milliseconds(20)
    /// How often `--watch` looks at the script's files.
    public static let watchInterval = Duration.milliseconds(250)

    /// What happened: the view's own events (keys, what the script answered, a pane's output),
    /// the mouse (found on the frame here), the size, a new frame, a timer.
    public enum Event: TerminalEvents {
        case view(InteractiveEvent)
        case mouse(MouseEvent, clicks: Int)
        case resized(TerminalSize)
        /// The menu drawn `width` cells wide, and whether it has live sections.
        case framed(Frame, width: Int, liveQueries: Bool)
        case timer(InteractiveTimer)

        public static func key(_ key: Key) -> Event { .view(.key(key)) }
    }

    public func update(_ model: inout InteractiveModel, with event: Event) -> [InteractiveCommand] {
        var commands: [InteractiveCommand] = []
        let height = model.layout.menu.height
        switch event {
        case .resized(let size):
            model.size = size
            if !model.started {
                model.started = true
                commands = [.after(Self.readingTime, .readingTime)] + (model.watches ? [.after(Self.watchInterval, .watch)] : [])
            }
            commands += model.state.settle(in: model.frame, height: model.layout.menu.height)
        case .view(let event):
            commands = held(model.state.update(with: event, in: model.frame, height: height), in: &model)
        case .mouse(let mouse, let clicks):
            guard let event = self.event(for: mouse, clicks: clicks, in: model) else { return [] }
            commands = held(model.state.update(with: event, in: model.frame, height: height), in: &model)
        case .framed(let frame, let width, let liveQueries):
            (model.frame, model.frameWidth, model.liveQueries) = (frame, width, liveQueries)
            commands = model.state.settle(in: frame, height: height)
        case .timer(.keysPaused(let number)):
            guard let pending = model.pendingQuery, pending.number == number else { return [] }
            model.pendingQuery = nil
            return [.query(pending.text)]
        case .timer(.readingTime):
            return [.prepareSearches]
        case .timer(.watch):
            return [.reloadIfChanged, .after(Self.watchInterval, .watch)]
        }
        let width = model.layout.menu.width
        if model.frameWidth != width { commands.append(.frame(width: width)) }
        return commands
    }

    /// `commands` with live sections' queries held until the keys pause, and a held query run
    /// before a tap.
    private func held(_ commands: [InteractiveCommand], in model: inout InteractiveModel) -> [InteractiveCommand] {
        commands.flatMap { command -> [InteractiveCommand] in
            switch command {
            case .query(let text) where model.liveQueries:
                model.queriesHeld += 1
                model.pendingQuery = InteractiveModel.PendingQuery(text: text, number: model.queriesHeld)
                return [.after(Self.liveQueryPause, .keysPaused(model.queriesHeld))]
            case .tap, .query:
                guard let pending = model.pendingQuery else { return [command] }
                model.pendingQuery = nil
                return [.query(pending.text), command]
            default:
                return [command]
            }
        }
    }

    /// What a mouse report does: a left click taps the target drawn under it (found through
    /// the frame's layout, as drawn from the scroll), the wheel scrolls the menu or the pane
    /// three lines; nil for the rest.
    private func event(for mouse: MouseEvent, clicks: Int, in model: InteractiveModel) -> InteractiveEvent? {
        let layout = model.layout
        let inPane = layout.pane?.contains(row: mouse.row, column: mouse.column) ?? false
        switch mouse.button {
        case .wheelUp, .wheelDown:
            let lines = mouse.button == .wheelUp ? -3 : 3
            return inPane ? .paneScrolled(lines) : .scrolled(lines)
        case .left where mouse.pressed && clicks > 0:
            guard layout.menu.contains(row: mouse.row, column: mouse.column) else { return nil }
            let target = try? reader.reading { () throws(EvaluationStopped) in
                try model.frame.layout.target(atLine: model.state.scroll + mouse.row - layout.menu.row,
                                              column: mouse.column - layout.menu.column)
            }
            return (target ?? nil).map(InteractiveEvent.clicked)
        default:
            return nil
        }
    }

    /// The screen: the frame's lines in view, the pane, the status line. When a label can't be
    /// drawn (a limit stopped it), the error in the status line over the frame without its lines.
    public func view(_ model: InteractiveModel) -> Screen {
        do {
            return try reader.reading { () throws(EvaluationStopped) in
                try model.state.screen(for: model.frame, size: model.size, colors: colors)
            }
        } catch {
            let empty = Frame(view: MenuView(title: model.frame.view.title, blocks: []), renderer: TextRenderer(width: model.size.columns))
            var shown = model.state
            shown.update(with: .failed(error.message), in: empty, height: model.layout.menu.height)
            return (try? shown.screen(for: empty, size: model.size, colors: colors)) ?? Screen(size: model.size, lines: [])
        }
    }

    public func isFinished(_ model: InteractiveModel) -> Bool {
        model.state.done || model.state.cancelled
    }

    /// A new width's frame is made before the screen is drawn.
    public func viewWaits(for command: InteractiveCommand) -> Bool {
        if case .frame = command { return true }
        return false
    }
}
