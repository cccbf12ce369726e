import CLua
import LuaShim
import MenuModel

/// Answers the model's questions by calling the script: label and `checked` functions
/// `fn(item, m)`, filters' `match(item, option)`, and the `render` hooks. A failing function
/// does not stop the render: its label shows "⚠" and the error goes to the runtime's `warn`.
/// A limit does (the time limit, the memory limit, Ctrl-C): every method then throws
/// ``EvaluationStopped``, which the drawing budget turns into its ``ScriptError``.
final class LuaEvaluator: ScriptEvaluator {
    let runtime: MenuRuntime
    /// The menu object handed to label functions as `m`.
    let menuObject: ScriptRefValue

    init(runtime: MenuRuntime, menuObject: ScriptRefValue) {
        self.runtime = runtime
        self.menuObject = menuObject
    }

    private var L: OpaquePointer { runtime.L }
    private var stack: LuaStack { runtime.stack }

    var decoratesItems: Bool { runtime.hooks[.render]?.isEmpty == false }

    /// Runs `body`, which calls the script, inside the runtime's drawing budget: the one in
    /// progress, or one of its own when a row is made outside any (read later, lazily).
    private func withinBudget<T>(_ body: () throws(EvaluationStopped) -> T) throws(EvaluationStopped) -> T {
        if runtime.drawingDepth > 0 { return try body() }
        do {
            return try runtime.evaluating(body)
        } catch {
            throw EvaluationStopped(error.message)
        }
    }

    /// Throws the stop when a limit stopped the script (the call that failed with `message`),
    /// or before a call when one has stopped it already.
    private func stopIfLimited(_ message: @autoclosure () -> String?) throws(EvaluationStopped) {
        let limits = runtime.limits.pointee
        guard limits.timed_out != 0 || limits.interrupted != 0 || limits.memory_refused != 0 else { return }
        throw EvaluationStopped(message() ?? "stopped by a limit")
    }

    /// Runs `filter`'s match function on the items of `list` at `positions` in one Lua loop
    /// (see ``HostChunks/filter``); a failing one is reported and shows its item.
    func matches(_ list: ItemList, at positions: [Int32], filter: FilterBlock,
                 option: String) throws(EvaluationStopped) -> [Bool] {
        try withinBudget { () throws(EvaluationStopped) in try matchesNow(list, at: positions, filter: filter, option: option) }
    }

    private func matchesNow(_ list: ItemList, at positions: [Int32], filter: FilterBlock,
                            option: String) throws(EvaluationStopped) -> [Bool] {
        let shownAll = [Bool](repeating: true, count: positions.count)
        try stopIfLimited(nil)
        guard let match = runtime.matchers[filter.ref], list.source != .none, !positions.isEmpty,
              stack.reserve(10) else { return shownAll }
        let base = stack.top
        defer { lua_settop(L, base) }
        stack.push(runtime.hostFunction("filter", source: HostChunks.filter))   // fn
        stack.push(list.source.rawValue)                                         // fn, list
        let contiguous = zip(positions, positions.dropFirst()).allSatisfy { $1 == $0 + 1 }
        if contiguous {
            lua_pushnil(L)                                                       // fn, list, nil
        } else {
            lua_createtable(L, Int32(positions.count), 0)                        // fn, list, positions
            for (index, position) in positions.enumerated() {
                lua_pushinteger(L, lua_Integer(position) + 1)
                lua_rawseti(L, -2, lua_Integer(index + 1))
            }
        }
        lua_pushinteger(L, lua_Integer(positions[0]) + 1)
        lua_pushinteger(L, lua_Integer(positions[positions.count - 1]) + 1)
        stack.push(match)
        stack.push(option)                                                       // fn, list, positions, first, last, match, option
        guard lm_pcall(L, 6, 2) == LUA_OK else {                                 // answers, failures
            try stopIfLimited(stack.string(at: -1))
            runtime.warn("\(stack.string(at: -1) ?? "error") (in match of filter '\(filter.id)')")
            return shownAll
        }
        reportFailures(at: -1, filter: filter)
        var length = 0
        guard let answers = lm_tolstring(L, -2, &length), length == positions.count else { return shownAll }
        return UnsafeRawBufferPointer(start: answers, count: length).map { $0 == UInt8(ascii: "1") }
    }

    /// Reports the `{ message, id }` failures of a filter's loop, at stack `index`.
    private func reportFailures(at index: Int32, filter: FilterBlock) {
        let failures = stack.absolute(index)
        for position in stride(from: 1, through: stack.rawLength(at: failures), by: 1) {
            stack.rawIndex(position, of: failures)                               // failure
            stack.rawIndex(1, of: -1)
            stack.rawIndex(2, of: -2)                                            // failure, message, id
            runtime.warn("\(stack.string(at: -2) ?? "error") (in match of filter '\(filter.id)' for item '\(stack.string(at: -1) ?? "?")')")
            stack.pop(3)
        }
    }

