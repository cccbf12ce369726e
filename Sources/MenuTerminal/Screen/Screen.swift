/// One frame of a full-screen view: the window's size, the styled text of each row, and the cursor.
///
/// Lines are what the terminal should show in rows 1, 2, …, already fitted to
/// `size.columns` cells (SGR colour codes allowed, no other control characters, no newline).
/// Lines past `size.rows` are not drawn. A row without a line is blank.
///
/// A frame with a ``top`` owns only `size.rows` rows from that row of the window on (a picker
/// drawn inline under the shell's prompt): its rows are drawn there, and redrawing it whole
/// blanks those rows, never the rest of the screen.
///
///     let frame = Screen(size: TerminalSize(rows: 24, columns: 80), lines: ["KIA Tigers", "", "▾ 감독"])
///     try terminal.write(Screen.diff(from: previous, to: frame))
public struct Screen: Equatable, Sendable {
    /// The window the frame is for; a different size from the last frame's means a full redraw.
    public var size: TerminalSize
    /// Row by row, top first: styled text fitted to the width.
    public var lines: [String]
    /// Where to leave a visible cursor (0-based row and cell column), e.g. after a typed query;
    /// nil keeps it hidden.
    public var cursor: Position?
    /// The window's row (from 0) the frame's first row is drawn on, when it owns only
    /// `size.rows` rows from there; nil when it owns the whole screen.
    public var top: Int?

    public init(size: TerminalSize, lines: [String], cursor: Position? = nil, top: Int? = nil) {
        self.size = size
        self.lines = lines
        self.cursor = cursor
        self.top = top
    }

    /// A cell on the screen, counted from 0: `Position(row: 0, column: 0)` is the top-left.
    public struct Position: Hashable, Sendable {
        public var row: Int
        public var column: Int

        public init(row: Int, column: Int) {
            self.row = row
            self.column = column
        }
    }
}
