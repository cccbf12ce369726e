import MenuModel

/// What a run leaves behind besides the menu's state: the script's store, and what finishing
/// prints when the script decides it (`on_finish`).
extension MenuRuntime {
    /// The script's store now (see `menu.store`), to save with the state: nil when the script
    /// made none and none was saved before.
    ///
    /// - Throws: ``ScriptError`` naming the key path of a value a store can't hold
    ///   ("store.filled.at: a function is no JSON value …"), or a limit's.
    public func storeValue() throws(ScriptError) -> LuaValue? {
        try budget.spend("while saving the store") { () throws(ScriptError) -> LuaValue? in
            do throws(HostCallError) {
                return try store.value()
            } catch {
                throw ScriptError("\(scriptName): \(error.message)")
            }
        }
    }

    /// What finishing a front end gives when the menu decides it.
    public enum Finish: Equatable, Sendable {
        /// The menu has no `on_finish`: the front end's own answer stands.
        case notDecided
        /// What `on_finish` returned: a string is printed as it is, a table as JSON, nil
        /// prints nothing.
        case result(LuaValue)
    }

    /// Calls the menu's `on_finish(m, choice)` (`choice`: the item chosen last, its value or
    /// path, or nil), if it has one.
    ///
    ///     // in Lua: menu.new{ on_finish = function(m, choice) return cart end }
    ///     try runtime.finish(choice: nil)   // .result(.table(…)): printed as JSON
    ///
    /// - Throws: ``ScriptError`` when `on_finish` fails, returns what JSON can't hold, or
    ///   breaks a limit.
    public func finish(choice: String?) throws(ScriptError) -> Finish {
        guard let current = menus.current, let handler = menus.documents[current].finish else { return .notDecided }
        let object = menus.documents[current].object
        return try budget.spend("while finishing") { () throws(ScriptError) -> Finish in
            let stack = lua.stack
            let base = stack.top
            defer { stack.setTop(base) }
            guard stack.reserve(4) else { throw ScriptError("stack overflow") }
            stack.push(handler)                                // on_finish
            stack.push(object)                                 // on_finish, m
            if let choice { stack.push(choice) } else { stack.pushNil() }   // on_finish, m, choice
            guard stack.call(arguments: 2, results: 1) else {  // result | message
                throw ScriptError(stack.string(at: -1) ?? "error in on_finish")
            }
            var copier = LuaValueCopier(lua: lua, budget: budget)
            copier.strict = true
            defer { copier.release() }
            do throws(HostCallError) {
                return .result(try copier.copy(at: -1, path: "on_finish's result"))
            } catch {
                throw ScriptError("\(scriptName): \(error.message)")
            }
        }
    }
}
