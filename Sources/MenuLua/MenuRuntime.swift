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
///
/// A façade over the parts that each own their state:
/// - ``ScriptBudget``: the time and memory limits, warnings, the host memory charged;
/// - ``LuaState``: the Lua state and the thread the host works on;
/// - ``ScriptMenus``: the menus made, their state, the functions behind their blocks;
/// - ``ScriptHooks``: hooks and registered filters;
/// - ``ScriptInputs``: the script's arguments, input, files and required modules;
/// - ``ProblemLog``: mistakes found while the script built its menu;
/// - ``ScriptStores``: the script's and each plugin's data that lasts from one run to the next
///   (`menu.store`);
/// - ``ScriptAPI``: the functions scripts call, which write to the parts above;
/// - ``Taps``: taps as transactions; ``LiveQueries``: sections whose items follow the query;
///   ``LuaEvaluator``: drawing's calls into the script.
public final class MenuRuntime {
    /// The script's file path or name, for messages.
    public let scriptName: String
    let options: Options
    let budget: ScriptBudget
    let lua: LuaState
    let menus: ScriptMenus
    let hooks: ScriptHooks
    let inputs: ScriptInputs
    let problemLog: ProblemLog
    let taps: Taps
    let live: LiveQueries
    let stores: ScriptStores
    let api: ScriptAPI
    let loader: ScriptLoader
    /// The environment the script runs in (and the REPL's lines).
    private(set) var environment: ScriptRefValue = 0

    /// Loads and runs the script at `path`; `require` looks in the script's folder.
    ///
    /// - Throws: ``ScriptError`` when the file can't be read or parsed, the script raises an
    ///   error or breaks a limit, or it makes no menu.
    public convenience init(script path: String, options: Options = Options()) throws(ScriptError) {
        try self.init(name: path, folder: Self.folder(of: path), options: options,
                      source: .file(path, regularOnly: false))   // the file the user named: a FIFO too
    }

    /// Runs a script given as text, named `name` in messages (`name:3: …`).
    ///
    ///     let runtime = try MenuRuntime(source: "return menu.new{ title = 'Hi' }", name: "hi.lua")
    public convenience init(source: String, name: String, folder: String = ".",
                            options: Options = Options()) throws(ScriptError) {
        try self.init(name: name, folder: folder, options: options, source: .text(source, name: name))
    }

    /// A runtime with no script yet, for the REPL: lines run in a fresh sandboxed environment.
    public convenience init(options: Options = Options()) throws(ScriptError) {
        try self.init(name: "stdin", folder: ".", options: options, source: nil)
    }

    private init(name: String, folder: String, options: Options, source: ScriptLoader.Source?) throws(ScriptError) {
        scriptName = name
        self.options = options
        budget = ScriptBudget(scriptName: name, options: options)
        lua = try LuaState(limits: budget.limits)
        menus = ScriptMenus()
        hooks = ScriptHooks(lua: lua, budget: budget)
        inputs = ScriptInputs(lua: lua, budget: budget, scriptName: name, folder: folder, options: options)
        problemLog = ProblemLog()
        taps = Taps(lua: lua, budget: budget, menus: menus, hooks: hooks)
        stores = ScriptStores(lua: lua, budget: budget, saved: options.store, savedPlugins: options.pluginStores)
        live = LiveQueries(lua: lua, budget: budget, menus: menus, problems: problemLog)
        api = ScriptAPI(lua: lua, budget: budget, menus: menus, hooks: hooks, inputs: inputs, problems: problemLog,
                        taps: taps, live: live, stores: stores, keepsGoing: options.keepsGoing,
                        program: ProgramFunctions(options.hostFunctions, lua: lua, budget: budget))
        loader = ScriptLoader(lua: lua, sandbox: options.sandbox)
        defer { inputs.recordRequiredFiles() }   // whether the load works or not
        try installLibraries()
        let folders = [folder] + options.plugins
        try loader.loadPlugins(from: options.plugins, skipping: options.skippedPlugins, searching: folders, budget: budget,
                               menus: menus, hooks: hooks)
        environment = try loader.newEnvironment(for: folder, searching: folders)
        guard let source else { return }
        try budget.spend("while loading the script") { () throws(ScriptError) in
            try run(source)
            if let current = menus.current { try hooks.runBuild(menu: menus.documents[current].object) }
        }
        if let current = menus.current {
            problemLog.noteProblems(of: menus.documents[current].menu, origins: menus.documents[current].origins,
                                    scriptName: scriptName)
        }
    }

