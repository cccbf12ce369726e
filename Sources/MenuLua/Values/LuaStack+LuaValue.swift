/// Plain values back into Lua: what the program's functions return, and the store's saved
/// data.
extension LuaStack {
    /// Pushes `value` as a new Lua value (a whole number as an integer); false, with nothing
    /// pushed, when its tables nest deeper than ``LuaValueCopier/depthLimit``.  [-0, +(1|0)]
    func push(_ value: LuaValue) throws(HostCallError) -> Bool {
        try push(value, depth: 0)
    }

    private func push(_ value: LuaValue, depth: Int) throws(HostCallError) -> Bool {
        guard depth < LuaValueCopier.depthLimit else { return false }
        guard reserve(4) else { throw .here("stack overflow") }
        switch value {                                         // value
        case .nil: pushNil()
        case .boolean(let flag): push(flag)
        case .number(let number):
            if number == number.rounded(), abs(number) < 9.2e18 { push(Int(number)) } else { push(number) }
        case .string(let text): push(text)
        case .table(let array, let fields):
            pushTable(array: array.count, fields: fields.count)                      // t
            for (position, element) in array.enumerated() {
                guard try push(element, depth: depth + 1) else { pop(); return false }   // t, element
                setRawIndex(position + 1, of: -2)                                    // t
            }
            for (key, field) in fields {
                guard try push(field, depth: depth + 1) else { pop(); return false }     // t, field
                setRawField(key, of: -2)                                             // t
            }
        }
        return true
    }
}
