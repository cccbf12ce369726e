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

    /// Where everything goes in the picker's size.
    public var layout: PickerLayout {
        PickerLayout(options: options, size: size, headerLines: header.count,
                     pane: paneShown && (paneCommand != nil || pane.key != nil) ? paneWindow : nil)
    }

    /// The screen for `rows` (the matches from ``scroll`` on, as many as ``layout`` shows),
    /// painted in `palette` as fzf paints each part.
    public func screen(rows: [Row], palette: PickerPalette) -> Screen {
        let layout = layout, size = layout.size, main = layout.main
        var canvas = ScreenCanvas(rows: size.rows, columns: size.columns)
        // The main part, row by row, each padded to its width. As fzf's, its last column is the
        // scroll bar's: the other lines end before it.
        let prompt = ANSIText(self.prompt)
        let promptWidth = min(main.width, prompt.plain.cellWidth)
        let lineWidth = max(0, main.width - 1)
        let inlineInfo = options.info == .inline ? " " + options.inlineSeparator + count : ""
        let shown = query.visible(inCells: max(1, main.width - promptWidth - inlineInfo.cellWidth))
        let marks = RowMarks(options: options, palette: palette)
        let header = drawnHeader(rows: layout.headerRows.count)
        let scrollbar = Self.scrollbar(total: matches, rows: layout.listCount, scroll: scroll)
        let blank = TextStyle.paint(ANSIText.spaces(main.width), palette.blank.sgr)
        for row in main.row..<main.row + main.height {
            var line = blank
            if row == layout.promptRow {
                let queryWidth = min(shown.text.cellWidth, main.width - promptWidth)
                let input = searchEnabled ? palette.input : palette.disabled
                line = Self.prompt(prompt, width: promptWidth, palette: palette)
                    + ANSIText(plain: shown.text).line(width: queryWidth, style: TextStyle(text: input.sgr), padded: true)
                let separator = busy ? palette.spinner : palette.prompt
                let inline = options.info != .inline ? []
                    : [(" ", palette.blank), (options.inlineSeparator, separator)]
                        + counted(width: lineWidth - promptWidth - queryWidth - 1 - options.inlineSeparator.cellWidth,
                                  palette: palette)
                line += Self.segments(inline, width: main.width - promptWidth - queryWidth, blank: palette.blank)
            } else if row == layout.infoRow {
                let spinner = busy ? String(spinnerFrames[spinner % spinnerFrames.count]) : " "
                line = Self.segments([(spinner, busy ? palette.spinner : palette.blank), (" ", palette.blank)]
                                     + counted(width: lineWidth - 2, palette: palette), width: main.width, blank: palette.blank)
            } else if let index = layout.headerRows.firstIndex(of: row) {
                let text = options.ansi ? ANSIText(header[index]) : ANSIText(plain: header[index])
                line = TextStyle.paint("  ", palette.blank.sgr)
                    + text.line(width: max(0, main.width - 2), tabstop: options.tabstop,
                                style: TextStyle(text: palette.header.sgr, blank: palette.blank.sgr,
                                                 ownColors: palette.colored), padded: true)
            } else if let shownLine = layout.shownLine(atRow: row, column: main.column), shownLine < rows.count {
                // As fzf, a row leaves its last column to the scroll bar.
                let bar = scrollbar.contains(shownLine) ? options.scrollbar ?? " " : " "
                line = self.line(rows[shownLine], shownLine: shownLine, width: max(0, main.width - 1), palette: palette,
                                 marks: marks)
                    + ANSIText(plain: bar).line(width: 1, style: TextStyle(text: palette.scrollbar.sgr, blank: palette.blank.sgr),
                                                padded: true)
            }
            canvas.put(row: row, column: main.column, width: main.width, line)
        }
        // As fzf's border window, the border's inside (the padding) in the background's colour.
        if let box = layout.border { canvas.fill(box, sgr: palette.blank.sgr) }
        drawPane(layout, palette: palette, into: &canvas)
        if let box = layout.border {
            canvas.border(box, shape: options.border, unicode: options.unicode, label: borderLabel,
                          position: options.borderLabelPosition, paint: palette.border, labelPaint: palette.borderLabel,
                          colored: palette.colored)
        }
        let lines = canvas.lines
        let cursorColumn = min(size.columns - 1, main.column + promptWidth + shown.cursor)
        return Screen(size: size, lines: lines, cursor: Screen.Position(row: layout.promptRow, column: max(0, cursorColumn)))
    }

    /// The prompt as fzf paints it: its text in the prompt's colour (its own colours over it),
    /// the blanks it ends with in the plain text's.
    private static func prompt(_ prompt: ANSIText, width: Int, palette: PickerPalette) -> String {
        let text = prompt.plain
        let body = text.reversed().drop { $0 == " " || $0 == "\t" }.count
        let bodyWidth = min(width, String(text.prefix(body)).cellWidth)
        let style = TextStyle(text: palette.prompt.sgr, ownColors: palette.colored)
        return prompt.line(width: bodyWidth, style: style)
            + TextStyle.paint(String.copies(of: " ", count: max(0, width - bodyWidth)), palette.plain.sgr)
    }

    /// The count in the info's colour, then (when the separator has room in `width` cells) a
    /// blank and the separator to the end, as fzf writes them.
    private func counted(width: Int, palette: PickerPalette) -> [(String, PickerPalette.Pair)] {
        var parts = [(count, palette.info)]
        if let separator = options.separator, !separator.isEmpty, width - count.cellWidth - 1 > 0 {
            let room = width - count.cellWidth - 1
            parts.append((" " + String.copies(of: separator, count: room / max(1, separator.cellWidth)), palette.separator))
        }
        return parts
    }

    /// Texts each in its pair, cut to `width` cells and padded with blanks to it.
    private static func segments(_ parts: [(String, PickerPalette.Pair)], width: Int, blank: PickerPalette.Pair) -> String {
        var line = "", room = width
        for (text, pair) in parts where room > 0 {
            let shown = ANSIText(plain: text).line(width: room, style: TextStyle(text: pair.sgr))
            room -= min(room, text.cellWidth)
            line += shown
        }
        return line + TextStyle.paint(ANSIText.spaces(max(0, room)), blank.sgr)
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
        return text + " " + String.copies(of: separator, count: room / unit)
    }

    /// The count as fzf writes it: matches of all lines, `+S`/`-S` when a key toggles
    /// sorting, and with `--multi` the marked (` (2)`, ` (2/5)` under a limit);
    /// `[Command failed: COMMAND]` in its place while the lines' command failed and gave none,
    /// and `[MESSAGE]` while a `lua:FILE` failed (until the next key).
    var count: String {
        if let failure { return "[\(failure)]" }
        if let failedCommand, total == 0 { return "[Command failed: \(failedCommand)]" }
        let sorting = options.bindings.values.contains { $0.contains(.toggleSort) } ? (sorted ? " +S" : " -S") : ""
        let marks = options.multi.map { $0 > 0 ? " (\(marked.count)/\($0))" : " (\(marked.count))" } ?? ""
        return "\(matches)/\(total)" + sorting + marks
    }

    /// The spinner's frames: fzf's braille, or with `--no-unicode` its ASCII.
    private var spinnerFrames: [Character] {
        options.unicode ? Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏") : Array("-\\|/-\\|/")
    }

    /// The gutter's blanks and marker, made once per screen, on the current line and on the others.
    private struct RowMarks {
        let current: (marker: String, noPointer: String, noMarker: String)
        let other: (marker: String, noPointer: String, noMarker: String)
        let width: Int

        init(options: PickerOptions, palette: PickerPalette) {
            let marker = options.marker, paint = TextStyle.paint
            let noPointer = String.copies(of: " ", count: options.pointer.cellWidth)
            let noMarker = String.copies(of: " ", count: marker.cellWidth)
            current = (paint(marker, palette.currentSelected.sgr), paint(noPointer, palette.currentCursorEmpty.sgr),
                       paint(noMarker, palette.currentSelectedEmpty.sgr))
            other = (paint(marker, palette.selected.sgr), paint(noPointer, palette.cursorEmpty.sgr),
                     paint(noMarker, palette.blank.sgr))
            width = options.pointer.cellWidth + marker.cellWidth
        }
    }

    /// A match's row: the pointer (on the cursor's row), the marker (on a marked one), its text,
    /// the current line in `fg+` over `bg+`, the others in `fg` over `bg` beside the gutter.
    /// In jump mode, as fzf's, a row with a label has it in the pointer's place, and every
    /// other labelled row is drawn as the cursor's (stripes), the cursor's own as any other.
    private func line(_ row: Row, shownLine: Int, width: Int, palette: PickerPalette, marks: RowMarks) -> String {
        var isCursor = scroll + shownLine == cursor
        var label: String?
        if jumping != nil {
            if shownLine < options.jumpLabels.count {
                isCursor = shownLine % 2 == 0
                label = String(options.jumpLabels[shownLine])
                    + String.copies(of: " ", count: max(0, options.pointer.cellWidth - 1))
            }
        } else if isCursor {
            label = options.pointer
        }
        let gutter = isCursor ? marks.current : marks.other
        let pointer = label.map { TextStyle.paint($0, (isCursor ? palette.currentCursor : palette.cursor).sgr) }
            ?? gutter.noPointer
        let (text, matched) = isCursor ? (palette.current, palette.currentMatch) : (palette.normal, palette.match)
        let style = TextStyle(text: text.sgr, matched: matched.sgr, blank: palette.blank.sgr, ownColors: palette.colored)
        return pointer + (options.marks && row.marked ? gutter.marker : gutter.noMarker)
            + row.text.line(width: max(0, width - marks.width), tabstop: options.tabstop, matches: row.matches,
                            style: style, padded: true, ellipsis: options.ellipsis,
                            hscrollOff: options.hscroll ? options.hscrollOff : nil, keepRight: options.keepRight)
    }
}
