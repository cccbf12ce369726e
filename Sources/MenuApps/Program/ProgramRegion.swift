import MenuTerminal

/// Where a program draws: the whole window, or with an ``InlineHeight`` that many rows under
/// the cursor (made room for by scrolling the screen up when the cursor is too near its
/// bottom). A height that fits the lines is placed once the program tells how many rows it
/// takes (``place(rows:terminal:)``); until then the region is not placed and nothing is drawn.
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
        size = TerminalSize(rows: height.rows(of: window.rows), columns: window.columns)
        if !height.fitsLines { try place(rows: size.rows, terminal: terminal) }
    }

    /// Whether the program can be drawn: on the whole window, or inline once placed.
    var isPlaced: Bool { height == nil || top != nil }

    /// Places `rows` rows under the cursor, scrolling the screen up when they don't fit below it.
    mutating func place(rows: Int, terminal: some ProgramTerminal) throws(TerminalError) {
        let window = terminal.size() ?? size
        let rows = max(1, min(rows, window.rows))
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
            size = height.map { TerminalSize(rows: $0.rows(of: window.rows), columns: window.columns) } ?? window
            return
        }
        let rows = min(height.rows(of: window.rows), height.fitsLines ? size.rows : window.rows)
        size = TerminalSize(rows: rows, columns: window.columns)
        self.top = max(0, min(top, window.rows - rows))
    }
}
