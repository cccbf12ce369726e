import MenuApps
import MenuLua
import MenuModel
import MenuRender
import MenuSession
import MenuTerminal
import TextCore

/// `luamenu run`: runs the script, applies the taps, prints the menu once (or, with `-i`,
/// shows it full-screen; with `--watch`, again whenever a file it is made from changes). With
/// `--format json`, what stops it is a JSON error document on stdout too. The script's life
/// (loading, the state file, watching) is the ``ScriptSession``'s; this draws it.
struct RunCommand {
    let options: RunOptions

    init(options: RunOptions) {
        self.options = options
    }

    func execute() throws(CLIError) {
        let format = options.format ?? defaultFormat
        var session: ScriptSession?
        guard format == .json, !options.interactive else { return try run(format: format, session: &session) }
        do {
            try run(format: format, session: &session)
        } catch {
            Output.standard.write(ViewModelDocument.error(kind: error.kind, message: error.message,
                                                          warnings: session?.warnings ?? WarningList()).text + "\n")
            throw error
        }
    }

    /// Runs the command; `started` is the session once it started (its warnings, for the error
    /// document when this throws).
    private func run(format: RunOptions.Format, session started: inout ScriptSession?) throws(CLIError) {
        // -i takes the terminal before the script runs: its loading screen shows at once, and
        // Esc or Ctrl-C there stops a long load.
        let wakeup = Wakeup()
        let tty = options.interactive
            ? try ControllingTerminal(for: "-i", command: "run", mouse: options.mouse, wakeup: wakeup) : nil
        let log = tty.map { _ in InteractiveLog() }
        let session = try start(format: format, loadingOn: tty, wakeup: wakeup, log: log)
        started = session
        if let error = session.loadError { throw CLIError(error) }
        do {
            for path in options.taps { try session.tap(path) }
        } catch {
            throw CLIError(error)
        }
        if let query = options.query { session.query(query) }
        if let tty, let log {
            _ = session.warnings.take()                        // what loading said went to stderr already
            var face = InteractiveSession(session: session, tty: tty, log: log)
            face.paneSource = try Self.paneSource(command: options.paneCommand, session: session, wakeup: wakeup)
            face.paneWindow = options.paneWindow
            face.recorder = options.record.map { _ in SpecRecorder(taps: options.taps, query: options.query) }
            let ending = try face.run()
            try close(session)                                 // a cancel keeps the taps too: only a crash loses them
            if let spec = options.record, let recorder = face.recorder {
                let count = try SpecWriter.write(recorder, script: options.script, to: spec, options: options.scriptOptions,
                                                  by: "run -i")
                Output.error.write("luamenu: recorded \(count) case\(count == 1 ? "" : "s") to \(spec) and its snapshots\n")
            }
            let output: String
            switch ending {
            case .finished(let text): output = text
            case .cancelled: throw .cancelled
            case .failed(let error): throw error
            }
            // A value is the script's bytes: on a terminal, made harmless (an OSC 52 would set
            // the clipboard); to a pipe, passed on as they are.
            Output.standard.write(Output.standard.isTerminal ? TerminalSafe.message(output) : output)
            return
        }
        try draw(session, format: format)
        guard options.watch else {
            try close(session)
            return options.scriptOptions.keepsUntilExit(session)
        }
        try save(session)
        while true {
            Output.sleep(milliseconds: 250)
            guard session.reloadIfChanged() else { continue }
            if let error = session.loadError {
                Output.error.write("luamenu: " + TerminalSafe.message(error.message) + " (the last good menu stays)\n")
                if format == .json {
                    Output.standard.write(ViewModelDocument.error(kind: error.kind.rawValue, message: error.message,
                                                                  warnings: session.warnings).text + "\n")
                }
                continue
            }
            if Output.standard.isTerminal && Output.capabilities.cursorMovement {
                Output.standard.write("\u{1B}[H\u{1B}[2J")
            }
            do {
                try draw(session, format: format)
                try save(session)
            } catch {
                Output.error.write(error.report)
            }
        }
    }

