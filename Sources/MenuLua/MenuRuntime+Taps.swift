import MenuModel

/// Tapping, searching and restoring the menu: the runtime's entries for a front end. Each
/// changes the menu's state through the model's reducer.
extension MenuRuntime {
    /// Performs a tap on `target`: changes the state, then calls the script's handlers.
    /// A tap is a transaction: when a handler fails, the runtime is as it was before. An item
    /// that a filter or the search keeps out of the view can't be tapped: the tap changes
    /// nothing and says what hides the item (a notice, as a disabled item's).
    ///
    /// - Throws: ``ScriptError`` for a target that is not in the menu (kind `.tap`, with the
    ///   ``TapError``), or a failing handler (its message then ends with "(during tap 'PATH')").
    @discardableResult
    public func tap(_ target: TapTarget) throws(ScriptError) -> TapOutcome {
        try budget.spend("during tap '\(target)'") { () throws(ScriptError) -> TapOutcome in
            guard let current = menus.current else { throw ScriptError("there is no menu yet: make one with menu.new{ title = … }") }
            if let refusal = try refusal(of: target, in: current) {
                let outcome = TapOutcome(target: target, effects: [.notice("tap '\(target)': \(refusal)")])
                outcome.message.map(budget.warn)
                return outcome
            }
            do throws(HostCallError) {
                return try taps.tap(target, on: current)
            } catch .asIs(let message) {
                throw ScriptError("\(message) (during tap '\(target)')")
            } catch .badPath(let error) {
                throw ScriptError(tap: error)
            } catch {
                throw ScriptError(error.message)
            }
        }
    }

    /// Why a tap on the item `target` names is refused before the reducer sees it, asking the
    /// script about that item alone: what keeps it out of document `document`'s view (its
    /// filters' `match`, its computed title for the search), or a render hook that draws it
    /// disabled (the item drawn as a tap finds it). Nil when the tap may go on.
    private func refusal(of target: TapTarget, in document: Int) throws(ScriptError) -> String? {
        let shown = menus.documents[document]
        do throws(EvaluationStopped) {
            return try menus.drawing { () throws(EvaluationStopped) -> String? in
                let evaluator = LuaEvaluator(runtime: self, menuObject: shown.object)
                if let hider = try shown.menu.hider(of: target, in: shown.state, evaluator: evaluator) {
                    return "the item is hidden by \(hider.description)"
                }
                guard hooks.has(.render), shown.menu.item(at: target, openSubmenu: shown.state.submenu)?.item.disabled == false,
                      try shown.menu.drawnItem(at: target, in: shown.state, evaluator: evaluator)?.disabled == true else { return nil }
                return "a render hook draws the item disabled"
            }
        } catch {
            throw ScriptError(error.message)
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

    /// Whether a section of the menu gives its items for a query (`on_query`): a front end
    /// that searches as the user types lets the keys pause before it calls ``query(_:)``.
    public var hasLiveSections: Bool {
        menu.blocks.contains { if case .section(let section) = $0 { section.live } else { false } }
    }

    /// Searches every searchable block for `query` (nil or blank shows everything), as
    /// `m:query(text)` does; live sections (`on_query`) get their items from the script. A
    /// live section that fails, even by a limit, is reported and searched as usual.
    public func query(_ query: String?) {
        guard let current = menus.current else { return }
        _ = try? menus.documents[current].state.reduce(.search(query), in: menus.documents[current].menu)   // a search never fails
        do {
            try budget.spend("while running on_query") { () throws(ScriptError) in
                do throws(HostCallError) {
                    try live.refresh(current)
                } catch {
                    throw ScriptError(error.message)
                }
                if let stop = hooks.queried(query, menu: menus.documents[current].object) { throw ScriptError(stop) }
            }
        } catch {
            budget.warn("\(error.message) (in on_query or a query hook; the sections' own items are searched)")
        }
    }

    /// Puts back a saved state (a state file's, or the one before a reload), fitted to the
    /// menu as it is now: what the menu no longer has is dropped. The script hears the
    /// restored choices as taps would tell them, with a third argument `{ restored = true }`:
    /// `on_select(option, m, how)` for each chosen chip, `on_change(selected, m, how)` for each
    /// selection with children chosen, so what it derives from them (a label that says the
    /// size) matches.
    ///
    /// - Throws: ``ScriptError`` when a handler fails or breaks a limit.
    public func restore(_ state: MenuState) throws(ScriptError) {
        guard let current = menus.current else { return }
        let effects: [Effect]
        do throws(TapError) {
            effects = try menus.documents[current].state.reduce(.restore(state), in: menus.documents[current].menu)
        } catch {
            throw ScriptError(tap: error)
        }
        guard !effects.isEmpty || hooks.has(.restore) else { return }
        try budget.spend("while restoring the state") { () throws(ScriptError) in
            do throws(HostCallError) {
                try taps.replay(effects, on: current)
            } catch {
                throw ScriptError("\(error.message) (while restoring the state)")
            }
            try hooks.announce(.restore, menu: menus.documents[current].object)
        }
    }

    /// Tells the plugins' `reload` hooks that the script was loaded again (this runtime is the
    /// new one, its state restored): what a front end calls after a reload.
    ///
    /// - Throws: ``ScriptError`` when a hook runs out of time.
    public func announceReload() throws(ScriptError) {
        guard let current = menus.current, hooks.has(.reload) else { return }
        try budget.spend("while telling the plugins of the reload") { () throws(ScriptError) in
            try hooks.announce(.reload, menu: menus.documents[current].object)
        }
    }

    /// Shows the submenu at `ids` (the section's, then the openers') without running any
    /// handler: what `luamenu check` draws.
    ///
    /// - Throws: ``ScriptError`` of kind `.tap` when there is no such submenu.
    public func showSubmenu(_ ids: [String]) throws(ScriptError) {
        guard let current = menus.current else { return }
        do throws(TapError) {
            try menus.documents[current].state.reduce(.showSubmenu(ids), in: menus.documents[current].menu)
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
