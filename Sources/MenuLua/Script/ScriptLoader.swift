/// Runs the script's Lua code — the script itself, each plugin, a data file — each in an
/// environment of its own: sandboxed, unless the sandbox is lifted.
struct ScriptLoader {
    let lua: LuaState
    /// Whether environments are sandboxed.
    let sandbox: Bool

    /// Where Lua code comes from.
    enum Source {
        /// The file at a path, named "@path" in messages; with `regularOnly`, anything but a
        /// regular file is refused (a FIFO would block before any Lua runs).
        case file(String, regularOnly: Bool)
        /// Text, named `name` in messages ("tigers.lua").
        case text(String, name: String)

        /// How messages name it.
        var name: String {
            switch self {
            case .file(let path, _): path
            case .text(_, let name): name
            }
        }
    }

    /// A new environment, anchored, for the script or plugin in `folder`, where its
    /// `menu.read` reads; `require` searches `folders`. A plugin's, `plugin` its name, has a
    /// `menu.store` of its own.
    func newEnvironment(for folder: String, searching folders: [String],
                        plugin: String? = nil) throws(ScriptError) -> ScriptRefValue {
        let stack = lua.stack
        var path = ""        // appended, not joined: a first joined(separator:) costs a start 116 K instructions
        for folder in folders { path += "\(path.isEmpty ? "" : ";")\(folder)/?.lua;\(folder)/?/init.lua" }
        guard stack.pushEnvironment(requirePath: path, folder: folder, owner: plugin, sandbox: sandbox) else {   // env | message
            defer { stack.pop() }                              // (message popped)
            throw ScriptError("cannot make the script's environment: \(stack.string(at: -1) ?? "?")")
        }
        return stack.ref()                                     // (env anchored)
    }

    /// Compiles `source`, and runs it in `environment` with the arguments `arguments` pushes
    /// (it returns how many), for `results` results. The stack is left as it was when it fails.
    /// [-0, +results]
    ///
    /// - Throws: ``ScriptError`` of kind `.load` when `source` can't be read or compiled, else
    ///   the error the code raised.
    func run(_ source: Source, in environment: ScriptRefValue, results: Int32,
             arguments: () throws(ScriptError) -> Int32 = { 0 }) throws(ScriptError) {
        let stack = lua.stack
        let base = stack.top
        let loaded = switch source {                           // chunk | message
        case .file(let path, let regularOnly): stack.loadFile(path, regularOnly: regularOnly)
        case .text(let text, let name): stack.load(text, name: "=" + name)
        }
        guard loaded else {                                    // message
            defer { stack.setTop(base) }
            throw ScriptError(stack.string(at: -1) ?? source.name, kind: .load)
        }
        stack.push(environment)                                // chunk, env
        stack.setEnvironment()                                 // chunk
        let count: Int32
        do {
            count = try arguments()                            // chunk, arguments…
        } catch {
            stack.setTop(base)                                 // (chunk popped)
            throw error
        }
        guard stack.call(arguments: count, results: results) else {   // results… | message
            defer { stack.setTop(base) }
            throw ScriptError(stack.string(at: -1) ?? source.name)
        }
    }

    /// Loads every `*.lua` of each plugin folder, in name order (but the plugins `skipped`
    /// names), each in its own environment (whose `require` searches `folders`) and as an
    /// operation of its own. Loading a plugin is
    /// a transaction: one that fails is reported through `warn` and skipped, and what it
    /// registered before it failed (hooks, filters, menus) is undone.
    ///
    /// - Throws: ``ScriptError`` when a plugin folder can't be read, or when a plugin broke a
    ///   limit and the run's deadline has passed or Ctrl-C stopped it: nothing more can run.
    func loadPlugins(from plugins: [String], skipping skipped: Set<String> = [], searching folders: [String], budget: ScriptBudget,
                     menus: ScriptMenus, hooks: ScriptHooks) throws(ScriptError) {
        for folder in plugins {
            guard let files = FolderListing.luaFiles(in: folder) else {
                throw ScriptError("\(folder): cannot read the plugin folder", kind: .load)
            }
            for file in files where !skipped.contains(MenuRuntime.Options.pluginName(ofFile: file)) {
                let path = folder + "/" + file
                let transaction = Transaction(menus: menus, hooks: hooks, budget: budget)
                do {
                    try budget.spend("while loading plugin \(path)") { () throws(ScriptError) in
                        let environment = try newEnvironment(for: folder, searching: folders, plugin: MenuRuntime.Options.pluginName(ofFile: file))
                        try run(.file(path, regularOnly: true), in: environment, results: 0)
                    }
                } catch {
                    transaction.rollBack()
                    if error.kind == .interrupted || (error.kind.isLimit && budget.deadlinePassed) { throw error }
                    budget.warn("plugin skipped: \(error.message)")
                }
            }
        }
    }
}
