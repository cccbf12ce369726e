import MenuRender
import TextCore

/// The pane as fzf draws it: in its box, inside its border (`--preview-window border-STYLE`)
/// with its label (`--preview-label`), its header lines (`~N`) and the command's lines from the
/// pane's scroll on, cut (or wrapped) to the box; when they are more than show, the scroll bar
/// beside the lines below the header, in the column inside its right side (or its last, without
/// one), and the first line's number of all ("3/120") inverted at the first line's right end.
extension PickerState {
    func drawPane(_ layout: PickerLayout, palette: PickerPalette, into canvas: inout ScreenCanvas) {
        guard let box = layout.pane, let area = layout.paneText, let window = layout.window else { return }
        canvas.border(box, shape: window.border, unicode: options.unicode, label: previewLabel,
                      position: options.previewLabelPosition, paint: palette.previewBorder,
                      labelPaint: palette.previewLabel, colored: palette.colored)
        canvas.fill(box, sgr: palette.previewBlank.sgr)
        let style = TextStyle(text: palette.preview.sgr, blank: palette.previewBlank.sgr, ownColors: palette.colored)
        let lines = pane.lines, header = window.headerLines, offset = pane.scroll
        // fzf keeps the header lines (`~N`) on top only when they are fewer than the lines and the rows.
        let fixed = header > 0 && header < min(lines.count, area.height) ? header : 0
        // Without them, line 0 is at row `header - offset`: blank rows above it when that is below.
        let from = min(lines.count, fixed > 0 ? offset : max(0, offset - header))
        var shown = Array(repeating: ANSIText(plain: ""), count: fixed > 0 ? 0 : min(area.height, max(0, header - offset)))
        for line in lines[..<fixed] + lines[from...] {
            shown += window.wrap ? line.wrapped(width: area.width, tabstop: options.tabstop) : [line]
            if shown.count >= area.height { break }
        }
        let scrollable = offset > 0 || lines.count > area.height
        let status = ANSIText(plain: "\(offset + 1)/\(lines.count)")
        let statusWidth = scrollable ? min(area.width, status.plain.cellWidth) : 0
        for row in 0..<area.height {
            let width = row == 0 ? area.width - statusWidth : area.width
            var line = (row < shown.count ? shown[row] : ANSIText(plain: ""))
                .line(width: width, tabstop: options.tabstop, style: style, padded: true)
            if row == 0, statusWidth > 0 {
                line += status.line(width: statusWidth, style: TextStyle(text: palette.info.adding(.reverse).sgr))
            }
            canvas.put(row: area.row + row, column: area.column, width: area.width, line)
        }
        guard let bar = options.scrollbar, header < area.height else { return }
        let column = box.column + box.width - (window.border.hasRight ? 2 : 1)
        let body = lines.count - fixed, rows = area.height - header
        let barRows = Self.scrollbar(total: body, rows: rows, scroll: max(0, min(body - rows, offset - header)))
        for row in 0..<rows {
            let text = barRows.contains(row) ? TextStyle.paint(bar, palette.scrollbar.sgr)
                : TextStyle.paint(" ", palette.previewBlank.sgr)
            canvas.put(row: area.row + header + row, column: column, width: 1, text)
        }
    }
}
