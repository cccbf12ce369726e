import MenuModel

/// Cells and grids: the pieces every block is laid out from.
extension TextRenderer {
    /// The look of a style.
    static func look(_ style: Style?) -> Look {
        switch style {
        case .accent: .accent
        case .muted: .muted
        case .bold: .bold
        case .danger: .danger
        case .normal, nil: []
        }
    }

    /// An item as one cell: icon, title, and the detail after it; the style colours the
    /// detail when there is one (as the seed's fill rule colours "30실 받기"), else the title.
    static func cell(_ item: ItemView, prefix: [Span] = []) -> [Span] {
        var spans = prefix
        if let icon = item.icon { spans.append(Span(icon + " ")) }
        let look = look(item.style)
        spans += highlighted(item.title, item.matches ?? [], look: item.detail == nil ? look : [])
        if let detail = item.detail { spans.append(Span("  " + detail, look)) }
        return spans
    }

    /// The title as spans, the characters in `matches` marked as matched.
    static func highlighted(_ title: String, _ matches: [Range<Int>], look: Look) -> [Span] {
        guard !matches.isEmpty else { return [Span(title, look)] }
        let characters = Array(title)
        var spans: [Span] = []
        var position = 0
        for range in matches where range.lowerBound >= position && range.upperBound <= characters.count {
            if range.lowerBound > position { spans.append(Span(String(characters[position..<range.lowerBound]), look)) }
            spans.append(Span(String(characters[range]), look.union(.matched)))
            position = range.upperBound
        }
        if position < characters.count { spans.append(Span(String(characters[position...]), look)) }
        return spans
    }

    /// Items one per line, indented, each detail right-aligned at the edge; each line is
    /// tappable as `block/item` (`tapPrefix` is "block/" or "index/letter/").
    func rows(_ items: [ItemView], indent: Int, tapPrefix: String) -> [Line] {
        items.map { item in
            Line([Span(String(repeating: " ", count: indent))] + row(item, available: width - indent)
                    .tapping(tapPrefix + item.id))
        }
    }

    /// One item across `available` cells: icon and title left, detail right.
    private func row(_ item: ItemView, available: Int) -> [Span] {
        var left = Self.cell(ItemView(id: item.id, title: item.title, icon: item.icon,
                                      style: item.detail == nil ? item.style : nil, matches: item.matches))
        guard let detail = item.detail else { return fit(left, available) }
        let right = fit([Span(detail, Self.look(item.style))], max(available / 2, available - left.cellWidth - 2))
        left = fit(left, available - right.cellWidth - 2)
        let gap = available - left.cellWidth - right.cellWidth
        return left + [Span(String(repeating: " ", count: gap))] + right
    }

    /// Cells in rows of `columns`, each column starting at the same cell; a short last row
    /// keeps its empty cells blank.
    /// Columns that would leave a cell under 2 cells wide wrap instead, so the line fits `width`.
    func grid(_ cells: [[Span]], columns: Int, indent: Int) -> [Line] {
        let columns = max(1, min(columns, (width - indent) / 2))
        let cellWidth = max(2, (width - indent) / columns)
        return stride(from: 0, to: cells.count, by: columns).map { start in
            var spans = [Span(String(repeating: " ", count: indent))]
            for cell in cells[start..<min(start + columns, cells.count)] {
                let fitted = fit(cell, cellWidth - 1)
                spans += fitted + [Span(String(repeating: " ", count: cellWidth - fitted.cellWidth))]
            }
            return Line(spans)
        }
    }

    /// The spans cut to `width` cells, the last one that overflows ending in "…".
    func fit(_ spans: [Span], _ width: Int) -> [Span] {
        var left = max(width, 0)
        var fitted: [Span] = []
        let total = spans.cellWidth
        guard total > left else { return spans }
        for (position, span) in spans.enumerated() {
            let cells = span.cellWidth
            if cells < left || (cells == left && position == spans.count - 1) {
                fitted.append(span)
                left -= cells
            } else {
                // A span that fills the rest exactly while more follows is cut too, so the
                // "…" shows that something was left out.
                let text = cells == left ? span.text + " " : span.text
                fitted.append(Span(text.truncated(toCells: left), span.look))
                break
            }
        }
        return fitted
    }

    /// A block's title line, bold, with an optional marker before it.
    func header(_ title: String, marker: String = "", note: String = "", tap: String? = nil) -> Line {
        var spans = [Span(marker), Span(title, .bold)]
        if !note.isEmpty { spans.append(Span(" " + note, .muted)) }
        return Line(fit(tap.map { spans.tapping($0) } ?? spans, width))
    }
}

extension Array where Element == Span {
    var cellWidth: Int { reduce(0) { $0 + $1.cellWidth } }
}
