/// A readable line diff: what a failed snapshot prints, and what the REPL's `:tap` changed.
///
///     LineDiff.lines(expected: "a\nb", actual: "a\nc")   // ["  a", "- b", "+ c"]
enum LineDiff {
    /// Every line, marked "  " (same), "- " (only expected) or "+ " (only actual), in order,
    /// from a longest common subsequence; long runs of equal lines are cut to 2 around changes.
    static func lines(expected: String, actual: String) -> [String] {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var common = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                common[i][j] = a[i] == b[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var marked: [String] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                marked.append("  " + a[i]); i += 1; j += 1
            } else if i < a.count, j == b.count || common[i + 1][j] >= common[i][j + 1] {
                marked.append("- " + a[i]); i += 1
            } else {
                marked.append("+ " + b[j]); j += 1
            }
        }
        return trimmed(marked)
    }

    /// Keeps changed lines and two lines of context around each; "  …" marks a cut.
    private static func trimmed(_ marked: [String]) -> [String] {
        let changed = marked.indices.filter { !marked[$0].hasPrefix("  ") }
        var kept: [String] = []
        var last = -1
        for index in marked.indices where changed.contains(where: { abs($0 - index) <= 2 }) {
            if index > last + 1 { kept.append("  …") }
            kept.append(marked[index])
            last = index
        }
        if last < marked.count - 1, !kept.isEmpty { kept.append("  …") }
        return kept
    }
}
