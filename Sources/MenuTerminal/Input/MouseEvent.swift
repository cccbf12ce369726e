/// A mouse button pressed or released, or the wheel turned, at a cell of the window, as a
/// terminal reports it in SGR mode (xterm 1006: `ESC [ < b ; column ; row M`, `m` on release)
/// once mouse reporting is on (``RawTerminal``'s `mouse`).
///
///     var decoder = KeyDecoder()
///     decoder.feed(Array("\u{1B}[<0;3;4M".utf8))
///     // [.mouse(MouseEvent(button: .left, pressed: true, row: 3, column: 2))]
public struct MouseEvent: Hashable, Sendable {
    public enum Button: Hashable, Sendable {
        case left, middle, right
        /// The wheel turned up (away from the user) or down: one report per notch.
        case wheelUp, wheelDown
        /// Any other button a terminal reports (a horizontal wheel, extra buttons), by its code.
        case other(Int)
    }

    public var button: Button
    /// Pressed (or the wheel turned), else released.
    public var pressed: Bool
    /// The cell, counted from 0: row 0 is the window's top line.
    public var row: Int
    public var column: Int
    public var shift: Bool
    public var alt: Bool
    public var control: Bool

    public init(button: Button, pressed: Bool, row: Int, column: Int,
                shift: Bool = false, alt: Bool = false, control: Bool = false) {
        self.button = button
        self.pressed = pressed
        self.row = row
        self.column = column
        self.shift = shift
        self.alt = alt
        self.control = control
    }

    /// The event an SGR report's numbers describe: its button code (the button in the low
    /// bits, 4 shift, 8 alt, 16 control, 32 motion, 64 the wheel), its 1-based column and
    /// row, and whether it ended in `M` (a press) or `m` (a release); nil for motion without
    /// a button.
    init?(code: Int, column: Int, row: Int, pressed: Bool) {
        let base = code & ~(4 | 8 | 16 | 32)
        switch base {
        case 0: button = .left
        case 1: button = .middle
        case 2: button = .right
        case 64: button = .wheelUp
        case 65: button = .wheelDown
        case 3: return nil
        default: button = .other(base)
        }
        self.pressed = pressed
        self.row = max(0, row - 1)
        self.column = max(0, column - 1)
        shift = code & 4 != 0
        alt = code & 8 != 0
        control = code & 16 != 0
    }
}
