import CLua
import LuaShim
import MenuModel

/// Hooks for plugins: `menu.on(event, fn)`. Handlers of an event run in the order they were
/// registered; one that fails is reported through `warn` and skipped, and the rest still run.
///
/// - `build` handlers run once the script has built its menu, with `(m)`; they may add blocks.
/// - `render` handlers run on every item as the view is built, with `(item, m)`: `item` is a
///   fresh table `{ id, title, detail, style, icon, checked, disabled, value }`, whose title,
///   detail, icon and style are read back (see ``LuaEvaluator/decorate(_:of:)``).
/// - `tap` handlers run before a tap changes anything, with `(path, m)`; one that returns
///   `false` vetoes the tap.
extension MenuRuntime {
    /// What a hook can be registered for.
    enum HookEvent: String, CaseIterable {
        case build, render, tap
    }

    /// `menu.on(event, fn)`: registers `fn` for `event`.
    func registerHook(_ stack: LuaStack) throws(HostCallError) -> Int32 {
        guard stack.type(at: 1) == LUA_TSTRING, let name = stack.string(at: 1) else {
            throw .argument(1, "string expected, got \(stack.typeName(at: 1))")
        }
        guard let event = HookEvent(rawValue: name) else {
            throw .argument(1, "unknown event '\(name)' (expected build, render or tap)")
        }
        guard stack.isFunction(at: 2) else { throw .argument(2, "function expected, got \(stack.typeName(at: 2))") }
        lua_pushvalue(L, 2)                                    // fn
        hooks[event, default: []].append(stack.ref())          // (anchored)
        return 0
    }

    /// Calls `event`'s handlers in order, each with the values `push` pushes (it returns how
    /// many) and `results` results, which `read` reads from the top of the stack; `read`
    /// returning false stops the rest. A handler that fails goes to `report` as "hook 'tap'
    /// skipped: file:line: message".
    ///
    /// - Returns: the error that stopped the handlers when a limit did (the time limit, or
    ///   Ctrl-C), for the caller to raise; nil otherwise.
    func callHooks(_ event: HookEvent, results: Int32 = 0, push: () -> Int32, read: () -> Bool = { true },
                   report: ((String) -> Void)? = nil) -> String? {
        guard let handlers = hooks[event], !handlers.isEmpty else { return nil }
        let base = stack.top
        defer { lua_settop(L, base) }
        for handler in handlers {
            lua_settop(L, base)
            guard stack.reserve(8 + results) else { return "stack overflow (in hook '\(event.rawValue)')" }
            stack.push(handler)                                // fn
            let count = push()                                 // fn, arguments…
            guard lm_pcall(L, count, results) == LUA_OK else { // results… | message
                let message = stack.string(at: -1) ?? "error"
                if limits.pointee.timed_out != 0 || limits.pointee.interrupted != 0 { return message }
                (report ?? options.warn)("hook '\(event.rawValue)' skipped: \(message)")
                continue
            }
            if !read() { break }
        }
        return nil
    }

    /// Runs the `build` handlers with the script's menu.
    ///
    /// - Throws: ``ScriptError`` when a handler runs out of time.
    func runBuildHooks() throws(ScriptError) {
        guard let current else { return }
        let object = documents[current].object
        if let stop = callHooks(.build, push: { stack.push(object); return 1 }) {
            throw ScriptError(stop)
        }
    }

    /// Whether the `tap` handlers let the tap on `target` happen (each gets its path): none
    /// returned `false`. The first that vetoes stops the rest; the veto is reported through
    /// `warn`, in the tap outcome's words.
    func tapAllowed(_ target: TapTarget, on document: Int) throws(HostCallError) -> Bool {
        let object = documents[document].object
        let path = target.path.description
        var vetoed = false
        let stop = callHooks(.tap, results: 1, push: {
            stack.push(path)                                   // fn, path
            stack.push(object)                                 // fn, path, m
            return 2
        }, read: {
            vetoed = lua_type(L, -1) == LUA_TBOOLEAN && lua_toboolean(L, -1) == 0
            return !vetoed
        })
        if let stop { throw .asIs(stop) }
        if vetoed, let message = TapOutcome(target: target, effects: [], vetoed: true).message { warn(message) }
        return !vetoed
    }
}
