import MenuApps
import MenuLua
import MenuModel
import MenuRender
import MenuTerminal

/// `luamenu run`: runs the script, applies the taps, prints the menu once (or, with `-i`,
/// shows it full-screen; with `--watch`, again whenever the script changes). With
/// `--format json`, what stops it is a JSON error document on stdout too.
struct RunCommand {
    let options: RunOptions
    /// The script's warnings, for the JSON document (they go to stderr as well).
    private let warnings = WarningList()

    init(options: RunOptions) {
        self.options = options
    }

    func execute() throws(CLIError) {
        let format = options.format ?? defaultFormat
        guard format == .json, !options.interactive else { return try run(format: format) }
        do {
            try run(format: format)
        } catch {
            Output.standard.write(ViewModelDocument.error(error, warnings: warnings).text + "\n")
            throw error
        }
    }

    private func run(format: RunOptions.Format) throws(CLIError) {
        let printPipe = options.interactive ? InteractiveSession.printPipe() : nil
        let printDescriptor = printPipe?.write ?? (format == .json ? 2 : 1)
        let stateFile = options.stateFile.map { StateFile(path: $0, limit: options.scriptOptions.memoryLimit) }
        try stateFile?.lockForUpdate()        // held until the state is saved
        let saved = try stateFile?.load()     // before the script runs: its store starts from it
        // -i takes the terminal before the script runs: its loading screen shows at once, and
        // Esc or Ctrl-C there stops a long load.
        let wakeup = Wakeup()
        let tty = options.interactive
            ? try ControllingTerminal(for: "-i", command: "run", mouse: options.mouse, wakeup: wakeup) : nil
        let loadStarted = FileWatcher.now()
        var runtime = try load(printDescriptor: printDescriptor, store: saved?.store, loadingOn: tty, wakeup: wakeup)
        for problem in runtime.problems {
            Output.error.write("luamenu: warning: \(problem)\n")
            warnings.append(problem)
        }
        if let saved { try Self.restore(saved.state, into: runtime) }
        for path in options.taps {
            do {
                try runtime.tap(path)
            } catch {
                throw CLIError(error)
            }
        }
        if let query = options.query { runtime.query(query) }
        if let printPipe, let tty {
            _ = warnings.take()                                // what loading said went to stderr already
            var session = InteractiveSession(runtime: runtime, tty: tty, loadStarted: loadStarted,
                                             printed: printPipe.read, warnings: warnings,
                                             reload: options.watch ? { (store: LuaValue?) throws(CLIError) in
                                                 try load(printDescriptor: printDescriptor, store: store)
                                             } : nil)
            session.paneSource = try Self.paneSource(command: options.paneCommand, runtime: runtime, wakeup: wakeup)
            session.paneWindow = options.paneWindow
            let ending = try session.run()
            try save(session.runtime, to: stateFile)       // a cancel keeps the taps too: only a crash loses them
            stateFile?.unlock()
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
        try draw(runtime, format: format)
        try save(runtime, to: stateFile)
        stateFile?.unlock()
        guard options.watch else { return }
        var watcher = FileWatcher(Self.files(of: runtime, script: options.script), since: loadStarted)
        while true {
            Output.sleep(milliseconds: 250)
            guard watcher.changed() else { continue }
            let reloadStarted = FileWatcher.now()
            do {
                let fresh = try load(printDescriptor: printDescriptor, store: try Self.store(of: runtime))
                try Self.restore(runtime.state, into: fresh)
                if Output.standard.isTerminal && Output.capabilities.cursorMovement {
                    Output.standard.write("\u{1B}[H\u{1B}[2J")
                }
                try draw(fresh, format: format)
                runtime = fresh
                try stateFile?.lockForUpdate()
                try save(runtime, to: stateFile)
                stateFile?.unlock()
            } catch {
                Output.error.write(error.report.dropLast() + " (the last good menu stays)\n")
                if format == .json { Output.standard.write(ViewModelDocument.error(error, warnings: warnings).text + "\n") }
            }
            watcher.watch(Self.files(of: runtime, script: options.script), since: reloadStarted)
        }
    }

    /// Saves the runtime's state and its script's store to `stateFile`, if there is one.
    private func save(_ runtime: MenuRuntime, to stateFile: StateFile?) throws(CLIError) {
        guard let stateFile else { return }
        try stateFile.save(runtime.state, store: try Self.store(of: runtime))
    }

    /// Puts `state` back into `runtime`, which tells its script the restored choices.
    static func restore(_ state: MenuState, into runtime: MenuRuntime) throws(CLIError) {
        do {
            try runtime.restore(state)
        } catch {
            throw CLIError(error)
        }
    }

    /// The runtime's store, to save or to hand to the script run again.
    static func store(of runtime: MenuRuntime) throws(CLIError) -> LuaValue? {
        do {
            return try runtime.storeValue()
        } catch {
            throw CLIError(error)
        }
    }

    /// The script, run with `store` (an earlier run's) for its `menu.store`: the runtime, or
    /// the error that stopped it. Its progress shows on a line of the terminal after a moment,
    /// or on `tty`'s loading screen (`-i`).
    private func load(printDescriptor: Int32, store: LuaValue?, loadingOn tty: ControllingTerminal? = nil,
                      wakeup: Wakeup? = nil) throws(CLIError) -> MenuRuntime {
        let warnings = warnings
        // On the full screen a warning goes to the status line (see InteractiveSession), not
        // to stderr, unless stderr is redirected: then to both.
        let quiet = options.interactive && Output.error.isTerminal
        var runtimeOptions = options.scriptOptions.runtimeOptions(
            printDescriptor: printDescriptor, arguments: options.arguments, input: 0,
            warn: { if !quiet { Output.error.write("luamenu: \($0)\n") }; warnings.append($0) })
        runtimeOptions.store = store
        let progress = LoadProgress()
        runtimeOptions.progress = progress
        let line = tty == nil ? ProgressLine(label: "loading \(options.script)", progress: progress) : nil
        let screen = tty.map { tty in
            LoadingScreen(terminal: tty.raw, wakeup: wakeup ?? Wakeup(), label: options.script, progress: progress)
        }
        defer {
            line?.stop()
            screen?.stop()
        }
        do {
            return try MenuRuntime(script: options.script, options: runtimeOptions)
        } catch {
            throw CLIError(error)
        }
    }

    private func draw(_ runtime: MenuRuntime, format: RunOptions.Format) throws(CLIError) {
        do {
            let width = options.width ?? Output.standard.terminalWidth ?? 80
            guard format != .json else {
                return Output.standard.write(try format.render(runtime, width: width, height: options.height, warnings: warnings))
            }
            // Held back until a mebibyte is drawn: a small menu is printed whole or not at all
            // (when a label runs out of time), a large one streams. What is held counts against
            // the memory limit; what streams, against the time limit.
            var held = ""
            var streaming = false
            try format.write(runtime, width: width, height: options.height) { chunk throws(EvaluationStopped) in
                try runtime.holdOutput(bytes: streaming ? 0 : 2 * chunk.utf8.count)   // held, as it grows by doubling
                if streaming { return Output.standard.write(chunk) }
                held += chunk
                if held.utf8.count >= 1 << 20 {
                    streaming = true
                    Output.standard.write(held)
                    held = ""
                }
            }
            if !streaming { Output.standard.write(held) }
        } catch {
            throw CLIError(error)
        }
    }

    /// What fills `run -i`'s pane for the focused item: `--preview CMD`, else the script's `preview`
    /// functions when it has any, else nothing (no pane).
    static func paneSource(command: String?, runtime: MenuRuntime, wakeup: Wakeup) throws(CLIError) -> (any PaneSource)? {
        if let command { return CommandPane(command: command, wakeup: wakeup) }
        do {
            return try runtime.hasPaneContent() ? ScriptPane(runtime: runtime) : nil
        } catch {
            throw CLIError(error)
        }
    }

    /// What `--watch` watches: the script and every file it required.
    static func files(of runtime: MenuRuntime, script: String) -> [String] {
        [script] + runtime.requiredFiles
    }

    /// ansi on a terminal unless NO_COLOR is set (to anything but "") or TERM is dumb, else text.
    private var defaultFormat: RunOptions.Format {
        Output.standard.wantsColors ? .ansi : .text
    }
}
