import MenuModel

/// Answers the model's questions by calling the script: label and `checked` functions
/// `fn(item, m)`, filters' `match(item, option)`, and the `render` hooks. A failing function
/// does not stop the render: its label shows "⚠" and the error goes to the runtime's `warn`.
/// A limit does (the time limit, the memory limit, Ctrl-C): every method then throws
/// ``EvaluationStopped``, which the drawing budget turns into its ``ScriptError``.
final class LuaEvaluator: ScriptEvaluator {
    /// The runtime whose script this calls: held, so its Lua state stays open while a view
    /// that reads rows lazily lives.
    private let runtime: MenuRuntime
    /// The menu object handed to label functions as `m`.
    private let menuObject: ScriptRefValue

    init(runtime: MenuRuntime, menuObject: ScriptRefValue) {
        self.runtime = runtime
        self.menuObject = menuObject
    }

    private var stack: LuaStack { runtime.lua.stack }
    private var budget: ScriptBudget { runtime.budget }

    var decoratesItems: Bool { runtime.hooks.has(.render) }

    /// Runs `body`, which calls the script, inside the runtime's drawing budget: the one in
    /// progress, or one of its own when a row is made outside any (read later, lazily).
    private func withinBudget<T>(_ body: () throws(EvaluationStopped) -> T) throws(EvaluationStopped) -> T {
        if runtime.menus.isDrawn { return try body() }
        do {
            return try runtime.evaluating(body)
        } catch {
            throw EvaluationStopped(error.message)
        }
    }

    /// Throws the stop when a limit stopped the script (the call that failed with `message`),
    /// or before a call when one has stopped it already or its time is up.
    private func stopIfLimited(_ message: @autoclosure () -> String?) throws(EvaluationStopped) {
        guard budget.isStopped || budget.timeIsUp() else { return }
        throw EvaluationStopped(message() ?? "stopped by a limit")
    }

    /// What a label's copy costs the host, held until the drawing ends: its bytes twice (the
    /// copy, and the normalised text made from it).
    static func copyCost(of bytes: Int) -> Int { 2 * bytes }

    /// The string at `index` (a label, a text a render hook set), copied out of Lua once its
    /// copy is held against the memory limit; throws the memory limit's stop when it doesn't
    /// fit.
    private func copiedText(at index: Int32) throws(EvaluationStopped) -> String? {
        guard budget.hold(Self.copyCost(of: stack.bytes(at: index)?.count ?? 0)) else {
            throw EvaluationStopped("not enough memory")
        }
        return stack.string(at: index)
    }

    /// Runs `filter`'s match function on the items of `list` at `positions` in one loop (see
    /// ``LuaStack/filter(_:count:answers:failed:)``); a failing one is reported and shows its item.
    func matches(_ list: ItemList, at positions: [Int32], filter: FilterBlock,
                 option: String) throws(EvaluationStopped) -> [Bool] {
        try withinBudget { () throws(EvaluationStopped) in
            try matchesNow(list, at: positions, count: positions.count, filter: filter, option: option)
        }
    }

    /// The same loop on the first `count` items of `list`, with no array of their positions.
    func matches(_ list: ItemList, first count: Int, filter: FilterBlock,
                 option: String) throws(EvaluationStopped) -> [Bool] {
        try withinBudget { () throws(EvaluationStopped) in
            try matchesNow(list, at: nil, count: count, filter: filter, option: option)
        }
    }

    /// How many of one loop's failures are reported: the rest fail the same way, most likely.
    static let reportedFailures = 32

    /// `positions` nil: the first `count` items.
    private func matchesNow(_ list: ItemList, at positions: [Int32]?, count: Int, filter: FilterBlock,
                            option: String) throws(EvaluationStopped) -> [Bool] {
        var answers = [Bool](repeating: true, count: count)
        try stopIfLimited(nil)
        guard let match = runtime.menus.matchers[filter.ref], list.source != .none, count > 0 else { return answers }
        let stack = stack
        guard stack.reserve(12) else { return fail(answers, "stack overflow (in match of filter '\(filter.id)')") }
        let base = stack.top
        defer { stack.setTop(base) }
        stack.push(list.source.rawValue)                                         // list
        stack.push(match)                                                        // list, match
        stack.push(option)                                                       // list, match, option
        var failures = 0
        try stack.filter(positions, count: count, answers: &answers) { failed, message throws(EvaluationStopped) in
            try stopIfLimited(message)
            failures += 1
            guard failures <= Self.reportedFailures else { return }
            guard let failed else { return budget.warn("\(message) (in match of filter '\(filter.id)')") }
            let position = positions.map { Int($0[failed]) } ?? failed
            budget.warn("\(message) (in match of filter '\(filter.id)' for item '\(list.id(at: position))')")
        }
        return answers
    }

