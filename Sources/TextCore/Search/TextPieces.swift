/// A text made of pieces joined by a separator, matched piece by piece: fzf's `--nth` of several
/// ranges (`-n2..,..`) searches each range on its own, a term matching within one of them.
///
///     "echo 2nd\u{1E}3\techo 2nd"   // pieces "echo 2nd" and "3\techo 2nd"
public enum TextPieces {
    /// The character between two pieces (ASCII's record separator, which lines don't hold).
    public static let separator: Character = "\u{1E}"
    static let separatorKey = UInt32(0x1E)

    /// The first piece of `text` that `match` finds a match in, with its positions made
    /// positions in `text`.
    static func firstMatch<Text: PreparedCharacters>(
        in text: Text, _ match: (Piece<Text>) -> (score: Int, positions: [Int])?
    ) -> (score: Int, positions: [Int])? {
        var start = 0
        while start <= text.count {
            var end = start
            while end < text.count, text[end].key != separatorKey { end += 1 }
            if let found = match(Piece(base: text, start: start, count: end - start)) {
                return (found.score, found.positions.map { $0 + start })
            }
            start = end + 1
        }
        return nil
    }

    /// One piece of a text, read in place: its characters from position 0.
    struct Piece<Base: PreparedCharacters>: PreparedCharacters {
        let base: Base
        let start: Int
        let count: Int

        subscript(position: Int) -> SearchCharacter { base[start + position] }
    }
}
