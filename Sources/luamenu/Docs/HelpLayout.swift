import MenuRender
import TextCore

/// How help pages lay out a name and its explanation: the explanation wrapped in a column
/// beside the name, in terminal cells (Hangul takes two).
///
///     HelpLayout.row("--width N", "Fit the text to N terminal cells.")
///     // "  --width N        Fit the text to N terminal cells.\n"
enum HelpLayout {
    /// The width help text is wrapped to, in cells.
    static let width = 92

    /// `  NAME   text wrapped at 92 cells, continued under itself`; a name too long for the
    /// column puts the text on the next line.
    static func row(_ name: String, _ text: String, column: Int = 19) -> String {
        let lead = "  " + name
        let indent = String.copies(of: " ", count: column)
        let lines = wrapped(text, width: width - column)
        guard let first = lines.first else { return lead + "\n" }
        var row = lead.cellWidth <= column - 2 ? lead.padded(toCells: column) + first + "\n"
                                               : lead + "\n" + indent + first + "\n"
        for line in lines.dropFirst() { row += indent + line + "\n" }
        return row
    }

    /// `text` wrapped at 92 cells, every line indented by two spaces.
    static func paragraph(_ text: String) -> String {
        wrapped(text, width: width - 2).map { "  " + $0 + "\n" }.joined()
    }

    /// `text`'s words in lines of at most `width` cells (a longer word gets a line of its own).
    static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.cellWidth + 1 + word.description.cellWidth > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
