import MenuRender
import TextCore

/// A pane drawn in a box for `run -i`: what a script gives for the focused item, scrolled, its
/// own colours kept, cut or wrapped to the box, and "3/120" in the top border when there is
/// more than shows. (`pick` draws its pane as fzf does: see `PickerState.drawPane`.)
///
///     PaneBox.lines(ANSIText.lines("a\nb"), scroll: 0, width: 12, height: 4, colors: false)
///     // ["╭──────────╮", "│ a        │", "│ b        │", "╰──────────╯"]
public enum PaneBox {
    /// The box's `height` lines, each `width` cells: the content from line `scroll` on.
    public static func lines(_ content: [ANSIText], scroll: Int, width: Int, height: Int, wrap: Bool = false,
                             tabstop: Int = 8, colors: Bool) -> [String] {
        guard width >= 4, height >= 3 else { return Array(repeating: String.copies(of: " ", count: max(0, width)), count: max(0, height)) }
        let inner = width - 4, rows = height - 2
        let shown = wrap ? content.flatMap { $0.wrapped(width: inner, tabstop: tabstop) } : content
        let first = max(0, min(scroll, shown.count - rows))
        let border = { (text: String) in colors ? "\u{1B}[0;90m" + text + "\u{1B}[0m" : text }
        var top = "╭" + String.copies(of: "─", count: width - 2) + "╮"
        if shown.count > rows {
            let status = " \(first + 1)/\(shown.count) "
            if status.count + 2 < width {
                top = "╭" + String.copies(of: "─", count: width - 2 - status.count) + status + "╮"
            }
        }
        var lines = [border(top)]
        for row in 0..<rows {
            let text = first + row < shown.count
                ? shown[first + row].line(width: inner, tabstop: tabstop, style: .plain(colors: colors), padded: true)
                : String.copies(of: " ", count: inner)
            lines.append(border("│") + " " + text + " " + border("│"))
        }
        lines.append(border("╰" + String.copies(of: "─", count: width - 2) + "╯"))
        return lines
    }

    /// How many lines of content a box of `height` shows.
    private static func rows(inHeight height: Int) -> Int { max(0, height - 2) }

    /// The cells of content `box` shows (at least one each way), what a pane's command is told
    /// (`FZF_PREVIEW_COLUMNS`, `FZF_PREVIEW_LINES`); one cell when no box is shown.
    public static func content(of box: ScreenRect?) -> (columns: Int, lines: Int) {
        (max(1, (box?.width ?? 5) - 4), max(1, rows(inHeight: box?.height ?? 3)))
    }
}