    /// The marker a failed label shows in place of its text.
    static let failedLabel = EvaluatedLabel(text: "⚠", style: .danger)

    func evaluate(_ field: LabelField, of item: Item) throws(EvaluationStopped) -> EvaluatedLabel {
        try withinBudget { () throws(EvaluationStopped) in try evaluateNow(field, of: item) }
    }

    private func evaluateNow(_ field: LabelField, of item: Item) throws(EvaluationStopped) -> EvaluatedLabel {
        let stack = stack
        let base = stack.top
        defer { stack.setTop(base) }
        try stopIfLimited(nil)
        guard stack.reserve(4) else { return fail(Self.failedLabel, "stack overflow (in the \(field) of item '\(item.id)')") }
        stack.pushItem(item.ref)                               // item
        stack.rawField(field.rawValue, of: -1)                 // item, fn
        stack.swapTop()                                        // fn, item
        stack.push(menuObject)                                 // fn, item, m
        guard stack.call(arguments: 2, results: 2) else {      // text, style | message
            try stopIfLimited(stack.string(at: -1))
            return fail(Self.failedLabel, "\(stack.string(at: -1) ?? "error") (in the \(field) of item '\(item.id)')")
        }
        var label = EvaluatedLabel(text: "")
        switch stack.type(at: -2) {
        case .nil: label.text = field == .title ? "" : nil
        case .string, .number: label.text = try copiedText(at: -2)
        default:
            return fail(Self.failedLabel, "the \(field) function of item '\(item.id)' returned a \(stack.typeName(at: -2)), expected a string")
        }
        if stack.type(at: -1) == .string || stack.type(at: -1) == .number, let name = try copiedText(at: -1) {
            label.style = Style(rawValue: name)
            if label.style == nil { budget.warn("the \(field) function of item '\(item.id)' returned unknown style '\(name)'") }
        }
        return label
    }

    func matches(_ item: Item, filter: FilterBlock, option: String) throws(EvaluationStopped) -> Bool {
        try withinBudget { () throws(EvaluationStopped) in try matchesNow(item, filter: filter, option: option) }
    }

    private func matchesNow(_ item: Item, filter: FilterBlock, option: String) throws(EvaluationStopped) -> Bool {
        let stack = stack
        let base = stack.top
        defer { stack.setTop(base) }
        guard let match = runtime.menus.matchers[filter.ref],
              try call(match, on: item, with: option, context: "in match of filter '\(filter.id)' for item '\(item.id)'")
        else { return true }
        return stack.boolean(at: -1)                           // kept
    }

    func score(_ item: Item, block: ScriptRef, query: String) throws(EvaluationStopped) -> Int? {
        try withinBudget { () throws(EvaluationStopped) in try scoreNow(item, block: block, query: query) }
    }

    private func scoreNow(_ item: Item, block: ScriptRef, query: String) throws(EvaluationStopped) -> Int? {
        let stack = stack
        let base = stack.top
        defer { stack.setTop(base) }
        guard let search = runtime.menus.searchers[block],
              try call(search, on: item, with: query, context: "in the search function for item '\(item.id)'")
        else { return nil }
        switch stack.type(at: -1) {                            // score
        case .number:
            let score = stack.number(at: -1)
            guard score.isFinite else { return score == .infinity ? Int.max : nil }
            return Int(max(-1e15, min(1e15, score)).rounded())
        case .boolean: return stack.boolean(at: -1) ? 0 : nil
        default: return nil
        }
    }

