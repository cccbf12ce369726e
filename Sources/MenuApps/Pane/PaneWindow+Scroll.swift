/// Where a pane starts, as fzf reads `--preview-window`'s offset expression.
extension PaneWindow {
    /// The line (from 0) shown first for `expression`, the ``scroll`` expression with its
    /// placeholders filled in for the current line (quotes and anything but digits, signs and
    /// `/` are dropped): the sum of its `+N`/`-N` terms less one, less `rows / N` for a `/N`,
    /// where `rows` are the pane's rows below its header lines; never below 0.
    ///
    ///     PaneWindow.firstLine("+'12'-/2", rows: 10)  // 6: line 12 in the middle
    public static func firstLine(_ expression: String, rows: Int) -> Int {
        let kept = String(expression.filter { $0.isASCII && ($0.isNumber || "+-/".contains($0)) })
        var line = -1
        for match in kept.matches(of: /([+-][0-9]+)|(-?\/[1-9][0-9]*)/) {
            let term = String(match.output.0)
            if let share = term.split(separator: "/").last, term.contains("/") {
                line -= max(0, rows) / max(1, Int(share) ?? 1)
                break
            }
            line += Int(term) ?? 0
        }
        return max(0, line)
    }
}
