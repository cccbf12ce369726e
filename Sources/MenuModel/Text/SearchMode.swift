/// How a block's search box matches an item's text: the `search = "…"` of a script.
///
///     SearchMode.choseong.match("서울", query: "ㅅㅇ")   // SearchMatch(score: 1000, ranges: [0..<2])
///
/// A blank query (empty, or only whitespace) matches everything with score 0 and no ranges. Higher scores are better;
/// scores compare within one mode only. Ranges are in ``SearchMatch`` character offsets.
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

    /// Where `query` matches `text`, or nil when it does not.
    ///
    ///     SearchMode.substring.match("Ryan", query: "YA")   // score 999, ranges [1..<3]
    ///     SearchMode.fuzzy.match("foo_bar", query: "fb")    // ranges [0..<1, 4..<5]
    public func match(_ text: String, query: String) -> SearchMatch? {
        match(text, SearchPattern(query, mode: self))
    }

    /// Where a parsed `pattern` (of this mode) matches `text`, or nil.
    func match(_ text: String, _ pattern: SearchPattern) -> SearchMatch? {
        if pattern.isEmpty { return SearchMatch(score: 0, ranges: []) }
        var scratch = FuzzyScratch()
        var text = text
        let ascii = text.withUTF8 { bytes -> (score: Int, positions: [Int])?? in
            guard ASCIICharacters.fit(bytes) else { return nil }
            return .some(match(ASCIICharacters(bytes), CompiledPattern(pattern, clusters: ClusterKeys()),
                               positions: true, scratch: &scratch))
        }
        let found: (score: Int, positions: [Int])?
        if let ascii {
            found = ascii
        } else {
            let subject = SearchText(text, folding: pattern.textFolding)
            let compiled = CompiledPattern(pattern, clusters: subject.clusters)
            found = subject.characters.withUnsafeBufferPointer { match($0, compiled, positions: true, scratch: &scratch) }
        }
        return found.map { SearchMatch(score: $0.score, ranges: SearchMatch.ranges(of: $0.positions)) }
    }

    /// Where `pattern` matches prepared characters: the score and, with `positions`, the
    /// matched characters' offsets; nil when it does not match. Blank patterns are the
    /// caller's business (they match everything).
    func match<Text: PreparedCharacters>(_ text: Text, _ pattern: CompiledPattern, positions: Bool,
               scratch: inout FuzzyScratch) -> (score: Int, positions: [Int])? {
        switch self {
        case .substring, .choseong: ContiguousSearch.match(text, pattern, positions: positions)
        case .fuzzy: FuzzySearch.match(text, pattern, positions: positions, scratch: &scratch)
        }
    }

    /// The items that match `query`, best first as ``SearchRank`` orders them.
    ///
    ///     SearchMode.rank(["user", "search"], query: "sr", mode: .fuzzy) { $0 }.map(\.0)
    ///     // ["search", "user"]
    public static func rank<T>(_ items: [T], query: String, mode: SearchMode,
                               text: (T) -> String) -> [(T, SearchMatch)] {
        let pattern = SearchPattern(query, mode: mode)
        return items.enumerated()
            .compactMap { offset, item in
                let text = text(item)
                return mode.match(text, pattern).map {
                    (rank: SearchRank(score: $0.score, title: text, offset: offset, mode: .mode(mode)), item: item, match: $0)
                }
            }
            .sorted { $0.rank < $1.rank }
            .map { ($0.item, $0.match) }
    }
}
