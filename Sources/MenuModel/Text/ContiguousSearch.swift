/// Substring and 초성 search: the query's characters as one contiguous run of the text.
///
///     ContiguousSearch.match(SearchText("수원역"), SearchPattern("ㅅㅇ", mode: .choseong))
///     // SearchMatch(score: 1000, ranges: [0..<2])
///
/// The first occurrence wins. Its score is `1000 − start` (at least 1), so a match at the
/// start ranks above one later in the text. When the pattern skips whitespace (choseong), the
/// run may span it: the start and the ranges are offsets in the text, spaces left out.
enum ContiguousSearch {
    static func match(_ text: SearchText, _ pattern: SearchPattern) -> SearchMatch? {
        let length = pattern.units.count
        guard length <= text.count else { return nil }
        for start in 0...(text.count - length) {
            let found = pattern.units.indices.allSatisfy { i in
                SearchPattern.matches(pattern.units[i], text, at: start + i)
            }
            if found {
                return SearchMatch(score: max(1, 1000 - text.offset(of: start)), ranges: text.ranges(of: Array(start..<start + length)))
            }
        }
        return nil
    }
}
