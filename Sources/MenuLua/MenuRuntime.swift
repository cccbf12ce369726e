import CLua
import LuaShim
import MenuModel

/// Runs a menu script and owns what it built: the menus, their state, the Lua state.
///
/// This is the embedding API; the `luamenu` tool and a SwiftUI app use it the same way:
///
///     let runtime = try MenuRuntime(script: "examples/tigers.lua")
///     try runtime.tap("outfield")
///     let view = runtime.view()      // a MenuView to draw
///
/// Not thread-safe: use one runtime from one thread (Lua states are single-threaded).
public final class MenuRuntime {
    /// Where the script's `print` writes, and how problems that don't stop the menu are told.
    public struct Options: Sendable {
        /// The file descriptor `print` writes to: 1 (stdout) or 2 (stderr).
        public var printDescriptor: Int32
        /// Receives warnings such as a label function that failed (the menu still renders).
        public var warn: @Sendable (String) -> Void

        public init(printDescriptor: Int32 = 1, warn: @escaping @Sendable (String) -> Void = { _ in }) {
            self.printDescriptor = printDescriptor
            self.warn = warn
        }
    }

    /// A menu the script created, with its state and its Lua object.
    struct Document {
        var menu: Menu
        var state = MenuState()
        /// The menu's Lua userdata, passed to handlers as `m`.
        var object: ScriptRefValue = 0
    }

    let L: OpaquePointer
    let options: Options
    /// The script's file path or name, for messages.
    let scriptName: String
    var documents: [Document] = []
    /// The document the script returned (or the last it created).
    private(set) var main = 0

    /// The registry name of the menu objects' metatable.
    static let menuType = "luamenu.menu"

    /// Loads and runs the script at `path`; `require` looks in the script's folder.
    ///
    /// - Throws: ``ScriptError`` when the file can't be read or parsed, the script raises an
    ///   error, or it makes no menu.
    public convenience init(script path: String, options: Options = Options()) throws(ScriptError) {
        try self.init(name: path, folder: Self.folder(of: path), options: options) { L in
            lm_loadfile(L, path)
        }
    }

    /// Runs a script given as text, named `name` in messages (`name:3: …`).
    ///
    ///     let runtime = try MenuRuntime(source: "return menu.new{ title = 'Hi' }", name: "hi.lua")
    public convenience init(source: String, name: String, folder: String = ".",
                            options: Options = Options()) throws(ScriptError) {
        try self.init(name: name, folder: folder, options: options) { L in
            var source = source
            return source.withUTF8 { bytes in
                bytes.withMemoryRebound(to: CChar.self) {
                    lm_loadstring(L, $0.baseAddress, $0.count, "=" + name)
                }
            }
        }
    }

    private init(name: String, folder: String, options: Options,
                 load: (OpaquePointer) -> Int32) throws(ScriptError) {
        guard let L = luaL_newstate() else { throw ScriptError("cannot create a Lua state: not enough memory") }
        self.L = L
        self.options = options
        self.scriptName = name
        lm_setdispatch(dispatcher)
        try installLibraries(scriptFolder: folder)
        try run(load: load)
    }

    deinit { lua_close(L) }

    var stack: LuaStack { LuaStack(L: L) }

    /// The menu the script made.
    public var menu: Menu { documents[main].menu }

    /// The menu's state: what taps changed. Settable, to restore a saved state.
    public var state: MenuState {
        get { documents[main].state }
        set { documents[main].state = newValue }
    }

    /// The menu as drawn now: labels evaluated by the script, filters applied.
    public func view() -> MenuView {
        view(of: main)
    }

    func view(of document: Int) -> MenuView {
        let evaluator = LuaEvaluator(runtime: self, menuObject: documents[document].object)
        return MenuView(menu: documents[document].menu, state: documents[document].state, evaluator: evaluator)
    }

    /// Performs a tap on the menu: changes the state, then calls the script's handlers.
    /// A tap is a transaction: when a handler fails, every menu's state is as it was before.
    ///
    /// - Throws: ``ScriptError`` for an unknown path, or a failing handler (its message then
    ///   ends with "(during tap 'PATH')").
    public func tap(_ path: String) throws(ScriptError) {
        do throws(HostCallError) {
            try tap(TapPath(path), on: main)
        } catch .asIs(let message) {
            throw ScriptError("\(message) (during tap '\(path)')")
        } catch {
            throw ScriptError(error.message)
        }
    }

    /// The folder of a script path, for `require`: "examples" for "examples/tigers.lua".
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Opens the standard libraries, `print`, and the `menu` module.
    private func installLibraries(scriptFolder: String) throws(ScriptError) {
        guard lm_openlibs(L) == LUA_OK, lm_setprint(L, options.printDescriptor) == LUA_OK else {
            throw ScriptError("cannot open Lua's libraries: not enough memory")
        }
        let host = Unmanaged.passUnretained(self).toOpaque()
        // The menu objects' metatable: { __index = { section = …, tap = … }, __name = … }.
        luaL_newmetatable(L, Self.menuType)                    // mt
        lua_createtable(L, 0, Int32(HostFunction.methods.count))  // mt, methods
        for method in HostFunction.methods {
            lm_pushfunction(L, host, method.rawValue)          // mt, methods, fn
            lua_setfield(L, -2, method.name)                   // mt, methods
        }
        lua_setfield(L, -2, "__index")                         // mt
        stack.pop()
        // The module: global `menu` and package.loaded.menu.
        lua_createtable(L, 0, 2)                               // menu
        lm_pushfunction(L, host, HostFunction.new.rawValue)
        lua_setfield(L, -2, "new")
        stack.push(LuamenuVersion.current)
        lua_setfield(L, -2, "version")
        lua_pushvalue(L, -1)                                   // menu, menu
        lua_setglobal(L, "menu")                               // menu
        lua_getglobal(L, "package")                            // menu, package
        lua_getfield(L, -1, "loaded")                          // menu, package, loaded
        lua_pushvalue(L, -3)
        lua_setfield(L, -2, "menu")                            // menu, package, loaded
        stack.pop()                                            // menu, package
        stack.push("\(scriptFolder)/?.lua;\(scriptFolder)/?/init.lua")
        lua_setfield(L, -2, "path")
        stack.push("")
        lua_setfield(L, -2, "cpath")                           // no C modules
        stack.pop(2)
    }

    /// Runs the loaded script and picks its menu: the one it returns, else the last it created.
    private func run(load: (OpaquePointer) -> Int32) throws(ScriptError) {
        let base = stack.top
        defer { lua_settop(L, base) }
        guard load(L) == LUA_OK, lm_pcall(L, 0, 1) == LUA_OK else {
            throw ScriptError(stack.string(at: -1) ?? "cannot load the script")
        }
        if let number = menuNumber(at: -1) {
            main = number
        } else if lm_isnoneornil(L, -1) == 0 {
            throw ScriptError("\(scriptName): the script returned a \(stack.typeName(at: -1)), expected a menu (from menu.new)")
        } else if documents.isEmpty {
            throw ScriptError("\(scriptName): the script made no menu (call menu.new{ title = … } and return it)")
        } else {
            main = documents.count - 1
        }
    }

    /// The document number of the menu object at `index`, if it is one.
    func menuNumber(at index: Int32) -> Int? {
        guard let pointer = lm_testudata(L, index, Self.menuType) as UnsafeMutableRawPointer? else { return nil }
        return Int(pointer.load(as: Int32.self))
    }
}
