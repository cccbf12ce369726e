import CLua
import LuaShim

/// Reading Lua data files (such as test specs) in the sandbox.
extension MenuRuntime {
    /// Runs the Lua file at `path` in a fresh sandboxed environment and copies out the value
    /// it returns: tables become ``LuaValue/table(array:fields:)`` (functions and other values
    /// that have no plain form are left out; cycles are cut).
    ///
    ///     let spec = try MenuRuntime.loadValue(file: "examples/tests/tigers.spec.lua")
    public static func loadValue(file path: String, options: Options = Options()) throws(ScriptError) -> LuaValue {
        let runtime = try MenuRuntime(options: options)
        return try runtime.budgeted("while reading \(path)") { () throws(ScriptError) -> LuaValue in
            let L = runtime.L
            let base = runtime.stack.top
            defer { lua_settop(L, base) }
            guard lm_loadfile(L, path, 1) == LUA_OK else { throw ScriptError(runtime.stack.string(at: -1) ?? path, kind: .load) }
            runtime.stack.push(try runtime.newEnvironment(searching: [folder(of: path)]))
            lm_setenvironment(L)
            guard lm_pcall(L, 0, 1) == LUA_OK else { throw ScriptError(runtime.stack.string(at: -1) ?? path) }
            var open = Set<UnsafeRawPointer>()
            return runtime.copy(at: -1, depth: 0, open: &open)
        }
    }

    /// The value at `index` as a ``LuaValue``, read raw.
    private func copy(at index: Int32, depth: Int, open: inout Set<UnsafeRawPointer>) -> LuaValue {
        let index = stack.absolute(index)
        switch stack.type(at: index) {
        case LUA_TBOOLEAN: return .boolean(lua_toboolean(L, index) != 0)
        case LUA_TNUMBER: return .number(lua_tonumberx(L, index, nil))
        case LUA_TSTRING: return .string(stack.string(at: index) ?? "")
        case LUA_TTABLE:
            guard depth < 32, stack.reserve(4), let pointer = lua_topointer(L, index),
                  open.insert(pointer).inserted else { return .nil }
            defer { open.remove(pointer) }
            var array: [LuaValue] = []
            for position in stride(from: 1, through: stack.rawLength(at: index), by: 1) {
                stack.rawIndex(position, of: index)
                array.append(copy(at: -1, depth: depth + 1, open: &open))
                stack.pop()
            }
            var fields: [String: LuaValue] = [:]
            lua_pushnil(L)
            while lua_next(L, index) != 0 {
                if stack.type(at: -2) == LUA_TSTRING, let key = stack.string(at: -2) {
                    fields[key] = copy(at: -1, depth: depth + 1, open: &open)
                }
                stack.pop()
            }
            return .table(array: array, fields: fields)
        default:
            return .nil
        }
    }
}
