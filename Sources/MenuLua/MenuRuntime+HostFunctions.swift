import CLua
import LuaShim
import MenuModel

/// The functions scripts call: `menu.new`, `menu.on`, `m:section`, `m:selection`, `m:filter`,
/// `m:index`, `m:tap`, `m:state`. Each reads its arguments without raising and reports problems by
/// throwing ``HostCallError``, which the trampoline raises once Swift has returned.
extension MenuRuntime {
    func call(_ function: HostFunction, _ stack: LuaStack) throws(HostCallError) -> Int32 {
        guard stack.reserve(8) else { throw .here("stack overflow") }
        if function == .new { return try newMenu(stack) }
        if function == .registerFilter { return try registerFilter(stack) }
        if function == .on { return try registerHook(stack) }
        if function == .input { return try pushInput(stack) }
        if function == .read { return try readFile(stack) }
        if function == .choseong || function == .initial {
            guard let text = stack.string(at: 1) else {
                throw .argument(1, "string expected, got \(stack.typeName(at: 1))")
            }
            if function == .choseong { stack.push(Hangul.choseong(text)) } else { pushOptional(IndexBlock.defaultKey(for: text)) }
            return 1
        }
        guard let document = menuNumber(at: 1) else {
            throw .argument(1, "menu expected, got \(stack.typeName(at: 1))")
        }
        guard !documents[document].discarded else {
            throw .here("this menu was made during a tap that failed, and was discarded with it")
        }
        if drawingDepth > 0, function.changesMenus {
            throw .here("m:\(function.name) can't be called while the menu is drawn (from a label, checked, match or search function, or a render hook)")
        }
        switch function {
        case .new, .registerFilter, .choseong, .initial, .on, .input, .read: return 0
        case .section: try addBlock(to: document, .section(readSection(stack)))
        case .selection: try addBlock(to: document, .selection(readSelection(stack)))
        case .filter: try addBlock(to: document, .filter(readFilter(stack)))
        case .index: try addBlock(to: document, .index(readIndex(stack)))
        case .tap:
            guard let path = stack.string(at: 2) else {
                throw .argument(2, "string expected, got \(stack.typeName(at: 2))")
            }
            try tap(TapPath(path), on: document)
        case .state:
            StateTable(stack: stack).push(documents[document].state, of: documents[document].menu)
            return 1
        case .query:
            switch stack.type(at: 2) {
            case LUA_TNONE, LUA_TNIL: _ = try? documents[document].state.reduce(.search(nil), in: documents[document].menu)
            case LUA_TSTRING, LUA_TNUMBER:
                _ = try? documents[document].state.reduce(.search(stack.string(at: 2)), in: documents[document].menu)
            default: throw .argument(2, "string expected, got \(stack.typeName(at: 2))")
            }
        case .describe:
            let menu = documents[document].menu
            let blocks = menu.blocks.count == 1 ? "1 block" : "\(menu.blocks.count) blocks"
            stack.push("menu \(menu.title.map { "'\($0)' " } ?? "")(\(blocks))")
            return 1
        }
        lua_settop(stack.L, 1)                                 // m, for chaining
        return 1
    }

    /// `menu.new{ title = string? }` → a menu object.
    private func newMenu(_ stack: LuaStack) throws(HostCallError) -> Int32 {
        var title: String?
        switch stack.type(at: 1) {
        case LUA_TNONE, LUA_TNIL: break
        case LUA_TTABLE:
            let spec = TableReader(stack, table: 1, argument: 1)
            title = try spec.string("title")
            noteUnknownFields(spec, known: KnownFields.menu, in: "menu.new")
        default: throw .argument(1, "table expected, got \(stack.typeName(at: 1))")
        }
        let number = Int32(documents.count)
        let pointer = lua_newuserdatauv(L, MemoryLayout<Int32>.size, 0)!   // m
        pointer.storeBytes(of: number, as: Int32.self)
        luaL_setmetatable(L, Self.menuType)
        lua_pushvalue(L, -1)                                   // m, m
        documents.append(Document(menu: Menu(title: title), object: stack.ref()))   // m
        return 1
    }

