import MenuTerminal

/// The events every terminal program hears from the terminal, made by ``ProgramRunner``: a
/// program's event type has these cases (an enum's cases satisfy the requirements), or maps
/// them onto its own.
///
///     enum Event: TerminalEvents {
///         case key(Key)
///         case mouse(MouseEvent, clicks: Int)
///         case resized(TerminalSize)
///     }
public protocol TerminalEvents {
    /// A key pressed, or a paste.
    static func key(_ key: Key) -> Self
    /// A mouse report, its row counted from the program's first row, and the click's number in
    /// a series (2 for a double click; 0 for a release or the wheel).
    static func mouse(_ mouse: MouseEvent, clicks: Int) -> Self
    /// The program's size: the first event of every run, and again after the window changed
    /// (and after a suspended program is resumed, when everything is drawn again).
    static func resized(_ size: TerminalSize) -> Self
}
