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
    /// them, as one operation under the budget: a batch renderer streams a million rows, an
    /// interactive one draws a screenful. Rows read later, outside `body`, must be read inside
    /// ``evaluating(_:)``. What `body` holds for the output counts through
    /// ``holdOutput(bytes:)``.
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

    /// Runs `body`, which reads rows of a view this runtime made, as a drawing operation (or
    /// as part of the one running); a limit that stops a label function makes it throw, with
    /// the limit's error.
    public func evaluating<T>(_ body: () throws(EvaluationStopped) -> T) throws(ScriptError) -> T {
        try budget.spend("while drawing the menu") { () throws(ScriptError) -> T in
            do throws(EvaluationStopped) {
                return try menus.drawing(body)
            } catch {
                throw ScriptError(error.message)
            }
        }
    }

    /// Runs `body` as one operation of the budget: the operations inside it (taps, drawings)
    /// join it, so they share its clock, and what they hold for their output
    /// (``holdOutput(bytes:)``) counts together until it ends — for a front end's request made
    /// of several, whose answers it holds until all are made (a JSON-RPC batch).
    ///
    /// - Throws: ``ScriptError`` when a limit stopped the work inside (after `body` returned).
    public func operation<T>(_ activity: String, _ body: () throws(ScriptError) -> T) throws(ScriptError) -> T {
        try budget.spend(activity, body)
    }

    /// Counts `bytes` of output that a front end holds while it draws (a JSON document being
    /// written, text held back before it goes out) against the memory limit until the drawing
    /// ends, and checks the clock: output written for the script is work done for it. Call it
    /// inside ``drawing(_:)``; 0 bytes only checks the clock.
    ///
    /// - Throws: ``EvaluationStopped`` when the output doesn't fit under the memory limit or the
    ///   time is up; the drawing then throws the limit's ``ScriptError``.
    public func holdOutput(bytes: Int) throws(EvaluationStopped) {
        guard budget.hold(bytes) else { throw EvaluationStopped("not enough memory") }
        if budget.timeIsUp() { throw EvaluationStopped(budget.limits.timedOut ? "time limit exceeded" : "interrupted") }
    }

    /// Passes on now how many warnings the running operation has held back (see
    /// ``Options/warn``), instead of when it ends: for a document that lists the warnings it
    /// was written with.
    public func summarizeWarnings() {
        budget.summarizeWarnings()
    }

    /// The fields the script put on the items of `view` beyond the API's own (`kind = "city"`,
    /// `price = 7`, `tags = { … }`), by item: read now, raw, from the items' tables as they
    /// are (a handler may have changed them since the menu was built). Strings, numbers,
    /// booleans and tables of them are copied; functions, userdata and threads are left out,
    /// and cycles cut (see ``LuaValue``). Items without such fields are not listed. Every row
    /// is made, so for a large menu read each item's with ``itemData(of:)`` as it is drawn.
    ///
    ///     let data = try runtime.itemData(in: try runtime.view())
    ///     data[item.ref]?["price"]      // .number(7)
    ///
    /// - Throws: ``ScriptError`` when the copies would pass the memory limit or take longer
    ///   than the time limit.
    public func itemData(in view: MenuView) throws(ScriptError) -> [ItemRef: [String: LuaValue]] {
        try budget.spend("while reading the items' data") { () throws(ScriptError) -> [ItemRef: [String: LuaValue]] in
            let items: [ItemView]
            do throws(EvaluationStopped) {
                items = try menus.drawing { () throws(EvaluationStopped) in try view.allItems() }
            } catch {
                throw ScriptError(error.message)
            }
            var copier = LuaValueCopier(lua: lua, budget: budget)   // charged until all are read
            defer { copier.release() }
            var data: [ItemRef: [String: LuaValue]] = [:]
            for item in items where item.ref != .none && data[item.ref] == nil {
                let fields = try fields(of: item, copier: &copier)
                if !fields.isEmpty { data[item.ref] = fields }
            }
            return data
        }
    }

    /// The fields the script put on `item` beyond the API's own (see ``itemData(in:)``), read
    /// now; empty when there are none. Inside a drawing it is part of it: a JSON writer reads
    /// each row's data as it writes the row, holding one row's at a time.
    public func itemData(of item: ItemView) throws(ScriptError) -> [String: LuaValue] {
        try budget.spend("while reading the items' data") { () throws(ScriptError) -> [String: LuaValue] in
            var copier = LuaValueCopier(lua: lua, budget: budget)   // charged until this item's are read
            defer { copier.release() }
            return try fields(of: item, copier: &copier)
        }
    }

    /// `item`'s own fields, copied by `copier`, which charges them.
    private func fields(of item: ItemView, copier: inout LuaValueCopier) throws(ScriptError) -> [String: LuaValue] {
        guard item.ref != .none else { return [:] }
        let stack = lua.stack
        let base = stack.top
        defer { stack.setTop(base) }
        do throws(HostCallError) {
            guard stack.reserve(4) else { throw .here("stack overflow") }
            stack.pushItem(item.ref)                               // item
            return try copier.fields(ofTableAt: -1) { ItemScan.Field(key: $0) != nil }
        } catch {
            throw ScriptError("\(scriptName): \(error.message) while reading the items' data")
        }
    }
}
