#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MenuApps
import MenuLua
import MenuModel
import MenuRender
import MenuTerminal

/// `luamenu run SCRIPT -i`: the menu full-screen on the terminal's alternate screen, driven by
/// keys, until `q` or a `choose` item finishes it, or Esc or Ctrl-C cancels it. The loop is
/// the edge: every event (a key, a tap's outcome, a failure, a printed line) goes through
/// ``InteractiveState`` (pure), which asks for taps and queries that the loop runs on the
/// runtime; frames go through ``Screen/diff(from:to:)``. With NO_COLOR it draws no colour;
/// with TERM=dumb (no cursor movement) it refuses to start.
struct InteractiveSession {
    private(set) var runtime: MenuRuntime
    /// The read end of the pipe the script's `print` writes to; its last line shows in the
    /// status line instead of breaking the screen.
    let printed: Int32
    /// With `--watch`: runs the script again when a file of it changed.
    let reload: (() throws(CLIError) -> MenuRuntime)?

    /// Runs until the user finishes; returns what to print afterwards (see ``answer(_:)``).
    /// Throws ``CLIError/cancelled`` when the user cancelled (Esc at the top, Ctrl-C).
    mutating func run() throws(CLIError) -> String {
        let capabilities = Output.capabilities
        let tty = try ControllingTerminal(for: "-i", command: "run")
        let terminal = tty.raw
        var state = InteractiveState()
        var previous: Screen?
        var watcher = FileWatcher(RunCommand.files(of: runtime, script: runtime.scriptName))
        // The frame is made again only when the menu may have changed (a tap, a query, a
        // reload) or the window did: a cursor move redraws from the same frame, whose rows were
        // made when first drawn, and the screen's diff writes only the lines that changed.
        var frame: Frame?
        var frameSize: TerminalSize?
        var searchesPrepared = false
        while true {
            let size = terminal.size() ?? TerminalSize(rows: 24, columns: 80)
            let height = max(1, size.rows - 1)
            if frame == nil || frameSize != size {
                frame = makeFrame(width: size.columns, colors: capabilities.colors, state: &state, height: height)
                frameSize = size
            }
            guard let current = frame else { break }
            state.settle(in: current, height: height)
            let screen = draw(current, state: &state, size: size, colors: capabilities.colors)
            do {
                try terminal.write(Screen.diff(from: previous, to: screen))
                previous = screen
                if state.done || state.cancelled { break }
                if reload != nil, watcher.changed() {
                    state.update(with: reloaded(), in: current, height: height)
                    frame = nil
                }
                var events: [TerminalEvent] = []
                if !searchesPrepared {
                    // While the user reads the screen, the searches are prepared, so the first
                    // key of a query is as fast as the next; a key typed at once comes first.
                    events = try terminal.readEvents(timeout: .milliseconds(20))
                    if events.isEmpty {
                        runtime.prepareSearches()
                        searchesPrepared = true
                    }
                }
                if events.isEmpty { events = try terminal.readEvents(timeout: reload == nil ? nil : .milliseconds(250)) }
                for event in events where !state.done && !state.cancelled {
                    switch event {
                    case .resize:
                        previous = nil
                    case .key(let key):
                        for command in state.update(with: .key(key), in: current, height: height) {
                            for result in perform(command) { state.update(with: result, in: current, height: height) }
                            frame = nil                        // a tap or a query may change the menu
                        }
                    }
                }
            } catch {
                throw .io("the terminal failed: \(error)")
            }
        }
        tty.restore()
        if state.cancelled { throw .cancelled }
        return answer(state)
    }

    /// What finishing prints: the item chosen last (its value, else its path); else the
    /// selected children of every selection, one per line (their values, else their paths);
    /// else the state as JSON.
    private func answer(_ state: InteractiveState) -> String {
        if let chosen = state.chosen { return chosen + "\n" }
        if let selected = try? runtime.drawing({ view throws(EvaluationStopped) in try view.selectedTargets() }),
           !selected.isEmpty {
            return selected.map { ($0.item.value ?? $0.target.path.description) + "\n" }.joined()
        }
        return runtime.state.json.text + "\n"
    }

    /// Runs the script again, keeping the state: the event that says how it went (the last
    /// good menu stays when it failed).
    private mutating func reloaded() -> InteractiveEvent {
        guard let reload else { return .reloaded }
        do {
            let fresh = try reload()
            fresh.restore(runtime.state)
            runtime = fresh
            return .reloaded
        } catch {
            return .reloadFailed(String(error.report.dropFirst("luamenu: ".count).dropLast()))
        }
    }

    /// The menu's frame at `width`: its view, whose rows are made when drawn. A menu that
    /// can't be drawn (its filters ran out of time) shows its error and no blocks.
    private func makeFrame(width: Int, colors: Bool, state: inout InteractiveState, height: Int) -> Frame {
        let renderer = TextRenderer(width: width, colors: colors)
        do {
            return try runtime.drawing { view in Frame(view: view, renderer: renderer) }
        } catch {
            let empty = Frame(view: MenuView(title: runtime.menu.title, blocks: []), renderer: renderer)
            state.update(with: .failed(error.message), in: empty, height: height)
            return empty
        }
    }

    /// The screen of `frame`; when a label can't be drawn (a limit stopped it), the error in
    /// the status line over the frame without its lines.
    private func draw(_ frame: Frame, state: inout InteractiveState, size: TerminalSize, colors: Bool) -> Screen {
        do {
            return try runtime.evaluating { () throws(EvaluationStopped) in
                try state.screen(for: frame, size: size, colors: colors)
            }
        } catch {
            let empty = Frame(view: MenuView(title: runtime.menu.title, blocks: []), renderer: TextRenderer(width: size.columns))
            state.update(with: .failed(error.message), in: empty, height: size.rows - 1)
            return (try? state.screen(for: empty, size: size, colors: colors)) ?? Screen(size: size, lines: [])
        }
    }

    /// Runs a command on the runtime: the events that say how it went (the line the script
    /// printed meanwhile, if any, first).
    private func perform(_ command: InteractiveCommand) -> [InteractiveEvent] {
        var events: [InteractiveEvent] = []
        switch command {
        case .query(let query):
            runtime.query(query)
        case .tap(let target):
            do {
                let outcome = try runtime.tap(target)
                if let line = lastPrintedLine() { events.append(.printed(line)) }
                events.append(.tapped(outcome))
            } catch {
                events.append(.failed(error.message))
            }
        }
        return events
    }

    /// The last non-empty line the script printed since the last look, if any.
    private func lastPrintedLine() -> String? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(printed, &chunk, chunk.count)
            if count <= 0 { break }
            bytes += chunk[..<count]
        }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").last.map(String.init)
    }

    /// A pipe for the script's `print`: (read end, non-blocking; write end). It holds 1 MiB
    /// where the system lets it (Linux), 64 KiB elsewhere; what a script prints beyond that
    /// before the pipe is read is lost, as the script never waits for its reader.
    static func printPipe() -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return (Output.nullDescriptor, Output.nullDescriptor) }
        #if os(Linux)
        _ = fcntl(ends[1], 1031 /* F_SETPIPE_SZ, which Glibc's module leaves out */, 1 << 20)
        #endif
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        return (ends[0], ends[1])
    }
}
