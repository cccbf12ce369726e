import MenuLua
import MenuModel
import MenuRender
import MenuSession
import MenuTerminal

/// `luamenu repl [SCRIPT]`: a Lua prompt in the same sandboxed host, with SCRIPT's menu bound
/// to `m`. Lines are Lua (expressions print their values; incomplete input continues on a
/// second prompt, and Ctrl-C there drops it); lines starting with `:` are commands. A piped
/// session exits 1 when a line failed.
struct ReplCommand: Equatable {
    var script: String?
    var scriptOptions = ScriptOptions()

    /// Parses the arguments after `repl`; nil when they ask for the help.
    static func parse(_ arguments: [String]) throws(CLIError) -> ReplCommand? {
        try spec.parse(arguments, into: ReplCommand())
    }

    static let spec = CommandSpec<ReplCommand>(
        name: "repl",
        usage: ["repl [SCRIPT] [--plugin DIR]... [--timeout SECS] [--memory MIB] [--unsafe]"],
        summary: "A Lua prompt in the host, with a script's menu as m.",
        description: """
            A Lua prompt in the same sandboxed host `run` uses, with SCRIPT's menu loaded and bound
            to `m`. A line is Lua: an expression prints its values (tables nested and sorted, never
            `table: 0x…`), `=expr` too, and `_` is the first value of the last line that gave
            values; a line's locals (`local y = 5`, `local function f`) are kept for the next
            lines; input that is not complete yet continues on a `>>` prompt; an error prints its
            message (from inside a function, with a traceback of the script's frames) and the
            prompt comes back. help(x) or ?x prints the signature and description of a function,
            field or type of the API (help(m.section), ?menu.store, help("section"); help() lists
            them). Ctrl-C stops a running chunk (at `>>`, drops the lines typed so far), Ctrl-D
            leaves, Ctrl-Z suspends. On a terminal, lines are edited with libedit, Tab completes
            names, the menu's methods (m:ta → m:tap), commands (:ta → :tap ) and tap paths after
            :tap or in m:tap("…") (cof → coffee/, as a shell completes folders), and history is
            kept in ~/.luamenu_history ($LUAMENU_HISTORY), except lines that start with a space.
            From a pipe, lines are read plainly, with no prompts.
            """,
        options: ScriptOptions.options { $1(&$0.scriptOptions) },
        sections: [("COMMANDS", { commands.map { HelpLayout.row($0.name, $0.help) }.joined() })],
        exitStatus: [
            (0, "the session ended (on a terminal, always; from a pipe, when every line worked)"),
            (1, "from a pipe: a line or command failed, or the input ended inside a chunk"),
            (2, "the command line is wrong"),
        ],
        positional: { command, path, scanner throws(CLIError) in
            guard command.script == nil else { throw scanner.usage("unexpected argument '\(path)' (one SCRIPT only)") }
            command.script = path
        })

    /// The commands, for `:help` and completion.
    static let commands: [(name: String, help: String)] = [
        (":show [WIDTH]", "draw the menu (WIDTH cells wide, default the terminal's)"),
        (":tap PATH", "tap PATH (e.g. :tap outfield/나성범; Tab completes it) and print what changed"),
        (":blocks", "the menu's blocks: id, kind, title, size"),
        (":state", "the state and the store, as the state file keeps them"),
        (":json", "the menu's view model as JSON"),
        (":reload", "run the script again, keeping the state, the store and the query (a line after an edit does too)"),
        (":help", "this list"),
        (":quit", "leave (Ctrl-D does too)"),
    ]

    func execute() throws(CLIError) {
        var session = ReplSession(session: try start())
        let editor = LineEditor(historyFile: Self.historyFile, completion: { line, word in
            session.completions(line: line, word: word)
        })
        if editor.isInteractive {
            Output.standard.write("luamenu \(LuamenuVersion.current), Lua 5.4: Lua lines, or :help for commands\n")
            // Between a line read and the chunk it starts, Ctrl-C is counted, not the end of
            // the session (the editor and the chunk each take it over while they run).
            InterruptSignal.install(quitAfter: 3)
        }
        defer { InterruptSignal.uninstall() }
        var chunk = ""
        reading: while true {
            switch editor.read(prompt: chunk.isEmpty ? "> " : ">> ") {
            case .end:
                break reading
            case .interrupted:
                chunk = ""   // Ctrl-C at `>>` drops the lines typed so far
            case .line(let line) where chunk.isEmpty && line.hasPrefix(":"):
                editor.addHistory(line)
                session.reloadIfChanged()
                if !session.command(line) { break reading }
            case .line(let line):
                if chunk.isEmpty { session.reloadIfChanged() }
                chunk += chunk.isEmpty ? line : "\n" + line
                if session.evaluate(chunk) {
                    editor.addHistory(chunk)
                    chunk = ""
                }
            }
        }
        if !chunk.isEmpty { session.unfinished(chunk) }
        if editor.isInteractive { Output.standard.write("\n") }
        if !editor.isInteractive && session.failures > 0 { throw .failed }
    }

    /// The script's session (its menu then bound to `m`), or one without a script; warnings go
    /// to stderr.
    ///
    /// - Throws: ``CLIError`` when the script fails to load.
    func start() throws(CLIError) -> ScriptSession {
        var configuration = scriptOptions.session(script: script)
        configuration.watches = script != nil
        let session: ScriptSession
        do {
            session = try ScriptSession(configuration) { RunCommand.report($0, quiet: false) }
        } catch {
            throw CLIError(error)
        }
        if let error = session.loadError { throw CLIError(error) }
        return session
    }

    /// `$LUAMENU_HISTORY`, else `~/.luamenu_history`.
    static var historyFile: String? {
        Output.environment("LUAMENU_HISTORY") ?? Output.environment("HOME").map { $0 + "/.luamenu_history" }
    }
}