    /// The marker a failed label shows in place of its text.
    static let failedLabel = EvaluatedLabel(text: "⚠", style: .danger)

    func evaluate(_ field: LabelField, of item: Item) throws(EvaluationStopped) -> EvaluatedLabel {
        try withinBudget { () throws(EvaluationStopped) in try evaluateNow(field, of: item) }
    }

    private func evaluateNow(_ field: LabelField, of item: Item) throws(EvaluationStopped) -> EvaluatedLabel {
        let base = stack.top
        defer { lua_settop(L, base) }
        try stopIfLimited(nil)
        guard stack.reserve(4) else { return Self.failedLabel }
        runtime.pushItem(item.ref)                             // item
        stack.rawField(field.rawValue, of: -1)                 // item, fn
        lua_rotate(L, -2, 1)                                   // fn, item
        stack.push(menuObject)                                 // fn, item, m
        guard lm_pcall(L, 2, 2) == LUA_OK else {               // text, style
            try stopIfLimited(stack.string(at: -1))
            return fail("\(stack.string(at: -1) ?? "error") (in the \(field) of item '\(item.id)')")
        }
        var label = EvaluatedLabel(text: "")
        switch stack.type(at: -2) {
        case LUA_TNIL: label.text = field == .title ? "" : nil
        case LUA_TSTRING, LUA_TNUMBER: label.text = stack.string(at: -2)
        default:
            return fail("the \(field) function of item '\(item.id)' returned a \(stack.typeName(at: -2)), expected a string")
        }
        if let name = stack.string(at: -1) {
            label.style = Style(rawValue: name)
            if label.style == nil { runtime.warn("the \(field) function of item '\(item.id)' returned unknown style '\(name)'") }
        }
        return label
    }

    func matches(_ item: Item, filter: FilterBlock, option: String) throws(EvaluationStopped) -> Bool {
        try withinBudget { () throws(EvaluationStopped) in try matchesNow(item, filter: filter, option: option) }
    }

    private func matchesNow(_ item: Item, filter: FilterBlock, option: String) throws(EvaluationStopped) -> Bool {
        let base = stack.top
        defer { lua_settop(L, base) }
        guard let match = runtime.matchers[filter.ref],
              try call(match, on: item, with: option, context: "in match of filter '\(filter.id)' for item '\(item.id)'")
        else { return true }
        return lua_toboolean(L, -1) != 0
    }

    func score(_ item: Item, block: ScriptRef, query: String) throws(EvaluationStopped) -> Int? {
        try withinBudget { () throws(EvaluationStopped) in try scoreNow(item, block: block, query: query) }
    }

    private func scoreNow(_ item: Item, block: ScriptRef, query: String) throws(EvaluationStopped) -> Int? {
        let base = stack.top
        defer { lua_settop(L, base) }
        guard let search = runtime.searchers[block],
              try call(search, on: item, with: query, context: "in the search function for item '\(item.id)'")
        else { return nil }
        switch stack.type(at: -1) {
        case LUA_TNUMBER:
            let score = lua_tonumberx(L, -1, nil)
            guard score.isFinite else { return score == .infinity ? Int.max : nil }
            return Int(max(-1e15, min(1e15, score)).rounded())
        case LUA_TBOOLEAN: return lua_toboolean(L, -1) != 0 ? 0 : nil
        default: return nil
        }
    }

    /// Calls an item's `checked` function, `fn(item, m)` → true, false, "mixed" or nil.
    /// One that fails or returns anything else draws no mark, and is reported.
    func checked(of item: Item) throws(EvaluationStopped) -> Checked? {
        try withinBudget { () throws(EvaluationStopped) in try checkedNow(of: item) }
    }

    private func checkedNow(of item: Item) throws(EvaluationStopped) -> Checked? {
        let base = stack.top
        defer { lua_settop(L, base) }
        try stopIfLimited(nil)
        guard stack.reserve(4) else { return nil }
        runtime.pushItem(item.ref)                             // item
        stack.rawField("checked", of: -1)                      // item, fn
        lua_rotate(L, -2, 1)                                   // fn, item
        stack.push(menuObject)                                 // fn, item, m
        guard lm_pcall(L, 2, 1) == LUA_OK else {               // result
            try stopIfLimited(stack.string(at: -1))
            runtime.warn("\(stack.string(at: -1) ?? "error") (in the checked function of item '\(item.id)')")
            return nil
        }
        switch stack.type(at: -1) {
        case LUA_TNIL: return nil
        case LUA_TBOOLEAN: return lua_toboolean(L, -1) != 0 ? .on : .off
        case LUA_TSTRING where stack.string(at: -1) == "mixed": return .mixed
        default:
            let shown = stack.type(at: -1) == LUA_TSTRING ? "\"\(stack.string(at: -1) ?? "")\"" : "a \(stack.typeName(at: -1))"
            runtime.warn("the checked function of item '\(item.id)' returned \(shown), expected true, false or \"mixed\"")
            return nil
        }
    }

