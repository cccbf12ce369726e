import TextCore

/// Cutting a line to a window's width, for a terminal narrower than the layout.
extension Line {
    /// The line cut to at most `width` terminal cells, with no ellipsis: the spans that fit,
    /// the one at the edge cut between characters (a wide character that would straddle it is
    /// dropped), the rest gone.
    ///
    ///     Line([Span("▾ "), Span("외야수", .bold)]).clipped(toCells: 5).plain   // "▾ 외"
    public func clipped(toCells width: Int) -> Line {
        var clipped = self
        clipped.spans = []
        var room = max(width, 0)
        for span in spans where room > 0 {
            var cut = span
            cut.text = span.text.truncated(toCells: room, ellipsis: "")
            room -= cut.cellWidth
            clipped.spans.append(cut)
        }
        return clipped
    }
}
