import MenuModel

/// Where a JSON document goes as it is written, a member or an element at a time: the
/// ``JSONViewModel`` writes a menu's document into one without holding the whole of it, so a
/// large document streams out as text (``JSONTextSink``), or becomes a value (``JSONTreeSink``)
/// for tests and small documents. A sink may stop the writing (the output's budget is spent).
protocol JSONSink {
    mutating func beginObject() throws(EvaluationStopped)
    mutating func beginArray() throws(EvaluationStopped)
    /// Closes the object or array opened last.
    mutating func end() throws(EvaluationStopped)
    /// The next member's name, inside an object.
    mutating func key(_ name: String) throws(EvaluationStopped)
    /// The next member's name, one of the writer's own, which needs no escaping (`"title"`).
    mutating func key(literal name: StaticString) throws(EvaluationStopped)
    /// A whole value: an element, or the member whose ``key(_:)`` came last.
    mutating func value(_ value: JSONValue) throws(EvaluationStopped)
    /// Members written together, often: a text sink copies their text.
    mutating func members(_ fragment: JSONSinkFragment) throws(EvaluationStopped)
}

/// Members an object often has, with their compact text made once, so that a text sink copies
/// it instead of writing them again each time.
///
///     JSONSinkFragment([("icon", .null)]).text    // the bytes of "icon":null
struct JSONSinkFragment {
    let members: [(String, JSONValue)]
    /// The members' text as it stands between an object's braces.
    let text: [UInt8]

    init(_ members: [(String, JSONValue)]) {
        self.members = members
        text = Array(JSONValue.object(members).text.utf8.dropFirst().dropLast())
    }
}

extension JSONSink {
    /// Writes the member `name`, one of the writer's own names, with its value `value`.
    mutating func member(_ name: StaticString, _ value: JSONValue) throws(EvaluationStopped) {
        try key(literal: name)
        try self.value(value)
    }

    /// Writes the members of `fragment`.
    mutating func members(_ fragment: JSONSinkFragment) throws(EvaluationStopped) {
        try members(fragment.members)
    }

    /// Writes the members `members`, in order.
    mutating func members(_ members: [(String, JSONValue)]) throws(EvaluationStopped) {
        for (name, value) in members {
            try key(name)
            try self.value(value)
        }
    }
}

/// Compact JSON text, handed to `output` in chunks of about ``chunkSize`` bytes as it is
/// written, a long string in several, the last with ``finish()``: what is made before
/// `output` sees it is never much more than a chunk, however large a value is.
///
///     var sink = JSONTextSink { chunk in file.write(chunk) }
///     try sink.beginObject(); try sink.key("n"); try sink.value(.int(1)); try sink.end()
///     try sink.finish()                                   // {"n":1}
public struct JSONTextSink: JSONSink {
    /// The bytes gathered before a chunk goes out.
    public static let chunkSize = 1 << 16

    private let output: (String) throws(EvaluationStopped) -> Void
    /// The chunk being filled, as UTF-8.
    private var text: [UInt8] = []
    /// Whether the next member or element needs a comma before it.
    private var needsComma = false
    /// The closing brackets of the containers open now.
    private var closers: [UInt8] = []

    public init(output: @escaping (String) throws(EvaluationStopped) -> Void) {
        self.output = output
    }

    /// Opens an object: its members (``key(_:)`` and a value) follow, then ``end()``.
    public mutating func beginObject() throws(EvaluationStopped) { open(UInt8(ascii: "{"), closer: UInt8(ascii: "}")) }

    /// Opens an array: its elements follow, then ``end()``.
    public mutating func beginArray() throws(EvaluationStopped) { open(UInt8(ascii: "["), closer: UInt8(ascii: "]")) }

    /// Closes the object or array opened last.
    public mutating func end() throws(EvaluationStopped) {
        text.append(closers.removeLast())
        needsComma = true
        try flushIfFull()
    }

    /// The next member's name, inside an object.
    public mutating func key(_ name: String) throws(EvaluationStopped) {
        separate()
        JSONValue.quote(name, into: &text)
        text.append(UInt8(ascii: ":"))
        needsComma = false
    }

    /// The next member's name, one of the writer's own, which needs no escaping (`"title"`).
    public mutating func key(literal name: StaticString) throws(EvaluationStopped) {
        separate()
        text.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { text.append(contentsOf: $0) }
        text.append(contentsOf: "\":".utf8)
        needsComma = false
    }

    /// A whole value: an element, or the member whose ``key(_:)`` came last.
    public mutating func value(_ value: JSONValue) throws(EvaluationStopped) {
        separate()
        needsComma = true
        switch value {                                             // a row's usual values, written here
        case .null:
            return text.append(contentsOf: "null".utf8)
        case .string(let string) where string.utf8.count < Self.chunkSize:
            JSONValue.quote(string, into: &text)
            return try flushIfFull()
        default: break
        }
        let output = output
        try value.write(to: &text, flushingPast: Self.chunkSize) { text throws(EvaluationStopped) in
            try output(String(decoding: text, as: UTF8.self))
            text.removeAll(keepingCapacity: true)
        }
    }

    /// Members written together: their text, copied.
    mutating func members(_ fragment: JSONSinkFragment) throws(EvaluationStopped) {
        separate()
        text.append(contentsOf: fragment.text)
        needsComma = true
        try flushIfFull()
    }

    /// Hands the rest of the text to `output`.
    public mutating func finish() throws(EvaluationStopped) {
        if !text.isEmpty { try output(String(decoding: text, as: UTF8.self)) }
        text.removeAll(keepingCapacity: true)
    }

    private mutating func open(_ bracket: UInt8, closer: UInt8) {
        separate()
        text.append(bracket)
        closers.append(closer)
        needsComma = false
    }

    private mutating func separate() {
        if needsComma { text.append(UInt8(ascii: ",")) }
    }

    private mutating func flushIfFull() throws(EvaluationStopped) {
        guard text.count >= Self.chunkSize else { return }
        try output(String(decoding: text, as: UTF8.self))
        text.removeAll(keepingCapacity: true)
    }
}

/// A JSON document as a value (``result``), built as it is written.
struct JSONTreeSink: JSONSink {
    private enum Container {
        case object([(String, JSONValue)])
        case array([JSONValue])
    }

    /// The containers open now, innermost last.
    private var open: [Container] = []
    /// The names of the members whose values are being written, innermost last.
    private var keys: [String] = []
    /// The whole value, once it is written.
    private(set) var result: JSONValue?

    mutating func beginObject() { open.append(.object([])) }

    mutating func beginArray() { open.append(.array([])) }

    mutating func end() {
        switch open.removeLast() {
        case .object(let members): add(.object(members))
        case .array(let elements): add(.array(elements))
        }
    }

    mutating func key(_ name: String) { keys.append(name) }

    mutating func key(literal name: StaticString) { keys.append(name.description) }

    mutating func value(_ value: JSONValue) { add(value) }

    private mutating func add(_ value: JSONValue) {
        guard let container = open.popLast() else { return result = value }
        switch container {
        case .object(var members):
            members.append((keys.removeLast(), value))
            open.append(.object(members))
        case .array(var elements):
            elements.append(value)
            open.append(.array(elements))
        }
    }
}
