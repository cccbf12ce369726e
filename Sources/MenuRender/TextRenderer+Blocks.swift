import MenuModel

/// The layout of each kind of block.
extension TextRenderer {
    /// A section: its header (`▾ 외야수`; a submenu's goes back, `‹ Title`), then its items
    /// in columns; or `▸ 투수 (3)`, the number of its items, when it is closed. `path` is what
    /// its header taps (see ``MenuView/tapPath(of:)``).
    func section(_ section: SectionView, path: TapPath, isSubmenu: Bool = false) -> [Line] {
        let title = section.title ?? section.id
        guard section.open else {
            let count = section.items.filter { $0.kind == .entry }.count
            return [header(title, marker: "▸ ", note: "(\(count))", tap: path.description)]
        }
        var lines = [isSubmenu ? header(title, marker: "‹ ", tap: path.appending("..").description)
                               : header(title, marker: "▾ ", tap: path.description)]
        if section.items.isEmpty {
            lines.append(Line([Span("  "), Span("(no items)", .muted)]))
        } else {
            lines += items(section.items, columns: section.columns, indent: 2, path: path)
        }
        return lines
    }

    /// Categories in rows, the expanded one marked `▾`, its children in a grid under its row,
    /// each child `[x]` when selected; a category with choices shows their count.
    func selection(_ selection: SelectionView) -> [Line] {
        var lines = selection.title.map { [header($0)] } ?? []
        let columns = max(selection.columns, 1)
        for start in stride(from: 0, to: selection.categories.count, by: columns) {
            let row = selection.categories[start..<min(start + columns, selection.categories.count)]
            lines += grid(row.map { category in
                let count = category.items.filter { $0.selected == true }.count
                return ([Span(category.expanded ? "▾ " : "▸ "),
                         Span(category.title, category.expanded ? [.bold, .chosen] : [])]
                    + (count > 0 ? [Span(" (\(count))", .accent)] : []))
                    .tapping(TapPath(segments: [selection.id, category.id]).description)
            }, columns: columns, indent: 2)
            guard let open = row.first(where: \.expanded) else { continue }
            lines += grid(open.items.map { item in
                let chosen = item.selected == true
                return cell(item, prefix: [Span(chosen ? "[x] " : "[ ] ", chosen ? .accent : .muted)])
                    .map { chosen ? Span($0.text, $0.look.union(.accent)) : $0 }
                    .tapping(TapPath(segments: [selection.id, open.id, item.id]).description)
            }, columns: columns, indent: 4)
        }
        return lines
    }

    /// Chips in a row that wraps: the chosen one `[All]` (inverted in colour), others plain.
    func filter(_ filter: FilterView) -> [Line] {
        var lines = filter.title.map { [header($0)] } ?? []
        var line = [Span("  ")]
        for option in filter.options {
            let title = TerminalSafe.line(option.title).truncated(toCells: width - 4)
            let path = TapPath(segments: [filter.id, option.id]).description
            let chip = option.selected
                ? (colors ? Span(" \(title) ", [.inverse, .bold], tap: path) : Span("[\(title)]", tap: path))
                : Span(" \(title) ", tap: path)
            if line.count > 1, line.cellWidth + 1 + chip.cellWidth > width {
                lines.append(Line(line))
                line = [Span("  ")]
            }
            line += line.count > 1 ? [Span(" "), chip] : [chip]
        }
        lines.append(Line(line))
        return lines
    }

    /// The navigator's letters (the current one `[R]`, empty ones muted), then each group:
    /// its letter as a header, anchored for `--height` scrolling, and its items. While a query
    /// is active, the matches instead, one list best first, without letters.
    func index(_ index: IndexView) -> [Line] {
        var lines = index.title.map { [header($0)] } ?? []
        if let results = index.results {
            guard !results.isEmpty else { return lines + [Line([Span("  "), Span("(no matches)", .muted)])] }
            return lines + results.flatMap { result in
                rows([result.item], indent: 2, path: TapPath(segments: [index.id, result.letter]))
            }
        }
        let filled = Set(index.groups.map(\.letter))
        var line = [Span("  ")]
        for letter in index.letters {
            let current = letter == index.current
            let shown = TerminalSafe.line(letter).truncated(toCells: width - 4)
            let path = TapPath(segments: [index.id, letter]).description
            let slot = current ? (colors ? Span(" \(shown) ", [.inverse, .bold], tap: path) : Span("[\(shown)]", tap: path))
                               : Span(" \(shown) ", filled.contains(letter) ? [] : .muted, tap: path)
            if line.count > 1, line.cellWidth + slot.cellWidth > width {
                lines.append(Line(line))
                line = [Span("  ")]
            }
            line.append(slot)
        }
        lines.append(Line(line))
        for group in index.groups {
            let marked = group.letter == index.scrollTarget
            lines.append(Line(fit([Span(group.letter, marked ? [.bold, .accent, .inverse] : [.bold, .accent])], width),
                              anchor: "\(index.id)/\(group.letter)"))
            lines += rows(group.items, indent: 2, path: TapPath(segments: [index.id, group.letter]))
        }
        return lines
    }
}
