import CLua
import LuaShim

/// Copies Lua values out of the Lua state into ``LuaValue``s, raw (no metamethods run), as
/// host work for the script: every value copied counts against the memory limit, and the
/// clock is checked as it goes, so a table shared a million times over can't stall the host.
///
/// Tables become ``LuaValue/table(array:fields:)`` (their sequence and string keys); functions,
/// userdata and threads become `.nil`; a table inside itself is cut (`.nil`), as is anything
/// nested deeper than ``depthLimit``.
struct LuaValueCopier {
    let runtime: MenuRuntime
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

    init(runtime: MenuRuntime) {
        self.runtime = runtime
    }

    /// The value at `index`.
    mutating func copy(at index: Int32) throws(HostCallError) -> LuaValue {
        try copy(at: index, depth: 0)
    }

    /// The table at `index`'s string-keyed fields other than `excluded`, each copied; empty
    /// when it has none (or is no table).
    mutating func fields(ofTableAt index: Int32, excluding excluded: Set<String>) throws(HostCallError) -> [String: LuaValue] {
        let stack = runtime.stack
        let table = stack.absolute(index)
        guard stack.type(at: table) == LUA_TTABLE, stack.reserve(4) else { return [:] }
        var fields: [String: LuaValue] = [:]
        lua_pushnil(stack.L)                                   // key
        while lua_next(stack.L, table) != 0 {                  // key, value
            if stack.type(at: -2) == LUA_TSTRING, let key = stack.string(at: -2), !excluded.contains(key) {
                let value = try copy(at: -1, depth: 1)
                if value != .nil { fields[key] = value }
            }
            stack.pop()                                        // key
        }
        return fields
    }

    /// Gives back the host memory charged for the copies, once they are no longer held.
    mutating func release() {
        _ = lm_chargehost(runtime.limits, Int64(-charged))
        runtime.hostMemory -= charged
        charged = 0
    }

    private mutating func copy(at index: Int32, depth: Int) throws(HostCallError) -> LuaValue {
        let stack = runtime.stack
        let L = stack.L
        let index = stack.absolute(index)
        count += 1
        try runtime.chargeHostWork(bytes: Self.valueCost, step: count)
        charged += Self.valueCost
        switch stack.type(at: index) {
        case LUA_TBOOLEAN: return .boolean(lua_toboolean(L, index) != 0)
        case LUA_TNUMBER: return .number(lua_tonumberx(L, index, nil))
        case LUA_TSTRING:
            let text = stack.string(at: index) ?? ""
            try runtime.chargeHostWork(bytes: text.utf8.count, step: count)
            charged += text.utf8.count
            return .string(text)
        case LUA_TTABLE:
            guard depth < Self.depthLimit, stack.reserve(4), let pointer = lua_topointer(L, index),
                  open.insert(pointer).inserted else { return .nil }
            defer { open.remove(pointer) }
            var array: [LuaValue] = []
            for position in stride(from: 1, through: stack.rawLength(at: index), by: 1) {
                stack.rawIndex(position, of: index)
                defer { stack.pop() }
                array.append(try copy(at: -1, depth: depth + 1))
            }
            var fields: [String: LuaValue] = [:]
            lua_pushnil(L)
            while lua_next(L, index) != 0 {
                if stack.type(at: -2) == LUA_TSTRING, let key = stack.string(at: -2) {
                    let value = try copy(at: -1, depth: depth + 1)
                    if value != .nil { fields[key] = value }
                }
                stack.pop()
            }
            return .table(array: array, fields: fields)
        default:
            return .nil
        }
    }
}
