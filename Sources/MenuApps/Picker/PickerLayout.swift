import MenuTerminal

/// Where each part of the picker goes in a window: the border (a blank column inside its
/// sides), the pane box, and in the rest the prompt, the info line, the header (beyond the
/// prompt with `--header-first`) and the rows of matches (bottom up in the default layout,
/// top down in `reverse`); and what a click at a cell is on.
///
///     let layout = PickerLayout(options: options, size: TerminalSize(rows: 10, columns: 40),
///                               headerLines: 1, pane: nil)
///     layout.listCount            // 7: the prompt, the info line and the header take 3
///     layout.row(ofShownLine: 0)  // 6: the best match, just above the header
public struct PickerLayout: Equatable, Sendable {
    public let size: TerminalSize
    /// The prompt, info, header and list: the window less the border and the pane.
    public let main: ScreenRect
    /// The pane's box, border included; nil when none is shown (or there is no room).
    public let pane: ScreenRect?
    public let promptRow: Int
    /// The info line's row, when it has a line of its own.
    public let infoRow: Int?
    /// The header's rows, top down (see ``PickerState/drawnHeader``).
    public let headerRows: [Int]
    /// How many matches show.
    public let listCount: Int
    /// The best shown match's row.
    let listStart: Int
    /// Whether the matches go down from the best (`reverse`, `reverse-list`).
    let reverse: Bool

    /// The places in `size` for `options`, `headerLines` of header, and `pane`, the pane's
    /// window when it is shown.
    public init(options: PickerOptions, size: TerminalSize, headerLines: Int, pane window: PaneWindow?) {
        self.size = size
        reverse = options.layout != .default
        var inner = ScreenRect(row: 0, column: 0, width: max(0, size.columns), height: max(0, size.rows))
        switch options.border {
        case .none: break
        case .horizontal: inner = ScreenRect(row: 1, column: 0, width: inner.width, height: max(0, inner.height - 2))
        case .rounded, .sharp:                // a blank column inside the left side, as fzf's; the one
                                              // inside the right is the scroll bar's (the main part's last)
            inner = ScreenRect(row: 1, column: 2, width: max(0, inner.width - 3), height: max(0, inner.height - 2))
        }
        var main = inner, pane: ScreenRect?
        if let window {
            (main, pane) = inner.splitting(window)
        }
        self.main = main
        self.pane = pane
        let info = options.info == .default && main.height > 1 ? 1 : 0
        let header = max(0, min(headerLines, main.height - 1 - info))
        let bottom = main.row + max(0, main.height - 1)
        let blockStart: Int                  // the first row of the prompt, info and header
        switch (options.layout == .reverse, options.headerFirst) {
        case (true, false):
            promptRow = main.row
            infoRow = info == 1 ? main.row + 1 : nil
            headerRows = Array((main.row + 1 + info)..<(main.row + 1 + info + header))
            blockStart = main.row
        case (true, true):
            headerRows = Array(main.row..<(main.row + header))
            promptRow = main.row + header
            infoRow = info == 1 ? promptRow + 1 : nil
            blockStart = main.row
        case (false, false):
            promptRow = bottom
            infoRow = info == 1 ? promptRow - 1 : nil
            headerRows = Array((promptRow - info - header)..<(promptRow - info))
            blockStart = promptRow - info - header
        case (false, true):
            headerRows = Array((bottom - header + 1)..<(bottom + 1))
            promptRow = bottom - header
            infoRow = info == 1 ? promptRow - 1 : nil
            blockStart = promptRow - info
        }
        switch options.layout {
        case .reverse:                       // under the block, going down
            listStart = main.row + 1 + info + header
            listCount = max(0, main.row + main.height - listStart)
        case .reverseList:                   // from the top, going down to the block
            listStart = main.row
            listCount = max(0, blockStart - main.row)
        case .default:                       // just above the block, going up
            listStart = blockStart - 1
            listCount = max(0, listStart - main.row + 1)
        }
    }

    /// The row of the `line`-th match shown (0: the first shown, at the scroll).
    public func row(ofShownLine line: Int) -> Int {
        reverse ? listStart + line : listStart - line
    }

    /// Which shown match (0: the first shown) a click at `row` and `column` is on, if any.
    public func shownLine(atRow row: Int, column: Int) -> Int? {
        guard main.contains(row: row, column: column) else { return nil }
        let line = reverse ? row - listStart : listStart - row
        return (0..<listCount).contains(line) ? line : nil
    }

    /// Whether a cell is in the pane's box.
    public func isInPane(row: Int, column: Int) -> Bool {
        pane?.contains(row: row, column: column) ?? false
    }
}
