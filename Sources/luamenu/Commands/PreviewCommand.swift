import MenuLua
import MenuSession
import MenuWeb

/// `luamenu preview SCRIPT`: the menu as an app screen in the browser, tappable, drawn again
/// whenever the script (or a file it uses, or a plugin) is saved. An HTTP server on 127.0.0.1
/// (``WebServer``) serves the page, answers its JSON-RPC as `serve` does, and streams events.
struct PreviewCommand: Equatable, ScriptCommandLine {
    var script = ""
    /// What follows SCRIPT (or `--`): the script's arguments.
    var arguments: [String] = []
    /// 0: a free port; nil: the port this script was last previewed on when it is free, else a
    /// free one.
    var port: UInt16?
    var stateFile: String?
    /// Whether the preview loads the script again when a file it is made from changes.
    var watch = true
    /// Where a snapshot spec of what the page tapped and searched is written when the preview
    /// stops (`--record`).
    var record: String?
    var scriptOptions = ScriptOptions()

    /// Parses the arguments after `preview`; nil when they ask for the help.
    static func parse(_ arguments: [String]) throws(CLIError) -> PreviewCommand? {
        try spec.parse(arguments, into: PreviewCommand())
    }

    static let spec = CommandSpec<PreviewCommand>(
        name: "preview",
        usage: ["preview SCRIPT [ARG...] [--port N] [--state FILE | --record SPEC] [--no-watch] [--plugin DIR]...",
                "                [--timeout SECS] [--memory MIB] [--unsafe] [-- ARG...]"],
        summary: "Show a menu in the browser as an app screen, tappable, redrawn as you save.",
        description: """
            Runs SCRIPT and serves a page that draws its menu as an app screen (the JSON view
            model: sections, grids, chips, indexes, submenus), on 127.0.0.1 only. Open the
            address it prints; it carries a token that the page's requests must show, kept for
            this script and port in $XDG_STATE_HOME/luamenu (mode 0600), so a page left open
            reconnects by itself when the preview starts again on the same port. Taps, the
            search and the back button go to the menu as serve's JSON-RPC (POST /rpc, the same
            methods); every open tab sees every change. When the script, a file it requires or
            reads (menu.read), or a plugin changes on disk, the menu is loaded again, keeping
            its state, store and query; a broken edit shows its error in every tab until a load
            works, and the last good menu stays and still answers taps. What the script prints
            and is warned about is shown in the page's log.

            Ctrl-C (or SIGTERM) stops it, and saves --state.
            """,
        options: [
            CommandOption(["--port"], value: "N", help: "Listen on 127.0.0.1 port N (0: a free port). Default: the "
                          + "port this script was last previewed on when it is free, else a free port; printed with "
                          + "the address.") { command, scanner throws(CLIError) in
                command.port = UInt16(try scanner.number(of: "--port", in: 0...65_535))
            },
            CommandOption(["--state"], value: "FILE", help: "Load the menu's state from FILE at the start and save "
                          + "it when the preview stops, holding FILE meanwhile: another luamenu given FILE stops at "
                          + "once, naming this one.") {
                command, scanner throws(CLIError) in command.stateFile = try scanner.value(of: "--state")
            },
            CommandOption(["--no-watch"], help: "Don't load the script again when it, a file it requires or reads, "
                          + "or a plugin changes (only the page's Reload does).") { command, _ throws(CLIError) in
                command.watch = false
            },
            RecordOption.option(setting: { $0.record = $1 }, help: "Record what the page taps, types and searches: when the preview "
                                + "stops, write a snapshot spec of it to SPEC (a *.spec.lua), a case per step, and its "
                                + "snapshots beside it, which luamenu test then passes unchanged. The page shows "
                                + "\"Recording to SPEC\" meanwhile. Not with --state: the spec starts where the script "
                                + "starts."),
        ] + ScriptOptions.options { $1(&$0.scriptOptions) },
        exitStatus: [
            (0, "stopped by Ctrl-C, SIGTERM or SIGHUP (the state saved)"),
            (1, "the port could not be listened on, or the state file could not be read or saved, or another "
                + "luamenu holds it, or the recorded spec could not be written"),
            (2, "the command line is wrong"),
        ],
        positional: takePositional,
        finish: { command, scanner throws(CLIError) in
            try requireScript("preview")(&command, scanner)
            if let spec = command.record { try RecordOption.check(spec: spec, stateFile: command.stateFile, scanner) }
        })

