import MenuModel
import MenuRender
import MenuTerminal

/// The interactive view's picture: the visible lines with the cursor's target inverted, and a
/// status line at the bottom (the query, a message, or the keys). Every line is cut to the
/// window's width, so nothing wraps however narrow it is.
extension InteractiveState {
    /// The screen for `frame` in a window of `size`; without `colors` (NO_COLOR) only bold,
    /// inverse and underline are drawn.
    ///
    /// - Throws: ``EvaluationStopped`` when a limit stops a label of a row being drawn.
    public func screen(for frame: Frame, size: TerminalSize, colors: Bool = true) throws(EvaluationStopped) -> Screen {
        let height = max(1, size.rows - 1)
        var rows: [String] = []
        for row in scroll..<min(frame.lineCount, scroll + height) {
            var line = try frame.layout.line(at: row)
            if let cursor {
                line.spans = line.spans.map { span in
                    guard span.tap == cursor else { return span }
                    var marked = span
                    marked.look.insert(.inverse)
                    return marked
                }
            }
            rows.append(line.clipped(toCells: size.columns).ansi(colors: colors))
        }
        while rows.count < height { rows.append("") }
        let status = statusLine(width: size.columns)
        rows.append(status.line.ansi(colors: colors))
        let cursorAt = typingQuery ? Screen.Position(row: height, column: min(size.columns - 1, status.cursor)) : nil
        return Screen(size: size, lines: rows, cursor: cursorAt)
    }

    /// "/query" scrolled so its cursor shows (and after it, while typing, a message that came
    /// meanwhile), a message, or the keys to use; and the cell the search line's cursor is on.
    func statusLine(width: Int) -> (line: Line, cursor: Int) {
        if typingQuery || (message == nil && !query.isEmpty) {
            let shown = search.visible(inCells: width - 1)
            var spans = [Span("/" + shown.text, typingQuery ? [.bold] : [.accent])]
            let room = width - 1 - shown.text.cellWidth - 2
            if typingQuery, let message, room > 1 { spans.append(Span("  " + message.truncated(toCells: room), .danger)) }
            return (Line(spans), 1 + shown.cursor)
        }
        let text = message.map { Span($0, .danger) } ?? Span("j/k move  enter tap  / search  ' jump  esc back/cancel  q quit", .muted)
        return (Line([Span(text.text.truncated(toCells: width), text.look)]), 0)
    }
}
