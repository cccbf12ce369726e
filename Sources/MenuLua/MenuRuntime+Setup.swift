import CLua
import LuaShim

/// The Lua side of a new runtime: libraries, the `menu` module, environments, plugins.
extension MenuRuntime {
    /// Opens the standard libraries (the sandbox picks from them), `print`, the menu objects'
    /// metatable, and the `menu` module, kept read-only in the registry as "luamenu.module".
    func installLibraries() throws(ScriptError) {
        guard lm_openlibs(L) == LUA_OK, lm_setprint(L, options.printDescriptor) == LUA_OK else {
            throw ScriptError("cannot open Lua's libraries: not enough memory")
        }
        let host = Unmanaged.passUnretained(self).toOpaque()
        // The menu objects' metatable: { __index = { section = …, tap = … }, __name = … }.
        luaL_newmetatable(L, Self.menuType)                      // mt
        lua_createtable(L, 0, Int32(HostFunction.methods.count))  // mt, methods
        for method in HostFunction.methods {
            lm_pushfunction(L, host, method.rawValue)            // mt, methods, fn
            lua_setfield(L, -2, method.name)                     // mt, methods
        }
        lua_setfield(L, -2, "__index")                           // mt
        lm_pushfunction(L, host, HostFunction.describe.rawValue)
        lua_setfield(L, -2, "__tostring")                        // tostring(m): "menu 'T' (2 blocks)"
        stack.pop()
        // The module, behind a read-only proxy so no plugin can replace menu.new for others.
        try runChunk(Self.readOnlyProxy, name: "=luamenu") {
            lua_createtable(L, 0, 3)                             // chunk, module
            for function in HostFunction.moduleFunctions {
                lm_pushfunction(L, host, function.rawValue)
                lua_setfield(L, -2, function.name)
            }
            stack.push(LuamenuVersion.current)
            lua_setfield(L, -2, "version")
            lua_createtable(L, 0, 2)                             // chunk, module, hangul
            for function in HostFunction.hangulFunctions {
                lm_pushfunction(L, host, function.rawValue)
                lua_setfield(L, -2, function.name)
            }
            lua_setfield(L, -2, "hangul")
            return 1
        }                                                        // proxy
        lua_setfield(L, lm_registryindex(), "luamenu.module")
        lua_createtable(L, 4, 0)                                 // the files `require` loads
        lua_setfield(L, lm_registryindex(), "luamenu.required")
    }

    /// The Lua files `require` has loaded so far (what `--watch` watches besides the script).
    public var requiredFiles: [String] {
        let base = stack.top
        defer { lua_settop(L, base) }
        guard lua_getfield(L, lm_registryindex(), "luamenu.required") == LUA_TTABLE else { return [] }
        return (try? TableReader(stack, table: -1, argument: 0).strings(inListAt: -1, place: "files")) ?? []
    }

    /// Makes `module` (and its tables, such as `menu.hangul`) read-only for scripts: reads go
    /// through, writes raise.
    private static let readOnlyProxy = """
        local function proxy(module, name)
          for key, value in pairs(module) do
            if type(value) == "table" then module[key] = proxy(value, name .. "." .. key) end
          end
          return setmetatable({}, {
            __index = module,
            __newindex = function(_, key) error(name .. " is read-only (cannot set '" .. tostring(key) .. "')", 2) end,
            __metatable = false,
          })
        end
        return proxy(..., "menu")
        """

    /// Runs a chunk of host Lua with the arguments `pushArguments` pushes; leaves one result.
    private func runChunk(_ source: String, name: String,
                          pushArguments: () -> Int32) throws(ScriptError) {
        var source = source
        let status = source.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { lm_loadstring(L, $0.baseAddress, $0.count, name) }
        }
        guard status == LUA_OK, lm_pcall(L, pushArguments(), 1) == LUA_OK else {
            throw ScriptError("cannot set up the menu module: \(stack.string(at: -1) ?? "?")")
        }
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
