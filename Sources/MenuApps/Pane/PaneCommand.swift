/// A `--preview` command with fzf's placeholders, filled in for the line under the cursor, every
/// value quoted for the shell (single quotes, `'` written `'\''`), so no line can run code:
///
/// | placeholder | becomes |
/// |---|---|
/// | `{}` | the line (as shown, without colours) |
/// | `{q}` | the query |
/// | `{n}` | the line's number in the input, from 0 (not quoted) |
/// | `{+}`, `{+n}` | the marked lines (or the line under the cursor when none is), each quoted |
/// | `{1}`, `{-1}`, `{2..}`, `{1,3}` | fields of the line (``FieldRange``, ``FieldDelimiter``), without the last delimiter, blanks at either end trimmed |
///
/// Anything else in braces stays as it is.
///
///     PaneCommand("cat {}").command(for: [Entry(line: "it's.txt", index: 3)], query: "")
///     // "cat 'it'\''s.txt'"
public struct PaneCommand: Equatable, Sendable {
    public let text: String

    public init(_ text: String) {
        self.text = text
    }

    /// A line the command is filled in for: its text and its number in the input.
    public struct Entry: Equatable, Sendable {
        public var line: String
        public var index: Int

        public init(line: String, index: Int) {
            self.line = line
            self.index = index
        }
    }

    /// Whether the command changes with the query (`{q}`): it then runs again as the query does.
    public var usesQuery: Bool { placeholders.contains { $0.name == "q" } }

    /// Whether it needs a line (a placeholder other than `{q}`): without one under the cursor,
    /// fzf doesn't run it.
    public var usesLine: Bool { placeholders.contains { $0.name != "q" } }

    /// Whether it changes with the marked lines (`{+…}`).
    public var usesMarked: Bool { placeholders.contains { $0.plus } }

    /// The command for `current` (the line under the cursor) and `marked` (in the order marked).
    public func command(current: Entry, marked: [Entry], query: String,
                        delimiter: FieldDelimiter = .awk) -> String {
        var output = "", rest = text[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            output += rest[..<open]
            let inner = rest[rest.index(after: open)..<close]
            if let placeholder = Placeholder(inner) {
                let entries = placeholder.plus ? (marked.isEmpty ? [current] : marked) : [current]
                output += placeholder.value(for: entries, query: query, delimiter: delimiter)
            } else {
                output += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return output + rest
    }

    private var placeholders: [Placeholder] {
        var found: [Placeholder] = [], rest = text[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            if let placeholder = Placeholder(rest[rest.index(after: open)..<close]) { found.append(placeholder) }
            rest = rest[rest.index(after: close)...]
        }
        return found
    }

    /// `text` as one word for a POSIX shell.
    public static func quoted(_ text: String) -> String {
        "'" + text.replacing("'", with: "'\\''") + "'"
    }

    /// What is between braces: `+` (the marked lines), then nothing (the line), `q`, `n`, or fields.
    private struct Placeholder {
        var plus: Bool
        var name: String
        var fields: [FieldRange]?

        init?(_ inner: Substring) {
            plus = inner.hasPrefix("+")
            name = String(plus ? inner.dropFirst() : inner)
            switch name {
            case "", "n": break
            case "q": if plus { return nil }
            default:
                guard let ranges = FieldRange.list(name) else { return nil }
                fields = ranges
            }
        }

        func value(for entries: [Entry], query: String, delimiter: FieldDelimiter) -> String {
            switch name {
            case "q": return PaneCommand.quoted(query)
            case "n": return entries.map { String($0.index) }.joined(separator: " ")
            default: return entries.map { PaneCommand.quoted(text(of: $0.line, delimiter: delimiter)) }.joined(separator: " ")
            }
        }

        private func text(of line: String, delimiter: FieldDelimiter) -> String {
            guard let fields else { return line }
            var format = LineFormat()
            format.delimiter = delimiter
            let pieces = format.pieces(of: line[...], ranges: fields, trimmingLast: true)
            return pieces.map { String(line[$0]) }.joined().trimmingBlanks
        }
    }
}

private extension String {
    /// Without spaces and tabs at either end.
    var trimmingBlanks: String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(drop(while: blank).reversed().drop(while: blank).reversed())
    }
}
