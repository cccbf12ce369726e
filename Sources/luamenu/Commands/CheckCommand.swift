import MenuApps
import MenuLua
import MenuModel
import MenuRender
import MenuSession
import TextCore

/// `luamenu check SCRIPT...`: loads each script, draws it, and reports what it got wrong, with
/// file and line: scripts that fail to load, label functions that fail, unknown fields (with
/// "did you mean …"), duplicate ids, ids a tap path misreads, filters whose target doesn't
/// exist, an `all` missing from a category, empty titles, label functions that return what
/// can't be drawn.
struct CheckCommand: Equatable {
    /// How the problems are printed.
    enum Format: String, CaseIterable {
        /// One line each, as the messages are, and a summary.
        case text
        /// A JSON array of `{ file, line, column, severity, message }`.
        case json
        /// `file:line:col: error: message` lines, as editors' quickfix lists read them.
        case quickfix
    }

    var scripts: [String] = []
    var format = Format.text
    var scriptOptions = ScriptOptions()

    /// Parses the arguments after `check`; nil when they ask for the help.
    static func parse(_ arguments: [String]) throws(CLIError) -> CheckCommand? {
        try spec.parse(arguments, into: CheckCommand())
    }

    static let spec = CommandSpec<CheckCommand>(
        name: "check",
        usage: ["check SCRIPT... [--format text|json|quickfix] [--plugin DIR]... [--timeout SECS] [--memory MIB] [--unsafe]"],
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

            It also calls every label function of every item once (title, detail, subtitle,
            checked; in folded sections and submenus too, under the limits, as a first draw
            would), and reports, at the line where the function is written, a value a draw can't
            show: a title, detail or subtitle that is no text (a table), a style name that is none,
            a checked that is not true, false or "mixed" — nil included, which draws the row
            without its checkbox (return false for unchecked).

            Items may carry any data of the script's: a field is flagged only when it is one or
            two edits from a known one (titel, detial, colums) and not its plural (icons, values).
            To be sure, keep your data under a name of your own: data = { … }.
            """,
        options: [
            CommandOption(["--format"], value: "FORMAT", kind: .choices(Format.allCases.map(\.rawValue)),
                          help: "text (a line per problem and a summary; the default), json (an array of "
                          + "{ file, line, column, severity, message }, for editors and CI) or quickfix "
                          + "(file:line:col: error: message lines, as editors' quickfix lists read).") {
                command, scanner throws(CLIError) in
                command.format = Format(rawValue: try scanner.choice(of: "--format", among: Format.allCases.map(\.rawValue))) ?? .text
            },
        ] + ScriptOptions.options { $1(&$0.scriptOptions) },
        exitStatus: [
            (0, "no problems"),
            (1, "problems found (listed on stdout, in the --format asked for)"),
            (2, "the command line is wrong"),
        ],
        positional: { command, path, _ throws(CLIError) in command.scripts.append(path) },
        finish: { command, scanner throws(CLIError) in
            guard !command.scripts.isEmpty else { throw scanner.usage("'check' needs one SCRIPT or more") }
        })

    /// Prints the problems in the format asked for (text: one line each and a summary); fails
    /// (exit 1) when there was any.
    func execute() throws(CLIError) {
        var found: [CheckProblem] = []
        for script in scripts {
            let problems = problems(of: script)
            found += problems.map { CheckProblem(message: $0, script: script) }
            if format == .text {
                for problem in problems { Output.standard.write(TerminalSafe.message(problem) + "\n") }
            }
        }
        switch format {
        case .text:
            let checked = scripts.count == 1 ? "1 script" : "\(scripts.count) scripts"
            let count = found.count == 0 ? "no problems" : found.count == 1 ? "1 problem" : "\(found.count) problems"
            Output.standard.write("\(checked) checked, \(count)\n")
        case .json:
            Output.standard.write(JSONValue.array(found.map(\.json)).prettyText + "\n")
        case .quickfix:
            for problem in found { Output.standard.write(problem.quickfix + "\n") }
        }
        if !found.isEmpty { throw .failed }
    }

    /// What is wrong with `script`: the error that stops it loading, else what its building
    /// noted, what its label functions return wrongly (``MenuLua/MenuRuntime/labelProblems()``),
    /// then what a render pass warns about (failing label functions, plugins skipped), drawing
    /// the menu as it starts and every submenu; each once, in order.
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
        do {
            for problem in try runtime.labelProblems() where !problems.contains(problem) { problems.append(problem) }
        } catch {
            return problems + [error.message]                  // a limit stopped the script: nothing more can run
        }
        for submenu in [[]] + runtime.menu.submenuPaths {
            do {
                try runtime.showSubmenu(submenu)
                _ = try runtime.view()
            } catch {
                warnings.append(error.message)
            }
        }
        // A draw warns about a label's wrong value without its line: the calls above said it with it.
        for warning in warnings.lines where !problems.contains(where: { $0 == warning || $0.hasSuffix(": " + warning) }) {
            problems.append(warning)
        }
        return problems
    }
}
