import MenuLua
import MenuModel
import MenuRender

/// One REPL session: runs chunks and `:` commands on a runtime, printing what they give.
struct ReplSession {
    var runtime: MenuRuntime
    let script: String?
    let options: ScriptOptions

    init(runtime: MenuRuntime, script: String?, options: ScriptOptions) {
        self.runtime = runtime
        self.script = script
        self.options = options
    }

    /// Runs a chunk; false when it needs more lines. Values go to stdout (tab-separated, as
    /// `lua` prints them), errors to stderr; Ctrl-C stops a chunk that runs too long.
    func evaluate(_ chunk: String) -> Bool {
        runtime.interruptOnControlC(true)
        defer { runtime.interruptOnControlC(false) }
        switch runtime.evaluate(chunk) {
        case .incomplete:
            return false
        case .values(let values):
            if !values.isEmpty { Output.standard.write(values.joined(separator: "\t") + "\n") }
        case .failed(let message):
            Output.error.write(message + "\n")
        }
        return true
    }

    /// Runs a `:` command; false for `:quit`.
    mutating func command(_ line: String, loader: () throws(CLIError) -> MenuRuntime) -> Bool {
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
            show()
        case ":tap":
            guard words.count == 2 else { return fail(":tap needs a PATH, e.g. :tap outfield") }
            do {
                try runtime.tap(words[1])
                show()
            } catch {
                return fail(error.message)
            }
        case ":state":
            Output.standard.write(runtime.state.json.prettyText + "\n")
        case ":json":
            do {
                Output.standard.write(JSONViewModel.document(try runtime.view()).prettyText + "\n")
            } catch {
                return fail(error.message)
            }
        case ":reload":
            guard script != nil else { return fail(":reload needs a SCRIPT (luamenu repl SCRIPT)") }
            do {
                let state = runtime.state
                let reloaded = try loader()
                reloaded.state = state.pruned(for: reloaded.menu)
                runtime = reloaded
                show()
            } catch {
                return fail(error.report.dropFirst("luamenu: ".count).description)
            }
        default:
            return fail("unknown command '\(words[0])' (:help lists them)")
        }
        return true
    }

    /// Names for Tab: `:` commands at the start of a line, else Lua names.
    func completions(line: String, word: String) -> [String] {
        if line.hasPrefix(":") && !line.contains(" ") {
            return ReplCommand.commands.map { String($0.name.prefix { $0 != " " }) }.filter { $0.hasPrefix(word) }
        }
        return runtime.completions(for: word)
    }

    private func show() {
        do {
            let width = Output.standard.terminalWidth ?? 80
            Output.standard.write(TextRenderer(width: width, colors: Output.standard.wantsColors).render(try runtime.view()))
        } catch {
            Output.error.write(error.message + "\n")
        }
    }

    /// Reports `message` on stderr; the session goes on.
    private func fail(_ message: String) -> Bool {
        Output.error.write(message + "\n")
        return true
    }
}
