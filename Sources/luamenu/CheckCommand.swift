import MenuModel
import MenuLua

/// `luamenu check SCRIPT...`: loads each script and reports what it got wrong, with file and
/// line: unknown fields (with "did you mean …"), duplicate ids, filters whose target doesn't
/// exist, an `all` missing from a category, empty titles, and scripts that fail to load.
struct CheckCommand: Equatable {
    var scripts: [String] = []
    var scriptOptions = ScriptOptions()

    static func parse(_ arguments: [String]) throws(CLIError) -> CheckCommand {
        var scanner = ArgumentScanner(arguments, command: "check")
        var command = CheckCommand()
        while let argument = try scanner.next() {
            switch argument {
            case .positional(let path): command.scripts.append(path)
            case .option(let name):
                guard try command.scriptOptions.take(name, from: &scanner) else { throw scanner.unknown(name) }
            }
        }
        guard !command.scripts.isEmpty else { throw scanner.usage("'check' needs one SCRIPT or more") }
        return command
    }

    /// Prints one line per problem and a summary; fails (exit 1) when there was any.
    func execute() throws(CLIError) {
        var count = 0
        for script in scripts {
            let problems: [String]
            do {
                problems = try MenuRuntime(script: script, options: scriptOptions.runtimeOptions(printDescriptor: 2)).problems
            } catch {
                problems = [error.message]
            }
            for problem in problems { Output.standard.write(TerminalSafe.message(problem) + "\n") }
            count += problems.count
        }
        let checked = scripts.count == 1 ? "1 script" : "\(scripts.count) scripts"
        let found = count == 0 ? "no problems" : count == 1 ? "1 problem" : "\(count) problems"
        Output.standard.write("\(checked) checked, \(found)\n")
        if count > 0 { throw .failed }
    }
}
