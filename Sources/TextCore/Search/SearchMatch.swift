/// Where a query matched an item's text: a score (higher is better) and the matched characters.
///
///     SearchMode.substring.match("👤 김도영", query: "도영")
///     // SearchMatch(score: 997, ranges: [3..<5])
///
/// Ranges are half-open, ascending, non-adjacent offsets of `Character`s (grapheme clusters) in
/// the text: "👤", "✉️" and "한" are one character each, whatever their scalars, UTF-8 bytes or
/// terminal cells. A front end converts them to its own units.
public struct SearchMatch: Equatable, Sendable {
    /// How well the query matched: higher is better, compared within one mode only.
    public var score: Int
    /// The matched characters, as character offsets (see above).
    public var ranges: [Range<Int>]

    /// A match scoring `score` at `ranges`.
    public init(score: Int, ranges: [Range<Int>]) {
        self.score = score
        self.ranges = ranges
    }

    /// Ranges covering ascending character `positions`, adjacent ones merged.
    ///
    ///     SearchMatch.ranges(of: [0, 1, 4])   // [0..<2, 4..<5]
    static func ranges(of positions: [Int]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for position in positions {
            if let last = ranges.last, last.upperBound == position {
                ranges[ranges.count - 1] = last.lowerBound..<position + 1
            } else {
                ranges.append(position..<position + 1)
            }
        }
        return ranges
    }
}
