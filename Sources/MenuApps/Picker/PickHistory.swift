/// `pick --history FILE`: the queries accepted before, oldest first, one per line, and the one
/// accepted now added at the end (not twice in a row), keeping the last `size`. Reading and
/// writing the file is the caller's.
///
///     PickHistory(text: "one\ntwo\n", size: 2).adding("three").text   // "two\nthree\n"
public struct PickHistory: Equatable, Sendable {
    public let size: Int
    /// The queries, oldest first.
    public private(set) var entries: [String]

    /// The history a file holds (nil: none yet).
    public init(text: String?, size: Int) {
        self.size = size
        entries = (text ?? "").split(separator: "\n").map(String.init).suffix(size)
    }

    /// With `query` added (unless it is empty, spans lines or is the last one), the oldest
    /// ones past `size` left out.
    public func adding(_ query: String) -> PickHistory {
        var history = self
        if !query.isEmpty, !query.contains("\n"), entries.last != query { history.entries.append(query) }
        history.entries = Array(history.entries.suffix(size))
        return history
    }

    /// The file's text: one query per line.
    public var text: String {
        entries.map { $0 + "\n" }.joined()
    }
}
