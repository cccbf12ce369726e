#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MenuApps
import MenuLua
import MenuModel
import MenuRender
import MenuSession
import MenuTerminal

/// `luamenu run SCRIPT -i`: the menu full-screen on the terminal's alternate screen, driven by
/// keys and the mouse, until `q` or a `choose` item finishes it, or Esc or Ctrl-C cancels it.
/// The loop is the edge: every event (a key, a click, a tap's outcome, a failure, a printed
/// line, a warning, a preview made) goes through ``InteractiveState`` (pure), which asks for
/// taps, queries and previews that the loop runs; frames go through ``Screen/diff(from:to:)``.
/// A click is mapped to what it taps by ``Layout/target(atLine:column:)``, the targets the
/// renderer drew. With NO_COLOR it draws no colour; with TERM=dumb (no cursor movement) it
/// refuses to start. The script's life is the ``ScriptSession``'s: with `--watch` it loads the
/// script again when a file changes, keeping the state, the query and the submenu (the scroll
/// and the cursor are this view's, and stay).
struct InteractiveSession {
    let session: ScriptSession
    /// The terminal, opened (and shown the loading screen) before the script ran.
    let tty: ControllingTerminal
    /// What the script printed (it goes to the session, not the screen) and was warned about
    /// (a failing label, a disabled item tapped): the last of each since an event shows in the
    /// status line.
    let log: InteractiveLog
    /// What fills the pane for the focused item, and where the pane goes; nil: no pane.
    var paneSource: (any PaneSource)?
    var paneWindow = PaneWindow()

    /// How the session ended: finished, with what to print (see ``answer(_:)``); cancelled
    /// (Esc at the top, Ctrl-C), which prints nothing; or finished but the script's
    /// `on_finish` failed. Either way the state is what the taps made it, for the caller to
    /// save.
    enum Ending {
        case finished(String)
        case cancelled
        case failed(CLIError)
    }