    private func pushOptional(_ text: String?) {
        if let text { stack.push(text) } else { lua_pushnil(L) }
    }

    /// `menu.register_filter(name, fn(item, option) → boolean)`: a filter `match` can name;
    /// each name once, so no plugin replaces another's filter.
    private func registerFilter(_ stack: LuaStack) throws(HostCallError) -> Int32 {
        guard stack.type(at: 1) == LUA_TSTRING, let name = stack.string(at: 1) else {
            throw .argument(1, "string expected, got \(stack.typeName(at: 1))")
        }
        guard stack.isFunction(at: 2) else { throw .argument(2, "function expected, got \(stack.typeName(at: 2))") }
        guard registeredFilters[name] == nil else {
            throw .argument(1, "a filter named '\(name)' is registered already (a plugin can't replace another's)")
        }
        lua_pushvalue(L, 2)
        registeredFilters[name] = stack.ref()
        return 0
    }

    private func addBlock(to document: Int, _ block: Block) {
        documents[document].menu.blocks.append(block)
        documents[document].origins.append(callerLocation())
    }

    /// The spec table at argument 2, checked.
    private func spec(_ stack: LuaStack) throws(HostCallError) -> TableReader {
        guard stack.type(at: 2) == LUA_TTABLE else {
            throw .argument(2, "table expected, got \(stack.typeName(at: 2))")
        }
        return TableReader(stack, table: 2, argument: 2)
    }

    /// A block's id and title: `id` defaults to `title`; a block needs one of them.
    private func identity(_ spec: TableReader, titleRequired: Bool) throws(HostCallError) -> (String, String?) {
        let title = try spec.string("title")
        if titleRequired, title == nil { throw spec.error("title", expected: "string", got: "nil") }
        guard let id = try spec.string("id") ?? title else {
            throw .argument(2, "field 'id' or 'title': string expected, got nil")
        }
        return (id, title)
    }

    /// `search = "substring" | "choseong" | "fuzzy" | fn(item, query) → score?`; the function,
    /// when there is one, is kept for `ref`'s block in `searchers`.
    private func readSearch(_ spec: TableReader) throws(HostCallError) -> (BlockSearch, ScriptRefValue?) {
        try spec.with("search") { type throws(HostCallError) -> (BlockSearch, ScriptRefValue?) in
            switch type {
            case LUA_TNIL:
                return (.substring, nil)
            case LUA_TFUNCTION:
                lua_pushvalue(L, -1)
                return (.script, stack.ref())
            case LUA_TSTRING:
                let name = stack.string(at: -1) ?? ""
                guard let mode = SearchMode(rawValue: name) else {
                    throw .argument(2, "field 'search': unknown search '\(name)' (expected substring, choseong, fuzzy or a function)")
                }
                return (.mode(mode), nil)
            default:
                throw spec.error("search", expected: "search name or function")
            }
        }
    }

    /// A searchable block's `search` and `hotkey`; its search function, if any, is kept for
    /// the block `ref`.
    private func searchAndHotkey(_ spec: TableReader, of ref: ScriptRef) throws(HostCallError) -> (BlockSearch, String?) {
        let (search, searcher) = try readSearch(spec)
        searchers[ref] = searcher
        return (search, try ItemReader.hotkey(spec))
    }

    /// Anchors the spec table so handlers (`on_tap`, `match` …) are found when they are due.
    private func anchorSpec(_ stack: LuaStack) -> ScriptRef {
        lua_pushvalue(L, 2)
        return ScriptRef(stack.ref())
    }

