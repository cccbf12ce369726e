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
        var out: [UInt8] = []
        write(to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// JSON text with one member or element per line, indented two spaces: for diffs.
    public var prettyText: String {
        var out: [UInt8] = []
        writePretty(to: &out, indent: 0)
        return String(decoding: out, as: UTF8.self)
    }

    private func writePretty(to out: inout [UInt8], indent: Int) {
        let inner = indent + 2
        switch self {
        case .array(let values) where !values.isEmpty:
            out.append(contentsOf: "[\n".utf8)
            for (position, value) in values.enumerated() {
                out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: inner))
                value.writePretty(to: &out, indent: inner)
                out.append(contentsOf: (position < values.count - 1 ? ",\n" : "\n").utf8)
            }
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
            out.append(UInt8(ascii: "]"))
        case .object(let members) where !members.isEmpty:
            out.append(contentsOf: "{\n".utf8)
            for (position, (key, value)) in members.enumerated() {
                out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: inner))
                Self.quote(key, into: &out)
                out.append(contentsOf: ": ".utf8)
                value.writePretty(to: &out, indent: inner)
                out.append(contentsOf: (position < members.count - 1 ? ",\n" : "\n").utf8)
            }
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
            out.append(UInt8(ascii: "}"))
        default:
            write(to: &out)
        }
    }

    func write(to out: inout [UInt8]) {
        write(to: &out, flushingPast: .max) { _ in }
    }

    /// Writes the compact text as UTF-8 to `out`, handing it to `flush` (which empties it)
    /// whenever it holds more than `limit` bytes between two pieces: after a value, and within
    /// a long string, so text made for a sink never holds much more than `limit` bytes at
    /// once, whatever the value holds.
    func write<Failure: Error>(to out: inout [UInt8], flushingPast limit: Int,
                               _ flush: (inout [UInt8]) throws(Failure) -> Void) throws(Failure) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let value): out.append(contentsOf: (value ? "true" : "false").utf8)
        case .int(let value): out.append(contentsOf: String(value).utf8)
        case .number(let value): out.append(contentsOf: (value.isFinite ? String(describing: value) : "null").utf8)
        case .literal(let text): out.append(contentsOf: text.utf8)
        case .string(let value):
            guard value.utf8.count > limit else { return Self.quote(value, into: &out) }
            out.append(UInt8(ascii: "\""))
            var start = value.unicodeScalars.startIndex
            while start < value.unicodeScalars.endIndex {
                let end = value.unicodeScalars.index(start, offsetBy: limit / 8, limitedBy: value.unicodeScalars.endIndex)
                    ?? value.unicodeScalars.endIndex
                Self.escape(Substring(value.unicodeScalars[start..<end]), into: &out)
                if out.count > limit { try flush(&out) }
                start = end
            }
            out.append(UInt8(ascii: "\""))
        case .array(let values):
            out.append(UInt8(ascii: "["))
            for (position, value) in values.enumerated() {
                if position > 0 { out.append(UInt8(ascii: ",")) }
                try value.write(to: &out, flushingPast: limit, flush)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (position, (key, value)) in members.enumerated() {
                if position > 0 { out.append(UInt8(ascii: ",")) }
                Self.quote(key, into: &out)
                out.append(UInt8(ascii: ":"))
                try value.write(to: &out, flushingPast: limit, flush)
            }
            out.append(UInt8(ascii: "}"))
        }
        if out.count > limit { try flush(&out) }
    }

    /// Writes `text` as a JSON string: quotes, backslashes, C0 and C1 control characters, the
    /// line and paragraph separators and the bidirectional controls (U+202A–U+202E,
    /// U+2066–U+2069) escaped, so a document shown on a terminal can't drive it; everything
    /// else as UTF-8.
    static func quote(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { escape($0, into: &out) }
        out.append(UInt8(ascii: "\""))
    }

    /// Writes `text` as the inside of a JSON string (see ``quote(_:into:)``).
    static func escape(_ text: Substring, into out: inout [UInt8]) {
        var text = text
        text.withUTF8 { escape($0, into: &out) }
    }

    /// Writes the UTF-8 `bytes` as the inside of a JSON string (see ``quote(_:into:)``): the
    /// runs between characters to escape are copied as they are, a run at a time.
    private static func escape(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        var run = 0, at = 0
        while at < bytes.count {
            if at + 8 <= bytes.count, plain(UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + at).loadUnaligned(as: UInt64.self))) {
                at += 8
                continue
            }
            let byte = bytes[at]
            // Most bytes are none of those escapedCharacter looks at.
            if byte >= 0x20 && byte != 0x22 && byte != 0x5C && byte != 0x7F && byte != 0xC2 && byte != 0xE2 {
                at += 1
                continue
            }
            guard let (value, length) = escapedCharacter(bytes, at: at) else {
                at += 1
                continue
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<at]))
            out.append(contentsOf: escapeSequence(value).utf8)
            at += length
            run = at
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...]))
    }

    /// Whether none of the eight bytes of `word` is one ``escapedCharacter(_:at:)`` looks at:
    /// each is printable ASCII but `"`, `\` and DEL (a bit trick of eight compares at once).
    private static func plain(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        func hasZero(_ word: UInt64) -> Bool { (word &- ones) & ~word & highs != 0 }
        let control = (word &- 0x20 &* ones) & ~word & highs != 0           // a byte below 0x20
        return word & highs == 0 && !control && !hasZero(word ^ (0x22 &* ones)) && !hasZero(word ^ (0x5C &* ones))
            && !hasZero(word ^ (0x7F &* ones))
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
