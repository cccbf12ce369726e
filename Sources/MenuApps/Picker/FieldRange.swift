/// Fields of a line as fzf's `--nth`, `--with-nth` and `{1}` placeholders name them: `1` the
/// first, `-1` the last, `2..` from the second on, `..3` up to the third, `1..3`, `..` all.
///
///     FieldRange.list("1,-1")        // [FieldRange(1...1), FieldRange(-1 ... -1)]
///     FieldRange("2..")?.fields(of: 4)   // 1..<4, 0-based
public struct FieldRange: Equatable, Sendable {
    /// The first field (1-based; negative counts from the end), nil for the first of all.
    public var lower: Int?
    /// The last field, nil for the last of all.
    public var upper: Int?

    /// Reads one range; nil when it isn't one (0 is no field).
    public init?(_ text: some StringProtocol) {
        func number(_ text: some StringProtocol) -> Int? {
            guard let value = Int(text), value != 0 else { return nil }
            return value
        }
        guard let dots = text.firstRange(of: "..") else {
            guard let value = number(text) else { return nil }
            (lower, upper) = (value, value)
            return
        }
        let before = text[..<dots.lowerBound], after = text[dots.upperBound...]
        lower = before.isEmpty ? nil : number(before)
        upper = after.isEmpty ? nil : number(after)
        guard before.isEmpty || lower != nil, after.isEmpty || upper != nil else { return nil }
    }

    /// Comma-separated ranges; nil when one of them isn't a range.
    public static func list(_ text: String) -> [FieldRange]? {
        let ranges = text.split(separator: ",", omittingEmptySubsequences: false).map { FieldRange($0) }
        guard !ranges.isEmpty, ranges.allSatisfy({ $0 != nil }) else { return nil }
        return ranges.compactMap { $0 }
    }

    /// The 0-based fields this range takes of a line with `count` fields (empty when none).
    public func fields(of count: Int) -> Range<Int> {
        func resolve(_ value: Int?, default fallback: Int) -> Int {
            guard let value else { return fallback }
            return value > 0 ? value - 1 : count + value
        }
        let first = max(0, resolve(lower, default: 0)), last = min(count - 1, resolve(upper, default: count - 1))
        return first <= last ? first..<last + 1 : 0..<0
    }
}