    /// Hook failures already reported during this render, so each is reported once.
    private var reportedHookFailures: Set<String> = []

    /// Runs the `render` hooks on `view`: each gets a fresh table `{ id, title, detail, style,
    /// icon, checked, disabled, value }` (a number `value` as a number; the same table, in
    /// turn) and the menu; the title,
    /// detail, icon and style it holds afterwards are read back, raw. A value of the wrong
    /// type, or an unknown style, is reported and the item keeps its own.
    func decorate(_ view: ItemView, of item: Item) throws(EvaluationStopped) -> ItemView {
        try withinBudget { () throws(EvaluationStopped) in try decorateNow(view, of: item) }
    }

    private func decorateNow(_ view: ItemView, of item: Item) throws(EvaluationStopped) -> ItemView {
        guard view.kind != .separator, runtime.hooks[.render]?.isEmpty == false else { return view }
        try stopIfLimited(nil)
        let base = stack.top
        defer { lua_settop(L, base) }
        guard stack.reserve(8) else { return view }
        push(view)                                             // item
        let table = stack.top
        let stop = runtime.callHooks(.render, push: {
            lua_pushvalue(L, table)                            // fn, item
            stack.push(menuObject)                             // fn, item, m
            return 2
        }, report: { [self] message in
            if reportedHookFailures.insert(message).inserted { runtime.warn(message) }
        })
        if let stop { throw EvaluationStopped(stop) }
        return readBack(view, from: table)
    }

    /// Pushes the fresh table a render hook receives.  [-0, +1]
    private func push(_ view: ItemView) {
        lua_createtable(L, 0, 8)
        stack.push(view.id); stack.setRawField("id", of: -2)
        stack.push(view.title); stack.setRawField("title", of: -2)
        if let detail = view.detail { stack.push(detail); stack.setRawField("detail", of: -2) }
        if let style = view.style { stack.push(style.rawValue); stack.setRawField("style", of: -2) }
        if let icon = view.icon { stack.push(icon); stack.setRawField("icon", of: -2) }
        switch view.checked {
        case .on?: stack.push(true); stack.setRawField("checked", of: -2)
        case .off?: stack.push(false); stack.setRawField("checked", of: -2)
        case .mixed?: stack.push("mixed"); stack.setRawField("checked", of: -2)
        case nil: break
        }
        stack.push(view.disabled); stack.setRawField("disabled", of: -2)
        if let value = view.value {
            if view.valueIsNumber, let integer = Int(value) {
                stack.push(integer)
            } else if view.valueIsNumber, let number = Double(value) {
                lua_pushnumber(L, number)
            } else {
                stack.push(value)
            }
            stack.setRawField("value", of: -2)
        }
    }

    /// The view with the title, detail, icon and style of the hook's table at `table`.
    private func readBack(_ view: ItemView, from table: Int32) -> ItemView {
        var view = view
        func text(_ field: String, required: Bool) -> String?? {
            let type = stack.rawField(field, of: table)
            defer { stack.pop() }
            switch type {
            case LUA_TSTRING, LUA_TNUMBER: return .some(stack.string(at: -1))
            case LUA_TNIL where !required: return .some(nil)
            default:
                complain("a render hook set the \(field) of item '\(view.id)' to a \(stack.typeName(at: -1)), expected a string")
                return nil
            }
        }
        if let title = text("title", required: true) { view.title = title ?? "" }
        if let detail = text("detail", required: false) { view.detail = detail }
        if let icon = text("icon", required: false) { view.icon = icon }
        if let style = text("style", required: false) {
            if let name = style, Style(rawValue: name) == nil {
                complain("a render hook gave item '\(view.id)' unknown style '\(name)' (expected one of: \(Style.allCases.map(\.rawValue).joined(separator: ", ")))")
            } else {
                view.style = style.flatMap(Style.init(rawValue:))
            }
        }
        return view
    }

    /// Reports a render hook's mistake once per render.
    private func complain(_ message: String) {
        if reportedHookFailures.insert(message).inserted { runtime.warn(message) }
    }

    /// Calls `function(item, argument)` for one result, left on the stack; false when it
    /// failed (reported with `context`) or could not run. Throws when a limit stopped it.
    private func call(_ function: ScriptRefValue, on item: Item, with argument: String,
                      context: String) throws(EvaluationStopped) -> Bool {
        try stopIfLimited(nil)
        guard stack.reserve(4) else { return false }
        stack.push(function)                                   // function
        runtime.pushItem(item.ref)                             // function, item
        stack.push(argument)                                   // function, item, argument
        guard lm_pcall(L, 2, 1) == LUA_OK else {               // result
            try stopIfLimited(stack.string(at: -1))
            runtime.warn("\(stack.string(at: -1) ?? "error") (\(context))")
            return false
        }
        return true
    }

    private func fail(_ message: String) -> EvaluatedLabel {
        runtime.warn(message)
        return Self.failedLabel
    }
}
