import MenuLua
import MenuModel
import MenuRender
import MenuSession
import TextCore

/// One REPL session: runs chunks and `:` commands on the script's session, printing what they
/// give. The script's menu is `m`; when a file it is made from changes, the next line first
/// loads it again (keeping the state, the store and the query) and says so.
struct ReplSession {
    let session: ScriptSession
    /// How many chunks and commands failed (a piped session then exits 1).
    private(set) var failures = 0

    /// A REPL on `session`, whose script loaded (or which has none).
    init(session: ScriptSession) {
        self.session = session
        session.runtime?.bindMenu()
    }

    /// The runtime lines run in: the last good menu's.
    private var runtime: MenuRuntime? { session.runtime }

    /// Loads the script again when a file it is made from changed, saying so on stderr: what
    /// happens before each line runs.
    mutating func reloadIfChanged() {
        guard session.reloadIfChanged() else { return }
        reported()
    }

    /// Says how the reload just made went, and binds the new menu to `m`.
    private mutating func reported() {
        if let error = session.loadError {
            _ = fail("\(error.message) (the last good menu stays)")
        } else {
            session.runtime?.bindMenu()
            Output.error.write("luamenu: loaded \(session.configuration.script ?? "the script") again "
                               + "(the state, the store and the query kept; m is the new menu)\n")
        }
    }

    /// Runs a chunk; false when it needs more lines. Values go to stdout (tab-separated, as
    /// `lua` prints them), errors to stderr; Ctrl-C stops a chunk that runs too long.
    mutating func evaluate(_ chunk: String) -> Bool {
        guard let runtime else { return true }
        session.renewDeadline()                                // --timeout applies to each chunk
        runtime.interruptOnControlC(true)
        defer { runtime.interruptOnControlC(false) }
        let evaluation = runtime.evaluate(chunk)
        session.flushLog()                                     // what the line was warned about (a veto), on stderr
        switch evaluation {
        case .incomplete:
            return false
        case .values(let values):
            if !values.isEmpty { Output.standard.write(TerminalSafe.message(values.joined(separator: "\t")) + "\n") }
        case .failed(let message):
            _ = fail(message)
        }
        return true
    }

    /// Reports a chunk the input ended in the middle of, as a failure.
    mutating func unfinished(_ chunk: String) {
        let start = chunk.prefix { $0 != "\n" }
        _ = fail("stdin: the input ended inside an unfinished chunk (it starts '\(start)')")
    }

    /// Runs a `:` command; false for `:quit`.
    mutating func command(_ line: String) -> Bool {
        session.renewDeadline()                                // --timeout applies to each command
        let words = line.split(separator: " ", maxSplits: 1).map(String.init)
        switch words[0] {
        case ":quit", ":q", ":exit":
            return false
        case ":help", ":h":
            let width = ReplCommand.commands.map(\.name.count).max() ?? 0
            for (name, help) in ReplCommand.commands {
                Output.standard.write("  " + name.padded(toCells: width + 2) + help + "\n")
            }
        case ":show":
            guard words.count == 2 else { return show() }
            guard let width = Int(words[1]), (8...100_000).contains(width) else {
                return fail(":show takes a WIDTH in cells from 8 to 100000, e.g. :show 40 (got '\(words[1])')")
            }
            return show(width: width)
        case ":tap":
            guard words.count == 2 else { return fail(":tap needs a PATH, e.g. :tap outfield") }
            return tap(words[1])
        case ":blocks":
            guard session.configuration.script != nil, let runtime else { return fail(":blocks needs a SCRIPT (luamenu repl SCRIPT)") }
            for line in BlockList.lines(of: runtime.menu) { Output.standard.write(line + "\n") }
        case ":state":
            do {
                let saved = try session.stateText().flatMap { try? JSONValue.parse($0) }   // to spread it over lines
                Output.standard.write((saved ?? session.state.json).prettyText + "\n")
            } catch {
                return fail(error.message)
            }
        case ":json":
            do {
                _ = session.warnings.take()                    // what earlier lines were warned about
                Output.standard.write(try session.document(pretty: true) + "\n")
            } catch {
                return fail(error.message)
            }
        case ":reload":
            guard session.configuration.script != nil else { return fail(":reload needs a SCRIPT (luamenu repl SCRIPT)") }
            session.reload()
            reported()
            return session.loadError == nil ? show() : true
        default:
            return fail("unknown command '\(words[0])' (:help lists them)")
        }
        return true
    }

    /// What Tab completes `word` to, on `line` (up to the cursor): a `:` command at the start
    /// of a line (with a space after one that takes an argument), a tap path after `:tap ` or
    /// inside `m:tap("`, else a Lua name.
    func completions(line: String, word: String) -> [String] {
        if line.hasPrefix(":") && !line.contains(" ") {
            return ReplCommand.commands.map { command in
                let name = command.name.prefix { $0 != " " }
                return String(name) + (command.name.contains(" ") ? " " : "")
            }.filter { $0.hasPrefix(word) }
        }
        if let path = Self.tapPath(typedAtTheEndOf: line) {
            // libedit replaces only the word after the path's last `/`: the rest stays.
            let kept = path.count - word.count
            guard kept >= 0 else { return [] }
            return (runtime?.menu.pathCompletions(for: path) ?? []).map { String($0.dropFirst(kept)) }
        }
        return runtime?.completions(for: word) ?? []
    }

    /// The tap path being typed at the end of `line`: after `:tap ` at its start, or inside
    /// `m:tap("` (or `'`); nil anywhere else.
    static func tapPath(typedAtTheEndOf line: String) -> String? {
        if line.hasPrefix(":tap ") { return String(line.dropFirst(5)) }
        for quote in ["\"", "'"] {
            for opening in [":tap(" + quote, ":tap " + quote] {
                guard let start = line.ranges(of: opening).last?.upperBound else { continue }
                let path = line[start...]
                if !path.contains(quote) { return String(path) }
            }
        }
        return nil
    }

    /// Taps `path` and prints what it changed in the menu as drawn: the lines that went (`- `)
    /// and came (`+ `), two lines around each; true, as the session goes on.
    private mutating func tap(_ path: String) -> Bool {
        do {
            let width = Output.standard.terminalWidth ?? 80
            let before = try RunOptions.Format.text.render(session, width: width, height: nil)
            try session.tap(path)
            let after = try RunOptions.Format.text.render(session, width: width, height: nil)
            _ = session.warnings.take()                        // (they went to stderr)
            let changes = LineDiff.lines(expected: before, actual: after)
            Output.standard.write(changes.isEmpty ? "(the menu looks the same; :show draws it)\n"
                                                  : changes.joined(separator: "\n") + "\n")
        } catch {
            return fail(error.message)
        }
        return true
    }

    /// Draws the menu `width` cells wide (nil: the terminal's width, else 80); true, as the
    /// session goes on.
    private mutating func show(width: Int? = nil) -> Bool {
        do {
            let width = width ?? Output.standard.terminalWidth ?? 80
            let format: RunOptions.Format = Output.standard.wantsColors ? .ansi : .text
            _ = session.warnings.take()                        // (they went to stderr)
            Output.standard.write(try format.render(session, width: width, height: nil))
        } catch {
            return fail(error.message)
        }
        return true
    }

    /// Reports `message` on stderr and counts the failure; the session goes on.
    private mutating func fail(_ message: String) -> Bool {
        Output.error.write(message + "\n")
        failures += 1
        return true
    }
}
