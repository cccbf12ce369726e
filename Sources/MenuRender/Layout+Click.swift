import MenuModel

/// What a click lands on: the same tap targets the renderer draws, found by the cell.
extension Layout {
    /// The target of what is drawn at cell `column` of line `index` (the span over that cell,
    /// by cell widths), if it taps anything: what a mouse click there reaches. A front end
    /// finds the line from the row clicked and its scroll.
    ///
    ///     try layout.target(atLine: scroll + row, column: column)   // .item(section: "outfield", …)
    public func target(atLine index: Int, column: Int) throws(EvaluationStopped) -> TapTarget? {
        guard (0..<count).contains(index), column >= 0 else { return nil }
        var start = 0
        for span in try line(at: index).spans {
            start += span.cellWidth
            if column < start { return span.tap }
        }
        return nil
    }
}
