import MenuTerminal

/// Where the parts of `run -i`'s view go in a window: the menu, the pane box beside (or
/// above, below) it when one is shown, a column apart, and the status line on the last row.
///
///     InteractiveLayout(size: TerminalSize(rows: 24, columns: 80), pane: PaneWindow(), shown: true).menu
///     // ScreenRect(row: 0, column: 0, width: 39, height: 23)
public struct InteractiveLayout: Equatable, Sendable {
    public let size: TerminalSize
    public let menu: ScreenRect
    public let pane: ScreenRect?

    public init(size: TerminalSize, pane window: PaneWindow?, shown: Bool) {
        self.size = size
        let above = ScreenRect(row: 0, column: 0, width: max(0, size.columns), height: max(1, size.rows - 1))
        if shown, let window {
            var (rest, box) = above.splitting(window)
            // A column of space between the menu and a box beside it: a right-aligned detail
            // doesn't touch the border.
            if box != nil, window.position == .left || window.position == .right, rest.width > 1 {
                rest.width -= 1
                if window.position == .left { rest.column += 1 }
            }
            (menu, pane) = (rest, box)
        } else {
            (menu, pane) = (above, nil)
        }
    }

    /// The status line's row.
    public var statusRow: Int { max(0, size.rows - 1) }
}