    /// `m:section{ id?, title, open = true, columns = 1, items, on_tap?, search?, hotkey? }`
    private func readSection(_ stack: LuaStack) throws(HostCallError) -> SectionBlock {
        let spec = try spec(stack)
        let (id, title) = try identity(spec, titleRequired: true)
        noteUnknownFields(spec, known: KnownFields.section, in: "section '\(id)'")
        let open = try spec.bool("open", default: true)
        let columns = try spec.integer("columns", default: 1, in: 1...12)
        _ = try spec.hasFunction("on_tap")
        let items = try spec.with("items") { _ throws(HostCallError) in
            try ItemReader(runtime: self, argument: 2, sectionItems: true).items(at: -1, place: "items")
        }
        var section = SectionBlock(id: id, title: title, open: open, columns: columns, items: items,
                                   ref: anchorSpec(stack))
        (section.search, section.hotkey) = try searchAndHotkey(spec, of: section.ref)
        return section
    }

    /// `m:selection{ id?, title?, columns = 4, all?, categories, on_change?, search?, hotkey? }`
    private func readSelection(_ stack: LuaStack) throws(HostCallError) -> SelectionBlock {
        let spec = try spec(stack)
        let (id, title) = try identity(spec, titleRequired: false)
        noteUnknownFields(spec, known: KnownFields.selection, in: "selection '\(id)'")
        let columns = try spec.integer("columns", default: 4, in: 1...12)
        let all = try spec.string("all")
        _ = try spec.hasFunction("on_change")
        let categories = try spec.with("categories") { type throws(HostCallError) -> [SelectionBlock.Category] in
            guard type == LUA_TTABLE else { throw spec.error("categories", expected: "table") }
            let list = stack.absolute(-1)
            var categories: [SelectionBlock.Category] = []
            for position in stride(from: 1, through: stack.rawLength(at: list), by: 1) {
                stack.rawIndex(position, of: list)             // category
                defer { stack.pop() }
                let place = "categories[\(position)]"
                guard stack.type(at: -1) == LUA_TTABLE else {
                    throw .argument(2, "\(place): table expected, got \(stack.typeName(at: -1))")
                }
                let category = TableReader(stack, table: -1, argument: 2, place: place)
                noteUnknownFields(category, known: KnownFields.category, in: "\(place) of selection '\(id)'")
                guard let title = try category.string("title") else {
                    throw category.error("title", expected: "string", got: "nil")
                }
                let items = try category.with("items") { _ throws(HostCallError) in
                    try ItemReader(runtime: self, argument: 2).items(at: -1, place: "\(place).items")
                }
                categories.append(.init(id: try category.string("id") ?? title, title: title, items: items))
            }
            return categories
        }
        var selection = SelectionBlock(id: id, title: title, columns: columns, all: all, categories: categories,
                                       ref: anchorSpec(stack))
        (selection.search, selection.hotkey) = try searchAndHotkey(spec, of: selection.ref)
        return selection
    }

