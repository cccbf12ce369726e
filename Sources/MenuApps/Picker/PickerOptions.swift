import MenuTerminal

/// How a picker looks and what its keys do, set once from the command line (fzf's options of
/// the same names): the layout, the info line, a border and its spaces, the prompt, the header, marking
/// several lines, wrapping around, a pane, keys that accept, history.
public struct PickerOptions: Equatable, Sendable {
    /// Where the prompt is: at the bottom with the best match just above it (fzf's default),
    /// at the top with the matches going down (`reverse`), or at the bottom with the matches
    /// going down from the top (`reverse-list`).
    public enum Layout: String, CaseIterable, Sendable {
        case `default`, reverse
        case reverseList = "reverse-list"
    }

    /// Where the count of matches goes: a line of its own, after the query, or nowhere.
    public enum Info: String, CaseIterable, Sendable {
        case `default`, inline, hidden
    }

    public var layout = Layout.default
    public var info = Info.default
    /// What comes between the query and the count with `info` inline (fzf's `inline:SEP`).
    public var inlineSeparator = " < "
    /// What is repeated after the count to the end of its line (fzf's `--separator`; nil:
    /// `--no-separator`).
    public var separator: String? = "─"
    /// What draws the scroll bar in the matches' last column when they are more than the
    /// rows (fzf's `--scrollbar`; nil: `--no-scrollbar`).
    public var scrollbar: String? = "│"
    /// Whether borders and the spinner are drawn with Unicode's lines and braille, or ASCII's
    /// `+`, `-`, `|` and `-\|/` (fzf's `--no-unicode`, which also makes the separator's and the
    /// scroll bar's defaults `-` and `|`).
    public var unicode = true
    /// What marks a row cut at either edge (fzf's `--ellipsis`).
    public var ellipsis = ".."
    /// Whether a row too long is cut so its last match shows (fzf's `--hscroll`; else always at
    /// its end), and the cells kept shown after that match (`--hscroll-off`).
    public var hscroll = true
    public var hscrollOff = 10
    /// Whether a row too long shows its end when nothing matched (fzf's `--keep-right`).
    public var keepRight = false
    /// Rows kept between the cursor and the list's ends while it moves (fzf's `--scroll-off`).
    public var scrollOff = 0
    /// Whether the header goes on the other side of the prompt, away from the matches
    /// (fzf's `--header-first`).
    public var headerFirst = false
    /// The border around the whole picker (fzf's `--border`), its label and where that goes
    /// (`--border-label`, `--border-label-pos`; `change-border-label` changes the label).
    public var border = BorderShape.none
    public var borderLabel = ""
    public var borderLabelPosition = LabelPosition()
    /// The pane's label and where it goes on the pane's border (`--preview-label`, `--preview-label-pos`).
    public var previewLabel = ""
    public var previewLabelPosition = LabelPosition()
    /// Blank space outside the border (`--margin`) and inside it (`--padding`).
    public var margin = Spacing.zero
    public var padding = Spacing.zero
    public var prompt = "> "
    /// What marks the cursor's row, and a marked row, before the text (fzf's `--pointer`,
    /// `--marker`): up to two cells each; an unmarked row gets as many blanks.
    public var pointer = ">"
    public var marker = ">"
    /// Lines shown above (or below, in the default layout) the matches: `--header`.
    public var header: [String] = []
    /// Whether Tab marks lines, and how many at most (nil: no marking; 0: no limit).
    public var multi: Int?
    /// Whether moving past the last match goes to the first, and back.
    public var cycle = false
    /// Where the pane goes, when there is one.
    public var pane: PaneWindow?
    /// The pane's command (`--preview`), with fzf's placeholders (``PaneCommand``).
    public var paneCommand: String?
    /// Keys that accept, each printed by its name before the chosen lines (`--expect`).
    public var expect: [Key: String] = [:]
    /// Earlier queries, oldest first (`--history`): Ctrl-P and Ctrl-N go through them.
    public var history: [String]?
    /// Once the input ended, for the starting query: accept the only match (`--select-1`),
    /// end when none matches (`--exit-0`).
    public var selectOne = false
    public var exitZero = false
    /// Whether the lines carry colours to draw (`--ansi`).
    public var ansi = false
    public var tabstop = 8
    /// `--bind`'s actions for keys and events, in place of the default keys'.
    public var bindings: [PickerTrigger: [PickerAction]] = [:]
    /// Whether the query filters the lines at the start (not with `--disabled`).
    public var searchEnabled = true
    /// Whether the matches are ranked at the start (not with `--no-sort`); `toggle-sort` flips it.
    public var sorted = true
    /// The characters `jump` labels the rows in view with, the best match's first (`--jump-labels`).
    /// Whether the word keys take what lies between slashes as a word (`--filepath-word`).
    public var filepathWord = false
    public var jumpLabels = Array("asdfghjklqwertyuiopzxcvbnm1234567890ASDFGHJKLQWERTYUIOPZXCVBNM`~;:,<.>/?'\"!@#$%^&*()[{]}-_=+")

    public init() {}

    /// Whether marking is on.
    public var marks: Bool { multi != nil }
}