    /// Serves the preview until a stop signal, then saves the state, or writes the spec recorded.
    ///
    /// The main thread owns the menu: it runs the jobs the request threads hand it
    /// (``MenuJobs``) and, between them, looks for changed files every 0.1 s.
    func execute() throws(CLIError) {
        StopSignals.install()
        let hub = EventHub()
        let requests = PreviewRequests()
        var configuration = scriptOptions.session(script: script, arguments: arguments, stateFile: stateFile)
        configuration.watches = watch
        configuration.beforeWatchdogEnds = requests.stop
        let host: PreviewHost
        do {
            host = try PreviewHost(configuration: configuration, hub: hub, recordingTo: record)
        } catch {
            throw CLIError(error)
        }
        let jobs = requests.jobs
        let tokens = tokenStore()
        let lastPort = tokens?.lastPort(script: script)
        let server: WebServer
        do throws(WebServerError) {
            server = try WebServer(port: port.map { .exactly($0) } ?? .preferably(lastPort ?? 0), events: hub,
                                   token: { port in tokens.flatMap { keptToken(in: $0, port: port, lastPort: lastPort) } }) { call in
                requests.answer(call.body) { host.answer(call) }
            }
        } catch {
            throw .io(error.message)
        }
        requests.serving(server)
        Output.standard.write("luamenu preview: \(server.url)\n")
        while !StopSignals.received {
            jobs.runPending(waitingAtMost: 0.1)
            host.reloadIfChanged()
        }
        jobs.close()
        server.stop()
        do {
            try host.session.close()                           // never loaded, nothing saved: the file stays
        } catch {
            throw CLIError(error)
        }
        if let spec = record, let recorder = host.rpc.recorder {
            let count = try SpecWriter.write(recorder, script: script, to: spec, options: scriptOptions, by: "preview")
            Output.error.write("luamenu preview: recorded \(count) case\(count == 1 ? "" : "s") to \(spec) and its snapshots\n")
        }
    }
}

/// The token that outlasts a run: what makes a page left open reconnect when the preview starts
/// again on its address.
extension PreviewCommand {
    /// The store of tokens in the user's state folder; nil, said on stderr, when there is none.
    private func tokenStore() -> TokenStore? {
        guard let folder = TokenStore.folder(stateHome: Output.environment("XDG_STATE_HOME"),
                                             home: Output.environment("HOME")) else {
            warnTokenIsThisRuns("neither XDG_STATE_HOME nor HOME names a folder to keep it in")
            return nil
        }
        do {
            return try TokenStore(folder: folder)
        } catch {
            warnTokenIsThisRuns(error.message)
            return nil
        }
    }

    /// The token kept for the script on `port`; nil, said on stderr, when it can't be kept.
    /// `port` is kept as the script's last port when it isn't already (`lastPort`), so an
    /// unchanged port writes nothing.
    private func keptToken(in store: TokenStore, port: UInt16, lastPort: UInt16?) -> String? {
        let issued: TokenStore.Issued
        do {
            issued = try store.token(script: script, port: port)
        } catch {
            warnTokenIsThisRuns(error.message)
            return nil
        }
        if let replaced = issued.replaced {
            Output.error.write("luamenu preview: \(replaced): it was replaced by a new token, so a page opened "
                               + "before must be opened again from the address printed\n")
        }
        if port != lastPort {
            do {
                try store.remember(port: port, script: script)
            } catch {
                Output.error.write("luamenu preview: \(error.message); port \(port) is not kept for the next start\n")
            }
        }
        return issued.token
    }

    private func warnTokenIsThisRuns(_ reason: String) {
        Output.error.write("luamenu preview: \(reason); the token is this run's alone, so an open page won't "
                           + "reconnect after a restart\n")
    }
}
