extension Screen {
    /// The bytes that turn a terminal showing `previous` into one showing `next`: only the rows
    /// that differ are rewritten.
    ///
    /// A changed row is `ESC[row;1H ESC[K` then its text: the cursor goes there, the row is
    /// blanked, the text is written. Blanking first (rather than after) needs no widths and is
    /// right for a line that fills the row: `ESC[K` written after one would erase its last cell
    /// on terminals that hold the cursor there. A styled line (one with an ESC in it) is followed
    /// by `ESC[0m`, so no colour leaks into the next blanking. Rows that the new frame no longer
    /// has are blanked. With no previous frame, or one of another size (after a resize), the
    /// screen is cleared and every line drawn. Identical frames give `""`.
    ///
    ///     let before = Screen(size: size, lines: ["a", "b", "c"])
    ///     let after = Screen(size: size, lines: ["a", "B"])
    ///     Screen.diff(from: before, to: after)   // "\e[2;1H\e[KB\e[3;1H\e[K"
    public static func diff(from previous: Screen?, to next: Screen) -> String {
        let rows = max(next.size.rows, 0)
        let new = Array(next.lines.prefix(rows))
        var output = ""
        var cursorMoved = false
        if let previous, previous.size == next.size {
            let old = Array(previous.lines.prefix(rows))
            for row in 0..<max(old.count, new.count) {
                let before = row < old.count ? old[row] : ""
                let after = row < new.count ? new[row] : ""
                guard before != after else { continue }
                output += ControlSequence.moveTo(row: row + 1) + ControlSequence.clearToEndOfLine + styled(after)
            }
            cursorMoved = !output.isEmpty || previous.cursor != next.cursor
        } else {
            output = ControlSequence.resetStyle + ControlSequence.home + ControlSequence.clearScreen
            for (row, line) in new.enumerated() where !line.isEmpty {
                output += ControlSequence.moveTo(row: row + 1) + styled(line)
            }
            cursorMoved = true
        }
        output += cursor(from: previous?.cursor, to: next.cursor, redrawn: previous?.size != next.size, moved: cursorMoved)
        return output
    }

    /// The line, reset after itself when it carries escape sequences.
    private static func styled(_ line: String) -> String {
        line.contains("\u{1B}") ? line + ControlSequence.resetStyle : line
    }

    /// Puts a visible cursor where `next` wants it, shows or hides it when that changed.
    private static func cursor(from old: Position?, to new: Position?, redrawn: Bool, moved: Bool) -> String {
        guard let new else {
            return old != nil ? ControlSequence.hideCursor : ""
        }
        var output = moved ? ControlSequence.moveTo(row: new.row + 1, column: new.column + 1) : ""
        if old == nil || redrawn { output += ControlSequence.showCursor }
        return output
    }
}
