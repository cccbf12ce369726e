/// A test run as JUnit XML, which CI services read: a `testsuite` per spec, a `testcase` per
/// case, and a `failure` (its message, and the error or diff as its text) for each that failed.
///
///     <testsuites name="luamenu test" tests="2" failures="1" time="0.120">
///       <testsuite name="tests/m.spec.lua" tests="2" failures="1" time="0.120">
///         <testcase name="start" classname="tests/m.spec.lua" file="tests/m.spec.lua" line="3" time="0.060"/>
///         <testcase name="folded" …><failure message="the snapshot changed">- ▾ S …</failure></testcase>
///       </testsuite>
///     </testsuites>
enum JUnitReport {
    /// The XML document for `results`, which took `duration` in all.
    static func xml(_ results: [CaseResult], duration: Duration) -> String {
        var specs: [String] = []
        for result in results where !specs.contains(result.spec) { specs.append(result.spec) }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"luamenu test\"\(counts(results)) time=\"\(TestReport.seconds(duration, places: 3))\">\n"
        for spec in specs {
            let cases = results.filter { $0.spec == spec }
            let time = cases.reduce(Duration.zero) { $0 + $1.duration }
            xml += "  <testsuite name=\"\(escaped(spec))\"\(counts(cases)) time=\"\(TestReport.seconds(time, places: 3))\">\n"
            for result in cases { xml += testcase(result) }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// ` tests="N" failures="N"`.
    private static func counts(_ results: [CaseResult]) -> String {
        " tests=\"\(results.count)\" failures=\"\(results.filter { $0.failure != nil }.count)\""
    }

    /// One case's element: empty when it passed, else holding its failure; a warning goes to
    /// its `system-out`.
    private static func testcase(_ result: CaseResult) -> String {
        let spec = escaped(result.spec)
        var element = "    <testcase name=\"\(escaped(result.name))\" classname=\"\(spec)\" file=\"\(spec)\""
            + (result.line.map { " line=\"\($0)\"" } ?? "") + " time=\"\(TestReport.seconds(result.duration, places: 3))\""
        var body = ""
        switch result.failure {
        case .error(let message):
            body += "      <failure message=\"\(escaped(message))\" type=\"error\"/>\n"
        case .changed(let expected, let actual):
            let diff = LineDiff.lines(expected: expected, actual: actual).joined(separator: "\n")
            body += "      <failure message=\"the snapshot changed (- snapshot, + now)\" type=\"changed\">"
                + escaped(diff) + "</failure>\n"
        case .noSnapshot:
            body += "      <failure message=\"no snapshot yet (run with --update)\" type=\"missing\"/>\n"
        case nil:
            break
        }
        if let warning = result.warning { body += "      <system-out>warning: \(escaped(warning))</system-out>\n" }
        element += body.isEmpty ? "/>\n" : ">\n" + body + "    </testcase>\n"
        return element
    }

    /// `text` as XML character data or an attribute value: the five markup characters as
    /// entities, and the control characters XML 1.0 can't hold at all (an ANSI snapshot's
    /// escapes) spelt `\x1B`.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\x" + (hex.count < 2 ? "0" : "") + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
