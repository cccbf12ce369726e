import MenuTerminal

/// Where a program draws: the whole window, or with an ``InlineHeight`` that many rows under
/// the cursor (made room for by scrolling the screen up when the cursor is too near its
/// bottom).
struct ProgramRegion {
    let height: InlineHeight?
    /// The program's size.
    private(set) var size: TerminalSize
    /// The window's row of the first row, inline; nil for the whole window.
    private(set) var top: Int?

    init(terminal: some ProgramTerminal, height: InlineHeight?) throws(TerminalError) {
        self.height = height
        let window = terminal.size() ?? TerminalSize(rows: 24, columns: 80)
        guard let height else {
            size = window
            return
        }
        let rows = height.rows(of: window.rows)
        size = TerminalSize(rows: rows, columns: window.columns)
        let cursor = try terminal.cursorPosition(timeout: .seconds(1)) ?? (row: window.rows - 1, column: 0)
        var first = cursor.row + (cursor.column > 0 ? 1 : 0)
        if first + rows > window.rows {
            let lacking = first + rows - window.rows
            try terminal.write(ControlSequence.moveTo(row: window.rows) + String(repeating: "\n", count: lacking))
            first = window.rows - rows
        }
        top = max(0, first)
    }

    /// After the window changed size.
    mutating func resized(terminal: some ProgramTerminal) {
        let window = terminal.size() ?? size
        guard let height, let top else {
            size = window
            return
        }
        let rows = height.rows(of: window.rows)
        size = TerminalSize(rows: rows, columns: window.columns)
        self.top = max(0, min(top, window.rows - rows))
    }
}
