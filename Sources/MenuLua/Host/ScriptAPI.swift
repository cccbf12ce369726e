import MenuModel
import TextCore

/// The functions scripts call — `menu.new`, `menu.on`, `menu.input`, `m:section`,
/// `m:selection`, `m:filter`, `m:index`, `m:tap`, `m:state`, `m:query`, `menu.hangul.*`,
/// `menu.host.*` — and the dispatcher's way in: each reads its arguments without raising and
/// reports problems by throwing ``HostCallError``, which the trampoline raises once Swift has
/// returned. Each writes to the part that owns what it changes: the menus, the hooks, the
/// script's inputs, the problems.
final class ScriptAPI {
    let lua: LuaState
    private let budget: ScriptBudget
    private let menus: ScriptMenus
    private let hooks: ScriptHooks
    private let inputs: ScriptInputs
    private let problems: ProblemLog
    private let taps: Taps
    private let live: LiveQueries
    private let stores: ScriptStores
    /// Whether a block described wrongly is noted and left out instead of stopping the script.
    private let keepsGoing: Bool
    let program: ProgramFunctions

    init(lua: LuaState, budget: ScriptBudget, menus: ScriptMenus, hooks: ScriptHooks, inputs: ScriptInputs,
         problems: ProblemLog, taps: Taps, live: LiveQueries, stores: ScriptStores, keepsGoing: Bool,
         program: ProgramFunctions) {
        self.lua = lua
        self.budget = budget
        self.menus = menus
        self.hooks = hooks
        self.inputs = inputs
        self.problems = problems
        self.taps = taps
        self.live = live
        self.stores = stores
        self.keepsGoing = keepsGoing
        self.program = program
    }

    /// Installs the `menu` module and the menu objects' metatable in the Lua state, their
    /// functions calling this API. The state holds the API unretained: its owner
    /// (``MenuRuntime``) closes the state before it lets the API go.
    func install(sandbox: Bool) throws(ScriptError) {
        let stack = lua.stack
        let host = Unmanaged.passUnretained(self).toOpaque()
        guard stack.installHost(host, functions: HostFunction.installerList(programNames: program.names),
                                version: LuamenuVersion.current, sandbox: sandbox) else {
            defer { stack.pop() }                              // (message popped)
            throw ScriptError("cannot set up the menu module: \(stack.string(at: -1) ?? "?")")
        }
    }

    /// Calls host function `number` (a ``HostFunction``, else one of the program's) with the
    /// arguments on `stack`, the calling thread's; returns how many results it pushed.
    func call(_ number: Int32, _ stack: LuaStack) throws(HostCallError) -> Int32 {
        guard let function = HostFunction(rawValue: number) else { return try program.call(number, stack) }
        guard stack.reserve(8) else { throw .here("stack overflow") }
        switch function {
        case .new: return try newMenu(stack)
        case .registerFilter: return try hooks.registerFilter(stack)
        case .on: return try hooks.on(stack)
        case .off: return try hooks.off(stack)
        case .blocks: return try blocks(stack)
        case .item: return try item(stack)
        case .remove: return try remove(stack)
        case .input: return try inputs.input(stack)
        case .read: return try inputs.read(stack)
        case .options: return try inputs.options(stack)
        case .store: return try stores.open(stack)
        case .choseong, .initial: return try hangul(function, stack)
        case .section: return try addBlock(function, stack) { specs throws(HostCallError) in .section(try specs.section()) }
        case .selection: return try addBlock(function, stack) { specs throws(HostCallError) in .selection(try specs.selection()) }
        case .filter: return try addBlock(function, stack) { specs throws(HostCallError) in .filter(try specs.filter()) }
        case .index: return try addBlock(function, stack) { specs throws(HostCallError) in .index(try specs.index()) }
        case .tap: return try tap(stack)
        case .state: return try state(stack)
        case .query: return try query(stack)
        case .describe: return try describe(stack)
        }
    }

    /// `menu.new{ title = string?, on_finish = fn(m, choice)? }` → a menu object.
    private func newMenu(_ stack: LuaStack) throws(HostCallError) -> Int32 {
        var title: String?
        var finish: ScriptRefValue?
        switch stack.type(at: 1) {
        case .none, .nil: break
        case .table:
            let spec = TableReader(stack, table: 1, argument: 1)
            title = try spec.string("title")
            if try spec.hasFunction("on_finish") {
                stack.rawField("on_finish", of: 1)             // …, on_finish
                finish = stack.ref()                           // …
            }
            problems.noteUnknownFields(try spec.unknownFields(known: KnownFields.menu), known: KnownFields.menu,
                                       in: "menu.new", at: stack.callerLocation())
        default: throw .argument(1, "table expected, got \(stack.typeName(at: 1))")
        }
        menus.newDocument(title: title, finish: finish, in: stack)   // m
        return 1
    }

