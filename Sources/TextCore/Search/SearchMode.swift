/// How a block's search box matches an item's text: the `search = "…"` of a script.
///
///     SearchMode.choseong.match("서울", query: "ㅅㅇ")   // SearchMatch(score: 1000, ranges: [0..<2])
///
/// A query is read in fzf's extended syntax (``SearchQuery``): `fried kim` matches "kim fried
/// rice", `^kim !fried` "kimchi stew"; the mode says how a plain term matches. A blank query
/// (empty, or only whitespace) matches everything with score 0 and no ranges. Higher scores
/// are better; scores compare within one mode only. Ranges are in ``SearchMatch`` character
/// offsets.
public enum SearchMode: String, CaseIterable, Sendable {
    /// A case-insensitive substring, its first occurrence; earlier matches score higher.
    case substring
    /// 초성 search: "ㅅㅇ" matches 서울 and 수원역, "서ㅇ" matches 서울; the query is one
    /// contiguous run of characters, whitespace ignored on both sides; earlier matches score
    /// higher. See ``SearchPattern``.
    case choseong
    /// fzf-style: the query's characters in order, gaps allowed, choseong-aware, smart case,
    /// accents folded; prefix, word-boundary, camelCase and consecutive matches score higher,
    /// equal scores rank the shorter title first. See ``FuzzySearch`` and ``SearchRank``.
    case fuzzy

    /// Where `query` (in fzf's extended syntax, see ``SearchQuery``) matches `text`, or nil
    /// when it does not.
    ///
    ///     SearchMode.substring.match("Ryan", query: "YA")   // score 999, ranges [1..<3]
    ///     SearchMode.fuzzy.match("foo_bar", query: "fb")    // ranges [0..<1, 4..<5]
    public func match(_ text: String, query: String) -> SearchMatch? {
        SearchQuery(query, mode: self).match(text)
    }

    /// The items that match `query`, best first as ``SearchRank`` orders them (in their order
    /// when the query has only inverse terms, which rank nothing).
    ///
    ///     SearchMode.rank(["user", "search"], query: "sr", mode: .fuzzy) { $0 }.map(\.0)
    ///     // ["search", "user"]
    public static func rank<T>(_ items: [T], query: String, mode: SearchMode,
                               text: (T) -> String) -> [(T, SearchMatch)] {
        let parsed = SearchQuery(query, mode: mode)
        return items.enumerated()
            .compactMap { offset, item in
                let text = text(item)
                return parsed.match(text).map {
                    (rank: SearchRank(score: $0.score, title: text, offset: offset, tiesByLength: mode == .fuzzy), item: item, match: $0)
                }
            }
            .sorted { parsed.ranks && $0.rank < $1.rank }
            .map { ($0.item, $0.match) }
    }
}
