import MenuModel
import MenuRender
import MenuTerminal
import TextCore

/// The picker's picture: in the main part the prompt and the query, the count of matches (a
/// spinner while lines arrive or a search runs), the header, and the matches best first in
/// fzf's two-column gutter (the cursor's row marked `>` and inverted, marked rows `>` in the
/// second column, or `--pointer` and `--marker`; matched characters underlined, a
/// line's own colours with `--ansi`); beside (or above, below) it the pane box; all inside
/// the padding, the border with its label, and the margin. Every row is cut to its part's width; a match beyond the right edge scrolls its
/// row so it shows.
extension PickerState {
    /// One match as drawn: its text (with its colours, if any), its matched characters
    /// (offsets into the text without colours), and whether it is marked.
    public struct Row: Equatable, Sendable {
        public var text: ANSIText
        public var matches: [Range<Int>]
        public var marked: Bool

        public init(text: ANSIText, matches: [Range<Int>] = [], marked: Bool = false) {
            self.text = text
            self.matches = matches
            self.marked = marked
        }
    }

    /// The spinner's frames.
    static let spinnerFrames: [Character] = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")

    /// Where everything goes in the picker's size.
    public var layout: PickerLayout {
        PickerLayout(options: options, size: size, headerLines: header.count,
                     pane: paneShown && (paneCommand != nil || pane.key != nil) ? paneWindow : nil)
    }

    /// The screen for `rows` (the matches from ``scroll`` on, as many as ``layout`` shows);
    /// without `colors` (NO_COLOR) only bold, inverse and underline.
    public func screen(rows: [Row], colors: Bool) -> Screen {
        let layout = layout, size = layout.size, main = layout.main
        var canvas = ScreenCanvas(rows: size.rows, columns: size.columns)
        // The main part, row by row, each padded to its width. As fzf's, its last column is the
        // scroll bar's: the other lines end before it.
        let prompt = ANSIText(plain: self.prompt)
        let promptWidth = min(main.width, self.prompt.cellWidth)
        let lineWidth = max(0, main.width - 1)
        let inlineInfo = options.info == .inline ? " " + options.inlineSeparator + String(info.dropFirst(2)) : ""
        let shown = query.visible(inCells: max(1, main.width - promptWidth - inlineInfo.cellWidth))
        let marks = RowMarks(options: options, colors: colors)
        let header = drawnHeader(rows: layout.headerRows.count)
        let scrollbar = Self.scrollbar(total: matches, rows: layout.listCount, scroll: scroll)
        for row in main.row..<main.row + main.height {
            var line = ANSIText.spaces(main.width)
            if row == layout.promptRow {
                let queryWidth = min(shown.text.cellWidth, main.width - promptWidth)
                let rest = main.width - promptWidth - queryWidth
                line = prompt.line(width: promptWidth, look: [.bold, .accent], colors: colors)
                    + ANSIText(plain: shown.text).line(width: queryWidth, colors: colors, padded: true)
                    + ANSIText(plain: separated(inlineInfo, width: lineWidth - promptWidth - queryWidth))
                        .line(width: rest, look: .muted, colors: colors, padded: true)
            } else if row == layout.infoRow {
                line = ANSIText(plain: separated(info, width: lineWidth)).line(width: main.width, look: .muted,
                                                                              colors: colors, padded: true)
            } else if let index = layout.headerRows.firstIndex(of: row) {
                let text = options.ansi ? ANSIText(header[index]) : ANSIText(plain: header[index])
                line = "  " + text.line(width: max(0, main.width - 2), tabstop: options.tabstop,
                                        look: options.ansi ? [] : .accent, colors: colors, padded: true)
            } else if let shownLine = layout.shownLine(atRow: row, column: main.column), shownLine < rows.count {
                // As fzf, a row leaves its last column to the scroll bar.
                let bar = scrollbar.contains(shownLine) ? options.scrollbar ?? " " : " "
                line = self.line(rows[shownLine], shownLine: shownLine, width: max(0, main.width - 1), colors: colors,
                                 marks: marks)
                    + ANSIText(plain: bar).line(width: 1, look: .muted, colors: colors, padded: true)
            }
            canvas.put(row: row, column: main.column, width: main.width, line)
        }
        drawPane(layout, colors: colors, into: &canvas)
        if let box = layout.border {
            canvas.border(box, shape: options.border, label: borderLabel, position: options.borderLabelPosition, colors: colors)
        }
        let lines = canvas.lines
        let cursorColumn = min(size.columns - 1, main.column + promptWidth + shown.cursor)
        return Screen(size: size, lines: lines, cursor: Screen.Position(row: layout.promptRow, column: max(0, cursorColumn)))
    }

