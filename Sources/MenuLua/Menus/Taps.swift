import MenuModel

/// Taps on the script's menus, each a transaction: the state changes (through the model's
/// reducer), then the script's handlers run; when anything fails, the menus, the hooks and
/// the host memory charged are put back as they were before the tap.
final class Taps {
    private let lua: LuaState
    private let budget: ScriptBudget
    private let menus: ScriptMenus
    private let hooks: ScriptHooks

    init(lua: LuaState, budget: ScriptBudget, menus: ScriptMenus, hooks: ScriptHooks) {
        self.lua = lua
        self.budget = budget
        self.menus = menus
        self.hooks = hooks
    }

    /// Applies a tap to a document and runs the handlers it asks for, as one transaction. The
    /// `tap` hooks run first, and may veto the tap; the `tapped` hooks run after it went
    /// through. A veto, and a notice the tap gives, are reported through `warn`, in the tap
    /// outcome's words.
    @discardableResult
    func tap(_ target: TapTarget, on document: Int) throws(HostCallError) -> TapOutcome {
        let transaction = Transaction(menus: menus, hooks: hooks, budget: budget)
        do throws(HostCallError) {
            let object = menus.documents[document].object
            let item = menus.documents[document].menu
                .item(at: target, openSubmenu: menus.documents[document].state.submenu)?.item.ref
            if let veto = try hooks.veto(of: target, item: item, menu: object) {
                let outcome = TapOutcome(target: target, effects: [], veto: veto)
                if let message = outcome.message { budget.warn(message) }
                return outcome
            }
            let effects: [Effect]
            do {
                effects = try menus.documents[document].state.reduce(.tap(target), in: menus.documents[document].menu)
            } catch {
                throw .badPath(error)
            }
            let outcome = TapOutcome(target: target, effects: effects)
            for effect in effects {
                try perform(effect, object: object)
            }
            try hooks.tapped(target, item: item, menu: object)
            if let message = outcome.message { budget.warn(message) }
            return outcome
        } catch {
            transaction.rollBack()
            throw error
        }
    }

    /// Runs the handlers `effects` name after a restore, each with a third argument
    /// `{ restored = true }`.
    func replay(_ effects: [Effect], on document: Int) throws(HostCallError) {
        for effect in effects {
            try perform(effect, object: menus.documents[document].object, restored: true)
        }
    }

    /// Taps what `path` names in a document, as `m:tap(path)` does.
    func tap(_ path: TapPath, on document: Int) throws(HostCallError) {
        let target: TapTarget
        do {
            target = try menus.documents[document].menu.target(at: path, openSubmenu: menus.documents[document].state.submenu)
        } catch {
            throw .badPath(error)
        }
        try tap(target, on: document)
    }

    /// Calls the handler an effect names, if the script gave one; after a restore, with a
    /// third argument `{ restored = true }`.
    private func perform(_ effect: Effect, object: ScriptRefValue, restored: Bool = false) throws(HostCallError) {
        let stack = lua.stack
        let base = stack.top
        defer { stack.setTop(base) }
        guard stack.reserve(8) else { throw .here("stack overflow") }
        switch effect {
        case .itemTapped(let block, let item):
            stack.pushItem(item.ref)                           // item
            if stack.rawField("on_tap", of: -1) == .function { // item, handler
                stack.swapTop()                                // handler, item
            } else {
                stack.pop(2)                                   // (item, non-function popped)
                guard pushHandler("on_tap", of: block, stack) else { return }   // handler
                stack.pushItem(item.ref)                       // handler, item
            }
        case .selectionChanged(let block, let selected):
            guard pushHandler("on_change", of: block, stack) else { return }    // handler
            try StateTable(stack: stack, budget: budget).push(selected)        // handler, selected
        case .optionSelected(let block, let option):
            guard pushHandler("on_select", of: block, stack) else { return }    // handler
            stack.push(option)                                 // handler, option
        case .indexJumped(let block, let letter):
            guard pushHandler("on_jump", of: block, stack) else { return }      // handler
            stack.push(letter)                                 // handler, letter
        case .notice:
            return                                             // told through the outcome's message
        }
        stack.push(object)                                     // handler, argument, m
        if restored {
            stack.pushTable(fields: 1)                         // handler, argument, m, how
            stack.push(true)                                   // handler, argument, m, how, true
            stack.setRawField("restored", of: -2)              // handler, argument, m, how
        }
        guard stack.call(arguments: restored ? 3 : 2, results: 0) else {   // | message
            throw .asIs(stack.string(at: -1) ?? "error in a handler")
        }
    }

    /// Pushes the function `table[name]` of an anchored table, or pushes nothing.
    private func pushHandler(_ name: String, of table: ScriptRef, _ stack: LuaStack) -> Bool {
        guard table != .none else { return false }
        stack.push(table.rawValue)                             // table
        let type = stack.rawField(name, of: -1)                // table, handler
        stack.remove(at: -2)                                   // handler
        if type == .function { return true }
        stack.pop()                                            // (not a function: popped)
        return false
    }
}
