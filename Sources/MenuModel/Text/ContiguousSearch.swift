/// Substring and 초성 search: the query's characters as one contiguous run of the text.
///
///     SearchMode.choseong.match("수원역", query: "ㅅㅇ")   // SearchMatch(score: 1000, ranges: [0..<2])
///
/// The first occurrence wins. Its score is `1000 − start` (at least 1), so a match at the
/// start ranks above one later in the text. When the pattern skips whitespace (choseong), the
/// run may span it, and its positions leave it out.
enum ContiguousSearch {
    /// The score of the first run of `pattern` in `text`, and with `positions` the matched
    /// characters' offsets (else `[]`); nil when there is none.
    static func match<Text: PreparedCharacters>(_ text: Text, _ pattern: CompiledPattern,
                      positions: Bool) -> (score: Int, positions: [Int])? {
        let length = pattern.units.count
        guard length <= text.count else { return nil }
        for start in 0..<text.count where !isSkipped(start, text, pattern) {
            guard let end = end(of: pattern, in: text, from: start) else { continue }
            let score = max(1, 1000 - start)
            guard positions else { return (score, []) }
            return (score, (start..<end).filter { !isSkipped($0, text, pattern) })
        }
        return nil
    }

    @inline(__always)
    private static func isSkipped<Text: PreparedCharacters>(_ position: Int, _ text: Text,
                                  _ pattern: CompiledPattern) -> Bool {
        pattern.skipsWhitespace && text[position].isWhitespace
    }

    /// Where a run of `pattern`'s units that begins at `start` ends, passing over skipped
    /// characters; nil when none begins there.
    private static func end<Text: PreparedCharacters>(of pattern: CompiledPattern, in text: Text,
                            from start: Int) -> Int? {
        var position = start
        for unit in pattern.units.indices {
            while position < text.count && isSkipped(position, text, pattern) { position += 1 }
            guard position < text.count, pattern.matches(unit, text[position]) else { return nil }
            position += 1
        }
        return position
    }
}
