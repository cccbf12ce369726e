import MenuLua
import MenuSession

/// `luamenu test [DIR]`: snapshot tests for menus. Finds the `*.spec.lua` files under DIR
/// (default: the current folder), draws each case and compares it with the `*.spec.snap`
/// beside the spec; `--update` writes the snapshots instead.
struct TestCommand: Equatable {
    var folder = "."
    var update = false
    /// Runs only the cases whose spec's path or name contains it.
    var filter: String?
    /// Where to write the results as JUnit XML.
    var junit: String?
    var scriptOptions = ScriptOptions()

    /// Whether a DIR was given (a second one is a mistake).
    private var folderGiven = false

    /// Parses the arguments after `test`; nil when they ask for the help.
    static func parse(_ arguments: [String]) throws(CLIError) -> TestCommand? {
        try spec.parse(arguments, into: TestCommand())
    }

    static let spec = CommandSpec<TestCommand>(
        name: "test",
        usage: ["test [DIR] [--update] [--filter TEXT] [--junit FILE] [--plugin DIR]... [--timeout SECS] [--memory MIB] [--unsafe]"],
        summary: "Compare menus drawn after taps with stored snapshots.",
        description: """
            Snapshot tests for menus. Finds every *.spec.lua under DIR (default: the current
            folder), draws each of its cases, and compares the output with the *.spec.snap kept
            beside the spec. A spec is Lua:

              return {
                script = "../tigers.lua",             -- relative to the spec
                width = 60,                           -- for every case (default 80)
                { name = "open at start" },
                { name = "outfield folded", taps = { "outfield" } },
                { name = "as JSON", taps = { "outfield/나성범" }, format = "json" },
              }

            A case may also set format (text, ansi, json), width, height, query, and restart = true
            (after its taps, the script runs again from what a state file would keep: the state and
            the store, as the next run would), and finish = true (the snapshot ends with "finish: "
            and what the menu's on_finish gives to print). A spec that isn't what it should be fails
            with its line: a script that is no file, an unknown key (with "did you mean"), a value of
            the wrong type (taps = "x/y" for taps = { "x/y" }), two cases with one name.

            The report lists, each under "FAIL spec:line: case": first the cases whose script failed
            to load or whose tap failed, with the error (once: the other cases it stopped are only
            named), then the snapshots that changed, as the changed lines with two lines of context
            ("-" the snapshot, "+" now); then a warning for each case that draws the same without its
            last step, its search when it has a query, else its last tap (the step changes nothing
            the snapshot shows: the case asserts nothing new, as a restart case whose section
            starts folded, which never shows the value it keeps); and last
            "N passed, N failed, N warnings (time)". A snapshot may keep an error on purpose (--update
            writes it as "error: …"); the case then passes while the error stays the same.
            The interactive view of `luamenu run` and the page of `luamenu preview` can record a spec
            and its snapshots from what is tapped and searched (see their record option in luamenu
            help run and luamenu help preview).
            """,
        options: [
            CommandOption(["--update"], help: "Write the snapshots (new and changed) instead of comparing.") {
                command, _ throws(CLIError) in command.update = true
            },
            CommandOption(["--filter"], value: "TEXT", help: "Run only the cases whose spec's path or name contains TEXT "
                          + "(with --update, write only theirs).") { command, scanner throws(CLIError) in
                command.filter = try scanner.value(of: "--filter")
            },
            CommandOption(["--junit"], value: "FILE", help: "Also write the results to FILE as JUnit XML, for CI: a "
                          + "testsuite per spec, a testcase per case, a failure with the error or the diff.") {
                command, scanner throws(CLIError) in command.junit = try scanner.value(of: "--junit")
            },
        ] + ScriptOptions.options { $1(&$0.scriptOptions) },
        exitStatus: [
            (0, "every case matched its snapshot (or --update wrote them); warnings don't fail"),
            (1, "a case failed; or a spec could not be read, or no spec or case was found"),
            (2, "the command line is wrong"),
        ],
        positional: { command, folder, scanner throws(CLIError) in
            guard !command.folderGiven else { throw scanner.usage("'test' takes one DIR") }
            command.folder = folder
            command.folderGiven = true
        })

    /// Runs the cases, prints the report (``TestReport``) and writes the JUnit file; fails
    /// (exit 1) when a case did.
    func execute() throws(CLIError) {
        let clock = ContinuousClock(), began = clock.now
        let specs = SpecFinder.specs(under: folder)
        guard !specs.isEmpty else { throw .io("no *.spec.lua files under \(folder)") }
        let outcome = try TestRun(options: scriptOptions, update: update, filter: filter).run(specs)
        if let filter, outcome.results.isEmpty { throw .io("no case under \(folder) matches --filter '\(filter)'") }
        let duration = clock.now - began
        for line in TestReport.lines(outcome.results) { Output.standard.write(line + "\n") }
        Output.standard.write(TestReport.summary(outcome.results, written: update ? outcome.written : nil,
                                                 duration: duration) + "\n")
        if let junit {
            do { try FileText.write(JUnitReport.xml(outcome.results, duration: duration), to: junit) } catch { throw CLIError(error) }
        }
        if outcome.results.contains(where: { $0.failure != nil }) { throw .failed }
    }
}