    /// Runs until the user finishes or cancels.
    ///
    /// - Throws: ``CLIError/io(_:)`` when the terminal fails.
    mutating func run() throws(CLIError) -> Ending {
        let capabilities = Output.capabilities
        let terminal = tty.raw
        defer { paneSource?.stop() }
        var state = InteractiveState(pane: paneSource == nil ? nil : paneWindow)
        var clicks = ClickCounter()
        let clock = ContinuousClock()
        var previous: Screen?
        // The frame is made again only when the menu may have changed (a tap, a query, a
        // reload) or the window did: a cursor move redraws from the same frame, whose rows were
        // made when first drawn, and the screen's diff writes only the lines that changed.
        var frame: Frame?
        var frameSize: ScreenRect?
        var searchesPrepared = false
        // A query for live sections (on_query) waits until the keys pause: the script runs
        // for what was typed, not for every letter of it.
        var pendingQuery: (text: String?, due: ContinuousClock.Instant)?
        // --timeout applies to each key: its taps and queries, and the drawing after them, share
        // one deadline, set when the keys arrive (or, with none, before drawing).
        var keysArrived = false
        while true {
            if !keysArrived { session.renewDeadline() }
            keysArrived = false
            let size = terminal.size() ?? TerminalSize(rows: 24, columns: 80)
            let menu = state.layout(in: size).menu
            let height = menu.height
            if frame == nil || frameSize != menu {
                frame = makeFrame(width: menu.width, colors: capabilities.colors, state: &state, height: height)
                frameSize = menu
            }
            guard let current = frame else { break }
            if previous == nil {                                        // what the script said as it loaded
                for event in log.events() { state.update(with: event, in: current, height: height) }
            }
            fillPaneIfAsked(state.settle(in: current, height: height), state: state, size: size)
            if let made = paneSource?.take() {
                state.update(with: .paneFilled(made.target, made.lines, finished: made.finished), in: current, height: height)
            }
            let screen = draw(current, state: &state, size: size, colors: capabilities.colors)
            do {
                try terminal.write(Screen.diff(from: previous, to: screen))
                previous = screen
                if state.done || state.cancelled { break }
                if session.reloadIfChanged() {
                    let reloaded: InteractiveEvent = session.loadError.map { .reloadFailed($0.message) } ?? .reloaded
                    for event in log.events() + [reloaded] { state.update(with: event, in: current, height: height) }
                    frame = nil
                }
                var events: [TerminalEvent] = []
                if !searchesPrepared {
                    // While the user reads the screen, the searches are prepared, so the first
                    // key of a query is as fast as the next; a key typed at once comes first.
                    events = try terminal.readEvents(timeout: .milliseconds(20))
                    if events.isEmpty {
                        session.runtime?.prepareSearches()
                        searchesPrepared = true
                    }
                }
                if events.isEmpty {
                    let wait = pendingQuery.map { max(.zero, $0.due - .now) } ?? (watches ? .milliseconds(250) : nil)
                    events = try terminal.readEvents(timeout: wait)
                }
                if !events.isEmpty {
                    session.renewDeadline()
                    keysArrived = true
                }
                for terminalEvent in events where !state.done && !state.cancelled {
                    let event: InteractiveEvent?
                    switch terminalEvent {
                    case .resize:
                        previous = nil
                        continue
                    case .key(.mouse(let mouse)):
                        event = self.event(for: mouse, clicks: clicks.count(mouse, at: clock.now), in: current,
                                           layout: state.layout(in: size), scroll: state.scroll)
                    case .key(let key):
                        event = .key(key)
                    }
                    guard let event else { continue }
                    for command in state.update(with: event, in: current, height: height) {
                        switch command {
                        case .pane:
                            fillPaneIfAsked([command], state: state, size: size)
                            continue
                        case .query(let text) where session.runtime?.hasLiveSections == true:
                            pendingQuery = (text, .now + Self.liveQueryPause)
                            continue
                        default:
                            break
                        }
                        if let pending = pendingQuery {    // the query first: a tap acts on what it shows
                            pendingQuery = nil
                            for result in perform(.query(pending.text)) { state.update(with: result, in: current, height: height) }
                        }
                        for result in perform(command) { state.update(with: result, in: current, height: height) }
                        frame = nil                        // a tap or a query may change the menu
                    }
                }
                if let pending = pendingQuery, pending.due <= .now {
                    pendingQuery = nil
                    for result in perform(.query(pending.text)) { state.update(with: result, in: current, height: height) }
                    frame = nil
                }
            } catch {
                throw .io("the terminal failed: \(error)")
            }
        }
        tty.restore()
        return state.cancelled ? .cancelled : answer(state)
    }

    /// What finishing prints: what the menu's `on_finish` returns, when it has one (a string
    /// as it is, anything else as JSON, nil nothing); else the item chosen last (its value,
    /// else its path); else the selected children of every selection, one per line (their
    /// values, else their paths); else the state as JSON.
    private func answer(_ state: InteractiveState) -> Ending {
        do {
            switch try session.finish(choice: state.chosen) {
            case .notDecided: return .finished(plainAnswer(state))
            case .result(.nil): return .finished("")
            case .result(.string(let text)): return .finished(text + "\n")
            case .result(let value): return .finished(JSONValue(value).text + "\n")
            }
        } catch {
            return .failed(CLIError(error))
        }
    }

    /// What finishing prints when the menu doesn't decide it.
    private func plainAnswer(_ state: InteractiveState) -> String {
        if let chosen = state.chosen { return chosen + "\n" }
        if let selected = try? session.drawing({ view throws(EvaluationStopped) in try view.selectedTargets() }),
           !selected.isEmpty {
            return selected.map { ($0.item.value ?? $0.target.path.description) + "\n" }.joined()
        }
        return session.state.json.text + "\n"
    }