    /// The shown lines (0: the first shown) the scroll bar is drawn beside, as fzf places it:
    /// none when every match shows; else a bar as long as the rows are of the matches (at
    /// least one row), as far along as the scroll is.
    static func scrollbar(total: Int, rows: Int, scroll: Int) -> Range<Int> {
        guard total > rows, rows > 0 else { return 0..<0 }
        let length = max(1, rows * rows / total)
        let start = (rows - length) * min(scroll, total - rows) / (total - rows)
        return start..<start + length
    }

    /// The header as drawn top down in `rows` rows, as fzf draws it: `--header`'s lines, then
    /// the input's; in the default layout (bottom up) the input's first line nearest
    /// `--header`'s. Too many for the rows, those nearest the prompt show.
    func drawnHeader(rows: Int) -> [String] {
        options.layout == .reverse ? Array((options.header + inputHeader).prefix(rows))
            : Array((inputHeader.reversed() + options.header).suffix(rows))
    }

    /// `text` followed by a space and the separator to `width` cells, when there is one and
    /// `text` is not empty.
    private func separated(_ text: String, width: Int) -> String {
        guard let separator = options.separator, !separator.isEmpty, !text.isEmpty else { return text }
        let room = width - text.cellWidth - 1
        guard room > 0 else { return text }
        let unit = max(1, separator.cellWidth)
        return text + " " + String(repeating: separator, count: room / unit)
    }

    /// The count as fzf writes it: a spinner while reading or searching, matches of all lines,
    /// `+S`/`-S` when a key toggles sorting, and with `--multi` the marked (` (2)`, ` (2/5)`
    /// under a limit); `[Command failed: COMMAND]` in their place while the lines' command
    /// failed and gave none.
    var info: String {
        let spinner = busy ? String(Self.spinnerFrames[spinner % Self.spinnerFrames.count]) + " " : "  "
        if let failedCommand, total == 0 { return spinner + "[Command failed: \(failedCommand)]" }
        let sorting = options.bindings.values.contains { $0.contains(.toggleSort) } ? (sorted ? " +S" : " -S") : ""
        let marks = options.multi.map { $0 > 0 ? " (\(marked.count)/\($0))" : " (\(marked.count))" } ?? ""
        return spinner + "\(matches)/\(total)" + sorting + marks
    }

    /// The gutter before a row, drawn once per screen: the cursor's pointer, a marked line's
    /// marker, and the blanks for either.
    private struct RowMarks {
        let pointer: String
        let marker: String
        let noPointer: String
        let noMarker: String
        let width: Int

        init(options: PickerOptions, colors: Bool) {
            let widths = (options.pointer.cellWidth, options.marker.cellWidth)
            pointer = ANSIText(plain: options.pointer).line(width: widths.0, look: [.bold, .accent], colors: colors)
            marker = ANSIText(plain: options.marker).line(width: widths.1, look: .accent, colors: colors)
            noPointer = String(repeating: " ", count: widths.0)
            noMarker = String(repeating: " ", count: widths.1)
            width = widths.0 + widths.1
        }
    }

    /// A match's row: the pointer (on the cursor's row), the marker (on a marked one), its text.
    /// In jump mode, as fzf's, a row with a label has it in the pointer's place, and every
    /// other labelled row is drawn as the cursor's (stripes), the cursor's own as any other.
    private func line(_ row: Row, shownLine: Int, width: Int, colors: Bool, marks: RowMarks) -> String {
        var isCursor = scroll + shownLine == cursor
        var pointer = isCursor ? marks.pointer : marks.noPointer
        if jumping != nil, shownLine < options.jumpLabels.count {
            isCursor = shownLine % 2 == 0
            let label = String(options.jumpLabels[shownLine])
                + String(repeating: " ", count: max(0, options.pointer.cellWidth - 1))
            pointer = ANSIText(plain: label).line(width: label.count, look: [.bold, .accent], colors: colors)
        }
        let look: Look = isCursor ? [.bold, .inverse] : []
        return pointer + (options.marks && row.marked ? marks.marker : marks.noMarker)
            + row.text.line(width: max(0, width - marks.width), tabstop: options.tabstop, matches: row.matches,
                            look: look, colors: colors, padded: true, ellipsis: options.ellipsis,
                            hscrollOff: options.hscroll ? options.hscrollOff : nil, keepRight: options.keepRight)
    }
}
