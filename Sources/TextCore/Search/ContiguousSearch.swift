/// Terms matched as one contiguous run of the text: substring and 초성 search, and fzf's exact,
/// prefix, suffix and equal terms (`'kim`, `^kim`, `kim$`, `^kim$`).
///
///     SearchMode.choseong.match("수원역", query: "ㅅㅇ")   // SearchMatch(score: 1000, ranges: [0..<2])
///
/// Two ways to score, by the mode:
/// - ``Scoring/position`` (substring and 초성 search): the first run wins, scored `1000 − start`
///   (at least 1), so a match at the start ranks above one later in the text;
/// - ``Scoring/fzf`` (fuzzy search): as fzf scores its exact terms, the run whose first
///   character has the best boundary bonus (the first one on a word boundary, else the best),
///   scored as a consecutive fuzzy match of those characters (``FuzzyBonus``); a whole-text
///   match scores as if every character were on a boundary.
///
/// When the pattern skips whitespace (초성 search), a run may span it and its positions leave it
/// out. An anchored run passes over whitespace at the text's start (or end) unless the term
/// itself starts (or ends) with a space.
enum ContiguousSearch {
    /// Where the run must lie.
    enum Anchor {
        case anywhere, start, end, whole
    }

    /// How a run is chosen and scored.
    enum Scoring {
        case position, fzf
    }

    /// The score of `pattern`'s run in `text`, and with `positions` the matched characters'
    /// offsets (else `[]`); nil when there is none. `backward` (fzf scoring, anywhere), runs
    /// are tried from the text's end and judged by their last character's bonus, as fzf does
    /// when it searches backward.
    static func match<Text: PreparedCharacters>(_ text: Text, _ pattern: CompiledPattern, anchor: Anchor = .anywhere,
                                                 scoring: Scoring = .position, positions: Bool,
                                                 backward: Bool = false) -> (score: Int, positions: [Int])? {
        let length = pattern.units.count
        guard length > 0, length <= text.count else { return nil }
        let anchoredStart = anchor == .start || anchor == .whole
        let anchoredEnd = anchor == .end || anchor == .whole
        let first = anchoredStart && !pattern.startsWithWhitespace ? leadingWhitespace(text) : 0
        let last = anchoredEnd && !pattern.endsWithWhitespace ? text.count - trailingWhitespace(text) : text.count
        var best: (start: Int, end: Int, bonus: Int32)?
        let backward = backward && scoring == .fzf && anchor == .anywhere
        let step = backward ? -1 : 1
        var start = backward ? text.count - 1 : first
        while backward ? start >= first : start < text.count {
            defer { start += step }
            guard !isSkipped(start, text, pattern) else { continue }
            if anchoredStart, start > first { break }
            guard let end = end(of: pattern, in: text, from: start), !anchoredEnd || end == last else { continue }
            guard scoring == .fzf, anchor == .anywhere else {
                best = (start, end, 0)
                break
            }
            let bonus = FuzzyBonus.bonus(in: text, at: backward ? end - 1 : start)
            if best == nil || bonus > best!.bonus { best = (start, end, bonus) }
            if bonus >= Int32(FuzzyBonus.boundary) { break }
        }
        guard let (start, end, _) = best else { return nil }
        let score: Int
        switch scoring {
        case .position: score = max(1, 1000 - start)
        case .fzf where anchor == .whole: score = (FuzzyBonus.match + FuzzyBonus.boundaryWhite) * length + FuzzyBonus.boundaryWhite
        case .fzf: score = runScore(text, from: start, count: length)
        }
        guard positions else { return (score, []) }
        return (score, (start..<end).filter { !isSkipped($0, text, pattern) })
    }

    /// The score fzf gives `count` characters matched one after another from `start`: each
    /// scores a match and its boundary bonus, a run keeping the bonus it began with (or a
    /// better boundary's) and at least the consecutive bonus, the first character's doubled.
    static func runScore<Text: PreparedCharacters>(_ text: Text, from start: Int, count: Int) -> Int {
        var score = 0, firstBonus: Int32 = 0
        for offset in 0..<count {
            var bonus = FuzzyBonus.bonus(in: text, at: start + offset)
            if offset == 0 {
                firstBonus = bonus
                score += FuzzyBonus.match + Int(bonus) * FuzzyBonus.firstCharMultiplier
                continue
            }
            if bonus >= Int32(FuzzyBonus.boundary), bonus > firstBonus { firstBonus = bonus }
            bonus = max(bonus, firstBonus, Int32(FuzzyBonus.consecutive))
            score += FuzzyBonus.match + Int(bonus)
        }
        return score
    }

    @inline(__always)
    private static func isSkipped<Text: PreparedCharacters>(_ position: Int, _ text: Text,
                                  _ pattern: CompiledPattern) -> Bool {
        pattern.skipsWhitespace && text[position].isWhitespace
    }

    private static func leadingWhitespace<Text: PreparedCharacters>(_ text: Text) -> Int {
        var count = 0
        while count < text.count, text[count].isWhitespace { count += 1 }
        return count
    }

    private static func trailingWhitespace<Text: PreparedCharacters>(_ text: Text) -> Int {
        var count = 0
        while count < text.count, text[text.count - 1 - count].isWhitespace { count += 1 }
        return count
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
