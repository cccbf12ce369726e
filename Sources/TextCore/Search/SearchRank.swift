/// Where a search result stands among the results of one list: they sort best first.
///
///     SearchRank(score: 90, title: "yq/copyright", offset: 7, tiesByLength: true)
///         < SearchRank(score: 90, title: "libassuan0/copyright", offset: 2, tiesByLength: true)   // true
///
/// A higher score comes first. Among equal scores, fuzzy search puts the shorter title first,
/// as fzf's default `--tiebreak=length` does (whitespace at either end not counted); then the
/// text that comes first in the list (a menu's order, or an index's order).
package struct SearchRank: Comparable {
    var score: Int
    /// The title's length in characters for fuzzy search; 0 for the modes that don't break
    /// ties by length.
    var length: Int
    /// The text's place in its list.
    package var offset: Int

    /// The rank of a match of `title` at `offset` in its list; `tiesByLength` (fuzzy search)
    /// ranks the shorter title first among equal scores.
    package init(score: Int, title: String, offset: Int, tiesByLength: Bool) {
        self.score = score
        self.length = tiesByLength ? Self.trimmedLength(title) : 0
        self.offset = offset
    }

    /// Whether `a` ranks above `b`.
    package static func < (a: SearchRank, b: SearchRank) -> Bool {
        (b.score, a.length, a.offset) < (a.score, b.length, b.offset)
    }

    /// The number of characters of a prepared text without whitespace at either end.
    static func trimmedLength<Text: PreparedCharacters>(_ text: Text) -> Int {
        var end = text.count
        while end > 0, text[end - 1].isWhitespace { end -= 1 }
        var start = 0
        while start < end, text[start].isWhitespace { start += 1 }
        return end - start
    }

    /// The number of characters of `text` without whitespace at either end.
    ///
    ///     SearchRank.trimmedLength("  yq/copyright ")   // 12
    static func trimmedLength(_ text: String) -> Int {
        var length = 0, pendingSpaces = 0
        for character in text {
            if SearchText.isWhitespace(character) {
                if length > 0 { pendingSpaces += 1 }
            } else {
                length += pendingSpaces + 1
                pendingSpaces = 0
            }
        }
        return length
    }
}
