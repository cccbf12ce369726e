import MenuModel
import MenuRender
import MenuTerminal

/// The picker's picture, top down as fzf's `--layout=reverse`: the query line (`> query`),
/// the count of matches, the header, then the matches best first, the cursor's row marked
/// `>` and inverted, marked rows `*`, matched characters underlined. Every row is cut to the
/// window's width; a match beyond the right edge scrolls its row so it shows.
extension PickerState {
    /// One match as drawn: its text, its matched characters (``SearchMatch`` offsets), and
    /// whether it is marked.
    public struct Row: Equatable, Sendable {
        public var text: String
        public var matches: [Range<Int>]
        public var marked: Bool

        public init(text: String, matches: [Range<Int>] = [], marked: Bool = false) {
            self.text = text
            self.matches = matches
            self.marked = marked
        }
    }

    /// How many matches a window of `size` shows under the query line, the count and
    /// `headerLines` lines of header.
    public static func listHeight(in size: TerminalSize, headerLines: Int) -> Int {
        max(1, size.rows - 2 - headerLines)
    }

    /// The screen for `rows` (the matches from ``scroll`` on), `matched` of `total` lines
    /// matching, under `header`; without `colors` (NO_COLOR) only bold, inverse and underline.
    public func screen(rows: [Row], matched: Int, total: Int, header: [String], size: TerminalSize,
                       colors: Bool) -> Screen {
        let width = size.columns
        let shown = query.visible(inCells: width - 2)
        var lines = [Line([Span("> ", [.bold, .accent]), Span(shown.text)])]
        let count = "  \(matched)/\(total)" + (multi && !marked.isEmpty ? " (\(marked.count) marked)" : "")
        lines.append(Line([Span(count, .muted)]))
        lines += header.map { Line([Span(TerminalSafe.line($0), .accent)]) }
        for (offset, row) in rows.enumerated() {
            let isCursor = scroll + offset == cursor
            let prefix = [Span(isCursor ? ">" : " ", [.bold, .accent]),
                          Span(multi && row.marked ? "*" : " ", .accent), Span(" ")]
            let room = width - prefix.reduce(0) { $0 + $1.cellWidth }
            let (text, matches) = Self.scrolled(TerminalSafe.line(row.text), row.matches, toShowIn: room)
            let look: Look = isCursor ? [.bold, .inverse] : []
            lines.append(Line(prefix + TextRenderer.highlighted(text, matches, look: look)))
        }
        let rendered = lines.map { $0.clipped(toCells: width).ansi(colors: colors) }
        return Screen(size: size, lines: rendered, cursor: Screen.Position(row: 0, column: min(width - 1, 2 + shown.cursor)))
    }

    /// `text` with as many characters cut from its start (and "…" put there) as it takes for
    /// its last match to end within `width` cells; the matches moved along.
    ///
    ///     PickerState.scrolled("a/long/path/to/file.txt", [15..<19], toShowIn: 10)
    ///     // ("…h/to/file.txt", [6..<10]): "file" ends in the 10th cell
    static func scrolled(_ text: String, _ matches: [Range<Int>], toShowIn width: Int) -> (String, [Range<Int>]) {
        guard let end = matches.last?.upperBound else { return (text, matches) }
        let characters = Array(text)
        guard end <= characters.count else { return (text, matches) }
        var cells = characters[..<end].reduce(0) { $0 + $1.cellWidth }
        guard cells > width else { return (text, matches) }
        var cut = 0
        while cut < end - 1, cells + 1 > width {
            cells -= characters[cut].cellWidth
            cut += 1
        }
        let moved = matches.compactMap { range -> Range<Int>? in
            let lower = max(range.lowerBound, cut), upper = range.upperBound
            return lower < upper ? (lower - cut + 1)..<(upper - cut + 1) : nil
        }
        return ("…" + String(characters[cut...]), moved)
    }
}
