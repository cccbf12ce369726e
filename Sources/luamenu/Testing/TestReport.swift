import TextCore

/// What `luamenu test` prints, as test runners do: first the cases the script or a tap
/// stopped (each error once, with file and line, and the other cases it stopped), then the
/// snapshots that changed (the changed lines and two of context), the cases without a
/// snapshot, the warnings, and a summary last.
///
///     FAIL tests/settings.spec.lua:3: open at start
///         error: tests/../settings.lua:58: '}' expected (to close '{' at line 12) near 'm'
///         (the same error stopped 7 more cases: …)
///     FAIL tests/tigers.spec.lua:5: outfield folded (- snapshot, + now)
///           …
///         - ▾ 외야수
///         + ▸ 외야수 (3)
///     warning: tests/tigers.spec.lua:6: case 'kept': its last tap 'alerts/quiet' changes nothing …
///     11 passed, 2 failed, 1 warning (0.42 s)
enum TestReport {
    /// Every line about `results` but the summary.
    static func lines(_ results: [CaseResult]) -> [String] {
        var lines: [String] = []
        for group in errorGroups(results) {
            lines.append("FAIL \(group.first.location) \(group.first.name)")
            lines.append("    error: " + TerminalSafe.message(group.message).split(separator: "\n").joined(separator: "\n    "))
            if !group.others.isEmpty {
                let count = group.others.count == 1 ? "1 more case" : "\(group.others.count) more cases"
                lines.append("    (the same error stopped \(count): \(group.others.joined(separator: ", ")))")
            }
        }
        for result in results {
            switch result.failure {
            case .changed(let expected, let actual):
                lines.append("FAIL \(result.location) \(result.name) (- snapshot, + now)")
                lines += LineDiff.lines(expected: expected, actual: actual).map { "    " + $0 }
            case .noSnapshot:
                lines.append("FAIL \(result.location) \(result.name): no snapshot yet (run with --update)")
            case .error, nil:
                break
            }
        }
        return lines + results.compactMap(\.warning).map { "warning: " + $0 }
    }

    /// `11 passed, 2 failed, 1 warning (0.42 s)`; with `--update`, `3 snapshots written, …`.
    static func summary(_ results: [CaseResult], written: Int?, duration: Duration) -> String {
        let warnings = results.filter { $0.unseenTap != nil }.count
        let counts = written.map { "\($0) snapshot\($0 == 1 ? "" : "s") written" }
            ?? "\(results.filter { $0.failure == nil }.count) passed, \(results.filter { $0.failure != nil }.count) failed"
        return "\(counts), \(warnings) warning\(warnings == 1 ? "" : "s") (\(seconds(duration, places: 2)) s)"
    }

    /// `duration` in seconds with `places` decimals: `0.42`.
    static func seconds(_ duration: Duration, places: Int) -> String {
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let (whole, fraction) = duration.components
        let units = Int(whole) * scale + Int(fraction / (1_000_000_000_000_000_000 / Int64(scale)))
        let decimals = String(units % scale)
        return "\(units / scale)." + String(repeating: "0", count: places - decimals.count) + decimals
    }

    /// The failures by error, in order: cases of one spec stopped by the same error (a script
    /// that fails to load stops every case) are one group, listed once.
    private static func errorGroups(_ results: [CaseResult]) -> [(first: CaseResult, message: String, others: [String])] {
        var groups: [(first: CaseResult, message: String, others: [String])] = []
        for result in results {
            guard case .error(let message) = result.failure else { continue }
            if let index = groups.firstIndex(where: { $0.first.spec == result.spec && $0.message == message }) {
                groups[index].others.append(result.name)
            } else {
                groups.append((result, message, []))
            }
        }
        return groups
    }
}
