/// Reading JSON text back into a ``JSONValue``.
extension JSONValue {
    /// Why JSON text could not be read, and where (a byte offset).
    public struct ParseError: Error, Equatable, Sendable, CustomStringConvertible {
        /// Where the text went wrong; nil when the JSON is well-formed but not what was expected.
        public var offset: Int?
        public var message: String

        public init(offset: Int?, message: String) {
            self.offset = offset
            self.message = message
        }

        public var description: String { offset.map { "\(message) at byte \($0)" } ?? message }
    }

    /// Parses one JSON document (RFC 8259): whole numbers that fit an `Int` become `.int`,
    /// others `.number`.
    ///
    ///     try JSONValue.parse(#"{"open":{"outfield":false}}"#)
    public static func parse(_ text: String) throws(ParseError) -> JSONValue {
        var parser = Parser(bytes: Array(text.utf8))
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.position == parser.bytes.count else { throw parser.error("unexpected text after the document") }
        return value
    }

    /// The value for `key` of an object, if this is one that has it.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }
}

private struct Parser {
    let bytes: [UInt8]
    var position = 0

    func error(_ message: String) -> JSONValue.ParseError {
        JSONValue.ParseError(offset: position, message: message)
    }

    mutating func skipSpace() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }

    mutating func expect(_ literal: String, _ value: JSONValue) throws(JSONValue.ParseError) -> JSONValue {
        let expected = Array(literal.utf8)
        guard bytes.count - position >= expected.count,
              Array(bytes[position..<position + expected.count]) == expected else { throw error("expected a value") }
        position += expected.count
        return value
    }

    mutating func value(depth: Int) throws(JSONValue.ParseError) -> JSONValue {
        guard depth < 64 else { throw error("nested too deeply") }
        skipSpace()
        guard position < bytes.count else { throw error("unexpected end of the document") }
        switch bytes[position] {
        case UInt8(ascii: "n"): return try expect("null", .null)
        case UInt8(ascii: "t"): return try expect("true", .bool(true))
        case UInt8(ascii: "f"): return try expect("false", .bool(false))
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "["):
            position += 1
            var values: [JSONValue] = []
            skipSpace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "]") { position += 1; return .array(values) }
            while true {
                values.append(try value(depth: depth + 1))
                skipSpace()
                guard position < bytes.count else { throw error("unterminated array") }
                position += 1
                if bytes[position - 1] == UInt8(ascii: "]") { return .array(values) }
                guard bytes[position - 1] == UInt8(ascii: ",") else { position -= 1; throw error("expected ',' or ']'") }
            }
        case UInt8(ascii: "{"):
            position += 1
            var members: [(String, JSONValue)] = []
            skipSpace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "}") { position += 1; return .object(members) }
            while true {
                skipSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw error("expected a key") }
                let key = try string()
                skipSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw error("expected ':'") }
                position += 1
                members.append((key, try value(depth: depth + 1)))
                skipSpace()
                guard position < bytes.count else { throw error("unterminated object") }
                position += 1
                if bytes[position - 1] == UInt8(ascii: "}") { return .object(members) }
                guard bytes[position - 1] == UInt8(ascii: ",") else { position -= 1; throw error("expected ',' or '}'") }
            }
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try number()
        default:
            throw error("expected a value")
        }
    }

    /// A number: `.int` when it is a whole number that fits, else `.number`, or `.literal` when
    /// that would not write back the same text.
    mutating func number() throws(JSONValue.ParseError) -> JSONValue {
        let start = position
        func digits() -> Int {
            let first = position
            while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { position += 1 }
            return position - first
        }
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        if position < bytes.count, bytes[position] == UInt8(ascii: "0") {
            position += 1                                      // no leading zeros: "01" is "0", then text
        } else {
            guard digits() > 0 else { throw error("expected a digit") }
        }
        var whole = true
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            whole = false
            guard digits() > 0 else { throw error("expected a digit after '.'") }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            position += 1
            whole = false
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else { throw error("expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        if whole, let integer = Int(text), String(integer) == text { return .int(integer) }
        guard let number = Double(text), number.isFinite else { throw error("number out of range") }
        return String(describing: number) == text ? .number(number) : .literal(text)
    }

    mutating func string() throws(JSONValue.ParseError) -> String {
        position += 1                                          // the opening quote
        var scalars = String.UnicodeScalarView()
        var run = position
        func flush(_ end: Int) { scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars) }
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                flush(position)
                position += 1
                return String(scalars)
            }
            guard byte >= 0x20 else { throw error("control character in a string") }
            guard byte == UInt8(ascii: "\\") else { position += 1; continue }
            flush(position)
            position += 1
            guard position < bytes.count else { break }
            let escape = bytes[position]
            position += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{8}")
            case UInt8(ascii: "f"): scalars.append("\u{C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var code = try hex4()
                if (0xD800..<0xDC00).contains(code), position + 6 <= bytes.count,
                   bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") {
                    position += 2
                    let low = try hex4()
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
            default:
                position -= 1
                throw error("bad escape in a string")
            }
            run = position
        }
        throw error("unterminated string")
    }

    mutating func hex4() throws(JSONValue.ParseError) -> UInt32 {
        guard position + 4 <= bytes.count,
              let code = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16) else {
            throw error("bad \\u escape")
        }
        position += 4
        return code
    }
}
