/// The picker's colours resolved as fzf 0.38 resolves them: the theme over its base (each part
/// not given takes the base's; `preview-fg` the `fg`, `gutter` the `bg+`, `separator` and
/// `scrollbar` the `border`, …), then one ``Pair`` for each way a part is drawn — the pointer
/// on the current line over `bg+`, elsewhere over the `gutter` — written as SGR parameters.
///
///     let palette = PickerPalette(theme: .empty.boldened(), base: .dark256)
///     palette.current.sgr   // "1;38;5;254;48;5;236"
public struct PickerPalette: Equatable, Sendable {
    public typealias Color = PickerTheme.Color
    public typealias Attributes = PickerTheme.Attributes

    /// A foreground, a background and attributes, as one SGR sequence's parameters.
    public struct Pair: Equatable, Sendable {
        public let foreground: Color
        public let background: Color
        public let attributes: Attributes
        /// "" when the pair draws as the terminal's default.
        public let sgr: String

        init(_ foreground: Color, _ background: Color, _ attributes: Attributes) {
            (self.foreground, self.background, self.attributes) = (foreground, background, attributes)
            var codes: [String] = []
            for (attribute, code) in [(Attributes.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"),
                                      (.blink, "5"), (.reverse, "7"), (.strikethrough, "9")]
            where attributes.contains(attribute) {
                codes.append(code)
            }
            codes += Self.codes(foreground, offset: 0) + Self.codes(background, offset: 10)
            sgr = codes.joined(separator: ";")
        }

        /// The pair with `more` attributes too.
        func adding(_ more: Attributes) -> Pair {
            Pair(foreground, background, attributes.union(more))
        }

        /// fzf's codes for a colour: 30–37 and 90–97 for the first sixteen, `38;5;N` for the
        /// rest of 256, `38;2;R;G;B` for 24 bits (40, 100, 48 for a background); none for the
        /// terminal's.
        private static func codes(_ color: Color, offset: Int) -> [String] {
            switch color {
            case .undefined, .terminal: []
            case .index(let n) where n < 8: ["\(30 + offset + n)"]
            case .index(let n) where n < 16: ["\(90 + offset + n - 8)"]
            case .index(let n): ["\(38 + offset);5;\(n)"]
            case .rgb(let r, let g, let b): ["\(38 + offset);2;\(r);\(g);\(b)"]
            }
        }
    }

    public let prompt, normal, input, disabled, match: Pair
    /// The text's colours over the background without attributes: the blanks a prompt ends with.
    public let plain: Pair
    /// The pointer (or a jump label) and its blank on a line that is not the current one: over the gutter.
    public let cursor, cursorEmpty: Pair
    /// The marker on a line that is not the current one.
    public let selected: Pair
    /// The current line, its matches, its pointer and marker (and their blanks): over `bg+`.
    public let current, currentMatch, currentCursor, currentCursorEmpty, currentSelected, currentSelectedEmpty: Pair
    public let spinner, info, header, separator, scrollbar, border, borderLabel: Pair
    public let preview, previewBorder, previewLabel: Pair
    /// A blank cell of the main window and of the preview: the background only.
    public let blank, previewBlank: Pair
    /// Whether colours are drawn at all (false under `bw`): a line's own colours (`--ansi`, a
    /// preview's) are kept only then.
    public let colored: Bool

    /// `theme` over `base`; `black`, fzf's `--black`: the background black.
    public init(theme: PickerTheme, base: PickerTheme, black: Bool = false) {
        var theme = theme
        if black { theme[.bg] = PickerTheme.Paint(.index(0)) }
        for part in [PickerTheme.Part.query, .fg, .bg, .currentBackground, .prompt, .match, .current, .currentMatch,
                     .spinner, .info, .pointer, .marker, .header, .border, .label] {
            theme[part] = theme[part].over(base[part])
        }
        for (part, from) in [(PickerTheme.Part.disabled, PickerTheme.Part.query), (.gutter, .currentBackground),
                             (.previewFg, .fg), (.previewBg, .bg), (.previewLabel, .label), (.separator, .border),
                             (.scrollbar, .border)] {
            theme[part] = theme[part].over(theme[from])
        }
        func pair(_ part: PickerTheme.Part, _ background: PickerTheme.Part) -> Pair {
            pair(theme[part], background)
        }
        func pair(_ paint: PickerTheme.Paint, _ background: PickerTheme.Part) -> Pair {
            let attributes = paint.attributes ?? []
            let reversedDefault = paint.color == .terminal && attributes.contains(.reverse)
            return Pair(paint.color, reversedDefault ? .terminal : theme[background].color, attributes)
        }
        let blankText = PickerTheme.Paint(theme[.fg].color, .regular)
        prompt = pair(.prompt, .bg)
        normal = pair(.fg, .bg)
        plain = Pair(normal.foreground, normal.background, [])
        input = pair(.query, .bg)
        disabled = pair(.disabled, .bg)
        match = pair(.match, .bg)
        cursor = pair(.pointer, .gutter)
        cursorEmpty = pair(blankText, .gutter)
        selected = pair(.marker, .gutter)
        current = pair(.current, .currentBackground)
        currentMatch = pair(.currentMatch, .currentBackground)
        currentCursor = pair(.pointer, .currentBackground)
        currentCursorEmpty = pair(blankText, .currentBackground)
        currentSelected = pair(.marker, .currentBackground)
        currentSelectedEmpty = pair(blankText, .currentBackground)
        spinner = pair(.spinner, .bg)
        info = pair(.info, .bg)
        header = pair(.header, .bg)
        separator = pair(.separator, .bg)
        scrollbar = pair(.scrollbar, .bg)
        border = pair(.border, .bg)
        borderLabel = pair(.label, .bg)
        preview = pair(.previewFg, .previewBg)
        previewBorder = pair(.border, .previewBg)
        previewLabel = pair(.previewLabel, .previewBg)
        blank = Pair(.terminal, theme[.bg].color, [])
        previewBlank = Pair(.terminal, theme[.previewBg].color, [])
        colored = theme.colored
    }

    /// fzf's colours on a terminal of 256 colours, with no options.
    public static let fzf = PickerPalette(theme: PickerTheme.empty.boldened(), base: .dark256)
    /// No colours: fzf's `--no-color`, pick's under NO_COLOR.
    public static let noColor = PickerPalette(theme: PickerTheme.noColor.boldened(), base: .dark256)

    /// fzf's base theme for the terminal `environment` describes: 256 colours when `TERM` says
    /// so (`xterm-256color`) or `COLORTERM` is set, else 16.
    public static func base(environment: [String: String]) -> PickerTheme {
        (environment["TERM"] ?? "").contains("256") || !(environment["COLORTERM"] ?? "").isEmpty
            ? .dark256 : .default16
    }
}
