import MenuModel

/// What plugins register: hooks (`menu.on(event, fn)`, `menu.off(event, fn)`) and named
/// filters (`menu.register_filter(name, fn)`). Handlers of an event run in the order they were
/// registered; one that fails is reported through `warn`, naming its file and line, and
/// skipped, and the rest still run.
///
/// - `build` handlers run once the script has built its menu, with `(m)`; they may add blocks.
/// - `render` handlers run on every item as the view is built, with `(item, m, place)`: `item` is a
///   fresh table `{ id, title, detail, subtitle, style, icon, checked, disabled, value }`, whose title,
///   detail, subtitle, icon, style, check mark and `disabled` are read back, and `place` is
///   `{ path, block, kind }` (see ``LuaEvaluator/decorate(_:of:at:)``).
/// - `tap` handlers run before a tap changes anything, with `(target, m)` (see
///   ``TargetTable``); one that returns `false` (and a reason) vetoes the tap.
/// - `tapped` handlers run after a tap that was not vetoed and did not fail, with `(target, m)`.
/// - `query` handlers run after a search, with `(text, m)` (`text` nil when it was cleared).
/// - `restore` handlers run after a saved state was put back (a state file's, a reload's), with
///   `(m)`; `reload` handlers after the script was loaded again, with `(m)`; `finish` handlers
///   when a front end finishes, before `on_finish`, with `(choice, m)`.
final class ScriptHooks {
    /// What a hook can be registered for.
    enum Event: String, CaseIterable {
        case build, render, tap, tapped, query, restore, reload, finish
    }

    /// A handler and where it was registered ("soldout.lua:3"), which names it in messages.
    struct Handler {
        let function: ScriptRefValue
        let origin: String
    }

    private let lua: LuaState
    private let budget: ScriptBudget
    /// The handlers registered, per event, in registration order.
    private(set) var handlers: [Event: [Handler]] = [:]
    /// The filters registered, by name.
    private(set) var filters: [String: ScriptRefValue] = [:]
    /// Handlers that ran out of time: skipped from then on, for the rest of the session, so a
    /// render hook that loops costs one drawing, not every key (a failed tap's rollback, which
    /// puts the handlers back, keeps them skipped).
    private var timedOut: Set<ScriptRefValue> = []

    init(lua: LuaState, budget: ScriptBudget) {
        self.lua = lua
        self.budget = budget
    }

    /// Whether any handler is registered for `event`.
    func has(_ event: Event) -> Bool { handlers[event]?.isEmpty == false }

    /// `menu.on(event, fn)`: registers `fn` for `event`.
    func on(_ stack: LuaStack) throws(HostCallError) -> Int32 {
        let event = try self.event(stack)
        let origin = stack.callerLocation()
        stack.pushCopy(of: 2)                                  // fn
        handlers[event, default: []].append(Handler(function: stack.ref(), origin: Self.shortened(origin)))   // (anchored)
        return 0
    }

    /// `menu.off(event, fn)` → whether `fn` was registered for `event`: removes it, so it
    /// runs no more (a REPL line that redefines a hook removes the old one first).
    func off(_ stack: LuaStack) throws(HostCallError) -> Int32 {
        let event = try self.event(stack)
        let wanted = stack.identity(at: 2)
        let position = handlers[event, default: []].firstIndex { handler in
            _ = stack.push(handler.function)                   // fn
            defer { stack.pop() }
            return stack.identity(at: -1) == wanted
        }
        if let position { handlers[event]?.remove(at: position) }
        stack.push(position != nil)                            // removed
        return 1
    }

    /// The event named by argument 1, with a function at argument 2.
    private func event(_ stack: LuaStack) throws(HostCallError) -> Event {
        guard stack.type(at: 1) == .string, let name = stack.string(at: 1) else {
            throw .argument(1, "string expected, got \(stack.typeName(at: 1))")
        }
        guard let event = Event(rawValue: name) else {
            let names = Event.allCases.map(\.rawValue)
            throw .argument(1, "unknown event '\(name)' (expected \(names.dropLast().joined(separator: ", ")) or \(names.last ?? ""))")
        }
        guard stack.isFunction(at: 2) else { throw .argument(2, "function expected, got \(stack.typeName(at: 2))") }
        return event
    }

    /// "plugins/soldout.lua:3:" as messages name it: "soldout.lua:3".
    static func shortened(_ location: String) -> String {
        let place = location.hasSuffix(":") ? String(location.dropLast()) : location
        return place.split(separator: "/").last.map(String.init) ?? place
    }

    /// `menu.register_filter(name, fn(item, option) → boolean)`: a filter `match` can name;
    /// each name once, so no plugin replaces another's filter.
    func registerFilter(_ stack: LuaStack) throws(HostCallError) -> Int32 {
        guard stack.type(at: 1) == .string, let name = stack.string(at: 1) else {
            throw .argument(1, "string expected, got \(stack.typeName(at: 1))")
        }
        guard stack.isFunction(at: 2) else { throw .argument(2, "function expected, got \(stack.typeName(at: 2))") }
        _ = try IDLimit.checked(name, name: "the filter's name", argument: 1)
        guard filters[name] == nil else {
            throw .argument(1, "a filter named '\(name)' is registered already (a plugin can't replace another's)")
        }
        stack.pushCopy(of: 2)                                  // fn
        filters[name] = stack.ref()                            // (anchored)
        return 0
    }

