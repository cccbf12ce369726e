#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MenuLua
import MenuModel
import MenuRender
import MenuTerminal

/// `luamenu run SCRIPT -i`: the menu full-screen on the terminal's alternate screen, driven by
/// keys, until `q` or a `choose` item finishes it, or Esc or Ctrl-C cancels it. The loop is the edge: keys go through ``InteractiveState`` (pure), taps
/// and queries through the runtime, frames through ``Screen/diff(from:to:)``. With NO_COLOR
/// it draws no colour; with TERM=dumb (no cursor movement) it refuses to start.
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
        var jumped = false
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
                frame = makeFrame(width: size.columns, colors: capabilities.colors, state: &state)
                frameSize = size
            }
            guard let current = frame else { break }
            let screen: Screen
            do {
                screen = try runtime.evaluating { () throws(ScriptError) -> Screen in
                    state.settle(in: current, height: height, jumped: jumped)
                    return state.screen(for: current, size: size, colors: capabilities.colors)
                }
            } catch {
                state.message = error.message
                screen = state.screen(for: current, size: size, colors: capabilities.colors)
            }
            jumped = false
            do {
                try terminal.write(Screen.diff(from: previous, to: screen))
                previous = screen
                if state.done || state.cancelled { break }
                if reload != nil, watcher.changed() {
                    state.message = reloaded() ?? state.message
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
                        let commands = (try? runtime.evaluating { state.update(with: key, in: current, height: height) }) ?? []
                        for command in commands {
                            jumped = perform(command, on: current, state: &state) || jumped
                            frame = nil                        // a tap or a query may change the menu
                        }
                    }
                }
            } catch {
                throw .script("the terminal failed: \(error)")
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
        if let view = try? runtime.view() {
            let selected = view.selectedTargets.map { $0.item.value ?? $0.path.description }
            if !selected.isEmpty { return selected.map { $0 + "\n" }.joined() }
        }
        return runtime.state.json.text + "\n"
    }

    /// Runs the script again, keeping the state; the error when it failed (the last good menu
    /// then stays).
    private mutating func reloaded() -> String? {
        guard let reload else { return nil }
        do {
            let fresh = try reload()
            fresh.state = runtime.state.pruned(for: fresh.menu)
            runtime = fresh
            return "reloaded"
        } catch {
            return String(error.report.dropFirst("luamenu: ".count).dropLast()) + " (the last good menu stays)"
        }
    }

    /// The menu's frame at `width`: its view, whose rows are made when drawn. A menu that
    /// can't be drawn (its filters ran out of time) shows its error and no blocks.
    private func makeFrame(width: Int, colors: Bool, state: inout InteractiveState) -> Frame {
        let renderer = TextRenderer(width: width, colors: colors)
        do {
            return try runtime.drawing { view in Frame(view: view, renderer: renderer) }
        } catch {
            state.message = error.message
            return Frame(view: MenuView(title: runtime.menu.title, blocks: []), renderer: renderer)
        }
    }

    /// Runs a command; true when it was an index jump (the view then scrolls to the group).
    private func perform(_ command: InteractiveCommand, on frame: Frame, state: inout InteractiveState) -> Bool {
        switch command {
        case .query(let query):
            runtime.query(query)
            return false
        case .tap(let path):
            do {
                let outcome = try runtime.tap(path)
                if let line = lastPrintedLine() { state.message = line }
                guard !outcome.vetoed else {                  // a plugin said no: no choice either
                    state.message = "tap '\(path)' was vetoed by a plugin"
                    return false
                }
            } catch {
                state.message = error.message
                return false
            }
            state.tapped(path, in: frame)
            let parts = path.segments
            return parts.count == 2 && frame.indexes.contains { $0.id == parts[0] && $0.letters.contains(parts[1]) }
        }
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

    /// A pipe for the script's `print`: (read end, non-blocking; write end).
    static func printPipe() -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return (Output.nullDescriptor, Output.nullDescriptor) }
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        return (ends[0], ends[1])
    }
}
