/// A rectangle of a window's cells, counted from 0: where a part of a full-screen view goes.
public struct ScreenRect: Equatable, Sendable {
    public var row: Int
    public var column: Int
    public var width: Int
    public var height: Int

    public init(row: Int, column: Int, width: Int, height: Int) {
        self.row = row
        self.column = column
        self.width = width
        self.height = height
    }

    /// Whether the cell at `row` and `column` is inside.
    public func contains(row: Int, column: Int) -> Bool {
        (self.row..<self.row + height).contains(row) && (self.column..<self.column + width).contains(column)
    }

    /// `self` split for a pane `window`: the rest, and the pane's box (nil when it
    /// doesn't fit, and then the rest is all of it).
    public func splitting(_ window: PaneWindow) -> (rest: ScreenRect, pane: ScreenRect?) {
        switch window.position {
        case .left, .right:
            let size = window.extent(of: width)
            guard size > 0 else { return (self, nil) }
            let left = window.position == .left
            return (ScreenRect(row: row, column: left ? column + size : column, width: width - size, height: height),
                    ScreenRect(row: row, column: left ? column : column + width - size, width: size, height: height))
        case .up, .down:
            let size = window.extent(of: height)
            guard size > 0 else { return (self, nil) }
            let up = window.position == .up
            return (ScreenRect(row: up ? row + size : row, column: column, width: width, height: height - size),
                    ScreenRect(row: up ? row : row + height - size, column: column, width: width, height: size))
        }
    }
}
