import MenuTerminal

/// The picker's frame in its window, as fzf lays it out: `--margin` outside the border, the
/// border's box, `--padding` inside it, and what is left for the prompt, the matches and the
/// pane. When the window is too small for the spaces asked, they shrink in proportion (the
/// border's own rows and columns kept) until the picker has its least size.
///
///     var options = PickerOptions()
///     (options.border, options.margin) = (.rounded, try Spacing("1"))
///     let frame = PickerFrame(options: options, size: TerminalSize(rows: 10, columns: 40))
///     frame.border   // ScreenRect(row: 1, column: 1, width: 38, height: 8)
///     frame.content  // ScreenRect(row: 2, column: 3, width: 34, height: 6)
public struct PickerFrame: Equatable, Sendable {
    /// The border's box, when there is a border.
    public let border: ScreenRect?
    /// Inside the border and the padding (the main part and the pane).
    public let content: ScreenRect

    /// The least size left for the picker: 4 columns, 3 rows (2 without an info line), and a
    /// pane's least more.
    static func leastContent(options: PickerOptions) -> (width: Int, height: Int) {
        var width = 4, height = options.info == .default ? 3 : 2
        if let pane = options.pane {
            let paneHeight = 1 + (pane.border.hasTop ? 1 : 0) + (pane.border.hasBottom ? 1 : 0)
            switch pane.position {
            case .up, .down: (width, height) = (max(5, width), height + paneHeight)
            case .left, .right: (width, height) = (width + 5, max(paneHeight, height))
            }
        }
        return (width, height)
    }

    public init(options: PickerOptions, size: TerminalSize) {
        let shape = options.border
        var padding = options.padding.cells(in: size)
        // The border's rows and columns, then the margin asked (top, right, bottom, left); the
        // sides are two columns, the line and a blank inside it, as fzf's.
        let borderSpace = [shape.hasTop ? 1 : 0, shape.hasRight ? 2 : 0, shape.hasBottom ? 1 : 0, shape.hasLeft ? 2 : 0]
        var margin = zip(options.margin.cells(in: size), borderSpace).map { $0 + $1 }
        let least = Self.leastContent(options: options)
        func shrink(_ first: Int, _ second: Int, available: Int, least: Int) {
            let least = min(least, available)
            let taken = margin[first] + margin[second] + padding[first] + padding[second]
            guard available - taken < least, taken > 0 else { return }
            let room = available - least
            for side in [first, second] {
                padding[side] = room * padding[side] / taken
                margin[side] = max(borderSpace[side], room * margin[side] / taken)
            }
        }
        shrink(1, 3, available: size.columns, least: least.width)
        shrink(0, 2, available: size.rows, least: least.height)
        let width = size.columns - margin[1] - margin[3], height = size.rows - margin[0] - margin[2]
        if shape == .none {
            border = nil
        } else {
            let top = margin[0] - borderSpace[0], left = margin[3] - borderSpace[3]
            border = ScreenRect(row: top, column: left, width: width + borderSpace[1] + borderSpace[3],
                                height: height + borderSpace[0] + borderSpace[2])
        }
        content = ScreenRect(row: margin[0] + padding[0], column: margin[3] + padding[3],
                             width: max(0, width - padding[1] - padding[3]),
                             height: max(0, height - padding[0] - padding[2]))
    }
}
