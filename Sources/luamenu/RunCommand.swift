import MenuLua
import MenuModel
import MenuRender

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
        let stateFile = options.stateFile.map {
            StateFile(path: $0, limit: options.scriptOptions.memory > 0 ? options.scriptOptions.memory << 20 : nil)
        }
        try stateFile?.lockForUpdate()        // held until the state is saved
        var watcher = FileWatcher([options.script])      // stamped before the load: an edit made meanwhile counts
        var runtime = try load(printDescriptor: printDescriptor)
        for problem in runtime.problems {
            Output.error.write("luamenu: warning: \(problem)\n")
            warnings.append(problem)
        }
        if let saved = try stateFile?.load() { runtime.restore(saved) }
        for path in options.taps {
            do {
                try runtime.tap(path)
            } catch {
                throw CLIError(error)
            }
        }
        if let query = options.query { runtime.query(query) }
        if let printPipe {
            var session = InteractiveSession(runtime: runtime, printed: printPipe.read,
                                             reload: options.watch ? { () throws(CLIError) in
                                                 try load(printDescriptor: printDescriptor)
                                             } : nil)
            let output = try session.run()                     // a cancel throws: no output, no state saved
            try stateFile?.save(session.runtime.state)
            stateFile?.unlock()
            Output.standard.write(output)
            return
        }
        try draw(runtime, format: format)
        try stateFile?.save(runtime.state)
        stateFile?.unlock()
        guard options.watch else { return }
        watcher.watch(Self.files(of: runtime, script: options.script))
        while true {
            Output.sleep(milliseconds: 250)
            guard watcher.changed() else { continue }
            do {
                let fresh = try load(printDescriptor: printDescriptor)
                fresh.restore(runtime.state)
                if Output.standard.isTerminal && Output.capabilities.cursorMovement {
                    Output.standard.write("\u{1B}[H\u{1B}[2J")
                }
                try draw(fresh, format: format)
                runtime = fresh
                try stateFile?.lockForUpdate()
                try stateFile?.save(runtime.state)
                stateFile?.unlock()
            } catch {
                Output.error.write(error.report.dropLast() + " (the last good menu stays)\n")
                if format == .json { Output.standard.write(ViewModelDocument.error(error, warnings: warnings).text + "\n") }
            }
            watcher.watch(Self.files(of: runtime, script: options.script))
        }
    }

    /// The script, run: the runtime, or the error that stopped it.
    private func load(printDescriptor: Int32) throws(CLIError) -> MenuRuntime {
        let warnings = warnings
        var runtimeOptions = options.scriptOptions.runtimeOptions(
            printDescriptor: printDescriptor, arguments: options.arguments, input: 0,
            warn: { Output.error.write("luamenu: \($0)\n"); warnings.append($0) })
        let progress = LoadProgress()
        runtimeOptions.progress = progress
        let line = ProgressLine(label: "loading \(options.script)", progress: progress)
        defer { line?.stop() }
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
            // (when a label runs out of time), a large one streams.
            var held = ""
            var streaming = false
            try format.write(runtime, width: width, height: options.height) { chunk in
                if streaming { return Output.standard.write(chunk) }
                held += chunk
                if held.utf8.count >= 1 << 20 {
                    streaming = true
                    Output.standard.write(held)
                }
            }
            if !streaming { Output.standard.write(held) }
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
