import MenuApps
import MenuLua
import MenuModel
import MenuSession
import TextCore

/// `luamenu check SCRIPT...`: loads each script, draws it, and reports what it got wrong, with
/// file and line: scripts that fail to load, label functions that fail, unknown fields (with
/// "did you mean …"), duplicate ids, ids a tap path misreads, filters whose target doesn't
/// exist, an `all` missing from a category, empty titles.
struct CheckCommand: Equatable {
    var scripts: [String] = []
    var scriptOptions = ScriptOptions()

    /// Parses the arguments after `check`; nil when they ask for the help.
    static func parse(_ arguments: [String]) throws(CLIError) -> CheckCommand? {
        try spec.parse(arguments, into: CheckCommand())
    }

    static let spec = CommandSpec<CheckCommand>(
        name: "check",
        usage: ["check SCRIPT... [--plugin DIR]... [--timeout SECS] [--memory MIB] [--unsafe]"],
        summary: "Find mistakes in menu scripts, with file and line.",
        description: """
            Loads each script, draws its menu once (and every submenu), and reports, one line each
            with file and line: blocks described wrongly (a field of the wrong type, such as
            columns = "2": each is reported and left out, and the script goes on, so every such
            mistake shows in one run), scripts that fail to load, label functions that fail,
            unknown fields of blocks (with "did you mean …"), misspelt item fields, duplicate block
            or item ids, ids a tap path would misread, filters whose target is no block (or names a
            block's title instead of its id), a category without the child 'all' names, empty
            titles, hotkeys the interactive view keeps for itself (j, k, g, G, q, /, ', space).
            `luamenu run` warns about the same on stderr (but stops at the first block described
            wrongly, and draws once).

            Items may carry any data of the script's: a field is flagged only when it is one or
            two edits from a known one (titel, detial, colums) and not its plural (icons, values).
            To be sure, keep your data under a name of your own: data = { … }.
            """,
        options: ScriptOptions.options(at: \.scriptOptions),
        exitStatus: [
            (0, "no problems"),
            (1, "problems found (listed on stdout)"),
            (2, "the command line is wrong"),
        ],
        positional: { command, path, _ throws(CLIError) in command.scripts.append(path) },
        finish: { command, scanner throws(CLIError) in
            guard !command.scripts.isEmpty else { throw scanner.usage("'check' needs one SCRIPT or more") }
        })

    /// Prints one line per problem and a summary; fails (exit 1) when there was any.
    func execute() throws(CLIError) {
        var count = 0
        for script in scripts {
            let problems = problems(of: script)
            for problem in problems { Output.standard.write(TerminalSafe.message(problem) + "\n") }
            count += problems.count
        }
        let checked = scripts.count == 1 ? "1 script" : "\(scripts.count) scripts"
        let found = count == 0 ? "no problems" : count == 1 ? "1 problem" : "\(count) problems"
        Output.standard.write("\(checked) checked, \(found)\n")
        if count > 0 { throw .failed }
    }

    /// What is wrong with `script`: the error that stops it loading, else what its building
    /// noted, then what a render pass warns about (failing label functions, plugins skipped),
    /// drawing the menu as it starts and every submenu; each once, in order.
    private func problems(of script: String) -> [String] {
        let warnings = WarningList()
        let runtime: MenuRuntime
        do {
            var options = scriptOptions.runtimeOptions(printDescriptor: Output.nullDescriptor, warn: { warnings.append($0) })
            options.keepsGoing = true                          // a block described wrongly is reported, and the rest checked
            runtime = try MenuRuntime(script: script, options: options)
        } catch {
            return warnings.lines + [error.message]
        }
        runtime.note(runtime.menu.hotkeyProblems(shadowedBy: InteractiveKeys.ownCharacters))
        var problems = warnings.take() + runtime.problems
        do {
            problems += try runtime.forgottenTaps()
        } catch {
            problems.append(error.message)
        }
        for submenu in [[]] + runtime.menu.submenuPaths {
            do {
                try runtime.showSubmenu(submenu)
                _ = try runtime.view()
            } catch {
                warnings.append(error.message)
            }
        }
        for warning in warnings.lines where !problems.contains(warning) { problems.append(warning) }
        return problems
    }
}