    /// Calls an item's `checked` function, `fn(item, m)` → true, false, "mixed" or nil.
    /// One that fails or returns anything else draws no mark, and is reported.
    func checked(of item: Item) throws(EvaluationStopped) -> Checked? {
        try withinBudget { () throws(EvaluationStopped) in try checkedNow(of: item) }
    }

    private func checkedNow(of item: Item) throws(EvaluationStopped) -> Checked? {
        let stack = stack
        let base = stack.top
        defer { stack.setTop(base) }
        try stopIfLimited(nil)
        guard stack.reserve(4) else { return fail(nil, "stack overflow (in the checked function of item '\(item.id)')") }
        stack.pushItem(item.ref)                               // item
        stack.rawField("checked", of: -1)                      // item, fn
        stack.swapTop()                                        // fn, item
        stack.push(menuObject)                                 // fn, item, m
        guard stack.call(arguments: 2, results: 1) else {      // result | message
            try stopIfLimited(stack.string(at: -1))
            return fail(nil, "\(stack.string(at: -1) ?? "error") (in the checked function of item '\(item.id)')")
        }
        switch stack.type(at: -1) {
        case .nil: return nil
        case .boolean: return stack.boolean(at: -1) ? .on : .off
        case .string where stack.string(at: -1) == "mixed": return .mixed
        default:
            let shown = stack.type(at: -1) == .string ? "\"\(stack.string(at: -1) ?? "")\"" : "a \(stack.typeName(at: -1))"
            return fail(nil, "the checked function of item '\(item.id)' returned \(shown), expected true, false or \"mixed\"")
        }
    }

    /// Hook failures already reported during this render, so each is reported once.
    private var reportedHookFailures: Set<String> = []

    /// Runs the `render` hooks on `view`: each gets a fresh table `{ id, title, detail,
    /// subtitle, style, icon, checked, disabled, value }` (a number `value` as a number; the same table, in
    /// turn) that reads the item's own fields through (`item.price`), the menu, and where the
    /// item is drawn (`{ path, block, kind }`); the title,
    /// detail, subtitle, icon, style, check mark and `disabled` it holds afterwards are read back, raw. A value of the wrong
    /// type, or an unknown style, is reported and the item keeps its own.
    func decorate(_ view: ItemView, of item: Item, at place: ItemPlace?) throws(EvaluationStopped) -> ItemView {
        try withinBudget { () throws(EvaluationStopped) in try decorateNow(view, of: item, at: place) }
    }

    private func decorateNow(_ view: ItemView, of item: Item, at place: ItemPlace?) throws(EvaluationStopped) -> ItemView {
        guard view.kind != .separator, runtime.hooks.has(.render) else { return view }
        try stopIfLimited(nil)
        let stack = stack
        let base = stack.top
        defer { stack.setTop(base) }
        guard stack.reserve(8) else { return fail(view, "stack overflow (in a render hook for item '\(item.id)')") }
        push(view)                                             // item
        let table = stack.top
        push(place, of: view)                                  // item, place
        let placeTable = stack.top
        let stop = runtime.hooks.call(.render, push: { stack in
            stack.pushCopy(of: table)                          // fn, item
            stack.push(menuObject)                             // fn, item, m
            stack.pushCopy(of: placeTable)                     // fn, item, m, place
            return 3
        }, report: complain)
        if let stop { throw EvaluationStopped(stop) }
        return try readBack(view, from: table)
    }

    /// Pushes the table that says where `view` is drawn, `{ path, block, kind }` (empty when
    /// the view doesn't know).  [-0, +1]
    private func push(_ place: ItemPlace?, of view: ItemView) {
        stack.pushTable(fields: 3)                             // place
        guard let place else { return }
        stack.push(place.path(of: view.id).description)        // place, path
        stack.setRawField("path", of: -2)                      // place
        stack.push(place.block)                                // place, block
        stack.setRawField("block", of: -2)                     // place
        stack.push(place.kind)                                 // place, kind
        stack.setRawField("kind", of: -2)                      // place
    }

