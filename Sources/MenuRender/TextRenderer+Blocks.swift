import MenuModel
import TextCore

/// The layout of each kind of block, as segments of a ``Layout``: fixed lines (headers, chips,
/// a navigator) and lists of items drawn when read.
extension TextRenderer {
    /// A section: its header (`▾ 외야수`; a submenu's goes back, `‹ Title`), then its items
    /// in columns; or `▸ 투수 (3)`, the number of its items, when it is closed.
    func section(_ section: SectionView) -> [Layout.Segment] {
        let title = section.title ?? section.id
        guard section.open else {
            return [.lines([header(title, marker: "▸ ", note: "(\(section.items.entryCount))", tap: section.headerTarget)])]
        }
        let head = header(title, marker: section.submenu.isEmpty ? "▾ " : "‹ ", tap: section.headerTarget)
        guard !section.items.isEmpty else {
            return [.lines([head, Line([Span("  "), Span("(no items)", .muted)])])]
        }
        return [.lines([head]), .items(ItemRowsLayout(renderer: self, items: section.items, style: .entries,
                                                      columns: section.columns, indent: 2,
                                                      owner: .section(section.id, submenu: section.submenu)))]
    }

    /// Categories in rows, the expanded one marked `▾`, its children in a grid under its row,
    /// each child `[x]` when selected; a category with choices shows their count.
    func selection(_ selection: SelectionView) -> [Layout.Segment] {
        var segments: [Layout.Segment] = selection.title.map { [.lines([header($0)])] } ?? []
        let columns = max(selection.columns, 1)
        for start in stride(from: 0, to: selection.categories.count, by: columns) {
            let row = selection.categories[start..<min(start + columns, selection.categories.count)]
            segments.append(.lines(grid(row.map { category in
                let count = category.selectedCount            // hidden ones (a search, a filter) included
                return ([Span(category.expanded ? "▾ " : "▸ "),
                         Span(category.title, category.expanded ? [.bold, .chosen] : [])]
                    + (count > 0 ? [Span(" (\(count))", .accent)] : []))
                    .tapping(.category(selection: selection.id, id: category.id))
            }, columns: columns, indent: 2)))
            guard let open = row.first(where: \.expanded) else { continue }
            segments.append(.items(ItemRowsLayout(renderer: self, items: open.items, style: .children, columns: columns,
                                                  indent: 4, owner: .category(selection: selection.id, category: open.id))))
        }
        return segments
    }

    /// Chips in a row that wraps: the chosen one `[All]` (inverted in colour), others plain;
    /// or, for a list, one row per option with "✓" at the chosen one's right edge.
    func filter(_ filter: FilterView) -> [Layout.Segment] {
        var lines = filter.title.map { [header($0)] } ?? []
        if filter.style == .list {
            let mark = Span("✓", [.bold, .accent])
            for option in filter.options {
                let target = TapTarget.option(filter: filter.id, id: option.id)
                let title = fit([Span(option.title, option.selected ? .bold : [])], width - 4 - mark.cellWidth)
                let end = option.selected ? [Span.spaces(width - 2 - title.cellWidth - mark.cellWidth), mark] : []
                lines.append(Line([Span("  ")] + (title + end).tapping(target)))
            }
            return [.lines(lines)]
        }
        var line = [Span("  ")]
        for option in filter.options {
            let title = TerminalSafe.line(option.title).truncated(toCells: width - 4)
            let target = TapTarget.option(filter: filter.id, id: option.id)
            let chip = option.selected
                ? (colors ? Span(" \(title) ", [.inverse, .bold], tap: target) : Span("[\(title)]", tap: target))
                : Span(" \(title) ", tap: target)
            if line.count > 1, line.cellWidth + 1 + chip.cellWidth > width {
                lines.append(Line(line))
                line = [Span("  ")]
            }
            line += line.count > 1 ? [Span(" "), chip] : [chip]
        }
        lines.append(Line(line))
        return [.lines(lines)]
    }

    /// The navigator's letters (the current one `[R]`, empty ones muted), then each group:
    /// its letter as a header, anchored for `--height` scrolling, and its items. While a query
    /// is active, the matches instead, one list best first, without letters.
    func index(_ index: IndexView) -> [Layout.Segment] {
        var segments: [Layout.Segment] = index.title.map { [.lines([header($0)])] } ?? []
        if let results = index.results {
            guard !results.isEmpty else { return segments + [.lines([Line([Span("  "), Span("(no matches)", .muted)])])] }
            return segments + [.items(ItemRowsLayout(renderer: self, items: results.items, style: .entries, columns: 1,
                                                     indent: 2, owner: .results(index: index.id, results)))]
        }
        let filled = Set(index.groups.map(\.letter))
        var lines: [Line] = []
        var line = [Span("  ")]
        for letter in index.letters {
            let current = letter == index.current
            let shown = TerminalSafe.line(letter).truncated(toCells: width - 4)
            let target = TapTarget.jump(index: index.id, letter: letter)
            let slot = current ? (colors ? Span(" \(shown) ", [.inverse, .bold], tap: target) : Span("[\(shown)]", tap: target))
                               : Span(" \(shown) ", filled.contains(letter) ? [] : .muted, tap: target)
            if line.count > 1, line.cellWidth + slot.cellWidth > width {
                lines.append(Line(line))
                line = [Span("  ")]
            }
            line.append(slot)
        }
        lines.append(Line(line))
        segments.append(.lines(lines))
        for group in index.groups {
            let marked = group.letter == index.scrollTarget
            segments.append(.lines([Line(fit([Span(group.letter, marked ? [.bold, .accent, .inverse] : [.bold, .accent])], width),
                                         anchor: .jump(index: index.id, letter: group.letter))]))
            segments.append(.items(ItemRowsLayout(renderer: self, items: group.items, style: .entries, columns: 1, indent: 2,
                                                  owner: .group(index: index.id, letter: group.letter))))
        }
        return segments
    }
}
