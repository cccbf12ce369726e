import MenuModel

/// Reads the fields of a table argument, with Lua's wording for what is wrong:
/// "bad argument #1 to 'section' (field 'title': string expected, got table)".
///
/// Fields are read raw (no metamethods), so a hostile table can't raise from a Swift frame.
struct TableReader {
    let stack: LuaStack
    /// The table's absolute stack index.
    let table: Int32
    /// The argument number errors name.
    let argument: Int32
    /// Where the table sits inside the argument, e.g. "items[2]"; empty for the argument itself.
    let place: String

    init(_ stack: LuaStack, table: Int32, argument: Int32, place: String = "") {
        self.stack = stack
        self.table = stack.absolute(table)
        self.argument = argument
        self.place = place
    }

    /// How messages name `field`: "field 'title'" at the top, "items[2].title" inside.
    func name(_ field: String) -> String {
        place.isEmpty ? "field '\(field)'" : "\(place).\(field)"
    }

    /// "field 'title': string expected, got table", for the value on top of the stack.
    func error(_ field: String, expected: String) -> HostCallError {
        error(field, expected: expected, got: stack.typeName(at: -1))
    }

    func error(_ field: String, expected: String, got type: String) -> HostCallError {
        .argument(argument, "\(name(field)): \(expected) expected, got \(type)")
    }

    /// A string (or a number, as text); nil when absent.
    func string(_ field: String) throws(HostCallError) -> String? {
        stack.rawField(field, of: table)                      // …, value
        defer { stack.pop() }                                  // …
        if stack.type(at: -1) == .nil { return nil }
        guard let text = stack.string(at: -1) else { throw error(field, expected: "string") }
        return text
    }

    func bool(_ field: String, default value: Bool) throws(HostCallError) -> Bool {
        let type = stack.rawField(field, of: table)            // …, value
        defer { stack.pop() }                                  // …
        if type == .nil { return value }
        guard type == .boolean else { throw error(field, expected: "boolean") }
        return stack.boolean(at: -1)
    }

    /// An integer in `range`; `value` when absent. A string is refused, though Lua would
    /// convert "2": `columns = "2"` is a mistake worth reporting.
    func integer(_ field: String, default value: Int, in range: ClosedRange<Int>) throws(HostCallError) -> Int {
        let type = stack.rawField(field, of: table)            // …, value
        defer { stack.pop() }                                  // …
        if type == .nil { return value }
        guard type == .number, let number = stack.integer(at: -1) else { throw error(field, expected: "integer") }
        guard range.contains(number) else {
            throw .argument(argument, "\(name(field)): \(number) is out of range (expected \(range.lowerBound) to \(range.upperBound))")
        }
        return number
    }

    /// Whether a function is there; an error for anything but a function or nil.
    func hasFunction(_ field: String) throws(HostCallError) -> Bool {
        let type = stack.rawField(field, of: table)            // …, value
        defer { stack.pop() }                                  // …
        if type == .nil { return false }
        guard type == .function else { throw error(field, expected: "function") }
        return true
    }

    /// Pushes the field for `body` to read, and pops it after.
    func with<T>(_ field: String, _ body: (_ type: LuaType) throws(HostCallError) -> T) throws(HostCallError) -> T {
        let type = stack.rawField(field, of: table)            // …, value
        defer { stack.pop() }                                  // …
        return try body(type)
    }

    /// The strings of the list at stack `index`; `place` names its entries in errors
    /// ("letters" gives "letters[2]: string expected, got table").
    func strings(inListAt index: Int32, place: String) throws(HostCallError) -> [String] {
        let list = stack.absolute(index)
        var strings: [String] = []
        for position in stride(from: 1, through: stack.rawLength(at: list), by: 1) {
            stack.rawIndex(position, of: list)                 // …, entry
            defer { stack.pop() }                              // …
            guard let text = stack.string(at: -1) else {
                throw .argument(argument, "\(place)[\(position)]: string expected, got \(stack.typeName(at: -1))")
            }
            strings.append(text)
        }
        return strings
    }

    /// The table's string keys that are not among `known`, in a stable order. A key longer
    /// than ``longestName`` is none of the API's: it is named by its beginning and its length,
    /// never copied whole (a 20 MB key would be 20 MB of host memory, and more to spell-check).
    func unknownFields(known: [String]) throws(HostCallError) -> [String] {
        var unknown: [String] = []
        guard stack.reserve(4) else { throw .here("stack overflow") }
        stack.pushNil()                                        // first key
        while stack.next(of: table) {                          // key, value
            if stack.type(at: -2) == .string, let bytes = stack.bytes(at: -2) {
                if bytes.count > Self.longestName {
                    unknown.append(String(decoding: bytes.prefix(Self.longestName), as: UTF8.self) + "… (\(bytes.count) bytes)")
                } else if case let key = String(decoding: bytes, as: UTF8.self), !known.contains(key) {
                    unknown.append(key)
                }
            }
            stack.pop()                                        // key
        }
        return unknown.sorted()
    }

    /// The longest field name looked at whole: far longer than any of the API's.
    static let longestName = 64
}