    /// `menu.hangul.choseong(text)` and `menu.hangul.initial(text)`. The text's copies (the
    /// host's, normalised, the result, Lua's string of it) are checked for room first.
    private func hangul(_ function: HostFunction, _ stack: LuaStack) throws(HostCallError) -> Int32 {
        guard let bytes = stack.bytes(at: 1) else {
            throw .argument(1, "string expected, got \(stack.typeName(at: 1))")
        }
        guard budget.hasRoom(for: 4 * bytes.count) else { throw .here("not enough memory") }
        let text = stack.string(at: 1) ?? ""
        stack.push(function == .choseong ? Hangul.choseong(text) : IndexBlock.defaultKey(for: text))   // text
        return 1
    }

    /// The document of the menu object a method, `m:name(...)`, was called on (argument 1),
    /// if `function` may use it now.
    private func document(for function: HostFunction, _ stack: LuaStack) throws(HostCallError) -> Int {
        guard let document = menus.number(ofObjectAt: 1, in: stack) else {
            // m.section{ … } passes the spec as the menu: say how to call a method.
            let dot = stack.type(at: 1) == .table && stack.type(at: 2) == .none
            throw .argument(1, "menu expected, got \(stack.typeName(at: 1))"
                            + (dot ? " (call it with a colon: m:\(function.name){ … }, not m.\(function.name){ … })" : ""))
        }
        guard !menus.documents[document].discarded else {
            throw .here("this menu was made during a tap that failed, and was discarded with it")
        }
        if menus.documents[document].role == .screenBuilt, function.changesMenus {
            throw .here("this submenu's screen was built when its function returned: m:\(function.name) can't change it now")
        }
        if menus.isDrawn, function.changesMenus {
            throw .here("m:\(function.name) can't be called while the menu is drawn (from a label, checked, match or search function, or a render hook)")
        }
        return document
    }

    /// `m:section{ … }`, `m:selection{ … }`, `m:filter{ … }`, `m:index{ … }` → `m`: adds the
    /// block `read` reads from the spec, with the line that made it.
    private func addBlock(_ function: HostFunction, _ stack: LuaStack,
                          read: (SpecReader) throws(HostCallError) -> Block) throws(HostCallError) -> Int32 {
        let document = try document(for: function, stack)
        let place: Int
        let replacing: Bool
        do {
            (place, replacing) = try placement(stack, in: menus.documents[document].menu)
        } catch {
            guard keepsGoing, !budget.isStopped else { throw error }
            budget.warn(Self.message(of: error, in: function, at: stack.callerLocation()))
            stack.setTop(1)
            return 1
        }
        let block: Block
        do {
            block = try read(SpecReader(stack: stack, lua: lua, budget: budget, problems: problems, menus: menus, hooks: hooks))
        } catch {
            guard keepsGoing, !budget.isStopped else { throw error }
            budget.warn(Self.message(of: error, in: function, at: stack.callerLocation()))   // reported, not raised
            stack.setTop(1)                                    // m: the script goes on without the block
            return 1
        }
        try budget.chargeCopy(bytes: BlockCost.bytes(of: block))
        if replacing { removeBlock(at: place, of: document) }
        menus.documents[document].menu.blocks.insert(block, at: place)
        menus.documents[document].origins.insert(stack.callerLocation(), at: place)
        stack.setTop(1)                                        // m, for chaining
        return 1
    }

    /// Where the block the spec at argument 2 describes goes: before or after the block its
    /// `before` or `after` names, in place of the one `replace` names, else at the end.
    private func placement(_ stack: LuaStack, in menu: Menu) throws(HostCallError) -> (at: Int, replacing: Bool) {
        guard stack.type(at: 2) == .table else { return (menu.blocks.count, false) }
        let spec = TableReader(stack, table: 2, argument: 2)
        var given: [(String, String)] = []
        for field in KnownFields.placement {
            if let id = try spec.string(field) { given.append((field, id)) }
        }
        guard let (field, id) = given.first else { return (menu.blocks.count, false) }
        guard given.count == 1 else {
            throw .argument(2, "give one of before, after and replace, not \(given.map(\.0).joined(separator: " and "))")
        }
        guard let position = menu.blocks.firstIndex(where: { $0.id == id }) else {
            let known = menu.blocks.map { "'\($0.id)'" }.joined(separator: ", ")
            throw .argument(2, "\(field): no block '\(id)' (the menu has \(known.isEmpty ? "none yet" : known))")
        }
        return (field == "after" ? position + 1 : position, field == "replace")
    }

