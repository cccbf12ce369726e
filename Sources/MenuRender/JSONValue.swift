/// A JSON document with its object keys in a fixed order, written without Foundation.
///
///     JSONValue.object([("id", .string("outfield")), ("open", .bool(true))]).text
///     // {"id":"outfield","open":true}
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    /// A number that is not a whole one (or is too large for an `Int`); written the shortest
    /// way that reads back the same (`0.1`, `1e+20`), and `null` when it is not finite.
    case number(Double)
    /// A number read from a document and written back as it was, because neither `.int` nor
    /// `.number` would write it the same (`123456789012345678901234567890`, `1.50`): what a
    /// JSON-RPC request's id needs, which the answer echoes exactly.
    case literal(String)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool { a.text == b.text }

    /// A string, or null when absent.
    static func string(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }

    /// Compact JSON text.
    public var text: String {
        var out = ""
        write(to: &out)
        return out
    }

    /// JSON text with one member or element per line, indented two spaces: for diffs.
    public var prettyText: String {
        var out = ""
        writePretty(to: &out, indent: "")
        return out
    }

    private func writePretty(to out: inout String, indent: String) {
        let inner = indent + "  "
        switch self {
        case .array(let values) where !values.isEmpty:
            out += "[\n"
            for (position, value) in values.enumerated() {
                out += inner
                value.writePretty(to: &out, indent: inner)
                out += position < values.count - 1 ? ",\n" : "\n"
            }
            out += indent + "]"
        case .object(let members) where !members.isEmpty:
            out += "{\n"
            for (position, (key, value)) in members.enumerated() {
                out += inner
                Self.quote(key, into: &out)
                out += ": "
                value.writePretty(to: &out, indent: inner)
                out += position < members.count - 1 ? ",\n" : "\n"
            }
            out += indent + "}"
        default:
            write(to: &out)
        }
    }

    func write(to out: inout String) {
        write(to: &out, flushingPast: .max) { _ in }
    }

    /// Writes the compact text to `out`, handing it to `flush` (which empties it) whenever it
    /// holds more than `limit` bytes between two pieces: after a value, and within a long
    /// string, so text made for a sink never holds much more than `limit` bytes at once,
    /// whatever the value holds.
    func write<Failure: Error>(to out: inout String, flushingPast limit: Int,
                               _ flush: (inout String) throws(Failure) -> Void) throws(Failure) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .int(let value): out += String(value)
        case .number(let value): out += value.isFinite ? String(describing: value) : "null"
        case .literal(let text): out += text
        case .string(let value):
            guard value.utf8.count > limit else { return Self.quote(value, into: &out) }
            out += "\""
            var start = value.unicodeScalars.startIndex
            while start < value.unicodeScalars.endIndex {
                let end = value.unicodeScalars.index(start, offsetBy: limit / 8, limitedBy: value.unicodeScalars.endIndex)
                    ?? value.unicodeScalars.endIndex
                Self.escape(value.unicodeScalars[start..<end], into: &out)
                if out.utf8.count > limit { try flush(&out) }
                start = end
            }
            out += "\""
        case .array(let values):
            out += "["
            for (position, value) in values.enumerated() {
                if position > 0 { out += "," }
                try value.write(to: &out, flushingPast: limit, flush)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (position, (key, value)) in members.enumerated() {
                if position > 0 { out += "," }
                Self.quote(key, into: &out)
                out += ":"
                try value.write(to: &out, flushingPast: limit, flush)
            }
            out += "}"
        }
        if out.utf8.count > limit { try flush(&out) }
    }

    /// Writes `text` as a JSON string: quotes, backslashes, C0 and C1 control characters, the
    /// line and paragraph separators and the bidirectional controls (U+202A–U+202E,
    /// U+2066–U+2069) escaped, so a document shown on a terminal can't drive it; everything
    /// else as UTF-8.
    static func quote(_ text: String, into out: inout String) {
        out += "\""
        escape(text.unicodeScalars[...], into: &out)
        out += "\""
    }

    /// Writes `scalars` as the inside of a JSON string (see ``quote(_:into:)``): the runs
    /// between characters to escape are copied as they are, a run at a time.
    static func escape(_ scalars: Substring.UnicodeScalarView, into out: inout String) {
        var text = Substring(scalars)
        let escaped = text.withUTF8 { bytes -> Bool in
            var run = 0, at = 0
            while at < bytes.count {
                guard let (value, length) = escapedCharacter(bytes, at: at) else {
                    at += 1
                    continue
                }
                if run < at { out += String(decoding: UnsafeBufferPointer(rebasing: bytes[run..<at]), as: UTF8.self) }
                out += escapeSequence(value)
                at += length
                run = at
            }
            guard run > 0 else { return false }
            if run < bytes.count { out += String(decoding: UnsafeBufferPointer(rebasing: bytes[run...]), as: UTF8.self) }
            return true
        }
        if !escaped { out.append(contentsOf: text) }
    }

    /// The character at `at` and its length in bytes when it is one to escape (`"`, `\`, C0
    /// and C1 controls, U+2028–U+202E, U+2066–U+2069), else nil.
    private static func escapedCharacter(_ bytes: UnsafeBufferPointer<UInt8>, at: Int) -> (UInt32, Int)? {
        let byte = bytes[at]
        if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F { return (UInt32(byte), 1) }
        guard byte == 0xC2 || byte == 0xE2, at + 1 < bytes.count else { return nil }
        let second = bytes[at + 1]
        if byte == 0xC2 { return (0x80...0x9F).contains(second) ? (UInt32(second), 2) : nil }
        guard at + 2 < bytes.count else { return nil }
        let third = bytes[at + 2]
        let value = 0x2000 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F)
        return (0x2028...0x202E).contains(value) || (0x2066...0x2069).contains(value) ? (value, 3) : nil
    }

    /// How JSON writes the character `value` that must be escaped: `\n`, `\u0085`.
    private static func escapeSequence(_ value: UInt32) -> String {
        switch value {
        case 0x22: return "\\\""
        case 0x5C: return "\\\\"
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x09: return "\\t"
        default:
            let hex = String(value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }
}
