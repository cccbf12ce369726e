import MenuLua
import MenuModel

/// What a front end asks of the menu: taps, searches, finishing, drawing. Each is one
/// operation (``Busy`` is told when it takes a while; the log is handed on after it) on the
/// last good menu, also while a newer edit of the script fails to load.
extension ScriptSession {
    /// Taps what `path` names (see ``MenuRuntime/tap(_:)-(String)``), then the view changes.
    ///
    /// - Throws: ``MenuLua/ScriptError``: the tap's (a path that names nothing, a handler that
    ///   failed: the menu is as it was), or the load error while no menu ever loaded.
    @discardableResult
    public func tap(_ path: String) throws(ScriptError) -> TapOutcome {
        try operation(Busy.Activity(.tap, path)) { () throws(ScriptError) -> TapOutcome in
            let outcome = try menu().tap(path)
            changed(.tapped)
            return outcome
        }
    }

    /// Taps `target` (a target a renderer drew, a cursor's), then the view changes.
    ///
    /// - Throws: as ``tap(_:)-(String)``.
    @discardableResult
    public func tap(_ target: TapTarget) throws(ScriptError) -> TapOutcome {
        try operation(Busy.Activity(.tap, target.path.description)) { () throws(ScriptError) -> TapOutcome in
            let outcome = try menu().tap(target)
            changed(.tapped)
            return outcome
        }
    }

    /// Searches every searchable block for `text` (nil or blank: no search), then the view
    /// changes; nothing while no menu ever loaded.
    public func query(_ text: String?) {
        guard let runtime else { return }
        operation(Busy.Activity(.query, text)) {
            runtime.query(text)
            changed(.queried)
        }
    }

    /// What the menu's `on_finish` gives for `choice` (see ``MenuRuntime/finish(choice:)``).
    ///
    /// - Throws: ``MenuLua/ScriptError`` when `on_finish` fails, or the load error while no
    ///   menu ever loaded.
    public func finish(choice: String?) throws(ScriptError) -> MenuRuntime.Finish {
        try operation(Busy.Activity(.finish, choice)) { () throws(ScriptError) -> MenuRuntime.Finish in
            try menu().finish(choice: choice)
        }
    }

    /// Runs `body` with the last good menu's view (see ``MenuRuntime/drawing(_:)``).
    ///
    /// - Throws: ``MenuLua/ScriptError`` when a limit stops the drawing, or the load error while
    ///   no menu ever loaded.
    public func drawing<T>(_ body: (MenuView) throws(EvaluationStopped) -> T) throws(ScriptError) -> T {
        try operation(Busy.Activity(.drawing)) { () throws(ScriptError) -> T in
            try menu().drawing(body)
        }
    }

    /// Runs `body`, which reads rows of a view made by ``drawing(_:)`` earlier (a full screen
    /// draws the rows it shows as it scrolls), under the budget (see
    /// ``MenuRuntime/evaluating(_:)``).
    ///
    /// - Throws: as ``drawing(_:)``.
    public func evaluating<T>(_ body: () throws(EvaluationStopped) -> T) throws(ScriptError) -> T {
        try operation(Busy.Activity(.drawing)) { () throws(ScriptError) -> T in
            try menu().evaluating(body)
        }
    }

    /// Counts `bytes` that a drawing holds for its output against the memory limit (see
    /// ``MenuRuntime/holdOutput(bytes:)``); call it inside ``drawing(_:)``.
    public func holdOutput(bytes: Int) throws(EvaluationStopped) {
        try runtime?.holdOutput(bytes: bytes)
    }

    /// The view model of the menu now (see ``ViewModelDocument``), with the warnings not yet
    /// taken and the load error standing; `pretty`: a member or element a line.
    ///
    /// - Throws: as ``drawing(_:)``.
    public func document(pretty: Bool = false) throws(ScriptError) -> String {
        try operation(Busy.Activity(.drawing)) { () throws(ScriptError) -> String in
            let runtime = try menu()
            return pretty ? try ViewModelDocument.prettyText(runtime, warnings: warnings, loadError: loadError)
                          : try ViewModelDocument.text(runtime, warnings: warnings, loadError: loadError)
        }
    }

    /// Runs `body`, several requests of one client answered together (a JSON-RPC batch), as one
    /// operation: they share a request's time, and the view models they hold for their answers
    /// count together against the memory limit until all are made — one too many is refused
    /// with the memory limit's error, instead of the answers growing past the limit.
    public func batch<T>(_ body: () -> T) -> T {
        guard let runtime else { return body() }
        var result: T?
        _ = try? runtime.operation("while answering a batch") { () throws(ScriptError) in result = body() }
        guard let result else { return body() }                 // (the budget always runs it)
        return result
    }

    /// The last good menu, or the error that there is none.
    private func menu() throws(ScriptError) -> MenuRuntime {
        guard let runtime else {
            throw loadError ?? ScriptError("\(configuration.script ?? "stdin"): no menu", kind: .load)
        }
        return runtime
    }

    /// Tells that the view changed, and keeps the state aside for the watchdog.
    private func changed(_ change: ViewChange) {
        settle()
        tell(.viewChanged(change))
    }
}
