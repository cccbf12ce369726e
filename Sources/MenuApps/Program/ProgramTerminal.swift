import MenuTerminal

/// What ``ProgramRunner`` needs of a terminal: events within a timeout, writing, the window's
/// size, and the cursor's place (to draw inline under it). ``RawTerminal`` is one; a test
/// double hands out prepared events and keeps what was written.
public protocol ProgramTerminal: TerminalInput, TerminalOutput {
    /// The window's size now, nil when it can't be told.
    func size() -> TerminalSize?
    /// The cursor's row and column (from 0), nil when the terminal didn't say within `timeout`.
    func cursorPosition(timeout: Duration) throws(TerminalError) -> (row: Int, column: Int)?
}

extension RawTerminal: ProgramTerminal {}
