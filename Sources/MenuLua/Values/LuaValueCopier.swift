/// Copies Lua values out of the Lua state into ``LuaValue``s, raw (no metamethods run), as
/// host work for the script: every value copied counts against the memory limit, and the
/// clock is checked as it goes, so a table shared a million times over can't stall the host.
///
/// Tables become ``LuaValue/table(array:fields:)`` (their sequence and string keys); functions,
/// userdata and threads become `.nil`; a table inside itself is cut (`.nil`), as is anything
/// nested deeper than ``depthLimit``. A `strict` copier (what the store saves) refuses all
/// of these instead, and tables that are both a list and have string keys, naming where.
struct LuaValueCopier {
    let lua: LuaState
    let budget: ScriptBudget
    /// Whether what JSON can't hold is an error (naming its key path) rather than left out.
    var strict = false
    /// Tables being copied now, to cut cycles.
    private var open = Set<UnsafeRawPointer>()
    /// How many values were copied, for the clock checks.
    private var count = 0
    /// Host memory charged for the copies so far (see ``release()``).
    private(set) var charged = 0

    /// How deep tables nest before the rest is left out.
    static let depthLimit = 32
    /// What one copied value costs the host, roughly.
    static let valueCost = 48

    init(lua: LuaState, budget: ScriptBudget) {
        self.lua = lua
        self.budget = budget
    }

    /// The value at `index`; `path` ("store") names it in a strict copier's errors.
    mutating func copy(at index: Int32, path: String = "value") throws(HostCallError) -> LuaValue {
        try copy(at: index, depth: 0, path: path)
    }

    /// The table at `index`'s string-keyed fields but those whose names (as bytes) `isExcluded`
    /// says to leave out, each copied; empty when it has none (or is no table).
    mutating func fields(ofTableAt index: Int32,
                         excluding isExcluded: (UnsafeRawBufferPointer) -> Bool) throws(HostCallError) -> [String: LuaValue] {
        let stack = lua.stack
        let table = stack.absolute(index)
        guard stack.type(at: table) == .table else { return [:] }
        guard stack.reserve(4) else { throw .here("stack overflow") }
        var fields: [String: LuaValue] = [:]
        stack.pushNil()                                        // first key
        while stack.next(of: table) {                          // key, value
            if let name = stack.stringBytes(at: -2), !isExcluded(name), let key = stack.string(at: -2) {
                let value = try copy(at: -1, depth: 1, path: key)
                if value != .nil { fields[key] = value }
            }
            stack.pop()                                        // key
        }
        return fields
    }

    /// Gives back the host memory charged for the copies, once they are no longer held.
    mutating func release() {
        budget.release(charged)
        charged = 0
    }

    private mutating func copy(at index: Int32, depth: Int, path: String) throws(HostCallError) -> LuaValue {
        let stack = lua.stack
        let index = stack.absolute(index)
        count += 1
        try charge(Self.valueCost, stack)
        func refuse(_ what: String) throws(HostCallError) -> LuaValue {
            guard strict else { return .nil }
            throw .here("\(path): \(what) is no JSON value (strings, numbers, booleans and tables of them are)")
        }
        switch stack.type(at: index) {
        case .boolean: return .boolean(stack.boolean(at: index))
        case .number:
            let number = stack.number(at: index)
            return number.isFinite ? .number(number) : try refuse("a number that is not finite")
        case .string:
            let text = stack.string(at: index) ?? ""
            try charge(text.utf8.count, stack)
            return .string(text)
        case .nil, .none:
            return .nil
        case .table:
            guard depth < Self.depthLimit else { return try refuse("tables nested deeper than \(Self.depthLimit)") }
            guard let pointer = stack.identity(at: index), open.insert(pointer).inserted else {
                return try refuse("a table inside itself")
            }
            defer { open.remove(pointer) }
            guard stack.reserve(4) else { throw .here("stack overflow") }
            var array: [LuaValue] = []
            let length = stack.rawLength(at: index)
            for position in stride(from: 1, through: length, by: 1) {
                stack.rawIndex(position, of: index)            // …, element
                defer { stack.pop() }                          // …
                array.append(try copy(at: -1, depth: depth + 1, path: "\(path)[\(position)]"))
            }
            var fields: [String: LuaValue] = [:]
            stack.pushNil()                                    // …, first key
            while stack.next(of: index) {                      // …, key, value
                if stack.type(at: -2) == .string, let key = stack.string(at: -2) {
                    let value = try copy(at: -1, depth: depth + 1, path: "\(path).\(key)")
                    if value != .nil { fields[key] = value }
                } else if strict {
                    let key = stack.number(at: -2)               // 0 for what is no number
                    guard stack.type(at: -2) == .number, key == key.rounded(), key >= 1, key <= Double(length) else {
                        throw .here("\(path): a key that is no string and not in the list (a \(stack.typeName(at: -2))) is no JSON")
                    }
                }
                stack.pop()                                    // …, key
            }
            if strict, !array.isEmpty, !fields.isEmpty {
                throw .here("\(path): a table that is a list and has string keys is no JSON value")
            }
            return .table(array: array, fields: fields)
        default:
            return try refuse("a \(stack.typeName(at: index))")
        }
    }

    /// Charges `bytes` of the copies to the budget.
    private mutating func charge(_ bytes: Int, _ stack: LuaStack) throws(HostCallError) {
        try budget.chargeHostWork(bytes: bytes, step: count, at: stack.callerLocation())
        charged += bytes
    }
}
