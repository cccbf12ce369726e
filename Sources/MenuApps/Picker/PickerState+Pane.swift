import MenuRender
import TextCore

/// The pane as fzf draws it: in its box, inside its border (`--preview-window border-STYLE`)
/// with its label (`--preview-label`), the command's lines from the pane's scroll on, cut (or
/// wrapped) to the box; when they are more than show, the scroll bar in the column inside its
/// right side (or its last, without one) and the first line's number of all ("3/120") inverted
/// at the first line's right end.
extension PickerState {
    func drawPane(_ layout: PickerLayout, colors: Bool, into canvas: inout ScreenCanvas) {
        guard let box = layout.pane, let area = layout.paneText, let window = options.pane else { return }
        canvas.border(box, shape: window.border, label: previewLabel, position: options.previewLabelPosition, colors: colors)
        let shown = window.wrap ? pane.lines.flatMap { $0.wrapped(width: area.width, tabstop: options.tabstop) } : pane.lines
        let first = max(0, min(pane.scroll, shown.count - area.height))
        let scrollable = first > 0 || shown.count > area.height
        let status = ANSIText(plain: "\(first + 1)/\(pane.lines.count)")
        let statusWidth = scrollable ? min(area.width, status.plain.cellWidth) : 0
        for row in 0..<area.height {
            let width = row == 0 ? area.width - statusWidth : area.width
            var line = first + row < shown.count
                ? shown[first + row].line(width: width, tabstop: options.tabstop, colors: colors, padded: true)
                : String(repeating: " ", count: max(0, width))
            if row == 0, statusWidth > 0 { line += status.line(width: statusWidth, look: [.inverse, .muted], colors: colors) }
            canvas.put(row: area.row + row, column: area.column, width: area.width, line)
        }
        guard let bar = options.scrollbar else { return }
        let column = box.column + box.width - (window.border.hasRight ? 2 : 1)
        let barRows = Self.scrollbar(total: shown.count, rows: area.height, scroll: first)
        for row in 0..<area.height {
            let text = barRows.contains(row) ? ANSIText(plain: bar).line(width: 1, look: .muted, colors: colors) : " "
            canvas.put(row: area.row + row, column: column, width: 1, text)
        }
    }
}
