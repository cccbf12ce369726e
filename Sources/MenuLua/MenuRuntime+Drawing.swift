import LuaShim
import MenuModel

/// Drawing, tapping and searching the menu: the runtime's entries for a front end.
extension MenuRuntime {
    /// The menu as drawn now, every row made: labels evaluated by the script, filters applied.
    /// A label that fails shows "⚠" (and is reported through `warn`); a label pass that runs
    /// out of time throws. For a large menu, ``drawing(_:)`` makes only the rows it reads.
    public func view() throws(ScriptError) -> MenuView {
        try drawing { $0.materialized() }
    }

    /// Runs `body` with the menu's view, whose rows (``ItemViews``) are made as `body` reads
    /// them, under one time budget: a batch renderer streams a million rows, an interactive one
    /// draws a screenful. Rows read later, outside `body`, must be read inside
    /// ``evaluating(_:)``.
    ///
    ///     try runtime.drawing { view in TextRenderer(width: 80).write(view, to: output) }
    public func drawing<T>(_ body: (MenuView) throws(ScriptError) -> T) throws(ScriptError) -> T {
        try evaluating { () throws(ScriptError) -> T in
            guard let current else { return try body(MenuView(title: nil, blocks: [])) }
            let evaluator = LuaEvaluator(runtime: self, menuObject: documents[current].object)
            let view = MenuView(menu: documents[current].menu, state: documents[current].state, evaluator: evaluator,
                                parallel: options.parallel)
            return try body(view)
        }
    }

    /// Runs `body`, which reads rows of a view this runtime made, under a drawing budget; a
    /// label function that ran out of time makes it throw.
    public func evaluating<T>(_ body: () throws(ScriptError) -> T) throws(ScriptError) -> T {
        try budgeted("while drawing the menu") { () throws(ScriptError) -> T in
            drawingDepth += 1
            labelTimeout = nil
            defer { drawingDepth -= 1 }
            let result = try body()
            if let timeout = labelTimeout { throw ScriptError(timeout) }
            return result
        }
    }

    /// What a tap did: the effects the reducer returned (the handlers they asked for ran), or
    /// that a plugin's `tap` hook vetoed it (then nothing changed).
    public struct TapOutcome: Equatable, Sendable {
        public var effects: [Effect]
        public var vetoed: Bool
    }

    /// Performs a tap on the menu: changes the state, then calls the script's handlers.
    /// A tap is a transaction: when a handler fails, the runtime is as it was before.
    ///
    /// - Throws: ``ScriptError`` for an unknown path (kind `.tap`), or a failing handler (its
    ///   message then ends with "(during tap 'PATH')").
    @discardableResult
    public func tap(_ path: TapPath) throws(ScriptError) -> TapOutcome {
        try budgeted("during tap '\(path)'") { () throws(ScriptError) -> TapOutcome in
            guard let current else { throw ScriptError("there is no menu yet: make one with menu.new{ title = … }") }
            do throws(HostCallError) {
                return try tap(path, on: current)
            } catch .asIs(let message) {
                throw ScriptError("\(message) (during tap '\(path)')")
            } catch .badPath(let message) {
                throw ScriptError(message, kind: .tap)
            } catch {
                throw ScriptError(error.message)
            }
        }
    }

    /// ``tap(_:)`` with the path's text form (`"branches/feature\/login"`).
    @discardableResult
    public func tap(_ path: String) throws(ScriptError) -> TapOutcome {
        try tap(TapPath(path))
    }

    /// Searches every searchable block for `query` (nil or blank shows everything), as
    /// `m:query(text)` does; the state's reducer records it.
    public func query(_ query: String?) {
        guard let current else { return }
        documents[current].state.apply(query: query)
    }

    /// Prepares the menu's searches now, as the first query would (see
    /// ``MenuModel/Menu/prepareSearches(parallel:)``): for a front end waiting for the first key.
    public func prepareSearches() {
        menu.prepareSearches(parallel: options.parallel ?? { count, body in (0..<count).forEach(body) })
    }
}
