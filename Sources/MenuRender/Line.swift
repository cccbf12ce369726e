import MenuModel
import TextCore

/// One line of output: spans left to right, and maybe an anchor a scroll can target.
public struct Line: Equatable, Sendable {
    public var spans: [Span]
    /// The jump that scrolls to this line: the header of an index's group is the anchor of
    /// the jump to its letter.
    public var anchor: TapTarget?

    public init(_ spans: [Span] = [], anchor: TapTarget? = nil) {
        self.spans = spans
        self.anchor = anchor
    }

    public var cellWidth: Int { spans.reduce(0) { $0 + $1.cellWidth } }

    /// The line without styling and without trailing spaces.
    public var plain: String {
        var text = ""
        for span in spans { text += span.text }
        return text.withoutTrailingSpaces
    }

    /// The line with ANSI SGR colour codes, each styled span reset after itself.
    public var ansi: String { ansi(colors: true) }

    /// The line with ANSI SGR codes: colours and attributes, or without `colors` (for NO_COLOR)
    /// only the attributes that are no colour (bold, inverse, underline).
    public func ansi(colors: Bool) -> String {
        var text = ""
        for span in spans {
            let sgr = span.look.sgr(colors: colors)
            text += sgr.isEmpty ? span.text : "\u{1B}[\(sgr)m\(span.text)\u{1B}[0m"
        }
        return text.withoutTrailingSpaces
    }
}
