/// How matches of equal score are ordered, as fzf's `--tiebreak` criteria: the first criterion
/// decides, then the next; the input's order last.
///
///     SearchResults.Order(tiebreaks: [.begin, .length])   // fzf --tiebreak=begin,length
///     SearchResults.Order(tiebreaks: [])                  // fzf --tiebreak=index
public enum Tiebreak: String, CaseIterable, Equatable, Sendable {
    /// The shorter text first, whitespace at either end not counted (fzf's default).
    case length
    /// The match that ends nearer the text's start first (whitespace at its start not counted),
    /// as fzf measures it: the end of the term that ends first.
    case begin
    /// The match that ends nearer the text's end first, in proportion to the text's length.
    case end
    /// The shorter whitespace-separated run of the text around the match first.
    case chunk

    /// Whether the criterion reads where the terms matched.
    var readsMatch: Bool { self != .length }
}

/// Where a text's terms matched, for the tiebreaks that read it: the earliest start, the
/// earliest end and the latest end of the terms' matches (ends are past the last character).
struct MatchSpan: Equatable {
    var minBegin = Int.max, minEnd = Int.max, maxEnd = 0
    var isEmpty: Bool { maxEnd == 0 }

    /// Adds a term's matched character offsets (ascending).
    mutating func add(_ positions: [Int]) {
        guard let first = positions.first, let last = positions.last else { return }
        minBegin = min(minBegin, first)
        minEnd = min(minEnd, last + 1)
        maxEnd = max(maxEnd, last + 1)
    }
}

/// The criteria of one search, ready for its loop.
struct TieRule {
    let criteria: [Tiebreak]
    /// Whether matching must find where terms matched (the positions).
    let readsMatch: Bool

    /// Whether terms are matched at their last good place: `end` comes before `begin` (fzf
    /// then searches backward).
    let backward: Bool

    init(_ criteria: [Tiebreak]) {
        self.criteria = criteria
        readsMatch = criteria.contains(where: \.readsMatch)
        backward = criteria.first { $0 == .begin || $0 == .end } == .end
    }

    /// No ties broken: the input's order.
    static let none = TieRule([])

    /// The key that orders a match of equal score (lower first): each criterion's value in 16
    /// bits, the first criterion in the highest, as fzf's ranks are made. `frame` places `text`
    /// in the text shown for it, which the criteria then read (nil: `text` is it).
    func key<Text: PreparedCharacters>(_ text: Text, span: MatchSpan, frame: ShownFrame? = nil) -> UInt64 {
        var key: UInt64 = 0
        for criterion in criteria {
            key = key << 16 | UInt64(Self.clamped(value(of: criterion, text, span: span, frame: frame)))
        }
        return key
    }

    /// fzf's value of `criterion` for a match in `text`; the most (last) when the criterion
    /// reads where terms matched and none did (inverse terms only).
    private func value<Text: PreparedCharacters>(of criterion: Tiebreak, _ text: Text, span: MatchSpan,
                                                 frame: ShownFrame?) -> Int {
        guard criterion == .length || !span.isEmpty else { return Int(UInt16.max) }
        func length() -> Int { frame.map { Int($0.trimmedLength) } ?? SearchRank.trimmedLength(text) }
        switch criterion {
        case .length:
            return length()
        case .begin, .end:
            let shown = frame?.shown(span, in: text) ?? span
            let leading = frame.map { min(Int($0.leadingWhitespace), shown.minBegin) }
                ?? Self.leadingWhitespace(text, upTo: span.minBegin)
            if criterion == .begin { return shown.minEnd - leading }
            let length = length()
            guard length > 0 else { return Int(UInt16.max) }
            return Int(UInt16.max) - Int(UInt16.max) * (shown.maxEnd - leading) / length
        case .chunk:
            if let frame { return frame.chunk(around: span, in: text) }
            var start = span.minBegin, end = span.maxEnd
            while start >= 1, !text[start - 1].isWhitespace { start -= 1 }
            while end < text.count, !text[end].isWhitespace { end += 1 }
            return end - start
        }
    }

    /// The whitespace characters at the text's start, counting no further than `limit`.
    private static func leadingWhitespace<Text: PreparedCharacters>(_ text: Text, upTo limit: Int) -> Int {
        var count = 0
        while count < text.count, count != limit, text[count].isWhitespace { count += 1 }
        return count
    }

    private static func clamped(_ value: Int) -> UInt16 { UInt16(clamping: max(0, value)) }
}