    /// Calls `event`'s handlers in order, each with the values `push` pushes (it returns how
    /// many) and `results` results, which `read` reads from the top of the stack; `read`
    /// returning false stops the rest. A handler that fails goes to `report` (else `warn`) as
    /// "hook 'tap' skipped: file:line: message"; one that runs out of time stops the operation
    /// and is disabled for the rest of the session.
    ///
    /// - Returns: the error that stopped the handlers when a limit did (the time limit, or
    ///   Ctrl-C), for the caller to raise; nil otherwise.
    func call(_ event: Event, results: Int32 = 0, push: (LuaStack) -> Int32,
              read: (LuaStack, Handler) -> Bool = { _, _ in true }, report: ((String) -> Void)? = nil) -> String? {
        guard let handlers = handlers[event], !handlers.isEmpty else { return nil }
        let stack = lua.stack
        let base = stack.top
        defer { stack.setTop(base) }
        for handler in handlers where !timedOut.contains(handler.function) {
            stack.setTop(base)                                 // (the last handler's results gone)
            guard stack.reserve(8 + results) else { return "stack overflow (in hook '\(event.rawValue)')" }
            stack.push(handler.function)                       // fn
            let count = push(stack)                            // fn, arguments…
            guard stack.call(arguments: count, results: results) else {   // results… | message
                let message = stack.string(at: -1) ?? "error"
                if budget.isTimedOut {
                    timedOut.insert(handler.function)
                    budget.warn("the \(event.rawValue) hook of \(handler.origin) ran out of time; it is disabled for the rest of the session")
                }
                if budget.isOutOfTime { return message }
                (report ?? budget.warn)("hook '\(event.rawValue)' skipped: \(message)")
                continue
            }
            if !read(stack, handler) { break }
        }
        return nil
    }

    /// Runs the `build` handlers with the script's menu, `object`.
    ///
    /// - Throws: ``ScriptError`` when a handler runs out of time.
    func runBuild(menu object: ScriptRefValue) throws(ScriptError) {
        if let stop = call(.build, push: { stack in stack.push(object); return 1 }) {   // fn, m
            throw ScriptError(stop)
        }
    }

    /// Whether the `tap` handlers let a tap on `target` of the menu `object` happen: nil when
    /// none returned `false`, else the first veto (which stops the rest), with the reason the
    /// handler gave as its second result.
    ///
    /// - Throws: the error of a limit that stopped a handler, to raise as it is.
    func veto(of target: TapTarget, item: ItemRef?, menu object: ScriptRefValue) throws(HostCallError) -> TapOutcome.Veto? {
        var veto: TapOutcome.Veto?
        let stop = call(.tap, results: 2, push: { stack in
            stack.pushTarget(target, item: item)               // fn, target
            stack.push(object)                                 // fn, target, m
            return 2
        }, read: { stack, handler in                           // vetoed?, reason
            guard stack.type(at: -2) == .boolean, !stack.boolean(at: -2) else { return true }
            let reason = stack.type(at: -1) == .string || stack.type(at: -1) == .number ? stack.string(at: -1) : nil
            veto = TapOutcome.Veto(reason: reason.map { String($0.prefix(Self.reasonLimit)) }, by: handler.origin)
            return false
        })
        if let stop { throw .asIs(stop) }
        return veto
    }

    /// The most of a veto's reason kept: a status line's worth.
    static let reasonLimit = 200

    /// Runs the `tapped` handlers after a tap on `target` of the menu `object` went through.
    ///
    /// - Throws: the error of a limit that stopped a handler, to raise as it is.
    func tapped(_ target: TapTarget, item: ItemRef?, menu object: ScriptRefValue) throws(HostCallError) {
        let stop = call(.tapped, push: { stack in
            stack.pushTarget(target, item: item)               // fn, target
            stack.push(object)                                 // fn, target, m
            return 2
        })
        if let stop { throw .asIs(stop) }
    }

    /// Runs `event`'s handlers with the menu `object` (after `first`, when given: a `finish`
    /// handler's choice).
    ///
    /// - Throws: ``ScriptError`` when a handler runs out of time (or Ctrl-C stops it).
    func announce(_ event: Event, menu object: ScriptRefValue, first: String?? = .none) throws(ScriptError) {
        let stop = call(event, push: { stack in
            guard case .some(let value) = first else {
                stack.push(object)                             // fn, m
                return 1
            }
            if let value { stack.push(value) } else { stack.pushNil() }   // fn, first
            stack.push(object)                                 // fn, first, m
            return 2
        })
        if let stop { throw ScriptError(stop) }
    }

    /// Runs the `query` handlers after a search for `text` (nil: cleared) of the menu `object`.
    ///
    /// - Returns: the error of a limit that stopped a handler, nil otherwise.
    func queried(_ text: String?, menu object: ScriptRefValue) -> String? {
        call(.query, push: { stack in
            if let text { stack.push(text) } else { stack.pushNil() }   // fn, text
            stack.push(object)                                 // fn, text, m
            return 2
        })
    }

    /// What a tap that fails puts back (see ``restore(_:)``).
    struct Saved {
        fileprivate let handlers: [Event: [Handler]]
        fileprivate let filters: [String: ScriptRefValue]
    }

    var saved: Saved { Saved(handlers: handlers, filters: filters) }

    func restore(_ saved: Saved) {
        handlers = saved.handlers
        filters = saved.filters
    }
}
