import MenuLua
import MenuModel
import MenuRender
import MenuSession
import MenuTerminal

/// `luamenu serve SCRIPT`: a live menu for another front end (a web page, a SwiftUI app) over
/// standard input and output: JSON-RPC 2.0, one request per line in, one answer per line out.
struct ServeCommand: Equatable, ScriptCommandLine {
    var script = ""
    /// What follows SCRIPT (or `--`): the script's arguments.
    var arguments: [String] = []
    var stateFile: String?
    /// Whether the session loads the script again when a file it is made from changes.
    var watch = true
    var scriptOptions = ScriptOptions()

    /// Parses the arguments after `serve`; nil when they ask for the help.
    static func parse(_ arguments: [String]) throws(CLIError) -> ServeCommand? {
        try spec.parse(arguments, into: ServeCommand())
    }

    static let spec = CommandSpec<ServeCommand>(
        name: "serve",
        usage: ["serve SCRIPT [ARG...] [--state FILE] [--no-watch] [--plugin DIR]... [--timeout SECS]",
                "              [--memory MIB] [--unsafe] [-- ARG...]"],
        summary: "Drive a menu from another program: JSON-RPC 2.0 over stdin and stdout.",
        description: """
            Runs SCRIPT once and keeps its menu live: each line of stdin is a JSON-RPC 2.0 request
            (or a batch of them), each answer one line of stdout, in order:

              {"jsonrpc":"2.0","id":1,"method":"tap","params":{"path":"outfield"}}
              {"jsonrpc":"2.0","id":1,"result":{"version":1,"title":"KIA Tigers",…}}

            Results are the JSON view model that run prints as JSON (docs/view-model.schema.json).
            A request that fails answers an error object (code, message, data.kind) and changes
            nothing; the session goes on. A request without an id is a notification: it is run
            and not answered. --timeout applies to each line (a request, or a batch of them); a
            request stuck where no limit can stop it (a library call) is answered with its error,
            --state is saved as the line before it left it, and the session ends (status 1). The
            script's state (its variables) lives as long as the session. What the script prints,
            the warnings and a failed load are notifications, each before the answer of the request
            that caused it:

              {"jsonrpc":"2.0","method":"log","params":{"level":"print","text":"tapped"}}

            When the script, a file it requires or reads (menu.read), or a plugin changes on disk,
            the menu is loaded again, keeping its state, store and query, and the client is sent
            the new view model: {"method":"view","params":DOCUMENT}. A script that fails to load
            leaves the session up: status tells it ({"method":"status","params":{"error":
            {"kind","message"},"menuStays":true}}, then {"error":null} once a load works), and
            while there is a last good menu, requests act on it and their view models carry the
            error as loadError; with none, requests answer the error. A request that takes longer
            than 0.1 s is told as {"method":"busy","params":{"busy":true,"method":"tap",
            "path":PATH}}, then {"busy":false}. The end of stdin ends the session, and saves
            --state.
            """,
        options: [
            CommandOption(["--state"], value: "FILE", help: "Load the menu's state from FILE at the start and save "
                          + "it when the session ends, holding FILE meanwhile: another luamenu given FILE stops at "
                          + "once, naming this one.") {
                command, scanner throws(CLIError) in command.stateFile = try scanner.value(of: "--state")
            },
            CommandOption(["--no-watch"], help: "Don't load the script again when it, a file it requires or reads, "
                          + "or a plugin changes (only the reload method does).") { command, _ throws(CLIError) in
                command.watch = false
            },
        ] + ScriptOptions.options { $1(&$0.scriptOptions) },
        sections: [
            ("METHODS", { MenuRPC.methods.map { HelpLayout.row($0.name, $0.help, column: 10) }.joined() + """

                  Errors: -32700 the line is not JSON, -32600 not a request, -32601 no such method,
                  -32602 bad params, -32000 the script failed (data.kind: load, runtime, timeLimit,
                  memoryLimit, interrupted or tap; data.warnings).

                """ }),
        ],
        exitStatus: [
            (0, "the session ended at the end of stdin"),
            (1, "the state file could not be read or saved, or another luamenu holds it, or a request got stuck "
                + "where no limit could stop it (it is answered, and --state saved, first)"),
            (2, "the command line is wrong"),
        ],
        positional: takePositional,
        finish: requireScript("serve"))

    /// Loads the script (and the state), answers every line of stdin, saves the state at the end.
    func execute() throws(CLIError) {
        let output = ServeOutput()
        let watchdog = ServeWatchdog()
        var configuration = scriptOptions.session(script: script, arguments: arguments, stateFile: stateFile)
        configuration.printing = .captured                     // stdout carries the protocol
        configuration.watches = watch
        configuration.onBusy = { output.notify("busy", MenuRPC.busy($0)) }
        configuration.beforeWatchdogEnds = { message, status in
            if let answer = watchdog.stop(message: message, status: status) { output.lineIfFree(answer) }
        }
        let session: ScriptSession
        do {
            session = try ScriptSession(configuration) { event in
                for (name, params) in MenuRPC.notices(of: event) { output.notify(name, params) }
            }
        } catch {
            throw CLIError(error)
        }
        let rpc = MenuRPC(session: session)
        var reader = LineReader(fd: 0)
        var lastLook = ContinuousClock.now
        reading: while true {
            let read = reader.next(waitingAtMost: Self.watchInterval)
            if ContinuousClock.now - lastLook >= Self.watchInterval {
                lastLook = .now
                if session.reloadIfChanged(), session.loadError == nil, case .success(let document) = rpc.view() {
                    output.notify("view", document)            // a change no request asked for
                }
            }
            switch read {
            case .ended:
                break reading
            case .timedOut:
                continue
            case .line(.text(let text)):
                watchdog.answering(text)
                if let answer = rpc.answer(to: text) { output.line(answer) }
                watchdog.answered()
            case .line(.tooLong):
                output.line(MenuRPC.response(id: .null, .failure(.parse("the line is longer than \(reader.limit) bytes"))).text)
            }
        }
        do {
            try session.close()                                // never loaded, nothing saved: the file stays
        } catch {
            throw CLIError(error)
        }
    }

    /// How often the session looks for changed files.
    static let watchInterval = Duration.milliseconds(250)
}
