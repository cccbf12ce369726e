import MenuModel
import MenuRender
import MenuTerminal
import TextCore

/// The interactive view's picture: the visible lines with the cursor's target inverted, the
/// focused item's pane in its box when there is one, and a status line at the bottom (the
/// query, a message, or the keys). Every line is cut to its part's width, so nothing wraps
/// however narrow the window is. The frame is laid out as wide as ``layout(in:)``'s menu.
extension InteractiveState {
    /// The screen for `frame` in a window of `size`; without `colors` (NO_COLOR) only bold,
    /// inverse and underline are drawn.
    ///
    /// - Throws: ``EvaluationStopped`` when a limit stops a label of a row being drawn.
    public func screen(for frame: Frame, size: TerminalSize, colors: Bool = true) throws(EvaluationStopped) -> Screen {
        let layout = layout(in: size), menu = layout.menu
        var cells = [[(column: Int, text: String)]](repeating: [], count: max(1, size.rows))
        for offset in 0..<menu.height {
            var text = ""
            if scroll + offset < frame.lineCount {
                var line = try frame.layout.line(at: scroll + offset)
                if let cursor {
                    line.spans = line.spans.map { span in
                        guard span.tap == cursor else { return span }
                        var marked = span
                        marked.look.insert(.inverse)
                        return marked
                    }
                }
                let clipped = line.clipped(toCells: menu.width)
                text = clipped.ansi(colors: colors)
                if layout.pane != nil { text += String.copies(of: " ", count: max(0, menu.width - Self.visibleWidth(text))) }
            } else if layout.pane != nil {
                text = String.copies(of: " ", count: menu.width)
            }
            cells[menu.row + offset].append((menu.column, text))
        }
        if let box = layout.pane, let window = paneWindow {
            let lines = PaneBox.lines(pane.lines, scroll: pane.scroll, width: box.width, height: box.height,
                                          wrap: window.wrap, colors: colors)
            for (offset, line) in lines.enumerated() { cells[box.row + offset].append((box.column, line)) }
        }
        let status = statusLine(width: size.columns)
        cells[layout.statusRow] = [(0, status.line.ansi(colors: colors))]
        let rows = cells.map { parts in                   // each part at its column, spaces between
            var line = "", at = 0
            for part in parts.sorted(by: { $0.column < $1.column }) {
                line += String.copies(of: " ", count: max(0, part.column - at)) + part.text
                at = part.column + Self.visibleWidth(part.text)
            }
            return line
        }
        let cursorAt = typingQuery ? Screen.Position(row: layout.statusRow, column: min(size.columns - 1, status.cursor)) : nil
        return Screen(size: size, lines: rows, cursor: cursorAt)
    }

    /// The cells a drawn line takes, its escape sequences not counted.
    private static func visibleWidth(_ text: String) -> Int {
        text.contains("\u{1B}") ? ANSIText(text).plain.cellWidth : text.cellWidth
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
        let keys = InteractiveKeys.reminder(pane: paneWindow != nil)
        let text = message.map { Span($0, .danger) } ?? Span(keys, .muted)
        return (Line([Span(text.text.truncated(toCells: width), text.look)]), 0)
    }
}
