/// Every store of a run, kept apart: the script's (`menu.store` in the script and what it
/// `require`s) and each plugin's (`menu.store` in a plugin is that plugin's, by its name), so a
/// plugin can't change the script's data, nor one plugin another's, and a state file says whose
/// keys are whose (`"store"`, and `"plugins": { name: store }`).
///
///     menu.store{ coupon = "없음" }          -- in the script: the script's
///     menu.store{ recent = {} }             -- in plugins/recent.lua: the plugin "recent"'s
final class ScriptStores {
    private let lua: LuaState
    private let budget: ScriptBudget
    /// The script's store.
    let script: ScriptStore
    /// What earlier runs saved for plugins, by name.
    private let savedPlugins: [String: LuaValue]
    /// The plugins' stores made this run, by name.
    private var plugins: [String: ScriptStore] = [:]

    init(lua: LuaState, budget: ScriptBudget, saved: LuaValue?, savedPlugins: [String: LuaValue]) {
        self.lua = lua
        self.budget = budget
        self.savedPlugins = savedPlugins
        script = ScriptStore(lua: lua, budget: budget, saved: saved)
    }

    /// `menu.store(defaults?)`: the store of the script or plugin whose `menu.store` it is.
    func open(_ stack: LuaStack) throws(HostCallError) -> Int32 {
        guard let name = stack.carriedText() else { return try script.open(stack) }
        return try plugin(name).open(stack)
    }

    /// The names of the plugins with a store, made this run or saved before, sorted.
    var pluginNames: [String] {
        Set(plugins.keys).union(savedPlugins.keys).sorted()
    }

    /// The store of plugin `name` (one saved before, if no plugin opens it this run).
    func plugin(_ name: String) -> ScriptStore {
        if let store = plugins[name] { return store }
        let store = ScriptStore(lua: lua, budget: budget, saved: savedPlugins[name])
        plugins[name] = store
        return store
    }
}
