/// Where a label goes on a border (fzf's `--border-label-pos`, `--preview-label-pos`): its
/// column from the left (1 the first), from the right when negative (-1 ends at the last), or
/// centred (0); on the line above, or the one below (`bottom`).
///
///     LabelPosition("-3:bottom")?.start(inWidth: 20, length: 5)  // 13
public struct LabelPosition: Equatable, Sendable {
    public var column = 0
    public var bottom = false

    public init(column: Int = 0, bottom: Bool = false) {
        self.column = column
        self.bottom = bottom
    }

    /// Reads fzf's words joined by `:` or `,`: a column, `center`, `top`, `bottom` (the last of
    /// each kind wins); nil for another word.
    public init?(_ text: String) {
        for word in text.lowercased().split(whereSeparator: { $0 == ":" || $0 == "," }) {
            switch word {
            case "center": column = 0
            case "top": bottom = false
            case "bottom": bottom = true
            default:
                guard let number = Int(word) else { return nil }
                column = number
            }
        }
    }

    /// The column (from 0) where a label `length` cells long starts on a border `width` cells
    /// long, as fzf places it: centred, else from the left or the right, kept inside.
    public func start(inWidth width: Int, length: Int) -> Int {
        if column == 0 { return max(0, (width - length) / 2) }
        if column < 0 { return max(0, width + column + 1 - length) }
        return max(0, min(column - 1, width - length))
    }
}
