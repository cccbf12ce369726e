/// A plain Lua value copied out of the Lua state: what a data file (a test spec) returns.
public enum LuaValue: Equatable, Sendable {
    case `nil`
    case boolean(Bool)
    case number(Double)
    case string(String)
    /// The sequence part (1…n) and the other string-keyed fields.
    case table(array: [LuaValue], fields: [String: LuaValue])

    /// The string, if this is one.
    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The number as a whole number, if it is one.
    public var integer: Int? {
        if case .number(let number) = self, number == number.rounded(), abs(number) < 1e15 { return Int(number) }
        return nil
    }

    public var array: [LuaValue] {
        if case .table(let array, _) = self { return array }
        return []
    }

    public subscript(field: String) -> LuaValue {
        if case .table(_, let fields) = self { return fields[field] ?? .nil }
        return .nil
    }
}
