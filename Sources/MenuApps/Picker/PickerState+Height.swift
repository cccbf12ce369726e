import MenuTerminal

/// How many rows the picker takes inline with a height that fits the lines (fzf's `--height ~N`).
extension PickerState {
    /// The rows of `most` the picker takes, as fzf counts them: the matches (all of them, if
    /// they fit), the prompt, the info line and the header, the margin, border and padding, and
    /// a pane's rows above or below (its share, or its lines and border), or its least beside;
    /// nil while lines are arriving and fewer than fit have come.
    public func fittedRows(most: Int) -> Int? {
        let frame = PickerFrame(options: options, size: TerminalSize(rows: most, columns: size.columns))
        let spaces = most - frame.content.height
        let around = header.count + 1 + (options.info == .default ? 1 : 0)
        let fit = most - spaces - around
        guard !reading || total >= fit else { return nil }
        var rows = min(total, fit) + around
        if let pane = options.pane {
            let lines = (pane.border.hasTop ? 1 : 0) + (pane.border.hasBottom ? 1 : 0)
            switch (pane.position, pane.size) {
            case (.up, .percent(let percent)), (.down, .percent(let percent)):
                rows = max(rows + 1 + lines, Int(Double(rows) * 100 / Double(100 - percent)))
            case (.up, .cells(let cells)), (.down, .cells(let cells)):
                rows += cells + lines
            case (.left, _), (.right, _):
                rows = max(rows, 1 + lines)
            }
        }
        return min(most, rows + spaces)
    }
}
