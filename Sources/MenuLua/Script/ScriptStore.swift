import MenuModel

/// The script's data that lasts from one run to the next: `menu.store{ defaults }` gives a
/// table holding what an earlier run saved merged over `defaults`, and the host reads it back
/// to save it with the state (`--state`). It is plain Lua data, counted against `--memory`
/// like the script's own; JSON values only (strings, numbers, booleans, lists and tables with
/// string keys), which saving checks, naming the key path of the first that isn't one.
///
///     local store = menu.store{ filled = {} }   -- in the script
///     store.filled.kakaoTalkId = true           -- kept by the next run
final class ScriptStore {
    private let lua: LuaState
    private let budget: ScriptBudget
    /// What an earlier run saved, if anything.
    private let saved: LuaValue?
    /// The store's table, anchored, once the script asked for it.
    private(set) var table: ScriptRefValue?

    init(lua: LuaState, budget: ScriptBudget, saved: LuaValue?) {
        self.lua = lua
        self.budget = budget
        self.saved = saved
    }

    /// `menu.store(defaults?)` → the store: at the first call a new table of the saved values,
    /// then every call fills in what `defaults` has and it lacks (in tables both have, too).
    /// Every call returns the same table.
    func open(_ stack: LuaStack) throws(HostCallError) -> Int32 {
        try stack.defaultsArgument()                           // defaults
        if let table {
            stack.push(table)                                  // defaults, store
        } else {
            if let saved, case .table = saved {
                guard try stack.push(saved) else { throw .here("the saved store nests too deeply") }   // defaults, store
            } else {
                stack.pushTable()                              // defaults, store
            }
            stack.pushCopy(of: -1)                             // defaults, store, store
            table = stack.ref()                                // defaults, store
        }
        try fill(stack.absolute(-1), from: 1, stack, depth: 0)
        return 1
    }

    /// Copies into the table at `store` each field of the table at `defaults` that it lacks;
    /// where both hold a table, fills that one too.
    private func fill(_ store: Int32, from defaults: Int32, _ stack: LuaStack, depth: Int) throws(HostCallError) {
        guard depth < LuaValueCopier.depthLimit else { return }
        guard stack.reserve(6) else { throw .here("stack overflow") }
        stack.pushNil()                                        // first key
        while stack.next(of: defaults) {                       // key, default
            stack.pushCopy(of: -2)                             // key, default, key
            let existing = stack.rawGet(of: store)             // key, default, existing
            if existing == .nil {
                stack.pop()                                    // key, default
                stack.pushCopy(of: -2)                         // key, default, key
                stack.pushCopy(of: -2)                         // key, default, key, default
                stack.setRawPair(of: store)                    // key, default
            } else if existing == .table, stack.type(at: -2) == .table {
                try fill(stack.absolute(-1), from: stack.absolute(-2), stack, depth: depth + 1)
                stack.pop()                                    // key, default
            } else {
                stack.pop()                                    // key, default
            }
            stack.pop()                                        // key
        }
    }

    /// The store's values now, to save: nil when the script made none and none was saved.
    ///
    /// - Throws: when a value is no JSON value ("store.filled.at: a function is no JSON value …").
    func value() throws(HostCallError) -> LuaValue? {
        guard let table else { return saved }
        let stack = lua.stack
        guard stack.reserve(4) else { throw .here("stack overflow") }
        stack.push(table)                                      // store
        defer { stack.pop() }                                  // (store popped)
        var copier = LuaValueCopier(lua: lua, budget: budget)
        copier.strict = true
        defer { copier.release() }
        return try copier.copy(at: -1, path: "store")
    }

    /// Hands the store to `visitor` a value at a time (see ``StoreWalker``): false when the
    /// script made none and none was saved.
    ///
    /// - Throws: when a value is no JSON value, naming its key path, or the visitor stops.
    func visit<Visitor: StoreVisitor>(_ visitor: inout Visitor) throws(HostCallError) -> Bool {
        guard let table else {
            guard let saved else { return false }
            do throws(EvaluationStopped) {
                try Self.visit(saved, into: &visitor)
            } catch {
                throw .here(error.message)
            }
            return true
        }
        let stack = lua.stack
        guard stack.reserve(4) else { throw .here("stack overflow") }
        stack.push(table)                                      // store
        defer { stack.pop() }                                  // (store popped)
        var walker = StoreWalker(lua: lua, budget: budget)
        try walker.walk(at: -1, path: "store", into: &visitor)
        return true
    }

    /// Hands a saved store (plain values, as a state file gave them) to `visitor`.
    private static func visit<Visitor: StoreVisitor>(_ value: LuaValue, into visitor: inout Visitor) throws(EvaluationStopped) {
        switch value {
        case .table(let array, _) where !array.isEmpty:
            try visitor.beginList()
            for element in array { try visit(element, into: &visitor) }
            try visitor.end()
        case .table(_, let fields):
            try visitor.beginTable()
            for (key, field) in fields.sorted(by: { $0.key < $1.key }) {
                try visitor.key(key)
                try visit(field, into: &visitor)
            }
            try visitor.end()
        default:
            try visitor.scalar(value)
        }
    }
}
