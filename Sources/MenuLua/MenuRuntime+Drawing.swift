import MenuModel

/// Drawing the menu, and reading the items' own data: the runtime's entries for a front end.
extension MenuRuntime {
    /// The menu as drawn now, every row made: labels evaluated by the script, filters applied.
    /// A label that fails shows "⚠" (and is reported through `warn`); a label pass that runs
    /// out of time throws. For a large menu, ``drawing(_:)`` makes only the rows it reads.
    public func view() throws(ScriptError) -> MenuView {
        try drawing { view throws(EvaluationStopped) in try view.materialized() }
    }

    /// Runs `body` with the menu's view, whose rows (``ItemViews``) are made as `body` reads
    /// them, under one time budget: a batch renderer streams a million rows, an interactive one
    /// draws a screenful. Rows read later, outside `body`, must be read inside
    /// ``evaluating(_:)``.
    ///
    ///     try runtime.drawing { view in try TextRenderer(width: 80).write(view, to: output) }
    public func drawing<T>(_ body: (MenuView) throws(EvaluationStopped) -> T) throws(ScriptError) -> T {
        try evaluating { () throws(EvaluationStopped) -> T in
            guard let current = menus.current else { return try body(MenuView(title: nil, blocks: [])) }
            let evaluator = LuaEvaluator(runtime: self, menuObject: menus.documents[current].object)
            let view = try MenuView(menu: menus.documents[current].menu, state: menus.documents[current].state,
                                    evaluator: evaluator, parallel: options.parallel)
            return try body(view)
        }
    }

    /// Runs `body`, which reads rows of a view this runtime made, under a drawing budget; a
    /// limit that stops a label function makes it throw, with the limit's error.
    public func evaluating<T>(_ body: () throws(EvaluationStopped) -> T) throws(ScriptError) -> T {
        try budget.spend("while drawing the menu") { () throws(ScriptError) -> T in
            do throws(EvaluationStopped) {
                return try menus.drawing(body)
            } catch {
                throw ScriptError(error.message)
            }
        }
    }

    /// The fields the script put on the items of `view` beyond the API's own (`kind = "city"`,
    /// `price = 7`, `tags = { … }`), by item: read now, raw, from the items' tables as they
    /// are (a handler may have changed them since the menu was built). Strings, numbers,
    /// booleans and tables of them are copied; functions, userdata and threads are left out,
    /// and cycles cut (see ``LuaValue``). Items without such fields are not listed.
    ///
    ///     let data = try runtime.itemData(in: try runtime.view())
    ///     data[item.ref]?["price"]      // .number(7)
    ///
    /// - Throws: ``ScriptError`` when the copies would pass the memory limit or take longer
    ///   than the time limit.
    public func itemData(in view: MenuView) throws(ScriptError) -> [ItemRef: [String: LuaValue]] {
        try budget.spend("while reading the items' data") { () throws(ScriptError) -> [ItemRef: [String: LuaValue]] in
            let stack = lua.stack
            let base = stack.top
            defer { stack.setTop(base) }
            var copier = LuaValueCopier(lua: lua, budget: budget)
            defer { copier.release() }
            let apiFields = Set(KnownFields.item)
            var data: [ItemRef: [String: LuaValue]] = [:]
            let items: [ItemView]
            do throws(EvaluationStopped) {
                items = try view.allItems()
            } catch {
                throw ScriptError(error.message)
            }
            do throws(HostCallError) {
                guard stack.reserve(4) else { throw .here("stack overflow") }
                for item in items where item.ref != .none && data[item.ref] == nil {
                    stack.pushItem(item.ref)                   // item
                    defer { stack.pop() }                      // (item popped)
                    let fields = try copier.fields(ofTableAt: -1, excluding: apiFields)
                    if !fields.isEmpty { data[item.ref] = fields }
                }
            } catch {
                throw ScriptError("\(scriptName): \(error.message) while reading the items' data")
            }
            return data
        }
    }
}