    deinit {
        budget.closing { lua.close() }        // while everything a finalizer may call is alive
    }

    /// Opens the standard libraries (the sandbox picks from them) and `print`, and installs
    /// the host: the menu objects' metatable ("luamenu.menu") and the `menu` module
    /// ("luamenu.api"), of which every environment gets its own read-only copy. All of it runs
    /// in protected mode.
    private func installLibraries() throws(ScriptError) {
        let stack = lua.stack
        guard stack.openLibraries(), stack.setPrint(descriptor: options.printDescriptor) else {   // message
            defer { stack.pop() }                              // (message popped)
            throw ScriptError("cannot open Lua's libraries: \(stack.string(at: -1) ?? "?")")
        }
        try api.program.checkNames()
        try api.install(sandbox: options.sandbox)
    }

    /// Runs the script in its environment and picks its menu: the one it returns, else the
    /// last it created.
    private func run(_ source: ScriptLoader.Source) throws(ScriptError) {
        let stack = lua.stack
        let base = stack.top
        defer { stack.setTop(base) }
        try loader.run(source, in: environment, results: 1) { () throws(ScriptError) in   // result
            try inputs.pushArguments(into: environment)
        }
        if let number = menus.number(ofObjectAt: -1, in: stack) {
            menus.main = number
        } else if stack.type(at: -1) != .nil, stack.type(at: -1) != .none {
            throw ScriptError("\(scriptName): the script returned a \(stack.typeName(at: -1)), expected a menu (from menu.new)")
        } else if let last = menus.lastMenu {
            menus.main = last
        } else {
            throw ScriptError("\(scriptName): the script made no menu (call menu.new{ title = … } and return it)")
        }
    }

    /// The stack of the thread the host works on now.
    var stack: LuaStack { lua.stack }

    /// When the whole run must end: every operation (a tap, a drawing, …) ends by it as well
    /// as within ``Options/timeout``. A front end that serves many requests sets it anew for
    /// each, so each request has the time a whole run would (`luamenu serve`, a key in
    /// `run -i`); nil: each operation has only its own timeout.
    ///
    ///     runtime.deadline = Deadline(seconds: 5)
    ///     try runtime.tap("outfield")          // the tap and the drawing after it share 5 s
    public var deadline: Deadline? {
        get { budget.deadline }
        set { budget.deadline = newValue }
    }

    /// Starts the clock of a new run: ``deadline`` becomes ``Options/timeout`` seconds from now
    /// (no deadline without a timeout). A front end calls it for each request it serves.
    public func renewDeadline() {
        deadline = options.timeout.map { Deadline(seconds: $0) }
    }

    /// The menu the script made (empty before there is one).
    public var menu: Menu { menus.current.map { menus.documents[$0].menu } ?? Menu() }

    /// The menu's state: what taps changed (see ``restore(_:)`` to put a saved one back).
    public var state: MenuState {
        menus.current.map { menus.documents[$0].state } ?? MenuState()
    }

    /// Mistakes found while the script built its menu, with file and line (see `check`).
    public var problems: [String] { problemLog.problems }

    /// Adds `problems` of the menu (a front end's own checks, such as
    /// ``MenuModel/Menu/hotkeyProblems(shadowedBy:)``) to ``problems``, each placed at the
    /// line that made its block.
    public func note(_ problems: [Menu.Problem]) {
        guard let current = menus.current else { return }
        problemLog.noteProblems(problems, origins: menus.documents[current].origins, scriptName: scriptName)
    }

    /// The most memory the Lua state has held, in bytes.
    public var peakMemory: Int { budget.limits.peak }

    /// The Lua files `require` has loaded so far (what `--watch` watches besides the script).
    public var requiredFiles: [String] { inputs.requiredFiles }

    /// The folder of a script path, for `require`: "examples" for "examples/tigers.lua".
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
