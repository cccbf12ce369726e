extension Screen {
    /// The bytes that turn a terminal showing `previous` into one showing `next`: only the rows
    /// that differ are rewritten.
    ///
    /// A changed row is `ESC[row;1H ESC[K` then its text: the cursor goes there, the row is
    /// blanked, the text is written. Blanking first (rather than after) needs no widths and is
    /// right for a line that fills the row: `ESC[K` written after one would erase its last cell
    /// on terminals that hold the cursor there. A styled line (one with an ESC in it) is followed
    /// by `ESC[0m`, so no colour leaks into the next blanking. Rows that the new frame no longer
    /// has are blanked. With no previous frame, or one of another size or place (after a
    /// resize), the screen is cleared (a frame with a ``top``: its rows blanked) and every line
    /// drawn. Identical frames give `""`.
    ///
    ///     let before = Screen(size: size, lines: ["a", "b", "c"])
    ///     let after = Screen(size: size, lines: ["a", "B"])
    ///     Screen.diff(from: before, to: after)   // "\e[2;1H\e[KB\e[3;1H\e[K"
    public static func diff(from previous: Screen?, to next: Screen) -> String {
        let rows = max(next.size.rows, 0)
        let new = Array(next.lines.prefix(rows))
        let top = next.top ?? 0
        var output = ""
        var cursorMoved = false
        let redrawn = previous == nil || previous?.size != next.size || previous?.top != next.top
        if let previous, !redrawn {
            let old = Array(previous.lines.prefix(rows))
            for row in 0..<max(old.count, new.count) {
                let before = row < old.count ? old[row] : ""
                let after = row < new.count ? new[row] : ""
                guard before != after else { continue }
                output += ControlSequence.moveTo(row: top + row + 1) + ControlSequence.clearToEndOfLine + styled(after)
            }
            cursorMoved = !output.isEmpty || previous.cursor != next.cursor
        } else {
            output = ControlSequence.resetStyle
            if next.top == nil {
                output += ControlSequence.home + ControlSequence.clearScreen
                for (row, line) in new.enumerated() where !line.isEmpty {
                    output += ControlSequence.moveTo(row: row + 1) + styled(line)
                }
            } else {
                for row in 0..<rows {
                    output += ControlSequence.moveTo(row: top + row + 1) + ControlSequence.clearToEndOfLine
                        + styled(row < new.count ? new[row] : "")
                }
            }
            cursorMoved = true
        }
        let cursor = next.cursor.map { Position(row: top + $0.row, column: $0.column) }
        output += Self.cursor(from: previous?.cursor, to: cursor, redrawn: redrawn, moved: cursorMoved)
        return output
    }

    /// The bytes that blank a frame with a ``top`` and leave the cursor at its first row's
    /// start: what an inline view writes last, so the shell's next line goes where it was.
    public func erase() -> String {
        let top = top ?? 0
        var output = ControlSequence.resetStyle
        for row in 0..<max(size.rows, 0) {
            output += ControlSequence.moveTo(row: top + row + 1) + ControlSequence.clearToEndOfLine
        }
        return output + ControlSequence.moveTo(row: top + 1)
    }

    /// The line, reset after itself when it carries escape sequences.
    private static func styled(_ line: String) -> String {
        line.contains("\u{1B}") ? line + ControlSequence.resetStyle : line
    }

    /// Puts a visible cursor where `next` wants it, shows or hides it when that changed.
    /// `old` is where the last frame wanted it (nil: hidden) and `new` a window position.
    private static func cursor(from old: Position?, to new: Position?, redrawn: Bool, moved: Bool) -> String {
        guard let new else {
            return old != nil ? ControlSequence.hideCursor : ""
        }
        var output = moved ? ControlSequence.moveTo(row: new.row + 1, column: new.column + 1) : ""
        if old == nil || redrawn { output += ControlSequence.showCursor }
        return output
    }
}
