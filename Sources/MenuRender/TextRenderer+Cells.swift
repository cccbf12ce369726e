import MenuModel
import TextCore

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
    /// How an item's text looks: muted when it is disabled, else as its style says.
    static func look(of item: ItemView) -> Look {
        item.disabled ? .muted : look(item.style)
    }

    /// The check mark drawn before an item's title: "[x] ", "[ ] " or "[-] ".
    static func checkMark(_ checked: Checked, disabled: Bool) -> Span {
        switch checked {
        case .on: Span("[x] ", disabled ? .muted : .accent)
        case .off: Span("[ ] ", .muted)
        case .mixed: Span("[-] ", disabled ? .muted : .accent)
        }
    }

    /// A switch's state, at the right of its row: " [on ]", " [off]", or " [ - ]" when mixed;
    /// on in accent (muted when disabled), off muted.
    static func switchMark(_ checked: Checked?, disabled: Bool) -> Span {
        switch checked ?? .off {
        case .on: Span(" [on ]", disabled ? .muted : .accent)
        case .off: Span(" [off]", .muted)
        case .mixed: Span(" [ - ]", disabled ? .muted : .accent)
        }
    }

    /// What ends an item that opens a submenu.
    static let submenuMarker = Span(" ›", .muted)

    /// What follows a disabled item's title in plain text, where muting can't be seen (a
    /// screen reader and a diff read it too); in colour the item is drawn muted instead.
    static let disabledMarker = Span(" (disabled)", .muted)

    /// An item in one cell: `prefix` (a selection's own mark), its check mark (unless it is a
    /// selection's child or a switch), icon, title, detail, " (disabled)" in plain text, a
    /// switch's state, and " ›" when it opens a submenu.
    func cell(_ item: ItemView, prefix: [Span] = []) -> [Span] {
        var spans = prefix
        if item.selected == nil, !item.isSwitch, let checked = item.checked {
            spans.append(Self.checkMark(checked, disabled: item.disabled))
        }
        if let icon = item.icon { spans.append(Span(icon + " ", item.disabled ? .muted : [])) }
        let look = Self.look(of: item)
        spans += Self.highlighted(item.title, item.matches ?? [], look: item.detail == nil || item.disabled ? look : [])
        if let detail = item.detail { spans.append(Span("  " + detail, look)) }
        if item.disabled && !colors { spans.append(Self.disabledMarker) }
        if item.isSwitch { spans.append(Self.switchMark(item.checked, disabled: item.disabled)) }
        if item.hasSubmenu { spans.append(Self.submenuMarker) }
        return spans
    }

    /// `title` as spans in `look`, the characters at `matches` (``SearchMatch`` offsets) also
    /// `.matched`.
    ///
    ///     TextRenderer.highlighted("sejong", [0..<1, 2..<3], look: [])   // "s" "e" "j" "ong"
    public static func highlighted(_ title: String, _ matches: [Range<Int>], look: Look) -> [Span] {
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

    /// An entry as one line, indented, its detail right-aligned at the edge; the line taps
    /// `target`.
    func rowLine(_ item: ItemView, indent: Int, target: TapTarget) -> Line {
        Line([Span.spaces(indent)] + row(item, available: width - indent).tapping(target))
    }

    /// An entry's second line: its subtitle, muted, lined up with its title (after the check
    /// mark and the icon), cut to the width; blank when the subtitle is (a function's nil). It
    /// taps what the first line does.
    func subtitleLine(_ item: ItemView, indent: Int, target: TapTarget) -> Line {
        Line([Span.spaces(indent)] + fit(subtitleCell(item), width - indent).tapping(target))
    }

    /// An item's subtitle as a cell, after `lead` cells (a selection's `[x] `) and as many as
    /// its check mark and icon take.
    func subtitleCell(_ item: ItemView, lead: Int = 0) -> [Span] {
        var before = lead
        if item.selected == nil, item.checked != nil, !item.isSwitch { before += 4 }
        if let icon = item.icon { before += Span(icon + " ").cellWidth }
        return [Span.spaces(before), Span(item.subtitle ?? "", .muted)]
    }

    /// A muted line of "-" from the indent to the right edge.
    func separator(indent: Int) -> Line {
        Line([Span.spaces(indent),
              Span(String.copies(of: "-", count: max(width - indent, 0)), .muted)])
    }

    /// A heading's text at the indent, bold and muted; it taps nothing.
    func heading(_ item: ItemView, indent: Int) -> Line {
        Line(fit([Span.spaces(indent), Span(item.title, [.bold, .muted])], width))
    }

    /// An entry across `available` cells: the title (with its check mark and icon) on the
    /// left, the detail on the right, then a switch's state at the right edge, and " ›" at the
    /// end when it opens a submenu.
    private func row(_ item: ItemView, available: Int) -> [Span] {
        var plain = item
        plain.detail = nil
        plain.hasSubmenu = false
        plain.isSwitch = false
        if item.isSwitch { plain.checked = nil }
        if item.detail != nil, !item.disabled { plain.style = nil }
        var left = cell(plain)
        let marker = (item.isSwitch ? [Self.switchMark(item.checked, disabled: item.disabled)] : [])
            + (item.hasSubmenu ? [Self.submenuMarker] : [])
        let room = available - marker.cellWidth
        guard let detail = item.detail else {
            left = fit(left, room)
            return left + (item.isSwitch ? [Span.spaces(room - left.cellWidth)] : []) + marker
        }
        let right = fit([Span(detail, Self.look(of: item))], max(room / 2, room - left.cellWidth - 2))
        left = fit(left, room - right.cellWidth - 2)
        let gap = max(room - left.cellWidth - right.cellWidth, 0)
        return left + [Span.spaces(gap)] + right + marker
    }

    /// Cells in rows of `columns` (fewer when the width leaves under 2 cells each), each cut
    /// to its column.
    func grid(_ cells: [[Span]], columns: Int, indent: Int) -> [Line] {
        let columns = max(1, min(columns, (width - indent) / 2))
        return stride(from: 0, to: cells.count, by: columns).map { start in
            gridLine(Array(cells[start..<min(start + columns, cells.count)]), columns: columns, indent: indent)
        }
    }

    /// One row of a grid: `cells` (at most `columns`), each cut to its column and padded.
    func gridLine(_ cells: [[Span]], columns: Int, indent: Int) -> Line {
        let cellWidth = max(2, (width - indent) / columns)
        var spans = [Span.spaces(indent)]
        for cell in cells {
            let fitted = fit(cell, cellWidth - 1)
            spans += fitted + [Span.spaces(cellWidth - fitted.cellWidth)]
        }
        return Line(spans)
    }

    /// The spans cut to `width` cells, the last one that overflows ending in "…". Markers at
    /// the end (" (disabled)", " ›") are kept when they fit, and what is before them is cut.
    func fit(_ spans: [Span], _ width: Int) -> [Span] {
        guard spans.cellWidth > width else { return spans }
        var markers = 0
        while markers < spans.count, Self.isMarker(spans[spans.count - 1 - markers]) { markers += 1 }
        let kept = Array(spans.suffix(markers))
        guard markers > 0, kept.cellWidth < width else { return cut(spans, width) }
        return cut(Array(spans.dropLast(markers)), width - kept.cellWidth) + kept
    }

    /// Whether `span` is a marker that ends a cell and says something about the item.
    static func isMarker(_ span: Span) -> Bool {
        [disabledMarker, submenuMarker].contains { $0.text == span.text && $0.look == span.look }
            || switchMarks.contains(span.text)
    }

    /// The texts of ``switchMark(_:disabled:)``.
    private static let switchMarks: Set<String> = Set(Checked.allCases.map { switchMark($0, disabled: false).text })

    /// The spans cut to `width` cells, the last one that overflows ending in "…".
    private func cut(_ spans: [Span], _ width: Int) -> [Span] {
        var left = max(width, 0)
        var fitted: [Span] = []
        for (position, span) in spans.enumerated() {
            let cells = span.cellWidth
            if cells < left || (cells == left && position == spans.count - 1) {
                fitted.append(span)
                left -= cells
            } else {
                // A span that fills the rest exactly while more follows is cut too, so the
                // "…" shows that something was left out.
                let text = cells == left ? span.text + " " : span.text
                fitted.append(Span(text.truncated(toCells: left), span.look, tap: span.tap))
                break
            }
        }
        return fitted
    }

    /// A block's title line, bold, with an optional marker before it.
    func header(_ title: String, marker: String = "", note: String = "", tap: TapTarget? = nil) -> Line {
        var spans = [Span(marker), Span(title, .bold)]
        if !note.isEmpty { spans.append(Span(" " + note, .muted)) }
        return Line(fit(tap.map { spans.tapping($0) } ?? spans, width))
    }
}

extension Array where Element == Span {
    var cellWidth: Int { reduce(0) { $0 + $1.cellWidth } }
}
