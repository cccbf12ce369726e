/// How a line is cut into fields (fzf's `--delimiter`): by default AWK-style, each field a run
/// of non-blanks with the blanks after it (blanks at the start belong to no field); else at a
/// string, or at a regular expression's matches, each field ending with its delimiter.
///
///     FieldDelimiter.awk.fields(of: "  a b  c")      // ["a ", "b  ", "c"], as index ranges
///     try FieldDelimiter(":").fields(of: "a:b:")     // ["a:", "b:"]
public enum FieldDelimiter: Equatable, Sendable {
    case awk
    case literal(String)
    case pattern(CompiledRegex)

    /// A regular expression compiled once and then only matched: the reader thread and the
    /// drawing thread share one. `Regex` isn't `Sendable` (its output type needn't be); this
    /// one's output is `AnyRegexOutput`, made fresh by each match, and its program is compiled
    /// here, before it is shared, so sharing it only reads it.
    public final class CompiledRegex: @unchecked Sendable {
        let regex: Regex<AnyRegexOutput>
        public let source: String

        init(_ source: String) throws {
            regex = try Regex(source)
            self.source = source
            _ = try? regex.firstMatch(in: "")   // compiles the program now
        }
    }

    public static func == (a: FieldDelimiter, b: FieldDelimiter) -> Bool {
        switch (a, b) {
        case (.awk, .awk): true
        case (.literal(let x), .literal(let y)): x == y
        case (.pattern(let x), .pattern(let y)): x.source == y.source
        default: false
        }
    }

    /// A delimiter from fzf's option value: a regular expression, read as a plain string when
    /// it holds none of a regular expression's special characters.
    public init(_ text: String) throws(FieldDelimiterError) {
        guard text.contains(where: { "\\^$.|?*+()[]{}".contains($0) }) else {
            guard !text.isEmpty else { throw FieldDelimiterError(delimiter: text, reason: "it is empty") }
            self = .literal(text)
            return
        }
        do {
            self = .pattern(try CompiledRegex(text))
        } catch {
            throw FieldDelimiterError(delimiter: text, reason: "\(error)")
        }
    }

    /// The fields of `line`, each with the delimiter after it.
    public func fields(of line: Substring) -> [Range<String.Index>] {
        switch self {
        case .awk:
            var fields: [Range<String.Index>] = [], start: String.Index?, inBlanks = false
            var index = line.startIndex
            while index < line.endIndex {
                let blank = line[index] == " " || line[index] == "\t"
                if let begun = start {
                    if blank { inBlanks = true } else if inBlanks {
                        fields.append(begun..<index)
                        start = index
                        inBlanks = false
                    }
                } else if !blank {
                    start = index
                }
                index = line.index(after: index)
            }
            if let start { fields.append(start..<line.endIndex) }
            return fields
        case .literal(let delimiter):
            return Self.split(line) { $0.firstRange(of: delimiter) }
        case .pattern(let compiled):
            return Self.split(line) { rest in
                (try? compiled.regex.firstMatch(in: rest)).flatMap { $0.range.isEmpty ? nil : $0.range }
            }
        }
    }

    /// `line` cut after each delimiter `next` finds in what is left.
    private static func split(_ line: Substring, next: (Substring) -> Range<String.Index>?) -> [Range<String.Index>] {
        var fields: [Range<String.Index>] = [], start = line.startIndex
        while start < line.endIndex, let found = next(line[start...]) {
            fields.append(start..<found.upperBound)
            start = found.upperBound
        }
        if start < line.endIndex { fields.append(start..<line.endIndex) }
        return fields
    }

    /// `field` without the delimiter at its end (the blanks, for AWK-style fields).
    public func trimmed(_ field: Substring) -> Substring {
        switch self {
        case .awk:
            var end = field.endIndex
            while end > field.startIndex, field[field.index(before: end)] == " " || field[field.index(before: end)] == "\t" {
                end = field.index(before: end)
            }
            return field[..<end]
        case .literal(let delimiter):
            return field.hasSuffix(delimiter) ? field.dropLast(delimiter.count) : field
        case .pattern(let compiled):
            for match in field.matches(of: compiled.regex).reversed() where match.range.upperBound == field.endIndex && !match.range.isEmpty {
                return field[..<match.range.lowerBound]
            }
            return field
        }
    }
}

/// A `--delimiter` that can't be used: what it was and why.
public struct FieldDelimiterError: Error, Equatable {
    public let delimiter: String
    public let reason: String
}
