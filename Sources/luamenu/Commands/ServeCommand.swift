import MenuLua
import MenuModel
import MenuRender
import MenuTerminal

/// `luamenu serve SCRIPT`: a live menu for another front end (a web page, a SwiftUI app) over
/// standard input and output: JSON-RPC 2.0, one request per line in, one answer per line out.
struct ServeCommand: Equatable, ScriptCommandLine {
    var script = ""
    /// What follows SCRIPT (or `--`): the script's arguments.
    var arguments: [String] = []
    var stateFile: String?
    var scriptOptions = ScriptOptions()

    /// Parses the arguments after `serve`; nil when they ask for the help.
    static func parse(_ arguments: [String]) throws(CLIError) -> ServeCommand? {
        try spec.parse(arguments, into: ServeCommand())
    }

    static let spec = CommandSpec<ServeCommand>(
        name: "serve",
        usage: ["serve SCRIPT [ARG...] [--state FILE] [--plugin DIR]... [--timeout SECS] [--memory MIB]",
                "              [--unsafe] [-- ARG...]"],
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

            A script that fails to load leaves the session up: requests answer its error until
            reload works. The end of stdin ends the session, and saves --state.
            """,
        options: [
            CommandOption(["--state"], value: "FILE", help: "Load the menu's state from FILE at the start and save "
                          + "it when the session ends, holding FILE's lock meanwhile (as run does).") {
                command, scanner throws(CLIError) in command.stateFile = try scanner.value(of: "--state")
            },
        ] + ScriptOptions.options(at: \.scriptOptions),
        sections: [
            ("METHODS", ServeSession.methods.map { HelpLayout.row($0.name, $0.help, column: 10) }.joined() + """

                  Errors: -32700 the line is not JSON, -32600 not a request, -32601 no such method,
                  -32602 bad params, -32000 the script failed (data.kind: load, runtime, timeLimit,
                  memoryLimit, interrupted or tap; data.warnings).

                """),
        ],
        exitStatus: [
            (0, "the session ended at the end of stdin"),
            (1, "the state file could not be read or saved, or a request got stuck where no limit could stop "
                + "it (it is answered, and --state saved, first)"),
            (2, "the command line is wrong"),
        ],
        positional: takePositional,
        finish: requireScript("serve"))

    /// Loads the script (and the state), answers every line of stdin, saves the state at the end.
    func execute() throws(CLIError) {
        let stateFile = stateFile.map { StateFile(path: $0, limit: scriptOptions.memoryLimit) }
        try stateFile?.lockForUpdate()                         // held for the whole session
        let saved = try stateFile?.load()
        let log = ScriptLog { entry in
            Output.standard.write(ServeSession.notification("log", entry.json).text + "\n")
        }
        let session = ServeSession(script: script, arguments: arguments, options: scriptOptions, saved: saved, log: log)
        let watchdog = ServeWatchdog(stateFile: stateFile?.path, saved: saved)
        var reader = LineReader(fd: 0)
        while let line = reader.next() {
            let answer: String?
            switch line {
            case .text(let text):
                watchdog.answering(text)
                answer = session.answer(to: text)
            case .tooLong:
                answer = ServeSession.response(id: .null, .failure(.parse("the line is longer than \(reader.limit) bytes"))).text
            }
            if let answer {
                Output.standard.write(answer)                  // not answer + "\n": a large answer is not copied
                Output.standard.write("\n")
            }
            if let settled = try? session.saved() { watchdog.settled(settled) }
        }
        if let saved = try session.saved() { try stateFile?.save(saved) }   // never loaded, nothing saved: the file stays
        stateFile?.unlock()
    }
}
