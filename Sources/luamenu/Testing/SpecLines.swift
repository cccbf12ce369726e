/// Where things are in a spec's text, for messages that name a line: a spec is read as a Lua
/// value, which keeps no lines, so a case is found by its name's string and a key by its
/// `key =` after that.
///
///     let lines = SpecLines(text: "return {\n  { name = \"open\", tap = { \"s\" } },\n}")
///     lines.line(ofCase: "open")                  // 2
///     lines.line(ofKey: "tap", from: 2)           // 2
struct SpecLines {
    private let lines: [Substring]

    init(text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The first line that names a case `name` (`name = "…"`, either quote), if any.
    func line(ofCase name: String) -> Int? {
        let quoted = ["\"\(name)\"", "'\(name)'"]
        return lines.firstIndex { line in
            line.contains("name") && quoted.contains { line.contains($0) }
        }.map { $0 + 1 }
    }

    /// The first line at or after `start` (1-based) where `key` is set (`key =`), if any.
    func line(ofKey key: String, from start: Int = 1) -> Int? {
        let from = max(start - 1, 0)
        guard from < lines.count else { return nil }
        return lines[from...].firstIndex { line in
            var rest = line[...]
            while let found = rest.firstRange(of: key) {
                let before = rest[..<found.lowerBound].last
                let after = rest[found.upperBound...].drop { $0 == " " || $0 == "\t" }
                if before.map({ !$0.isLetter && !$0.isNumber && $0 != "_" }) ?? true, after.first == "=",
                   after.dropFirst().first != "=" { return true }
                rest = rest[found.upperBound...]
            }
            return false
        }.map { $0 + 1 }
    }
}