    /// Pushes the fresh table a render hook receives.  [-0, +1]
    private func push(_ view: ItemView) {
        let stack = stack
        stack.pushTable(fields: 8)                             // item
        func set(_ field: String) { stack.setRawField(field, of: -2) }   // item, value → item
        // Each line below pushes a value (item, value) and sets it (item).
        stack.push(view.id); set("id")
        stack.push(view.title); set("title")
        if let detail = view.detail { stack.push(detail); set("detail") }
        if let subtitle = view.subtitle { stack.push(subtitle); set("subtitle") }
        if let style = view.style { stack.push(style.rawValue); set("style") }
        if let icon = view.icon { stack.push(icon); set("icon") }
        switch view.checked {
        case .on?: stack.push(true); set("checked")
        case .off?: stack.push(false); set("checked")
        case .mixed?: stack.push("mixed"); set("checked")
        case nil: break
        }
        stack.push(view.disabled); set("disabled")
        if let value = view.value {
            if view.valueIsNumber, let integer = Int(value) {
                stack.push(integer)                            // item, value
            } else if view.valueIsNumber, let number = Double(value) {
                stack.push(number)                             // item, value
            } else {
                stack.push(value)                              // item, value
            }
            set("value")
        }
        guard view.ref.list != .none else { return }
        stack.pushTable(fields: 1)                             // item, meta
        stack.pushItem(view.ref)                               // item, meta, own
        stack.setRawField("__index", of: -2)                   // item, meta
        stack.setMetatable(of: -2)                             // item
    }

    /// The view with the title, detail, subtitle, icon, style, check mark and `disabled` of the hook's table at `table`.
    private func readBack(_ view: ItemView, from table: Int32) throws(EvaluationStopped) -> ItemView {
        var view = view
        func text(_ field: String, required: Bool) throws(EvaluationStopped) -> String?? {
            let type = stack.rawField(field, of: table)        // item, value
            defer { stack.pop() }                              // item
            switch type {
            case .string, .number: return .some(try copiedText(at: -1))
            case .nil where !required: return .some(nil)
            default:
                complain("a render hook set the \(field) of item '\(view.id)' to a \(stack.typeName(at: -1)), expected a string")
                return nil
            }
        }
        if let title = try text("title", required: true) { view.title = title ?? "" }
        if let detail = try text("detail", required: false) { view.detail = detail }
        if let icon = try text("icon", required: false) { view.icon = icon }
        if let subtitle = try text("subtitle", required: false) { view.subtitle = subtitle }
        switch stack.rawField("disabled", of: table) {         // item, disabled: a hook disables, never enables
        case .nil: break
        case .boolean: view.disabled = view.disabled || stack.boolean(at: -1)
        default: complain("a render hook set the disabled of item '\(view.id)' to a \(stack.typeName(at: -1)), expected true or false")
        }
        stack.pop()                                            // item
        switch stack.rawField("checked", of: table) {          // item, checked
        case .nil: view.checked = nil
        case .boolean: view.checked = stack.boolean(at: -1) ? .on : .off
        case .string where stack.string(at: -1) == "mixed": view.checked = .mixed
        default:
            complain("a render hook set the checked of item '\(view.id)' to \(stack.typeName(at: -1) == "string" ? "\"\(stack.string(at: -1) ?? "")\"" : "a " + stack.typeName(at: -1)), expected true, false or \"mixed\"")
        }
        stack.pop()                                            // item
        if let style = try text("style", required: false) {
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
        if reportedHookFailures.insert(message).inserted { budget.warn(message) }
    }

    /// Calls `function(item, argument)` for one result, left on the stack; false when it
    /// failed (reported with `context`) or could not run. Throws when a limit stopped it.
    private func call(_ function: ScriptRefValue, on item: Item, with argument: String,
                      context: String) throws(EvaluationStopped) -> Bool {
        let stack = stack
        try stopIfLimited(nil)
        guard stack.reserve(4) else { return fail(false, "stack overflow (\(context))") }
        stack.push(function)                                   // function
        stack.pushItem(item.ref)                               // function, item
        stack.push(argument)                                   // function, item, argument
        guard stack.call(arguments: 2, results: 1) else {      // result | message
            try stopIfLimited(stack.string(at: -1))
            return fail(false, "\(stack.string(at: -1) ?? "error") (\(context))")
        }
        return true
    }

    /// Reports `message` and gives `fallback`, what a call that failed leaves.
    private func fail<T>(_ fallback: T, _ message: String) -> T {
        budget.warn(message)
        return fallback
    }
}
