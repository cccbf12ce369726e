/// The few escape sequences the terminal layer writes, as strings, e.g. `moveTo(row: 3)` is `ESC[3;1H`.
public enum ControlSequence {
    /// Switch to the alternate screen (xterm 1049: saves the cursor, then clears).
    public static let enterAlternateScreen = "\u{1B}[?1049h"
    /// Back to the normal screen, as it was before, cursor included.
    public static let leaveAlternateScreen = "\u{1B}[?1049l"
    public static let hideCursor = "\u{1B}[?25l"
    public static let showCursor = "\u{1B}[?25h"
    /// Pastes arrive between `ESC [ 200 ~` and `ESC [ 201 ~` (xterm 2004), not as typed keys.
    public static let enableBracketedPaste = "\u{1B}[?2004h"
    public static let disableBracketedPaste = "\u{1B}[?2004l"
    /// Mouse buttons and the wheel reported as SGR sequences (xterm 1000 and 1006), not X10's bytes.
    public static let enableMouse = "\u{1B}[?1000h\u{1B}[?1006h"
    public static let disableMouse = "\u{1B}[?1000l\u{1B}[?1006l"
    /// Asks where the cursor is; the terminal answers `ESC [ row ; column R`.
    public static let reportCursorPosition = "\u{1B}[6n"
    /// Default colours and attributes (SGR 0).
    public static let resetStyle = "\u{1B}[0m"
    /// Cursor to the top-left cell.
    public static let home = "\u{1B}[H"
    /// Blank the whole screen (the cursor stays).
    public static let clearScreen = "\u{1B}[2J"
    /// Blank from the cursor to the end of its line.
    public static let clearToEndOfLine = "\u{1B}[K"

    /// Cursor to a cell, counted from 1 as the terminal does: `moveTo(row: 1)` is the top-left.
    public static func moveTo(row: Int, column: Int = 1) -> String {
        "\u{1B}[\(row);\(column)H"
    }
}
