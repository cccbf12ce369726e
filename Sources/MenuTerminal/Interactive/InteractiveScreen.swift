import MenuRender

/// The interactive view's picture: the visible lines with the cursor's target inverted, and a
/// status line at the bottom (the query, a message, or the keys).
extension InteractiveState {
    /// The screen for `frame` in a window of `size`.
    public func screen(for frame: Frame, size: TerminalSize) -> Screen {
        let height = max(1, size.rows - 1)
        var rows: [String] = []
        for row in scroll..<min(frame.lines.count, scroll + height) {
            var line = frame.lines[row]
            if let cursor {
                line.spans = line.spans.map { span in
                    guard span.tap == cursor else { return span }
                    var marked = span
                    marked.look.insert(.inverse)
                    return marked
                }
            }
            rows.append(line.ansi)
        }
        while rows.count < height { rows.append("") }
        let status = statusLine(width: size.columns)
        rows.append(status.ansi)
        let cursorAt = typingQuery ? Screen.Position(row: height, column: min(size.columns - 1, status.cellWidth)) : nil
        return Screen(size: size, lines: rows, cursor: cursorAt)
    }

    /// "/query", a message, or the keys to use.
    func statusLine(width: Int) -> Line {
        let text: Span
        if typingQuery || !query.isEmpty {
            text = Span("/" + query, typingQuery ? [.bold] : [.accent])
        } else if let message {
            text = Span(message, .danger)
        } else {
            text = Span("j/k move  enter tap  / search  esc back  q quit", .muted)
        }
        return Line([Span(text.text.truncated(toCells: width), text.look)])
    }
}
