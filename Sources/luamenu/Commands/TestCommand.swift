import MenuLua
import MenuSession

/// `luamenu test [DIR]`: snapshot tests for menus. Finds the `*.spec.lua` files under DIR
/// (default: the current folder), draws each case and compares it with the `*.spec.snap`
/// beside the spec; `--update` writes the snapshots instead.
struct TestCommand: Equatable {
    var folder = "."
    var update = false
    var scriptOptions = ScriptOptions()

    /// Whether a DIR was given (a second one is a mistake).
    private var folderGiven = false

    /// Parses the arguments after `test`; nil when they ask for the help.
    static func parse(_ arguments: [String]) throws(CLIError) -> TestCommand? {
        try spec.parse(arguments, into: TestCommand())
    }

    static let spec = CommandSpec<TestCommand>(
        name: "test",
        usage: ["test [DIR] [--update] [--plugin DIR]... [--timeout SECS] [--memory MIB] [--unsafe]"],
        summary: "Compare menus drawn after taps with stored snapshots.",
        description: """
            Snapshot tests for menus. Finds every *.spec.lua under DIR (default: the current
            folder), draws each of its cases, and compares the output with the *.spec.snap kept
            beside the spec; a failure prints a diff. A spec is Lua:

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
            and what the menu's on_finish gives to print). A case whose script
            or tap fails snapshots the error. A spec that isn't what it should be fails with its line:
            a script that is no file, an unknown key (with "did you mean"), a value of the wrong type
            (taps = "x/y" for taps = { "x/y" }), two cases with one name.
            """,
        options: [
            CommandOption(["--update"], help: "Write the snapshots (new and changed) instead of comparing.") {
                command, _ throws(CLIError) in command.update = true
            },
        ] + ScriptOptions.options(at: \.scriptOptions),
        exitStatus: [
            (0, "every case matched its snapshot (or --update wrote them)"),
            (1, "a case failed, or a spec could not be read"),
            (2, "the command line is wrong"),
        ],
        positional: { command, folder, scanner throws(CLIError) in
            guard !command.folderGiven else { throw scanner.usage("'test' takes one DIR") }
            command.folder = folder
            command.folderGiven = true
        })

    /// Runs every case, prints a line per failure (with a diff) and `N passed, N failed`.
    func execute() throws(CLIError) {
        let specs = SpecFinder.specs(under: folder)
        guard !specs.isEmpty else { throw .io("no *.spec.lua files under \(folder)") }
        var passed = 0, failed = 0, written = 0
        for path in specs {
            let spec = try SnapshotSpec(path: path, options: scriptOptions)
            let stored = SnapshotFile(text: FileText.read(spec.snapshotPath) ?? "")
            var updated = SnapshotFile()
            for testCase in spec.cases {
                let output = spec.output(of: testCase, options: scriptOptions)
                updated.set(testCase.name, output)
                if update {
                    if stored.outputs[testCase.name] != output { written += 1 }
                    continue
                }
                guard let expected = stored.outputs[testCase.name] else {
                    failed += 1
                    Output.standard.write("FAIL \(path): \(testCase.name): no snapshot yet (run with --update)\n")
                    continue
                }
                if expected == output {
                    passed += 1
                } else {
                    failed += 1
                    Output.standard.write("FAIL \(path): \(testCase.name) (- snapshot, + now)\n")
                    for line in LineDiff.lines(expected: expected, actual: output) {
                        Output.standard.write("    \(line)\n")
                    }
                }
            }
            if update, updated != stored {
                do { try FileText.write(updated.text, to: spec.snapshotPath) } catch { throw CLIError(error) }
            }
        }
        if update {
            Output.standard.write("\(written) snapshot\(written == 1 ? "" : "s") written\n")
            return
        }
        Output.standard.write("\(passed) passed, \(failed) failed\n")
        if failed > 0 { throw .failed }
    }
}
