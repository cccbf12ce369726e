/// Something that happened at the terminal: a key was pressed, or the window changed size.
///
/// After `.resize`, the whole screen is stale (most terminals reflow or clear it): draw the
/// next frame with `Screen.diff(from: nil, to:)`, which ``Screen/diff(from:to:)`` also does on
/// its own when the two frames' sizes differ.
public enum TerminalEvent: Hashable, Sendable {
    case key(Key)
    case resize(TerminalSize)
}
