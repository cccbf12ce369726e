/// Where a pane is drawn and how big, as fzf's `--preview-window` says it:
/// `right:50%`, `down,40%`, `up:10`, `left`, `hidden` (shown by the toggle key), `wrap`,
/// `default` (all of these as they start), and for `pick` as fzf's: `border-STYLE`,
/// `[no]follow`, `[no]cycle`, the line shown first (`+123`, `+{2}-5/2`) and `~N` header lines;
/// in any order, separated by `:` or `,`; and fzf's alternative layout, used where this one's
/// pane would be smaller than a threshold (`right,50%,<60(up,40%)`: above the list when the pane
/// beside it would have under 60 columns). A size of 0 draws no pane, yet (in `pick`, as fzf's) its
/// command runs, for what it does.
///
///     try PaneWindow("down:40%")   // PaneWindow(position: .down, size: .percent(40))
public struct PaneWindow: Equatable, Sendable {
    public enum Position: String, CaseIterable, Sendable {
        case up, down, left, right
    }

    public enum Size: Equatable, Sendable {
        /// Cells (columns beside the list, rows above or below it), border included; 0 for none.
        case cells(Int)
        /// A share of the window.
        case percent(Int)
    }

    public var position: Position = .right
    public var size: Size = .percent(50)
    /// Whether it starts hidden (the toggle key shows it).
    public var hidden = false
    /// Whether long lines wrap instead of being cut.
    public var wrap = false
    /// The border around it (`border-STYLE`; `pick` draws it, `run -i` always rounded).
    public var border = BorderShape.rounded
    /// Whether it stays at the end of what the command prints, as the command prints more
    /// (`follow`; scrolling up stops it, back to the end starts it again).
    public var follow = false
    /// Whether scrolling past either end goes on from the other (`cycle`).
    public var cycle = false
    /// The line shown first, fzf's offset expression: `+N` terms, `+{2}` a field of the
    /// current line, `/N` less that share of the pane's rows (`+{2}-/2`: the line in the middle).
    public var scroll: String?
    /// How many of the first lines stay at the top as it scrolls (`~N`).
    public var headerLines = 0
    /// The size under which the ``alternative`` is used instead (`<N(…)`; 0: none): the pane's
    /// width beside the list, or its height above or below it, its border included.
    public var threshold = 0
    /// The layout used under the threshold: this one with the words of `<N(…)` read over it.
    public var alternative: PaneWindow? {
        get { alternatives.first }
        set { alternatives = newValue.map { [$0] } ?? [] }
    }
    /// ``alternative``, kept in an array: a struct can't hold a value of its own type.
    private var alternatives: [PaneWindow] = []

    public init() {}

    /// Reads a spec over `base` (the words it names change it); throws the word it can't read.
    public init(_ spec: String, over base: PaneWindow = PaneWindow()) throws(PaneWindowError) {
        self = base
        // `<80(up,40%)`, the layout under 80 columns, holds commas of its own: set aside first,
        // read over the rest once it is read (as fzf's, only one).
        let alternative = spec.firstMatch(of: /<([1-9][0-9]*)\(([^)<]+)\)/)
        let spec = spec.replacing(/<[0-9]+\([^)]*\)/, with: "")
        defer {
            if let alternative, let threshold = Int(alternative.1) {
                var base = self
                base.alternative = nil
                base.hidden = false
                self.threshold = threshold
                self.alternative = try? PaneWindow(String(alternative.2), over: base)
            }
        }
        if let alternative { _ = try PaneWindow(String(alternative.2)) }      // its words are told at once
        for word in spec.split(whereSeparator: { $0 == ":" || $0 == "," }).map(String.init) {
            if word.wholeMatch(of: /\+\{-?[0-9]+\}([+-][0-9]+)*(-?\/[1-9][0-9]*)?|([+-][0-9]+)+(-?\/[1-9][0-9]*)?|-?\/[1-9][0-9]*/) != nil {
                scroll = word
                continue
            }
            if word.hasPrefix("~"), let lines = Int(word.dropFirst()), lines >= 0, !word.hasPrefix("~+") {
                headerLines = lines
                continue
            }
            switch word {
            case "default": self = PaneWindow()
            case "up", "top": position = .up
            case "down", "bottom": position = .down
            case "left": position = .left
            case "right": position = .right
            case "hidden": hidden = true
            case "nohidden": hidden = false
            case "wrap": wrap = true
            case "nowrap": wrap = false
            case "follow": follow = true
            case "nofollow": follow = false
            case "cycle": cycle = true
            case "nocycle": cycle = false
            case "border", "rounded": border = .rounded
            case "sharp": border = .sharp
            case "noborder": border = .none
            case "border-up": border = .top
            case "border-down": border = .bottom
            default:
                if word.hasPrefix("border-"), let shape = BorderShape(rawValue: String(word.dropFirst(7))) {
                    border = shape
                } else if word.hasSuffix("%"), let percent = Int(word.dropLast()), (1...99).contains(percent) {
                    size = .percent(percent)
                } else if let cells = Int(word), cells > 0 {
                    size = .cells(cells)
                } else if word == "0" || word == "0%" {
                    size = .cells(0)
                } else {
                    throw PaneWindowError(word: word)
                }
            }
        }
    }

    /// How many cells of `available` (the window's width beside, or height above and below)
    /// the pane takes, border included; 0 when too little would be left for either side.
    public func extent(of available: Int) -> Int {
        let wanted: Int
        switch size {
        case .cells(let cells): wanted = cells
        case .percent(let percent): wanted = available * percent / 100
        }
        let extent = min(wanted, available - 3)
        return extent >= 3 ? extent : 0
    }
}

/// A `--preview-window` word that is neither a position, a size nor an option.
public struct PaneWindowError: Error, Equatable {
    public let word: String
}
