/// Reading Lua data files (such as test specs) in the sandbox.
extension MenuRuntime {
    /// Runs the Lua file at `path` in a fresh sandboxed environment and copies out the value
    /// it returns: tables become ``LuaValue/table(array:fields:)`` (functions and other values
    /// that have no plain form are left out; cycles are cut).
    ///
    ///     let spec = try MenuRuntime.loadValue(file: "examples/tests/tigers.spec.lua")
    public static func loadValue(file path: String, options: Options = Options()) throws(ScriptError) -> LuaValue {
        let runtime = try MenuRuntime(options: options)
        return try runtime.budget.spend("while reading \(path)") { () throws(ScriptError) -> LuaValue in
            let stack = runtime.lua.stack
            let base = stack.top
            defer { stack.setTop(base) }
            let environment = try runtime.loader.newEnvironment(for: folder(of: path), searching: [folder(of: path)])
            try runtime.loader.run(.file(path, regularOnly: true), in: environment, results: 1)   // value
            var copier = LuaValueCopier(lua: runtime.lua, budget: runtime.budget)
            do throws(HostCallError) {
                return try copier.copy(at: -1)
            } catch {
                throw ScriptError("\(path): \(error.message)")
            }
        }
    }
}
