import CLua
import LuaShim

/// The Lua side of a new runtime: libraries, the `menu` module, environments, plugins.
extension MenuRuntime {
    /// Opens the standard libraries (the sandbox picks from them), `print`, and installs the
    /// host: the menu objects' metatable ("luamenu.menu") and the `menu` module ("luamenu.api"),
    /// of which every environment gets its own read-only copy. All of it runs in protected mode.
    func installLibraries() throws(ScriptError) {
        guard lm_openlibs(L) == LUA_OK, lm_setprint(L, options.printDescriptor) == LUA_OK else {
            throw ScriptError("cannot open Lua's libraries: not enough memory")
        }
        try checkHostFunctionNames()
        var source = HostFunction.installer(version: LuamenuVersion.current, hostNames: hostFunctionNames)
        var json = JSONChunk.source
        let status = source.withUTF8 { bytes in
            json.withUTF8 { jsonBytes in
                bytes.withMemoryRebound(to: CChar.self) { installer in
                    jsonBytes.withMemoryRebound(to: CChar.self) {
                        lm_installhost(L, Unmanaged.passUnretained(self).toOpaque(), installer.baseAddress,
                                       installer.count, $0.baseAddress, $0.count, options.sandbox ? 1 : 0)
                    }
                }
            }
        }
        guard status == LUA_OK else {
            defer { stack.pop() }
            throw ScriptError("cannot set up the menu module: \(stack.string(at: -1) ?? "?")")
        }
    }

    /// The Lua files `require` has loaded so far (what `--watch` watches besides the script).
    public var requiredFiles: [String] {
        let base = stack.top
        defer { lua_settop(L, base) }
        guard lua_getfield(L, lm_registryindex(), "luamenu.required") == LUA_TTABLE else { return [] }
        return (try? TableReader(stack, table: -1, argument: 0).strings(inListAt: -1, place: "files")) ?? []
    }

    /// A new environment for a script or plugin, anchored; `require` searches `folders`.
    func newEnvironment(searching folders: [String]) throws(ScriptError) -> ScriptRefValue {
        let path = folders.map { "\($0)/?.lua;\($0)/?/init.lua" }.joined(separator: ";")
        guard lm_newenvironment(L, path, options.sandbox ? 0 : 1) == LUA_OK else {
            defer { stack.pop() }
            throw ScriptError("cannot make the script's environment: \(stack.string(at: -1) ?? "?")")
        }
        return stack.ref()
    }
}
