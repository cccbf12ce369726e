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
            var copier = LuaValueCopier(runtime: runtime)
            do throws(HostCallError) {
                return try copier.copy(at: -1)
            } catch {
                throw ScriptError("\(path): \(error.message)")
            }
        }
    }
}
