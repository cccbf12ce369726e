import MenuLua

/// `luamenu test [DIR]`: snapshot tests for menus. Finds the `*.spec.lua` files under DIR
/// (default: the current folder), draws each case and compares it with the `*.spec.snap`
/// beside the spec; `--update` writes the snapshots instead.
struct TestCommand: Equatable {
    var folder = "."
    var update = false
    var scriptOptions = ScriptOptions()

    static func parse(_ arguments: [String]) throws(CLIError) -> TestCommand {
        var scanner = ArgumentScanner(arguments, command: "test")
        var command = TestCommand()
        var folders: [String] = []
        while let argument = try scanner.next() {
            switch argument {
            case .positional(let folder): folders.append(folder)
            case .option("--update"): command.update = true
            case .option(let name):
                guard try command.scriptOptions.take(name, from: &scanner) else { throw scanner.unknown(name) }
            }
        }
        guard folders.count <= 1 else { throw scanner.usage("'test' takes one DIR") }
        command.folder = folders.first ?? "."
        return command
    }

    /// Runs every case, prints a line per failure (with a diff) and `N passed, N failed`.
    func execute() throws(CLIError) {
        let specs = SpecFinder.specs(under: folder)
        guard !specs.isEmpty else { throw .script("no *.spec.lua files under \(folder)") }
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
            if update, updated != stored { try FileText.write(updated.text, to: spec.snapshotPath) }
        }
        if update {
            Output.standard.write("\(written) snapshot\(written == 1 ? "" : "s") written\n")
            return
        }
        Output.standard.write("\(passed) passed, \(failed) failed\n")
        if failed > 0 { throw .failed }
    }
}
