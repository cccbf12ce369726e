import LuaShim
import MenuModel

/// Drawing, tapping and searching the menu: the runtime's entries for a front end.
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
            guard let current else { return try body(MenuView(title: nil, blocks: [])) }
            let evaluator = LuaEvaluator(runtime: self, menuObject: documents[current].object)
            let view = try MenuView(menu: documents[current].menu, state: documents[current].state,
                                    evaluator: evaluator, parallel: options.parallel)
            return try body(view)
        }
    }

    /// Runs `body`, which reads rows of a view this runtime made, under a drawing budget; a
    /// limit that stops a label function makes it throw, with the limit's error.
    public func evaluating<T>(_ body: () throws(EvaluationStopped) -> T) throws(ScriptError) -> T {
        try budgeted("while drawing the menu") { () throws(ScriptError) -> T in
            drawingDepth += 1
            defer { drawingDepth -= 1 }
            do throws(EvaluationStopped) {
                return try body()
            } catch {
                throw ScriptError(error.message)
            }
        }
    }

    /// Performs a tap on `target`: changes the state, then calls the script's handlers.
    /// A tap is a transaction: when a handler fails, the runtime is as it was before.
    ///
    /// - Throws: ``ScriptError`` for a target that is not in the menu (kind `.tap`, with the
    ///   ``TapError``), or a failing handler (its message then ends with "(during tap 'PATH')").
    @discardableResult
    public func tap(_ target: TapTarget) throws(ScriptError) -> TapOutcome {
        try budgeted("during tap '\(target)'") { () throws(ScriptError) -> TapOutcome in
            guard let current else { throw ScriptError("there is no menu yet: make one with menu.new{ title = … }") }
            do throws(HostCallError) {
                return try tap(target, on: current)
            } catch .asIs(let message) {
                throw ScriptError("\(message) (during tap '\(target)')")
            } catch .badPath(let error) {
                throw ScriptError(tap: error)
            } catch {
                throw ScriptError(error.message)
            }
        }
    }

    /// Taps what `path` names (see ``MenuModel/Menu/target(at:openSubmenu:)``).
    ///
    /// - Throws: ``ScriptError`` of kind `.tap` when the path names nothing tappable.
    @discardableResult
    public func tap(_ path: TapPath) throws(ScriptError) -> TapOutcome {
        let target: TapTarget
        do throws(TapError) {
            target = try menu.target(at: path, openSubmenu: state.submenu)
        } catch {
            throw ScriptError(tap: error)
        }
        return try tap(target)
    }

    /// ``tap(_:)`` with the path's text form (`"branches/feature\/login"`).
    @discardableResult
    public func tap(_ path: String) throws(ScriptError) -> TapOutcome {
        try tap(TapPath(path))
    }

    /// Searches every searchable block for `query` (nil or blank shows everything), as
    /// `m:query(text)` does.
    public func query(_ query: String?) {
        guard let current else { return }
        _ = try? documents[current].state.reduce(.search(query), in: documents[current].menu)   // a search never fails
    }

    /// Puts back a saved state (a state file's, or the one before a reload), fitted to the
    /// menu as it is now: what the menu no longer has is dropped.
    public func restore(_ state: MenuState) {
        guard let current else { return }
        _ = try? documents[current].state.reduce(.restore(state), in: documents[current].menu)   // a restore never fails
    }

    /// Shows the submenu at `ids` (the section's, then the openers') without running any
    /// handler: what `luamenu check` draws.
    ///
    /// - Throws: ``ScriptError`` of kind `.tap` when there is no such submenu.
    public func showSubmenu(_ ids: [String]) throws(ScriptError) {
        guard let current else { return }
        do throws(TapError) {
            try documents[current].state.reduce(.showSubmenu(ids), in: documents[current].menu)
        } catch {
            throw ScriptError(tap: error)
        }
    }

    /// Prepares the menu's searches now, as the first query would (see
    /// ``MenuModel/Menu/prepareSearches(parallel:)``): for a front end waiting for the first key.
    public func prepareSearches() {
        menu.prepareSearches(parallel: options.parallel ?? { count, body in (0..<count).forEach(body) })
    }
}
