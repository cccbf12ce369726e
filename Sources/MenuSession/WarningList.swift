/// Warnings gathered while a command runs the script (one thread at a time), for a snapshot,
/// a check's report or a JSON document's `warnings`.
public final class WarningList: @unchecked Sendable {
    public private(set) var lines: [String] = []

    public init() {}

    public func append(_ line: String) { lines.append(line) }

    /// The warnings gathered since the last call, which start a new list.
    public func take() -> [String] {
        defer { lines = [] }
        return lines
    }
}
