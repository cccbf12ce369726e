/// A `--preview` (or `--bind` action's) command with fzf 0.38's placeholders, filled in for the
/// line under the cursor and the marked lines, every value quoted for the shell (single
/// quotes, `'` written `'\''`), so no line can run code:
///
/// | placeholder | becomes |
/// |---|---|
/// | `{}` | the line (as shown, without colours) |
/// | `{q}` | the query |
/// | `{n}` | the line's number in the input, from 0 (not quoted) |
/// | `{1}`, `{-1}`, `{2..}`, `{1,3}` | fields of the line (``FieldRange``, ``FieldDelimiter``), without the last delimiter, blanks at either end trimmed |
/// | `{s1}`, `{s2..}` | fields with their blanks kept (`s` for spaces) |
/// | `{+}`, `{+n}`, `{+1}` | the same of every marked line (or the line under the cursor when none is), each quoted, joined by spaces |
/// | `{f}`, `{+f}`, `{+f1}`, `{+fn}` | the path of a file holding the values, unquoted, one a line (NUL-ended with `--print0`) |
///
/// `\{}` is `{}` itself; anything else in braces stays as it is.
///
///     PaneCommand("cat {}").command(current: Entry(line: "it's.txt", index: 3), marked: [], query: "")
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

    /// fzf's placeholders, escaped ones too: flags and fields, the query, flags and the number.
    nonisolated(unsafe) private static let pattern = /\\?(?:\{[+sf]*[0-9,\-.]*\}|\{q\}|\{\+?f?nf?\})/

    /// Whether the command changes with the query (`{q}`, or a `lua:FILE`, which sees it): it
    /// then runs again as the query does.
    public var usesQuery: Bool { isLua || placeholders.contains { $0.query } }

    /// Whether it is a `lua:FILE` (see ``PickerScriptCall``), which sees every value.
    var isLua: Bool { PickerScriptCall.file(in: text) != nil }

    /// Whether fzf runs it with no line under the cursor (every line's placeholders then read
    /// an empty line, `{n}` nothing): when it has no placeholder, has `{q}`, or has a `{+…}`
    /// and lines are marked (`marking`); a `lua:FILE` always (its `line` is then nil).
    public func runsWithoutLine(marking: Bool) -> Bool {
        let placeholders = placeholders
        return isLua || placeholders.isEmpty || placeholders.contains { $0.query || $0.plus && marking }
    }

    /// Whether it changes with the marked lines (`{+…}`, or a `lua:FILE`).
    public var usesMarked: Bool { isLua || placeholders.contains { $0.plus } }

    /// The command for `current` (the line under the cursor) and `marked` (in the order marked);
    /// `{f}`'s files are made in `files`, their lines ended with `separator`.
    public func command(current: Entry, marked: [Entry], query: String, delimiter: FieldDelimiter = .awk,
                        separator: String = "\n", files: PlaceholderFiles = .shared) -> String {
        text.replacing(Self.pattern) { match in
            let found = String(match.output)
            guard let placeholder = Placeholder(found) else { return String(found.dropFirst()) }   // escaped: as it is
            guard let values = placeholder.values(for: placeholder.plus ? (marked.isEmpty ? [current] : marked) : [current],
                                                  query: query, delimiter: delimiter) else { return placeholder.unread }
            guard placeholder.file else { return values.joined(separator: " ") }
            return files.newFile(holding: values.map { $0 + separator }.joined())
        }
    }

    /// The command with each placeholder of the line in its `+` form (`{}` as `{+}`, `{1}` as
    /// `{+1}`), `{q}` as it is: fzf's deprecated `execute-multi(…)`, which fills every one in
    /// for the marked lines.
    ///
    ///     PaneCommand("echo {} {q}").forMarkedLines.text   // "echo {+} {q}"
    public var forMarkedLines: PaneCommand {
        PaneCommand(text.replacing(Self.pattern) { match in
            let found = String(match.output)
            guard let placeholder = Placeholder(found), !placeholder.query, !placeholder.plus else { return found }
            return "{+" + found.dropFirst()
        })
    }

    private var placeholders: [Placeholder] {
        text.matches(of: Self.pattern).compactMap { Placeholder(String($0.output)) }
    }

    /// `text` as one word for a POSIX shell.
    public static func quoted(_ text: String) -> String {
        "'" + text.replacing("'", with: "'\\''") + "'"
    }

    /// One placeholder, read as fzf reads it: its flags (`+` the marked lines, `s` blanks kept,
    /// `n` numbers, `f` a file), then nothing (the line), `q` or fields.
    private struct Placeholder {
        var plus = false, spaces = false, number = false, file = false, query = false
        /// What is left between the braces without the flags.
        var rest: Substring

        /// Nil for an escaped one (`\{}`).
        init?(_ text: String) {
            guard text.first == "{" else { return nil }
            var inner = text.dropFirst().dropLast()
            while let flag = inner.first, "+snf".contains(flag) {
                switch flag {
                case "+": plus = true
                case "s": spaces = true
                case "n": number = true
                default: file = true
                }
                inner = inner.dropFirst()
            }
            query = inner == "q"
            rest = inner
        }

        /// The placeholder as fzf leaves a field list it can't read: without its flags.
        var unread: String { "{\(rest)}" }

        /// Each entry's value, quoted unless it goes into a file; nil when the fields can't be read.
        func values(for entries: [Entry], query: String, delimiter: FieldDelimiter) -> [String]? {
            let quote = { (text: String) in file ? text : PaneCommand.quoted(text) }
            if self.query { return [PaneCommand.quoted(query)] }
            if rest.isEmpty {
                return entries.map { number ? ($0.index < 0 ? "" : String($0.index)) : quote($0.line) }
            }
            guard let fields = FieldRange.list(String(rest)) else { return nil }
            var format = LineFormat()
            format.delimiter = delimiter
            return entries.map { entry in
                // As fzf's: split at blanks, a field keeps the blanks after it; split at a
                // delimiter, the last one is left out.
                let line = entry.line
                let text = format.pieces(of: line[...], ranges: fields, trimmingLast: delimiter != .awk)
                    .map { String(line[$0]) }.joined()
                return quote(spaces ? text : text.trimmingBlanks)
            }
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
