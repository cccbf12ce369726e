import MenuModel

/// Draws a ``MenuView`` as lines of terminal text, plain or with ANSI colour.
///
///     let text = TextRenderer(width: 40, colors: false).render(view)
///
/// Width is counted in terminal cells (Hangul and emoji take 2). Every line fits `width`:
/// cells are truncated with "…", chips wrap. With a `height`, the output is that many lines,
/// scrolled so that the index group the user last jumped to starts at the top.
public struct TextRenderer: Sendable {
    public var width: Int
    public var height: Int?
    public var colors: Bool

    public init(width: Int = 80, height: Int? = nil, colors: Bool = false) {
        self.width = max(width, 8)
        self.height = height
        self.colors = colors
    }

    /// The whole text, one line per `\n`.
    public func render(_ view: MenuView) -> String {
        let shown = viewport(lines(view), anchor: view.scrollAnchor)
        return shown.map { colors ? $0.ansi : $0.plain }.joined(separator: "\n") + "\n"
    }

    /// Every line of the menu, before scrolling.
    public func lines(_ view: MenuView) -> [Line] {
        var lines: [Line] = []
        if let title = view.title.map(TerminalSafe.line) {
            lines.append(Line([Span(title.truncated(toCells: width), .bold)]))
            lines.append(Line([Span(String(repeating: "=", count: min(title.cellWidth, width)), .muted)]))
        }
        for block in view.blocks {
            if !lines.isEmpty { lines.append(Line()) }
            switch block {
            case .section(let section):
                lines += self.section(section, path: view.tapPath(of: section), isSubmenu: !view.submenu.isEmpty)
            case .selection(let selection): lines += self.selection(selection)
            case .filter(let filter): lines += self.filter(filter)
            case .index(let index): lines += self.index(index)
            }
        }
        return lines
    }

    /// The `height` lines starting at the anchor's line (as far as the content allows).
    func viewport(_ lines: [Line], anchor: String?) -> [Line] {
        guard let height = height.map({ max($0, 0) }) else { return lines }
        let target = anchor.flatMap { anchor in lines.firstIndex { $0.anchor == anchor } } ?? 0
        let start = max(0, min(target, lines.count - height))
        return Array(lines[start..<min(lines.count, start + height)])
    }
}

extension MenuView {
    /// The anchor of the group the last jump scrolls to: "contacts/R".
    public var scrollAnchor: String? {
        guard let scrolledIndex else { return nil }
        for case .index(let index) in blocks where index.id == scrolledIndex {
            return index.scrollTarget.map { "\(index.id)/\($0)" }
        }
        return nil
    }
}
