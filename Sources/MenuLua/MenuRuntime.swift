import CLua
import LuaShim
import MenuModel

/// Runs a menu script and owns what it built: the menus, their state, the Lua state.
///
/// This is the embedding API; the `luamenu` tool and a SwiftUI app use it the same way:
///
///     let runtime = try MenuRuntime(script: "examples/tigers.lua")
///     try runtime.tap("outfield")
///     let view = try runtime.view()      // a MenuView to draw
///
/// Scripts run sandboxed, under a time and a memory limit (see ``Options``). Not thread-safe:
/// use one runtime from one thread (Lua states are single-threaded).
public final class MenuRuntime {
    /// A menu the script created, with its state and its Lua object.
    struct Document {
        var menu: Menu
        var state = MenuState()
        /// The menu's Lua userdata, passed to handlers as `m`.
        var object: ScriptRefValue = 0
        /// "file:line:" of the call that made each block, in block order.
        var origins: [String] = []
        /// Made by a tap that failed and was rolled back: the object is left in Lua, unusable.
        var discarded = false
    }

    /// The Lua thread the host works on: the main thread, except while Lua calls the host,
    /// when it is the thread that made the call (a coroutine's). Host functions must use the
    /// state they were called with: a coroutine's stack is not the main thread's.
    var L: OpaquePointer
    /// The main thread, which owns the Lua state and closes it.
    let mainThread: OpaquePointer
    let options: Options
    /// The memory the Lua state uses and the limits it runs under (the allocator's data).
    let limits: UnsafeMutablePointer<lm_Limits>
    /// The script's file path or name, for messages.
    public let scriptName: String
    /// The script's folder: `require` looks there, and `menu.read` reads inside it.
    let folder: String
    var documents: [Document] = []
    /// The document the script returned (or the last it created); nil before any.
    private(set) var main: Int?
    /// The environment the script runs in (and the REPL's lines).
    private(set) var environment: ScriptRefValue = 0
    /// Filter spec → its match function (a function of the script's, or a registered one).
    var matchers: [ScriptRef: ScriptRefValue] = [:]
    /// Block spec → its search function (`search = fn(item, query)`).
    var searchers: [ScriptRef: ScriptRefValue] = [:]
    /// Filters plugins registered with `menu.register_filter(name, fn)`.
    var registeredFilters: [String: ScriptRefValue] = [:]
    /// Mistakes found while the script built its menu, with file and line (see `check`).
    public internal(set) var problems: [String] = []
    /// "known names:field" → the suggestion for it (or none), so each field name is judged once.
    var suggestions: [String: String?] = [:]
    /// The host's own Lua functions (the REPL's printer and completer), compiled once.
    var hostFunctions: [String: ScriptRefValue] = [:]
    /// Whether a menu is being drawn: label functions may not change menus then.
    var drawingDepth = 0
    /// The error of a label function that ran out of time while rows were made (lazily).
    /// Problems noted per group, to summarise groups with many (see ``noteProblem(_:group:)``).
    var problemCounts: [String: Int] = [:]
    /// The lines of standard input, read once by the first `menu.input()` (anchored list).
    var inputLines: ScriptRefValue?
    /// Warnings passed on and held back during the running budget (see ``warn(_:)``).
    var warnings = WarningCount()
    /// Bytes of host memory charged to the script's budget for copies of its data.
    var hostMemory = 0
    /// The handlers `menu.on(event, fn)` registered, per event, in registration order.
    var hooks: [HookEvent: [ScriptRefValue]] = [:]

    /// The registry name of the menu objects' metatable.
    static let menuType = "luamenu.menu"

    /// Loads and runs the script at `path`; `require` looks in the script's folder.
    ///
    /// - Throws: ``ScriptError`` when the file can't be read or parsed, the script raises an
    ///   error or breaks a limit, or it makes no menu.
    public convenience init(script path: String, options: Options = Options()) throws(ScriptError) {
        try self.init(name: path, folder: Self.folder(of: path), options: options) { L in
            lm_loadfile(L, path, 0)                      // the file the user named: a FIFO too
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

    /// A runtime with no script yet, for the REPL: lines run in a fresh sandboxed environment.
    public convenience init(options: Options = Options()) throws(ScriptError) {
        try self.init(name: "stdin", folder: ".", options: options, load: nil)
    }

    private init(name: String, folder: String, options: Options,
                 load: ((OpaquePointer) -> Int32)?) throws(ScriptError) {
        limits = .allocate(capacity: 1)
        limits.initialize(to: lm_Limits())
        limits.pointee.limit = options.memoryLimit.map { max(0, $0) } ?? 0
        guard let L = lm_newstate(limits) else {
            limits.deallocate()
            throw ScriptError("cannot create a Lua state: not enough memory")
        }
        self.L = L
        mainThread = L
        self.options = options
        self.scriptName = name
        self.folder = folder
        lm_setdispatch(dispatcher)
        try installLibraries()
        let folders = [folder] + options.plugins
        try loadPlugins(searching: folders)
        environment = try newEnvironment(searching: folders)
        guard let load else { return }
        try budgeted("while loading the script") { () throws(ScriptError) in
            try run(load: load)
            try runBuildHooks()
        }
        noteMenuProblems()
    }

    deinit {
        // Closing runs no script code in the sandbox (no finalizers); with --unsafe it may,
        // so it runs under a budget the watchdog enforces.
        lm_startbudget(mainThread, limits, options.timeout ?? 0,
                       TerminalSafe.message("luamenu: \(scriptName): time limit exceeded while closing (a finalizer?)"),
                       TerminalSafe.message("luamenu: \(scriptName): interrupted while closing"))
        lua_close(mainThread)
        lm_endbudget(limits)
        limits.deallocate()
    }

    var stack: LuaStack { LuaStack(L: L) }

    /// The document shown and tapped: the script's menu, else the last one made (in a REPL).
    var current: Int? { main ?? (documents.isEmpty ? nil : documents.count - 1) }

    /// The menu the script made (empty before there is one).
    public var menu: Menu { current.map { documents[$0].menu } ?? Menu() }

    /// The menu's state: what taps changed (see ``restore(_:)`` to put a saved one back).
    public var state: MenuState {
        current.map { documents[$0].state } ?? MenuState()
    }

    /// The most memory the Lua state has held, in bytes.
    public var peakMemory: Int { limits.pointee.peak }

    /// The folder of a script path, for `require`: "examples" for "examples/tigers.lua".
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Runs the loaded script in its environment and picks its menu: the one it returns, else
    /// the last it created.
    private func run(load: (OpaquePointer) -> Int32) throws(ScriptError) {
        let base = stack.top
        defer { lua_settop(L, base) }
        guard load(L) == LUA_OK else { throw ScriptError(stack.string(at: -1) ?? "cannot load the script", kind: .load) }
        stack.push(environment)
        lm_setenvironment(L)
        guard lm_pcall(L, pushArguments(), 1) == LUA_OK else {
            throw ScriptError(stack.string(at: -1) ?? "the script failed")
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
