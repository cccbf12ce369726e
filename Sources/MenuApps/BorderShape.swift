import TextCore

/// A box's border as fzf's `--border` and `--preview-window border-STYLE` name it: all four
/// sides (rounded, sharp, bold or double corners), lines above and below (`horizontal`),
/// either one (`top`, `bottom`), sides left and right (`vertical`), either one (`left`,
/// `right`), or none.
public enum BorderShape: String, CaseIterable, Sendable {
    case none, rounded, sharp, bold, double, horizontal, vertical, top, bottom, left, right

    /// The characters drawing it: the lines, then the corners top left, top right, bottom
    /// left and bottom right (fzf's: sides-only and lines-only shapes use rounded's lines);
    /// without `unicode` (fzf's `--no-unicode`) ASCII's `-`, `|` and `+` for every shape.
    public func glyphs(unicode: Bool = true) -> (horizontal: String, vertical: String, corners: [String]) {
        guard unicode else { return ("-", "|", ["+", "+", "+", "+"]) }
        return switch self {
        case .sharp: ("─", "│", ["┌", "┐", "└", "┘"])
        case .bold: ("━", "┃", ["┏", "┓", "┗", "┛"])
        case .double: ("═", "║", ["╔", "╗", "╚", "╝"])
        default: ("─", "│", ["╭", "╮", "╰", "╯"])
        }
    }

    /// Whether it goes all around.
    public var isBox: Bool { [.rounded, .sharp, .bold, .double].contains(self) }
    public var hasTop: Bool { isBox || self == .horizontal || self == .top }
    public var hasBottom: Bool { isBox || self == .horizontal || self == .bottom }
    public var hasLeft: Bool { isBox || self == .vertical || self == .left }
    public var hasRight: Bool { isBox || self == .vertical || self == .right }

    /// Whether a label can go on it: it has a line above or below.
    public var takesLabel: Bool { hasTop || hasBottom }

    /// The lines of a box of `width` × `height` cells with this border, plain text; the
    /// inside (and a side not drawn) as blanks.
    ///
    ///     BorderShape.sharp.lines(width: 4, height: 3)  // ["┌──┐", "│  │", "└──┘"]
    public func lines(width: Int, height: Int, unicode: Bool = true) -> [String] {
        guard width > 0, height > 0 else { return [] }
        let glyphs = glyphs(unicode: unicode)
        let rule = { (ends: [String]) in
            isBox ? ends[0] + String.copies(of: glyphs.horizontal, count: max(0, width - 2)) + ends[1]
                : String.copies(of: glyphs.horizontal, count: width)
        }
        let middle = (hasLeft ? glyphs.vertical : "")
            + String.copies(of: " ", count: max(0, width - (hasLeft ? 1 : 0) - (hasRight ? 1 : 0)))
            + (hasRight ? glyphs.vertical : "")
        return (0..<height).map { row in
            if row == 0 && hasTop { return rule(Array(glyphs.corners[0...1])) }
            if row == height - 1 && hasBottom { return rule(Array(glyphs.corners[2...3])) }
            return middle
        }
    }
}
