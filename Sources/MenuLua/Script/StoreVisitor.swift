import MenuModel

/// What a walk of the script's store hands its values to, one at a time and in order (a
/// list's elements, a table's fields by name), so a front end can write the store as JSON
/// without holding it whole: never a tree of the store beside Lua's own.
///
///     struct Counter: StoreVisitor {           // counts the strings in the store
///         var strings = 0
///         mutating func beginList() {}
///         mutating func beginTable() {}
///         mutating func end() {}
///         mutating func key(_ name: String) {}
///         mutating func scalar(_ value: LuaValue) { if case .string = value { strings += 1 } }
///     }
///     var counter = Counter()
///     _ = try runtime.visitStore(&counter)
public protocol StoreVisitor {
    /// A list (a table with only a sequence) begins: its elements follow, then ``end()``.
    mutating func beginList() throws(EvaluationStopped)
    /// A table of string keys begins: each field's ``key(_:)`` then its value, in key order,
    /// then ``end()``.
    mutating func beginTable() throws(EvaluationStopped)
    /// The list or table begun last ends.
    mutating func end() throws(EvaluationStopped)
    /// The next field's name.
    mutating func key(_ name: String) throws(EvaluationStopped)
    /// A string, a number or a boolean.
    mutating func scalar(_ value: LuaValue) throws(EvaluationStopped)
}

/// Walks the store's table raw (no metamethods run) and hands it to a ``StoreVisitor``,
/// keeping to what JSON holds, as the store's rules say: a function, a userdata, a number that
/// is not finite, a table inside itself or nested deeper than ``LuaValueCopier/depthLimit``, a
/// table that is a list and has string keys, a key that is no string and not in the list —
/// each is refused, naming its key path. As host work for the script, it checks the clock as
/// it goes.
struct StoreWalker {
    let lua: LuaState
    let budget: ScriptBudget
    /// Tables being walked now, to find a table inside itself.
    private var open = Set<UnsafeRawPointer>()
    /// How many values were walked, for the clock checks.
    private var count = 0

    init(lua: LuaState, budget: ScriptBudget) {
        self.lua = lua
        self.budget = budget
    }

    /// Hands the value at `index` to `visitor`; `path` names it in errors.
    mutating func walk<Visitor: StoreVisitor>(at index: Int32, path: String, depth: Int = 0,
                                              into visitor: inout Visitor) throws(HostCallError) {
        let stack = lua.stack
        let index = stack.absolute(index)
        count += 1
        try budget.chargeHostWork(bytes: 0, step: count, at: stack.callerLocation())   // the clock
        func refuse(_ what: String) -> HostCallError {
            .here("\(path): \(what) is no JSON value (strings, numbers, booleans and tables of them are)")
        }
        switch stack.type(at: index) {
        case .boolean:
            try Self.tell { () throws(EvaluationStopped) in try visitor.scalar(.boolean(stack.boolean(at: index))) }
        case .number:
            let number = stack.number(at: index)
            guard number.isFinite else { throw refuse("a number that is not finite") }
            try Self.tell { () throws(EvaluationStopped) in try visitor.scalar(.number(number)) }
        case .string:
            let text = stack.string(at: index) ?? ""
            try Self.tell { () throws(EvaluationStopped) in try visitor.scalar(.string(text)) }
        case .table:
            try walkTable(at: index, path: path, depth: depth, into: &visitor)
        default:
            throw refuse("a \(stack.typeName(at: index))")
        }
    }

    private mutating func walkTable<Visitor: StoreVisitor>(at index: Int32, path: String, depth: Int,
                                                           into visitor: inout Visitor) throws(HostCallError) {
        let stack = lua.stack
        guard depth < LuaValueCopier.depthLimit else {
            throw .here("\(path): tables nested deeper than \(LuaValueCopier.depthLimit) are no JSON value")
        }
        guard let pointer = stack.identity(at: index), open.insert(pointer).inserted else {
            throw .here("\(path): a table inside itself is no JSON value")
        }
        defer { open.remove(pointer) }
        guard stack.reserve(4) else { throw .here("stack overflow") }
        let length = stack.rawLength(at: index)
        var keys: [String] = []
        stack.pushNil()                                        // …, first key
        while stack.next(of: index) {                          // …, key, value
            if stack.type(at: -2) == .string, let key = stack.string(at: -2) {
                if stack.type(at: -1) != .nil { keys.append(key) }
            } else {
                let key = stack.number(at: -2)                 // 0 for what is no number
                guard stack.type(at: -2) == .number, key == key.rounded(), key >= 1, key <= Double(length) else {
                    let kind = stack.typeName(at: -2)
                    stack.pop(2)                               // …
                    throw .here("\(path): a key that is no string and not in the list (a \(kind)) is no JSON")
                }
            }
            stack.pop()                                        // …, key
        }
        if length > 0, !keys.isEmpty {
            throw .here("\(path): a table that is a list and has string keys is no JSON value")
        }
        if length > 0 {
            try Self.tell { () throws(EvaluationStopped) in try visitor.beginList() }
            for position in 1...length {
                stack.rawIndex(position, of: index)            // …, element
                defer { stack.pop() }                          // …
                try walk(at: -1, path: "\(path)[\(position)]", depth: depth + 1, into: &visitor)
            }
        } else {
            try Self.tell { () throws(EvaluationStopped) in try visitor.beginTable() }
            for key in keys.sorted() {
                try Self.tell { () throws(EvaluationStopped) in try visitor.key(key) }
                stack.rawField(key, of: index)                 // …, value
                defer { stack.pop() }                          // …
                try walk(at: -1, path: "\(path).\(key)", depth: depth + 1, into: &visitor)
            }
        }
        try Self.tell { () throws(EvaluationStopped) in try visitor.end() }
    }

    /// Runs a call of the visitor; its stop (the output's budget spent) is the host's error.
    private static func tell(_ call: () throws(EvaluationStopped) -> Void) throws(HostCallError) {
        do {
            try call()
        } catch {
            throw .here(error.message)
        }
    }
}
