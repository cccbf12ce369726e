import MenuLua
import MenuRender

/// The script's plain values as JSON: what an item's `data` holds.
extension JSONValue {
    /// `value` as JSON: a table with only a sequence (`{ "a", "b" }`) is an array, any other
    /// an object (the sequence's entries keyed "1", "2" … beside the string keys, keys
    /// sorted); a whole number is an integer; nil (a function's place in a list) is null.
    public init(_ value: LuaValue) {
        switch value {
        case .nil: self = .null
        case .boolean(let flag): self = .bool(flag)
        case .number(let number):
            self = number == number.rounded() && abs(number) < 9e15 ? .int(Int(number)) : .number(number)
        case .string(let text): self = .string(text)
        case .table(let array, let fields) where fields.isEmpty && !array.isEmpty:
            self = .array(array.map(JSONValue.init))
        case .table(let array, let fields):
            self = JSONValue(fields: fields, array: array)
        }
    }

    /// The plain value JSON `self` stands for, as a script gets it: an object a table of
    /// string keys, an array a list, a number a number; null is nil.
    public var luaValue: LuaValue {
        switch self {
        case .null: .nil
        case .bool(let flag): .boolean(flag)
        case .int(let number): .number(Double(number))
        case .number(let number): .number(number)
        case .literal(let text): Double(text).map(LuaValue.number) ?? .string(text)
        case .string(let text): .string(text)
        case .array(let values): .table(array: values.map(\.luaValue), fields: [:])
        case .object(let members):
            .table(array: [], fields: Dictionary(members.map { ($0.0, $0.1.luaValue) }) { _, last in last })
        }
    }

    /// An object of `fields`, sorted by key, after the entries of `array` keyed "1", "2" …
    public init(fields: [String: LuaValue], array: [LuaValue] = []) {
        let numbered = array.enumerated().map { (String($0.offset + 1), JSONValue($0.element)) }
        self = .object(numbered + fields.sorted { $0.key < $1.key }.map { ($0.key, JSONValue($0.value)) })
    }
}
