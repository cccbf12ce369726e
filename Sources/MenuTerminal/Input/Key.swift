/// One key press, as decoded from a terminal's input bytes by ``KeyDecoder``.
///
/// Modifiers on arrows and the like (`ESC [ 1 ; 5 A`, Ctrl-Up) are dropped: that sequence is
/// `.up`, but for Shift, Alt, and Alt with Shift on an arrow (`.shiftUp`, `.altUp`,
/// `.altShiftUp` …). A control byte is `.ctrl` with the
/// lower-case letter (0x03 is `.ctrl("c")`, 0x0A is `.ctrl("j")`), except those with a key of
/// their own: 0x09 is `.tab`, 0x0D (what the Enter key sends) is `.enter`, 0x08 and 0x7F are
/// `.backspace`, 0x1B is `.escape`.
///
///     var decoder = KeyDecoder()
///     decoder.feed(Array("j\u{1B}[B\r".utf8))   // [.character("j"), .down, .enter]
public enum Key: Hashable, Sendable {
    /// A printable character: one Unicode scalar, e.g. `"q"`, `"/"`, `"한"`.
    case character(Character)
    /// Arrow keys (`ESC [ A`…`D`, or `ESC O A`…`D` in application mode).
    case up, down, left, right
    /// `ESC [ 5 ~`, `ESC [ 6 ~`, `ESC [ H` or `ESC [ 1 ~`, `ESC [ F` or `ESC [ 4 ~`.
    case pageUp, pageDown, home, end
    /// Enter is `\r`, Backspace 0x7F or 0x08, Tab 0x09, Escape a lone ESC.
    case enter, escape, backspace, tab
    /// An arrow with Shift held (`ESC [ 1 ; 2 A`…`D`).
    case shiftUp, shiftDown, shiftLeft, shiftRight
    /// An arrow with Alt held (`ESC [ 1 ; 3 A`…`D`, or ESC then the arrow).
    case altUp, altDown, altLeft, altRight
    /// An arrow with Alt and Shift held (`ESC [ 1 ; 4 A`…`D`).
    case altShiftUp, altShiftDown, altShiftLeft, altShiftRight
    /// Shift-Tab (`ESC [ Z`).
    case backTab
    /// `ESC [ 2 ~` and `ESC [ 3 ~`.
    case insert, delete
    /// A control character, named by its lower-case letter or symbol: `.ctrl("c")` is 0x03,
    /// `.ctrl("@")` is 0x00 (Ctrl-Space), `.ctrl("\\")` is 0x1C.
    case ctrl(Character)
    /// A printable character typed with Alt (Meta), sent as ESC then the character.
    case alt(Character)
    /// Backspace typed with Alt: ESC then 0x7F or 0x08.
    case altBackspace
    /// A control letter typed with Alt: ESC then its byte (`.ctrlAlt("a")` is ESC 0x01; Alt-Enter,
    /// ESC CR, is `.ctrlAlt("m")`, as fzf reads it).
    case ctrlAlt(Character)
    /// F1 to F12.
    case function(Int)
    /// Text pasted while bracketed paste is on (between `ESC [ 200 ~` and `ESC [ 201 ~`), as
    /// sent: it may hold newlines and control characters, and none of it is a key.
    case paste(String)
    /// A mouse button or the wheel, when mouse reporting is on (SGR reports only).
    case mouse(MouseEvent)
    /// An escape sequence that is not a key, bytes included: a terminal's reply (a cursor
    /// position, a colour, a focus change), an X10 mouse report, or a sequence this decoder
    /// doesn't know.
    case unknown([UInt8])
}

extension Key {
    /// The arrow with Alt also held (`.up` → `.altUp`, `.shiftUp` → `.altShiftUp`); nil for other keys.
    var withAlt: Key? {
        switch self {
        case .up: .altUp
        case .down: .altDown
        case .left: .altLeft
        case .right: .altRight
        case .shiftUp: .altShiftUp
        case .shiftDown: .altShiftDown
        case .shiftLeft: .altShiftLeft
        case .shiftRight: .altShiftRight
        default: nil
        }
    }
}
