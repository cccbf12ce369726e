/// What a step that may fail puts back when it does — a tap, loading a plugin: the menus
/// (their blocks and state; menus made since are discarded), the hooks and filters
/// registered, and the host memory charged for copies. Lua's own values (the script's
/// variables) are the script's to keep consistent.
struct Transaction {
    private let menus: ScriptMenus
    private let hooks: ScriptHooks
    private let budget: ScriptBudget
    private let savedMenus: ScriptMenus.Saved
    private let savedHooks: ScriptHooks.Saved
    private let hostMemory: Int

    /// Begins a transaction: notes how things are now.
    init(menus: ScriptMenus, hooks: ScriptHooks, budget: ScriptBudget) {
        self.menus = menus
        self.hooks = hooks
        self.budget = budget
        savedMenus = menus.saved
        savedHooks = hooks.saved
        hostMemory = budget.hostMemory
    }

    /// Puts everything back as it was when the transaction began.
    func rollBack() {
        menus.restore(savedMenus)
        hooks.restore(savedHooks)
        budget.restoreHostMemory(to: hostMemory)
    }
}
