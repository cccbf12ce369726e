import CLua
import LuaShim
import MenuModel

/// Answers the model's questions by calling the script: label functions `fn(item, m)` and
/// filters' `match(item, option)`. A failing function does not stop the render: its label
/// shows "⚠" and the error goes to the runtime's `warn`.
final class LuaEvaluator: ScriptEvaluator {
    let runtime: MenuRuntime
    /// The menu object handed to label functions as `m`.
    let menuObject: ScriptRefValue

    /// The error of the label function that ran out of time, when one did.
    private(set) var timeout: String?

    init(runtime: MenuRuntime, menuObject: ScriptRefValue) {
        self.runtime = runtime
        self.menuObject = menuObject
    }

    private var L: OpaquePointer { runtime.L }
    private var stack: LuaStack { runtime.stack }

    /// The marker a failed label shows in place of its text.
    static let failedLabel = EvaluatedLabel(text: "⚠", style: .danger)

    func evaluate(_ field: LabelField, of item: Item) -> EvaluatedLabel {
        let base = stack.top
        defer { lua_settop(L, base) }
        guard stack.reserve(4), runtime.limits.pointee.timed_out == 0 else { return Self.failedLabel }
        stack.push(item.ref.rawValue)                          // item
        stack.rawField(field.rawValue, of: -1)                 // item, fn
        lua_rotate(L, -2, 1)                                   // fn, item
        stack.push(menuObject)                                 // fn, item, m
        guard lm_pcall(L, 2, 2) == LUA_OK else {               // text, style
            if runtime.limits.pointee.timed_out != 0 {
                timeout = timeout ?? stack.string(at: -1)
                return Self.failedLabel
            }
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
            if label.style == nil { runtime.options.warn("the \(field) function of item '\(item.id)' returned unknown style '\(name)'") }
        }
        return label
    }

    func matches(_ item: Item, filter: FilterBlock, option: String) -> Bool {
        let base = stack.top
        defer { lua_settop(L, base) }
        guard stack.reserve(4), runtime.limits.pointee.timed_out == 0,
              let match = runtime.matchers[filter.ref] else { return true }
        stack.push(match)                                      // match
        stack.push(item.ref.rawValue)                          // match, item
        stack.push(option)                                     // match, item, option
        guard lm_pcall(L, 2, 1) == LUA_OK else {
            if runtime.limits.pointee.timed_out != 0 {
                timeout = timeout ?? stack.string(at: -1)
                return true
            }
            runtime.options.warn("\(stack.string(at: -1) ?? "error") (in match of filter '\(filter.id)' for item '\(item.id)')")
            return true
        }
        return lua_toboolean(L, -1) != 0
    }

    func score(_ item: Item, block: ScriptRef, query: String) -> Int? {
        let base = stack.top
        defer { lua_settop(L, base) }
        guard stack.reserve(4), runtime.limits.pointee.timed_out == 0,
              let search = runtime.searchers[block] else { return nil }
        stack.push(search)                                     // search
        stack.push(item.ref.rawValue)                          // search, item
        stack.push(query)                                      // search, item, query
        guard lm_pcall(L, 2, 1) == LUA_OK else {
            if runtime.limits.pointee.timed_out != 0 {
                timeout = timeout ?? stack.string(at: -1)
                return nil
            }
            runtime.options.warn("\(stack.string(at: -1) ?? "error") (in the search function for item '\(item.id)')")
            return nil
        }
        switch stack.type(at: -1) {
        case LUA_TNUMBER:
            let score = lua_tonumberx(L, -1, nil)
            guard score.isFinite else { return score == .infinity ? Int.max : nil }
            return Int(max(-1e15, min(1e15, score)).rounded())
        case LUA_TBOOLEAN: return lua_toboolean(L, -1) != 0 ? 0 : nil
        default: return nil
        }
    }

    private func fail(_ message: String) -> EvaluatedLabel {
        runtime.options.warn(message)
        return Self.failedLabel
    }
}