    /// Takes block `position` out of a document, with its origin and its state.
    private func removeBlock(at position: Int, of document: Int) {
        menus.documents[document].menu.blocks.remove(at: position)
        menus.documents[document].origins.remove(at: position)
        menus.documents[document].state = menus.documents[document].state.pruned(for: menus.documents[document].menu)
    }

    /// `m:remove(id)` → whether the menu had a block `id`: takes it out, with its state.
    private func remove(_ stack: LuaStack) throws(HostCallError) -> Int32 {
        let document = try document(for: .remove, stack)
        guard stack.type(at: 2) == .string, let id = stack.string(at: 2) else {
            throw .argument(2, "string expected, got \(stack.typeName(at: 2))")
        }
        let position = menus.documents[document].menu.blocks.firstIndex { $0.id == id }
        if let position { removeBlock(at: position, of: document) }
        stack.push(position != nil)                            // removed
        return 1
    }

    /// `m:blocks()` → the menu's blocks, in order, as `{ id, kind, title, items }` (see
    /// ``BlockTables``).
    private func blocks(_ stack: LuaStack) throws(HostCallError) -> Int32 {
        let document = try document(for: .blocks, stack)
        try BlockTables(stack: stack, budget: budget).push(menus.documents[document].menu.blocks)   // blocks
        return 1
    }

    /// `m:item(path)` → the table of the item `path` names (an item, a selection's child, an
    /// index's entry), as the script gave it; nil when it names no item.
    private func item(_ stack: LuaStack) throws(HostCallError) -> Int32 {
        let document = try document(for: .item, stack)
        guard let path = stack.string(at: 2) else {
            throw .argument(2, "string expected, got \(stack.typeName(at: 2))")
        }
        let open = menus.documents[document].state.submenu
        let menu = menus.documents[document].menu
        guard let target = try? menu.target(at: TapPath(path), openSubmenu: open),
              let found = menu.item(at: target, openSubmenu: open) else {
            stack.pushNil()                                    // nil
            return 1
        }
        stack.pushItem(found.item.ref)                         // item
        return 1
    }

    /// What Lua would have raised for `error` in a method `function` called at `location`:
    /// "test.lua:3: bad argument #1 to 'section' (columns: …)" (a method's self not counted).
    private static func message(of error: HostCallError, in function: HostFunction, at location: String) -> String {
        switch error {
        case .argument(let number, let message): "\(location) bad argument #\(number - 1) to '\(function.name)' (\(message))"
        case .here(let message): "\(location) \(message)"
        case .badPath(let error): "\(location) \(error)"
        case .asIs(let message): message
        }
    }

    /// `m:tap(path)` → `m`: a tap, as a transaction of its own.
    private func tap(_ stack: LuaStack) throws(HostCallError) -> Int32 {
        let document = try document(for: .tap, stack)
        guard let path = stack.string(at: 2) else {
            throw .argument(2, "string expected, got \(stack.typeName(at: 2))")
        }
        try taps.tap(TapPath(path), on: document)
        stack.setTop(1)                                        // m, for chaining
        return 1
    }

    /// `m:state()` → the menu's state as plain tables (see ``StateTable``).
    private func state(_ stack: LuaStack) throws(HostCallError) -> Int32 {
        let document = try document(for: .state, stack)
        try StateTable(stack: stack, budget: budget).push(menus.documents[document].state, of: menus.documents[document].menu)   // state
        return 1
    }

    /// `m:query(text)` → `m`: searches every searchable block; nil or blank shows everything.
    private func query(_ stack: LuaStack) throws(HostCallError) -> Int32 {
        let document = try document(for: .query, stack)
        let query: String?
        switch stack.type(at: 2) {
        case .none, .nil: query = nil
        case .string, .number: query = stack.string(at: 2)
        default: throw .argument(2, "string expected, got \(stack.typeName(at: 2))")
        }
        _ = try? menus.documents[document].state.reduce(.search(query), in: menus.documents[document].menu)   // a search never fails
        try live.refresh(document)
        if let stop = hooks.queried(query, menu: menus.documents[document].object) { throw .asIs(stop) }
        stack.setTop(1)                                        // m, for chaining
        return 1
    }

    /// `tostring(m)` → "menu 'Title' (3 blocks)".
    private func describe(_ stack: LuaStack) throws(HostCallError) -> Int32 {
        let menu = menus.documents[try document(for: .describe, stack)].menu
        let blocks = menu.blocks.count == 1 ? "1 block" : "\(menu.blocks.count) blocks"
        stack.push("menu \(menu.title.map { "'\($0)' " } ?? "")(\(blocks))")   // description
        return 1
    }
}