    /// Whether the session watches the script's files (`--watch`).
    private var watches: Bool { session.configuration.watches }

    /// The menu's frame at `width`: its view, whose rows are made when drawn. A menu that
    /// can't be drawn (its filters ran out of time) shows its error and no blocks.
    private func makeFrame(width: Int, colors: Bool, state: inout InteractiveState, height: Int) -> Frame {
        let renderer = TextRenderer(width: width, colors: colors)
        do {
            return try session.drawing { view in Frame(view: view, renderer: renderer) }
        } catch {
            let empty = Frame(view: MenuView(title: session.runtime?.menu.title, blocks: []), renderer: renderer)
            state.update(with: .failed(error.message), in: empty, height: height)
            return empty
        }
    }

    /// The screen of `frame`; when a label can't be drawn (a limit stopped it), the error in
    /// the status line over the frame without its lines.
    private func draw(_ frame: Frame, state: inout InteractiveState, size: TerminalSize, colors: Bool) -> Screen {
        do {
            return try session.evaluating { () throws(EvaluationStopped) in
                try state.screen(for: frame, size: size, colors: colors)
            }
        } catch {
            let empty = Frame(view: MenuView(title: session.runtime?.menu.title, blocks: []), renderer: TextRenderer(width: size.columns))
            state.update(with: .failed(error.message), in: empty, height: state.layout(in: size).menu.height)
            return (try? state.screen(for: empty, size: size, colors: colors)) ?? Screen(size: size, lines: [])
        }
    }

    /// What a mouse report does: a left click taps the target drawn under it (found through
    /// the frame's layout, as drawn from the scroll), the wheel scrolls the menu or the preview
    /// three lines; nil for the rest.
    private func event(for mouse: MouseEvent, clicks: Int, in frame: Frame, layout: InteractiveLayout,
                       scroll: Int) -> InteractiveEvent? {
        let inPane = layout.pane?.contains(row: mouse.row, column: mouse.column) ?? false
        switch mouse.button {
        case .wheelUp, .wheelDown:
            let lines = mouse.button == .wheelUp ? -3 : 3
            return inPane ? .paneScrolled(lines) : .scrolled(lines)
        case .left where mouse.pressed && clicks > 0:
            guard layout.menu.contains(row: mouse.row, column: mouse.column) else { return nil }
            let target = try? session.evaluating { () throws(EvaluationStopped) in
                try frame.layout.target(atLine: scroll + mouse.row - layout.menu.row, column: mouse.column - layout.menu.column)
            }
            return (target ?? nil).map(InteractiveEvent.clicked)
        default:
            return nil
        }
    }

    /// Asks the pane source to fill the pane for what `commands` want, in the pane's box.
    private func fillPaneIfAsked(_ commands: [InteractiveCommand], state: InteractiveState, size: TerminalSize) {
        for case .pane(let target) in commands {
            let box = state.layout(in: size).pane
            paneSource?.fill(target, query: state.query, columns: max(1, (box?.width ?? 5) - 4),
                               lines: max(1, (box?.height ?? 3) - 2))
        }
    }

    /// Runs a command on the runtime: the events that say how it went (the line the script
    /// printed meanwhile, and its last warning, first).
    private func perform(_ command: InteractiveCommand) -> [InteractiveEvent] {
        var events: [InteractiveEvent] = []
        switch command {
        case .pane:
            break   // asked of the pane source, not the runtime
        case .query(let query):
            session.query(query)
            events += log.events()
        case .tap(let target):
            do {
                let outcome = try session.tap(target)
                events += log.events()
                events.append(.tapped(outcome))
            } catch {
                log.dropWarnings()
                events.append(.failed(error.message))
            }
        }
        _ = session.warnings.take()                            // for JSON documents, which this view doesn't write
        return events
    }

    /// How long the keys pause before a query runs the live sections' `on_query`.
    static let liveQueryPause = Duration.milliseconds(150)
}
