import MenuSession

/// A run of snapshot specs: every case (or those `filter` picks) drawn and judged against its
/// snapshot, or, with `update`, written into it.
struct TestRun {
    var options: ScriptOptions
    var update = false
    /// Runs only the cases whose spec's path or name contains it (all when nil).
    var filter: String?

    /// What came of it: a result per case run, in order, and how many snapshots `update` wrote.
    struct Outcome {
        var results: [CaseResult] = []
        var written = 0
    }

    /// Runs the cases of the specs at `paths`; a spec that isn't what it should be stops it
    /// (naming the spec and the line), as does a snapshot file that can't be written.
    func run(_ paths: [String]) throws(CLIError) -> Outcome {
        var outcome = Outcome()
        for path in paths {
            let spec = try SnapshotSpec(path: path, options: options)
            let stored = SnapshotFile(text: FileText.read(spec.snapshotPath) ?? "")
            var updated = SnapshotFile()
            for testCase in spec.cases {
                guard picks(path, testCase.name) else {
                    if let kept = stored.outputs[testCase.name] { updated.set(testCase.name, kept) }
                    continue
                }
                let clock = ContinuousClock(), began = clock.now
                let output = spec.output(of: testCase, options: options)
                let expected = stored.outputs[testCase.name]
                updated.set(testCase.name, output.text)
                if update, expected != output.text { outcome.written += 1 }
                outcome.results.append(CaseResult(
                    spec: path, name: testCase.name, line: testCase.line,
                    failure: update ? nil : CaseResult.failure(of: output, expected: expected),
                    unseenTap: unseenTap(of: testCase, in: spec, drawing: output), duration: clock.now - began))
            }
            if update, updated != stored {
                do { try FileText.write(updated.text, to: spec.snapshotPath) } catch { throw CLIError(error) }
            }
        }
        return outcome
    }

    /// The case's last tap when the case draws `output` without it too (its previous step);
    /// nil when it has no tap, or failed.
    private func unseenTap(of testCase: SnapshotSpec.Case, in spec: SnapshotSpec, drawing output: CaseOutput) -> String? {
        guard output.error == nil, let last = testCase.taps.last else { return nil }
        var previous = testCase
        previous.taps.removeLast()
        return spec.output(of: previous, options: options) == output ? last : nil
    }

    /// Whether the case `name` of the spec at `path` is one to run.
    private func picks(_ path: String, _ name: String) -> Bool {
        guard let filter else { return true }
        return path.contains(filter) || name.contains(filter)
    }
}
