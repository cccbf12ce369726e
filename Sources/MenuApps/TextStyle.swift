import MenuRender

/// How ``ANSIText/line(width:tabstop:matches:style:padded:ellipsis:hscrollOff:keepRight:)``
/// paints a line: the SGR parameters of its characters, of the characters a search matched,
/// and of the blanks that pad it, and whether the text's own colours are kept. A character of
/// the text's own colour is drawn in `text` then its own (its own win); a matched one in its
/// own then `matched` (the match wins), as fzf draws `--ansi` lines.
///
///     TextStyle(text: "38;5;254;48;5;236", matched: "38;5;151;48;5;236")   // fzf's current line
///     TextStyle(look: .accent, colors: true)                               // a menu's look
public struct TextStyle: Equatable, Sendable {
    public var text: String
    public var matched: String
    public var blank: String
    /// Whether the text's own SGR sequences are drawn (not under NO_COLOR).
    public var ownColors: Bool

    public init(text: String = "", matched: String = "", blank: String = "", ownColors: Bool = true) {
        (self.text, self.matched, self.blank, self.ownColors) = (text, matched, blank, ownColors)
    }

    /// A look of the menus': its codes, matched characters also underlined (and yellow, in
    /// colour); without `colors` (NO_COLOR), only the attributes and none of the text's own colours.
    public init(look: Look, colors: Bool) {
        self.init(text: look.sgr(colors: colors), matched: look.union(.matched).sgr(colors: colors), ownColors: colors)
    }

    /// Nothing added: the text's own colours, when `colors`.
    public static func plain(colors: Bool) -> TextStyle { TextStyle(look: [], colors: colors) }

    /// `text` drawn in `codes` (itself when there are none), reset after.
    static func paint(_ text: String, _ codes: String) -> String {
        codes.isEmpty || text.isEmpty ? text : "\u{1B}[0;\(codes)m" + text + "\u{1B}[0m"
    }
}
