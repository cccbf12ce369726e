import MenuLua
import MenuModel
import MenuRender

/// `luamenu run`: runs the script, applies the taps, prints the menu once.
struct RunCommand {
    let options: RunOptions

    func execute() throws(CLIError) {
        let format = options.format ?? defaultFormat
        let printPipe = options.interactive ? InteractiveSession.printPipe() : nil
        let runtime: MenuRuntime
        do {
            runtime = try MenuRuntime(script: options.script, options: options.scriptOptions
                .runtimeOptions(printDescriptor: printPipe?.write ?? (format == .json ? 2 : 1)))
        } catch {
            throw .script(error.message)
        }
        for problem in runtime.problems { Output.error.write("luamenu: warning: \(problem)\n") }
        let stateFile = options.stateFile.map(StateFile.init)
        if let saved = try stateFile?.load() {
            runtime.state = saved.pruned(for: runtime.menu)
        }
        for path in options.taps {
            do {
                try runtime.tap(path)
            } catch {
                throw .script(error.message)
            }
        }
        if let query = options.query { runtime.query(query) }
        if let printPipe {
            let output = try InteractiveSession(runtime: runtime, printed: printPipe.read).run()
            try stateFile?.save(runtime.state)
            Output.standard.write(output)
            return
        }
        let view: MenuView
        do {
            view = try runtime.view()
        } catch {
            throw .script(error.message)
        }
        try stateFile?.save(runtime.state)
        Output.standard.write(format.render(view, width: options.width ?? Output.standard.terminalWidth ?? 80,
                                            height: options.height))
    }

    /// ansi on a terminal unless NO_COLOR is set (to anything but ""), else text.
    private var defaultFormat: RunOptions.Format {
        let noColor = Output.environment("NO_COLOR").map { !$0.isEmpty } ?? false
        return Output.standard.isTerminal && !noColor ? .ansi : .text
    }
}