    /// `m:filter{ id?, title?, options, target, match?, on_select?, hotkey? }`
    private func readFilter(_ stack: LuaStack) throws(HostCallError) -> FilterBlock {
        let spec = try spec(stack)
        let (id, title) = try identity(spec, titleRequired: false)
        noteUnknownFields(spec, known: KnownFields.filter, in: "filter '\(id)'")
        var searchMatch: SearchMode?
        let match = try spec.with("match") { type throws(HostCallError) -> ScriptRefValue? in
            switch type {
            case LUA_TNIL:
                return nil
            case LUA_TFUNCTION:
                lua_pushvalue(L, -1)
                return stack.ref()
            case LUA_TSTRING:
                let name = stack.string(at: -1) ?? ""
                if let mode = SearchMode(rawValue: name) {
                    searchMatch = mode
                    return nil
                }
                guard let registered = registeredFilters[name] else {
                    let known = registeredFilters.keys.sorted()
                    throw .argument(2, "field 'match': no filter named '\(name)' (built in: substring, choseong, fuzzy; registered: \(known.isEmpty ? "none" : known.joined(separator: ", ")))")
                }
                return registered
            default:
                throw spec.error("match", expected: "function or registered filter name")
            }
        }
        _ = try spec.hasFunction("on_select")
        let options = try spec.with("options") { type throws(HostCallError) -> [FilterBlock.Option] in
            guard type == LUA_TTABLE, stack.rawLength(at: -1) > 0 else {
                throw spec.error("options", expected: "non-empty list")
            }
            let list = stack.absolute(-1)
            var options: [FilterBlock.Option] = []
            for position in 1...stack.rawLength(at: list) {
                stack.rawIndex(position, of: list)
                defer { stack.pop() }
                if let id = stack.string(at: -1) {
                    options.append(FilterBlock.Option(id))
                } else if stack.type(at: -1) == LUA_TTABLE {
                    let option = TableReader(stack, table: -1, argument: 2, place: "options[\(position)]")
                    noteUnknownFields(option, known: KnownFields.option, in: "options[\(position)] of filter '\(id)'")
                    let title = try option.string("title")
                    guard let id = try option.string("id") ?? title else {
                        throw option.error("id", expected: "string", got: "nil")
                    }
                    options.append(title.map { FilterBlock.Option(id: id, title: $0) } ?? FilterBlock.Option(id))
                } else {
                    throw .argument(2, "options[\(position)]: string or table expected, got \(stack.typeName(at: -1))")
                }
            }
            return options
        }
        let targets = try spec.with("target") { type throws(HostCallError) -> [String] in
            if type == LUA_TNIL { return [] }
            if let target = stack.string(at: -1) { return [target] }
            guard type == LUA_TTABLE else { throw spec.error("target", expected: "block id or list of block ids") }
            return try spec.strings(inListAt: -1, place: "target")
        }
        var filter = FilterBlock(id: id, title: title, options: options, targets: targets,
                                 hasMatch: match != nil || searchMatch != nil, ref: anchorSpec(stack))
        filter.searchMatch = searchMatch
        filter.hotkey = try ItemReader.hotkey(spec)
        matchers[filter.ref] = match
        return filter
    }

    /// `m:index{ id?, title?, items, key?, letters?, on_jump?, on_tap?, search?, hotkey? }`
    private func readIndex(_ stack: LuaStack) throws(HostCallError) -> IndexBlock {
        let spec = try spec(stack)
        let (id, title) = try identity(spec, titleRequired: false)
        noteUnknownFields(spec, known: KnownFields.index, in: "index '\(id)'")
        _ = try spec.hasFunction("on_jump")
        _ = try spec.hasFunction("on_tap")
        let letters = try spec.with("letters") { type throws(HostCallError) -> [String]? in
            switch type {
            case LUA_TNIL:
                return nil
            case LUA_TSTRING:
                do throws(IndexLetters.Problem) {
                    return try IndexLetters.parse(stack.string(at: -1) ?? "")
                } catch {
                    throw .argument(2, "field 'letters': \(error)")
                }
            case LUA_TTABLE:
                return try spec.strings(inListAt: -1, place: "letters")
            default:
                throw spec.error("letters", expected: "string or list of strings")
            }
        }
        let items = try spec.with("key") { type throws(HostCallError) -> ItemList in
            guard type == LUA_TNIL || type == LUA_TFUNCTION else { throw spec.error("key", expected: "function") }
            let key = type == LUA_TFUNCTION ? stack.absolute(-1) : nil
            return try spec.with("items") { _ throws(HostCallError) in
                try ItemReader(runtime: self, argument: 2).items(at: -1, place: "items", key: key)
            }
        }
        var index = IndexBlock(id: id, title: title, items: items, letters: letters, ref: anchorSpec(stack))
        (index.search, index.hotkey) = try searchAndHotkey(spec, of: index.ref)
        return index
    }
}
