/// What plugins register: hooks (`menu.on(event, fn)`) and named filters
/// (`menu.register_filter(name, fn)`). Handlers of an event run in the order they were
/// registered; one that fails is reported through `warn` and skipped, and the rest still run.
///
/// - `build` handlers run once the script has built its menu, with `(m)`; they may add blocks.
/// - `render` handlers run on every item as the view is built, with `(item, m)`: `item` is a
///   fresh table `{ id, title, detail, style, icon, checked, disabled, value }`, whose title,
///   detail, icon and style are read back (see ``LuaEvaluator/decorate(_:of:)``).
/// - `tap` handlers run before a tap changes anything, with `(path, m)`; one that returns
///   `false` vetoes the tap.
final class ScriptHooks {
    /// What a hook can be registered for.
    enum Event: String, CaseIterable {
        case build, render, tap
    }

    private let lua: LuaState
    private let budget: ScriptBudget
    /// The handlers registered, per event, in registration order.
    private(set) var handlers: [Event: [ScriptRefValue]] = [:]
    /// The filters registered, by name.
    private(set) var filters: [String: ScriptRefValue] = [:]

    init(lua: LuaState, budget: ScriptBudget) {
        self.lua = lua
        self.budget = budget
    }

    /// Whether any handler is registered for `event`.
    func has(_ event: Event) -> Bool { handlers[event]?.isEmpty == false }

    /// `menu.on(event, fn)`: registers `fn` for `event`.
    func on(_ stack: LuaStack) throws(HostCallError) -> Int32 {
        guard stack.type(at: 1) == .string, let name = stack.string(at: 1) else {
            throw .argument(1, "string expected, got \(stack.typeName(at: 1))")
        }
        guard let event = Event(rawValue: name) else {
            throw .argument(1, "unknown event '\(name)' (expected build, render or tap)")
        }
        guard stack.isFunction(at: 2) else { throw .argument(2, "function expected, got \(stack.typeName(at: 2))") }
        stack.pushCopy(of: 2)                                  // fn
        handlers[event, default: []].append(stack.ref())       // (anchored)
        return 0
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
    /// "hook 'tap' skipped: file:line: message".
    ///
    /// - Returns: the error that stopped the handlers when a limit did (the time limit, or
    ///   Ctrl-C), for the caller to raise; nil otherwise.
    func call(_ event: Event, results: Int32 = 0, push: (LuaStack) -> Int32, read: (LuaStack) -> Bool = { _ in true },
              report: ((String) -> Void)? = nil) -> String? {
        guard let handlers = handlers[event], !handlers.isEmpty else { return nil }
        let stack = lua.stack
        let base = stack.top
        defer { stack.setTop(base) }
        for handler in handlers {
            stack.setTop(base)                                 // (the last handler's results gone)
            guard stack.reserve(8 + results) else { return "stack overflow (in hook '\(event.rawValue)')" }
            stack.push(handler)                                // fn
            let count = push(stack)                            // fn, arguments…
            guard stack.call(arguments: count, results: results) else {   // results… | message
                let message = stack.string(at: -1) ?? "error"
                if budget.isOutOfTime { return message }
                (report ?? budget.warn)("hook '\(event.rawValue)' skipped: \(message)")
                continue
            }
            if !read(stack) { break }
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

    /// Whether the `tap` handlers let a tap on `path` of the menu `object` happen: none
    /// returned `false`. The first that vetoes stops the rest.
    ///
    /// - Throws: the error of a limit that stopped a handler, to raise as it is.
    func allowTap(_ path: String, menu object: ScriptRefValue) throws(HostCallError) -> Bool {
        var vetoed = false
        let stop = call(.tap, results: 1, push: { stack in
            stack.push(path)                                   // fn, path
            stack.push(object)                                 // fn, path, m
            return 2
        }, read: { stack in
            vetoed = stack.type(at: -1) == .boolean && !stack.boolean(at: -1)
            return !vetoed
        })
        if let stop { throw .asIs(stop) }
        return !vetoed
    }

    /// What a tap that fails puts back (see ``restore(_:)``).
    struct Saved {
        fileprivate let handlers: [Event: [ScriptRefValue]]
        fileprivate let filters: [String: ScriptRefValue]
    }

    var saved: Saved { Saved(handlers: handlers, filters: filters) }

    func restore(_ saved: Saved) {
        handlers = saved.handlers
        filters = saved.filters
    }
}
