/// Substring and 초성 search: the query's characters as one contiguous run of the text.
///
///     let pattern = SearchPattern("ㅅㅇ", mode: .choseong)
///     ContiguousSearch.match(SearchText("수원역", for: pattern), pattern)
///     // SearchMatch(score: 1000, ranges: [0..<2])
///
/// The first occurrence wins. Its score is `1000 − start` (at least 1), so a match at the
/// start ranks above one later in the text. When the pattern skips whitespace (choseong), the
/// run may span it, and its ranges leave it out.
enum ContiguousSearch {
    static func match(_ text: SearchText, _ pattern: SearchPattern) -> SearchMatch? {
        let length = pattern.units.count
        guard length <= text.count else { return nil }
        for start in 0..<text.count where !text.isSkipped(start) {
            if let end = end(of: pattern, in: text, from: start) {
                let positions = (start..<end).filter { !text.isSkipped($0) }
                return SearchMatch(score: max(1, 1000 - start), ranges: SearchMatch.ranges(of: positions))
            }
        }
        return nil
    }

    /// Where a run of `pattern`'s units that begins at `start` ends, passing over skipped
    /// characters; nil when none begins there.
    private static func end(of pattern: SearchPattern, in text: SearchText, from start: Int) -> Int? {
        var position = start
        for unit in pattern.units {
            while position < text.count && text.isSkipped(position) { position += 1 }
            guard position < text.count, SearchPattern.matches(unit, text, at: position) else { return nil }
            position += 1
        }
        return position
    }
}
