import MenuTerminal

/// Where each part of the picker goes in a window: the margin, the border (a blank column
/// inside its sides) and the padding (see ``PickerFrame``), the pane box, and in the rest the prompt, the info line, the header (beyond the
/// prompt with `--header-first`) and the rows of matches (bottom up in the default layout,
/// top down in `reverse`); and what a click at a cell is on.
///
///     let layout = PickerLayout(options: options, size: TerminalSize(rows: 10, columns: 40),
///                               headerLines: 1, pane: nil)
///     layout.listCount            // 7: the prompt, the info line and the header take 3
///     layout.row(ofShownLine: 0)  // 6: the best match, just above the header
public struct PickerLayout: Equatable, Sendable {
    public let size: TerminalSize
    /// The border's box (see ``PickerFrame``), when there is a border.
    public let border: ScreenRect?
    /// The prompt, info, header and list: the window less the border and the pane.
    public let main: ScreenRect
    /// The pane's box, border included; nil when none is shown (or there is no room).
    public let pane: ScreenRect?
    /// The pane's window as drawn: the alternative layout under its threshold; nil without a pane.
    public let window: PaneWindow?
    /// Where the pane's text goes in its box: inside its border, less a column for the scroll
    /// bar when the border has no right side.
    public let paneText: ScreenRect?
    public let promptRow: Int
    /// The info line's row, when it has a line of its own.
    public let infoRow: Int?
    /// The header's rows, top down (see ``PickerState/drawnHeader(rows:)``).
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
        let frame = PickerFrame(options: options, size: size)
        border = frame.border
        var main = frame.content, pane: ScreenRect?
        let window = window.flatMap { Self.shown($0, in: main) }
        self.window = window
        if let window, window.size != .cells(0) {
            (main, pane) = Self.split(main, for: window, border: options.border)
        } else if options.border.hasRight {
            main.width += 1                  // as fzf's: the scroll bar's column by the right side
        }
        self.main = main
        self.pane = pane
        paneText = pane.map { Self.inside($0, for: window?.border ?? .rounded, scrollbar: options.scrollbar != nil) }
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

    /// `area` split as fzf splits it for a pane `window`: the pane
    /// takes its size (fzf counts cells beside without its border, 4 columns, and those above or
    /// below without its lines), at least 5 columns or its border's rows and a line, leaving the
    /// main part 4 columns or 3 rows; beside the picker's right side, the side's blank column
    /// goes to the main part (the pane on the left or above or below) or to the pane.
    static func split(_ area: ScreenRect, for window: PaneWindow, border: BorderShape) -> (main: ScreenRect, pane: ScreenRect) {
        let right = border.hasRight ? 1 : 0
        switch window.position {
        case .up, .down:
            let height = extent(of: window, in: area)
            let width = area.width + right, rest = area.height - height
            let up = window.position == .up
            return (ScreenRect(row: up ? area.row + height : area.row, column: area.column, width: width, height: rest),
                    ScreenRect(row: up ? area.row : area.row + rest, column: area.column, width: width, height: height))
        case .left:
            let width = extent(of: window, in: area)
            return (ScreenRect(row: area.row, column: area.column + width + 1, width: area.width + right - width - 1,
                               height: area.height),
                    ScreenRect(row: area.row, column: area.column, width: width, height: area.height))
        case .right:
            let width = extent(of: window, in: area)
            return (ScreenRect(row: area.row, column: area.column, width: area.width - width, height: area.height),
                    ScreenRect(row: area.row, column: area.column + area.width - width,
                               width: width + (window.border.hasRight ? 0 : right), height: area.height))
        }
    }

    /// The pane's size in `area` as ``split(_:for:border:)`` makes it: its width beside the
    /// list, or its height above or below, its border included.
    static func extent(of window: PaneWindow, in area: ScreenRect) -> Int {
        func extent(of available: Int, least: Int, occupied: Int, pad: Int) -> Int {
            let most = max(least, available - occupied)
            switch window.size {
            case .percent(let percent): return min(max(Int(Double(available) * 0.01 * Double(percent)), least), most)
            case .cells(let cells): return min(max(cells + pad, least), most)
            }
        }
        switch window.position {
        case .up, .down:
            let lines = (window.border.hasTop ? 1 : 0) + (window.border.hasBottom ? 1 : 0)
            return extent(of: area.height, least: lines + 1, occupied: 3, pad: lines)
        case .left, .right:
            return extent(of: area.width, least: 5, occupied: 4, pad: 4)
        }
    }

    /// The window drawn for `window` in `area`: as fzf's, its alternative when its pane would
    /// be under its threshold (nil when that one is hidden), else itself.
    static func shown(_ window: PaneWindow, in area: ScreenRect) -> PaneWindow? {
        guard usesAlternative(window, in: area), let alternative = window.alternative else { return window }
        return alternative.hidden ? nil : alternative
    }

    /// Whether `window`'s alternative layout is the one used in `area`: its pane would be
    /// under the threshold.
    static func usesAlternative(_ window: PaneWindow, in area: ScreenRect) -> Bool {
        window.threshold > 0 && window.alternative != nil && extent(of: window, in: area) < window.threshold
    }

    /// Where a pane's text goes in its `box` with a border of `shape` (its sides two columns,
    /// the line and a blank), less the scroll bar's column when the border has no right side.
    static func inside(_ box: ScreenRect, for shape: BorderShape, scrollbar: Bool) -> ScreenRect {
        let top = shape.hasTop ? 1 : 0, left = shape.hasLeft ? 2 : 0
        let width = box.width - left - (shape.hasRight ? 2 : 0) - (scrollbar && !shape.hasRight ? 1 : 0)
        return ScreenRect(row: box.row + top, column: box.column + left, width: max(0, width),
                          height: max(0, box.height - top - (shape.hasBottom ? 1 : 0)))
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
