/// Running Lua files for their value (test specs, and `pick`'s `lua:FILE` commands) in the sandbox.
extension MenuRuntime {
    /// Runs the Lua file at `path` in a fresh sandboxed environment and copies out the value
    /// it returns: tables become ``LuaValue/table(array:fields:)`` (functions and other values
    /// that have no plain form are left out; cycles are cut).
    ///
    ///     let spec = try MenuRuntime.loadValue(file: "examples/tests/tigers.spec.lua")
    public static func loadValue(file path: String, options: Options = Options()) throws(ScriptError) -> LuaValue {
        try MenuRuntime(options: options).value(ofFile: path, argument: nil, activity: "reading")
    }

    /// Runs the Lua file at `path` in a fresh environment of this runtime's sandbox (its
    /// `require` searching the file's folder), with `argument` as its `...`, under the
    /// runtime's limits (each call its own time), and copies out the value it returns.
    ///
    ///     let text = try runtime.value(ofFile: "preview.lua", argument: .table(array: [], fields: ["line": .string("main")]))
    public func value(ofFile path: String, argument: LuaValue? = nil) throws(ScriptError) -> LuaValue {
        try value(ofFile: path, argument: argument, activity: "running")
    }

    /// `path`'s value, its time limit's message saying it was `activity` ("reading") the file.
    private func value(ofFile path: String, argument: LuaValue?, activity: String) throws(ScriptError) -> LuaValue {
        try budget.spend("while \(activity) \(path)") { () throws(ScriptError) -> LuaValue in
            let stack = lua.stack
            let base = stack.top
            defer { stack.setTop(base) }
            let environment = try loader.newEnvironment(for: Self.folder(of: path), searching: [Self.folder(of: path)])
            try loader.run(.file(path, regularOnly: true), in: environment, results: 1) { () throws(ScriptError) -> Int32 in
                guard let argument else { return 0 }
                do throws(HostCallError) {
                    guard try stack.push(argument) else { throw .here("its argument nests too deep") }
                } catch {
                    throw ScriptError("\(path): \(error.message)")
                }
                return 1
            }                                                                                  // value
            var copier = LuaValueCopier(lua: lua, budget: budget)
            do throws(HostCallError) {
                return try copier.copy(at: -1)
            } catch {
                throw ScriptError("\(path): \(error.message)")
            }
        }
    }
}
