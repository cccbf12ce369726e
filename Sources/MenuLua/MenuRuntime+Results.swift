import MenuModel

/// What a run leaves behind besides the menu's state: the script's store, and what finishing
/// prints when the script decides it (`on_finish`).
extension MenuRuntime {
    /// The store of the script, or of the plugin named `plugin`, now (see `menu.store`), to
    /// save with the state: nil when none was made this run and none was saved before.
    ///
    /// - Throws: ``ScriptError`` naming the key path of a value a store can't hold
    ///   ("store.filled.at: a function is no JSON value …"), or a limit's.
    public func storeValue(of plugin: String? = nil) throws(ScriptError) -> LuaValue? {
        try budget.spend("while saving the store") { () throws(ScriptError) -> LuaValue? in
            do throws(HostCallError) {
                return try store(of: plugin).value()
            } catch {
                throw ScriptError("\(scriptName): \(plugin.map { "plugin \($0)'s " } ?? "")\(error.message)")
            }
        }
    }

    /// Every plugin's store now, by name: those made this run and those saved before.
    ///
    /// - Throws: as ``storeValue(of:)``.
    public func pluginStoreValues() throws(ScriptError) -> [String: LuaValue] {
        var values: [String: LuaValue] = [:]
        for name in stores.pluginNames {
            values[name] = try storeValue(of: name)
        }
        return values
    }

    /// The names of the plugins with a store (made this run or saved before), sorted.
    public var pluginStoreNames: [String] { stores.pluginNames }

    /// Hands the store of the script, or of the plugin named `plugin`, to `visitor` a value at
    /// a time, never copying it whole (see ``StoreVisitor``): how a front end writes it to a
    /// state file as JSON, under the budget (one operation; what the visitor holds for its
    /// output counts through ``holdOutput(bytes:)``). False when there is none.
    ///
    /// - Throws: ``ScriptError`` naming the key path of a value a store can't hold, or a
    ///   limit's (the visitor stopped: the output's memory spent).
    public func visitStore<Visitor: StoreVisitor>(of plugin: String? = nil, _ visitor: inout Visitor) throws(ScriptError) -> Bool {
        try budget.spend("while saving the store") { () throws(ScriptError) -> Bool in
            do throws(HostCallError) {
                return try store(of: plugin).visit(&visitor)
            } catch {
                throw ScriptError("\(scriptName): \(plugin.map { "plugin \($0)'s " } ?? "")\(error.message)")
            }
        }
    }

    private func store(of plugin: String?) -> ScriptStore {
        plugin.map(stores.plugin) ?? stores.script
    }

    /// What the plugins registered, for `luamenu plugins`: each event hooked ("hooks tap,
    /// render") and each filter named ("filter budget").
    public var pluginHooks: [String] {
        let events = ScriptHooks.Event.allCases.filter(hooks.has).map(\.rawValue)
        return (events.isEmpty ? [] : ["hooks " + events.joined(separator: ", ")])
            + hooks.filters.keys.sorted().map { "filter \($0)" }
    }

    /// What finishing a front end gives when the menu decides it.
    public enum Finish: Equatable, Sendable {
        /// The menu has no `on_finish`: the front end's own answer stands.
        case notDecided
        /// What `on_finish` returned: a string is printed as it is, a table as JSON, nil
        /// prints nothing.
        case result(LuaValue)
    }

    /// Runs the plugins' `finish` hooks, then calls the menu's `on_finish(m, choice)`
    /// (`choice`: the item chosen last, its value or path, or nil), if it has one.
    ///
    ///     // in Lua: menu.new{ on_finish = function(m, choice) return cart end }
    ///     try runtime.finish(choice: nil)   // .result(.table(…)): printed as JSON
    ///
    /// - Throws: ``ScriptError`` when `on_finish` fails, returns what JSON can't hold, or
    ///   breaks a limit.
    public func finish(choice: String?) throws(ScriptError) -> Finish {
        guard let current = menus.current else { return .notDecided }
        let object = menus.documents[current].object
        return try budget.spend("while finishing") { () throws(ScriptError) -> Finish in
            try hooks.announce(.finish, menu: object, first: .some(choice))
            guard let handler = menus.documents[current].finish else { return .notDecided }
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

extension MenuRuntime {
    /// What `luamenu check` warns a restart forgets: an `on_tap` handler and a label function
    /// that reach one table of the script's data (not the store), so that what the tap
    /// changes there, a label shows — and the next run shows it as it was, since a restored
    /// state replays chips and selections, not taps. Each with the line that made its block.
    ///
    /// - Throws: ``ScriptError`` when a limit stops the look.
    public func forgottenTaps() throws(ScriptError) -> [String] {
        guard let current = menus.current else { return [] }
        let document = menus.documents[current]
        return try budget.spend("while looking at what taps change") { () throws(ScriptError) -> [String] in
            let stack = lua.stack
            let base = stack.top
            defer { stack.setTop(base) }
            guard stack.reserve(10) else { throw ScriptError("stack overflow") }
            stack.push(lua.hostFunction(.forgotten))           // forgotten
            stack.pushTable(array: document.menu.blocks.count) // forgotten, blocks
            for (position, block) in document.menu.blocks.enumerated() {
                let (ref, lists) = Self.scriptTables(of: block)
                stack.pushTable(fields: 3)                     // forgotten, blocks, entry
                stack.push("\(block.kind) '\(block.id)'")
                stack.setRawField("place", of: -2)
                stack.push(ref.rawValue)                       // forgotten, blocks, entry, spec
                stack.setRawField("spec", of: -2)              // forgotten, blocks, entry
                stack.pushTable(array: lists.count)            // forgotten, blocks, entry, lists
                for (index, list) in lists.enumerated() {
                    stack.push(list.rawValue)                  // …, lists, list
                    stack.setRawIndex(index + 1, of: -2)       // …, lists
                }
                stack.setRawField("lists", of: -2)             // forgotten, blocks, entry
                stack.setRawIndex(position + 1, of: -2)        // forgotten, blocks
            }
            if let table = stores.script.table { stack.push(table) } else { stack.pushNil() }   // forgotten, blocks, store
            guard stack.call(arguments: 2, results: 1) else {  // found | message
                throw ScriptError(stack.string(at: -1) ?? "error in luamenu.forgotten")
            }
            var messages: [String] = []
            for index in stride(from: 1, through: stack.rawLength(at: -1), by: 1) {
                stack.rawIndex(index, of: -1)                  // found, entry
                defer { stack.pop() }                          // found
                func field(_ name: String) -> String {
                    stack.rawField(name, of: -1)               // found, entry, value
                    defer { stack.pop() }                      // found, entry
                    return stack.string(at: -1) ?? ""
                }
                let block = (Int(field("block")) ?? 1) - 1
                let origin = document.origins.indices.contains(block) ? document.origins[block] : "\(scriptName):"
                messages.append("\(origin) the on_tap of \(field("tap")) changes '\(field("name"))', which \(field("label")) "
                                + "shows: the next run forgets the change (a restored state replays chips and selections, "
                                + "not taps); keep it in menu.store")
            }
            return messages
        }
    }

    /// A block's spec table and the host's copies of its item lists.
    private static func scriptTables(of block: Block) -> (ScriptRef, [ScriptRef]) {
        switch block {
        case .section(let section): (section.ref, [section.items.source])
        case .selection(let selection): (selection.ref, selection.categories.map(\.items.source))
        case .filter(let filter): (filter.ref, [])
        case .index(let index): (index.ref, [index.items.source])
        }
    }
}
