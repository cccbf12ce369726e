import MenuModel
import MenuTerminal

/// What `run -i`'s commands do: taps, queries, frames, reloads and prepared searches asked of
/// the script (``InteractiveScript``), panes filled by the pane source, timers handed to the
/// runner. After a tap, a query or a reload the menu is drawn again, as it may have changed.
/// Each time the runner wakes (keys, a timer, a pane's output), a new request's clock starts.
public struct InteractiveEffects: ProgramEffects {
    public typealias Program = InteractiveProgram

    let script: any InteractiveScript
    let pane: (any PaneSource)?
    let colors: Bool

    public init(script: any InteractiveScript, pane: (any PaneSource)?, colors: Bool = true) {
        self.script = script
        self.pane = pane
        self.colors = colors
    }

    public func perform(_ command: InteractiveCommand, in model: InteractiveModel,
                        context: inout ProgramContext<InteractiveProgram.Event>) {
        var events: [InteractiveProgram.Event] = []
        switch command {
        case .tap(let target):
            events = script.tap(target).map(InteractiveProgram.Event.view) + framed(width: model.layout.menu.width)
        case .query(let text):
            events = script.query(text).map(InteractiveProgram.Event.view) + framed(width: model.layout.menu.width)
        case .pane(let target):
            let box = PaneBox.content(of: model.layout.pane)
            pane?.fill(target, query: model.state.query, columns: box.columns, lines: box.lines)
            events = filled()
        case .frame(let width):
            events = framed(width: width)
        case .after(let delay, let timer):
            context.after(delay, send: .timer(timer))
        case .prepareSearches:
            script.prepareSearches()
        case .reloadIfChanged:
            guard let reloaded = script.reloadIfChanged() else { break }
            events = reloaded.map(InteractiveProgram.Event.view) + framed(width: model.layout.menu.width)
        }
        for event in events { context.send(event) }
    }

    public func awake() -> [InteractiveProgram.Event] {
        script.renewDeadline()
        return script.said().map(InteractiveProgram.Event.view) + filled()
    }

    /// The menu drawn `width` cells wide, and why it couldn't be, if it couldn't.
    private func framed(width: Int) -> [InteractiveProgram.Event] {
        let made = script.frame(width: width, colors: colors)
        return [.framed(made.frame, width: width, liveQueries: script.hasLiveSections)]
            + (made.failure.map { [.view(.failed($0))] } ?? [])
    }

    /// What the pane source made since the last look.
    private func filled() -> [InteractiveProgram.Event] {
        pane?.take().map { [.view(.paneFilled($0.target, $0.lines, finished: $0.finished))] } ?? []
    }
}