    /// The session: the state file locked and read, the script loaded (its progress on a line
    /// of the terminal after a moment, or on `tty`'s loading screen with `-i`).
    private func start(format: RunOptions.Format, loadingOn tty: ControllingTerminal?, wakeup: Wakeup,
                       log: InteractiveLog?) throws(CLIError) -> ScriptSession {
        var configuration = options.scriptOptions.session(script: options.script, arguments: options.arguments,
                                                          input: 0, stateFile: options.stateFile)
        configuration.printing = options.interactive ? .captured : .to(format == .json ? 2 : 1)
        configuration.tenure = options.interactive || options.watch ? .untilItEnds : .oneRun
        configuration.watches = options.watch
        let progress = LoadProgress()
        configuration.options.progress = progress
        let line = tty == nil ? ProgressLine(label: "loading \(options.script)", progress: progress) : nil
        let screen = tty.map { LoadingScreen(terminal: $0.raw, wakeup: wakeup, label: options.script, progress: progress) }
        defer {
            line?.stop()
            screen?.stop()
        }
        // On the full screen a warning goes to the status line (see InteractiveSession), not
        // to stderr, unless stderr is redirected: then to both.
        let quiet = options.interactive && Output.error.isTerminal
        do {
            return try ScriptSession(configuration) { event in
                log?.take(event)
                Self.report(event, quiet: quiet)
            }
        } catch {
            throw CLIError(error)
        }
    }

    /// What stderr gets of the session's events: warnings, the mistakes the script makes as it
    /// loads, that the state file is awaited (`quiet`: on the full screen, only the last).
    static func report(_ event: SessionEvent, quiet: Bool) {
        switch event {
        case .log(let entry) where entry.level == .print:
            if !Output.error.isTerminal { Output.error.write(entry.text + "\n") }   // -i's print, kept when stderr is a file
        case .log(let entry) where !quiet:
            Output.error.write("luamenu: " + (entry.level == .problem ? "warning: " : "") + entry.text + "\n")
        case .waitingForStateFile(let holder):
            Output.error.write("luamenu: waiting for the state file: \(holder?.description ?? "another luamenu") is using it\n")
        default:
            break
        }
    }

    /// Saves the state file, if there is one.
    private func save(_ session: ScriptSession) throws(CLIError) {
        do {
            try session.save()
        } catch {
            throw CLIError(error)
        }
    }

    /// Saves the state file and lets it go.
    private func close(_ session: ScriptSession) throws(CLIError) {
        do {
            try session.close()
        } catch {
            throw CLIError(error)
        }
    }

    /// How much of a drawn menu `run` holds before it streams the rest.
    static let heldBytes = 1 << 18

    private func draw(_ session: ScriptSession, format: RunOptions.Format) throws(CLIError) {
        do {
            let width = options.width ?? Output.standard.terminalWidth ?? 80
            guard format != .json else {
                return Output.standard.write(try format.render(session, width: width, height: options.height))
            }
            // Held back until a quarter mebibyte is drawn: a small menu is printed whole or not
            // at all (when a label runs out of time), a large one streams. What is held counts
            // against the memory limit; what streams, against the time limit.
            var held = ""
            held.reserveCapacity(Self.heldBytes)
            var streaming = false
            try format.write(session, width: width, height: options.height) { chunk throws(EvaluationStopped) in
                let holds = !streaming && held.utf8.count + chunk.utf8.count <= Self.heldBytes
                try session.holdOutput(bytes: holds ? chunk.utf8.count : 0)     // 0: the clock checked
                if streaming { return Output.standard.write(chunk) }
                guard !holds else { return held += chunk }
                streaming = true
                Output.standard.write(held)
                Output.standard.write(chunk)
                held = ""
            }
            if !streaming { Output.standard.write(held) }
        } catch {
            throw CLIError(error)
        }
    }

    /// What fills `run -i`'s pane for the focused item: `--preview CMD`, else the script's `preview`
    /// functions when it has any, else nothing (no pane).
    static func paneSource(command: String?, session: ScriptSession, wakeup: Wakeup) throws(CLIError) -> (any PaneSource)? {
        if let command { return CommandPane(command: command, wakeup: wakeup) }
        do {
            return try session.runtime?.hasPaneContent() == true ? ScriptPane(session: session) : nil
        } catch {
            throw CLIError(error)
        }
    }

    /// ansi on a terminal unless NO_COLOR is set (to anything but "") or TERM is dumb, else text.
    private var defaultFormat: RunOptions.Format {
        Output.standard.wantsColors ? .ansi : .text
    }
}
