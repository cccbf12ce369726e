import CLua
import LuaShim
import MenuModel

/// Taps, and the script's handlers they call.
extension MenuRuntime {
    /// Applies a tap to a document and runs the handlers it asks for, as one transaction:
    /// when anything fails, the runtime is as it was before the tap — every menu's state and
    /// blocks, and the filters and hooks registered (see ``Snapshot``). The `tap` hooks run
    /// first, and may veto the tap (see ``tapAllowed(_:on:)``).
    @discardableResult
    func tap(_ target: TapTarget, on document: Int) throws(HostCallError) -> TapOutcome {
        let before = Snapshot(of: self)
        do throws(HostCallError) {
            guard try tapAllowed(target, on: document) else { return TapOutcome(target: target, effects: [], vetoed: true) }
            let effects: [Effect]
            do {
                effects = try documents[document].state.reduce(.tap(target), in: documents[document].menu)
            } catch {
                throw .badPath(error)
            }
            let outcome = TapOutcome(target: target, effects: effects)
            for effect in effects {
                try perform(effect, object: documents[document].object)
            }
            if let message = outcome.message { warn(message) }
            return outcome
        } catch {
            before.restore(self)
            throw error
        }
    }

    /// Taps what `path` names in a document, as `m:tap(path)` does.
    func tap(_ path: TapPath, on document: Int) throws(HostCallError) {
        let target: TapTarget
        do {
            target = try documents[document].menu.target(at: path, openSubmenu: documents[document].state.submenu)
        } catch {
            throw .badPath(error)
        }
        try tap(target, on: document)
    }

    /// What a failed tap puts back. Lua's own values (the script's variables) are the
    /// script's to keep consistent; menus made during the tap stay as objects in Lua, but
    /// are discarded: using one is an error.
    struct Snapshot {
        let documents: [Document]
        let matchers: [ScriptRef: ScriptRefValue]
        let searchers: [ScriptRef: ScriptRefValue]
        let registeredFilters: [String: ScriptRefValue]
        let hooks: [HookEvent: [ScriptRefValue]]
        let hostMemory: Int

        init(of runtime: MenuRuntime) {
            documents = runtime.documents
            matchers = runtime.matchers
            searchers = runtime.searchers
            registeredFilters = runtime.registeredFilters
            hooks = runtime.hooks
            hostMemory = runtime.hostMemory
        }

        func restore(_ runtime: MenuRuntime) {
            for number in runtime.documents.indices {
                if number < documents.count {
                    runtime.documents[number] = documents[number]
                } else {
                    runtime.documents[number].menu = Menu()
                    runtime.documents[number].discarded = true
                }
            }
            runtime.matchers = matchers
            runtime.searchers = searchers
            runtime.registeredFilters = registeredFilters
            runtime.hooks = hooks
            _ = lm_chargehost(runtime.limits, Int64(hostMemory - runtime.hostMemory))
            runtime.hostMemory = hostMemory
        }
    }

    /// Calls the handler an effect names, if the script gave one; a notice goes to `warn`.
    private func perform(_ effect: Effect, object: ScriptRefValue) throws(HostCallError) {
        let base = stack.top
        defer { lua_settop(L, base) }
        switch effect {
        case .itemTapped(let block, let item):
            pushItem(item.ref)                                     // item
            let type = stack.rawField("on_tap", of: -1)            // item, handler
            if type == LUA_TFUNCTION {
                lua_rotate(L, -2, 1)                               // handler, item
            } else {
                stack.pop(2)
                guard pushHandler("on_tap", of: block) else { return }
                pushItem(item.ref)                                 // handler, item
            }
        case .selectionChanged(let block, let selected):
            guard pushHandler("on_change", of: block) else { return }
            StateTable(stack: stack).push(selected)
        case .optionSelected(let block, let option):
            guard pushHandler("on_select", of: block) else { return }
            stack.push(option)
        case .indexJumped(let block, let letter):
            guard pushHandler("on_jump", of: block) else { return }
            stack.push(letter)
        case .notice:
            return                                             // told through the outcome's message
        }
        stack.push(object)                                     // handler, arg, m
        guard lm_pcall(L, 2, 0) == LUA_OK else {
            throw .asIs(stack.string(at: -1) ?? "error in a handler")
        }
    }

    /// Pushes the function `table[name]` of an anchored table, or pushes nothing.
    private func pushHandler(_ name: String, of table: ScriptRef) -> Bool {
        guard table != .none else { return false }
        stack.push(table.rawValue)                             // table
        let type = stack.rawField(name, of: -1)                // table, handler
        lua_rotate(L, -2, 1)
        stack.pop()                                            // handler
        if type == LUA_TFUNCTION { return true }
        stack.pop()
        return false
    }

    /// Calls an index's `key` function (at stack `key`) on the item table at `item`.
    func callKey(_ key: Int32, item: Int32, place: String) throws(HostCallError) -> String? {
        let item = stack.absolute(item)
        lua_pushvalue(L, key)
        lua_pushvalue(L, item)
        guard lm_pcall(L, 1, 1) == LUA_OK else {
            defer { stack.pop() }
            throw .asIs(stack.string(at: -1) ?? "error in key")
        }
        defer { stack.pop() }
        if stack.type(at: -1) == LUA_TNIL { return nil }
        guard stack.type(at: -1) == LUA_TSTRING, let letter = stack.string(at: -1) else {
            throw .argument(2, "key(\(place)) returned a \(stack.typeName(at: -1)), expected a string or nil")
        }
        return letter
    }
}
