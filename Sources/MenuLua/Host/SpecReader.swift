import MenuModel
import TextCore

/// Reads the spec table of a block method (`m:section{ … }`, `m:selection`, `m:filter`,
/// `m:index`; argument 2) into a block, raw and without raising: every field checked, with
/// Lua's wording for what is wrong; fields the API doesn't know noted as problems; the spec
/// anchored, so its handlers are found when they are due; the block's `search` and `match`
/// functions kept in the menus.
struct SpecReader {
    /// The calling thread's stack: the method's arguments are on it.
    let stack: LuaStack
    let lua: LuaState
    let budget: ScriptBudget
    let problems: ProblemLog
    let menus: ScriptMenus
    /// The named filters a `match` may name.
    let hooks: ScriptHooks

    /// The spec table at argument 2, checked.
    private func spec() throws(HostCallError) -> TableReader {
        guard stack.type(at: 2) == .table else {
            throw .argument(2, "table expected, got \(stack.typeName(at: 2))")
        }
        return TableReader(stack, table: 2, argument: 2)
    }

    /// Reads the items of argument 2's lists; separators, headings and submenus only with
    /// `sectionItems`.
    private func itemReader(sectionItems: Bool = false) -> ItemReader {
        ItemReader(lua: lua, budget: budget, problems: problems, argument: 2, sectionItems: sectionItems,
                   screens: ScreenBuilder(menus: menus))
    }

    /// Notes the fields of `reader`'s table that `known` doesn't list, with a suggestion when
    /// one is close, at the line that called the method.
    private func noteUnknownFields(_ reader: TableReader, known: [String], in place: @autoclosure () -> String) throws(HostCallError) {
        problems.noteUnknownFields(try reader.unknownFields(known: known), known: known, in: place(), at: stack.callerLocation())
    }

    /// A block's id and title: `id` defaults to `title`; a block needs one of them.
    private func identity(_ spec: TableReader, titleRequired: Bool) throws(HostCallError) -> (String, String?) {
        let title = try spec.string("title")
        if titleRequired, title == nil { throw spec.error("title", expected: "string", got: "nil") }
        guard let id = try spec.string("id") ?? title else {
            throw .argument(2, "field 'id' or 'title': string expected, got nil")
        }
        return (try tappable(id, "field 'id' or 'title'", of: "the block"), title)
    }

    /// `id`, unless it is `..` (a tap path reads it as going back: nothing could tap it) or
    /// longer than ``IDLimit`` allows.
    private func tappable(_ id: String, _ place: String, of what: String) throws(HostCallError) -> String {
        guard id != ".." else {
            throw .argument(2, "\(place): '..' can't be an id: a tap path ending in '..' goes back (give \(what) an id of its own)")
        }
        return try IDLimit.checked(id, name: place, argument: 2)
    }

    /// `search = "substring" | "choseong" | "fuzzy" | false | fn(item, query) → score?` (false:
    /// out of the search); the function, when there is one, is kept for `ref`'s block in
    /// `searchers`.
    private func readSearch(_ spec: TableReader) throws(HostCallError) -> (BlockSearch, ScriptRefValue?) {
        try spec.with("search") { type throws(HostCallError) -> (BlockSearch, ScriptRefValue?) in
            switch type {
            case .nil:
                return (.substring, nil)
            case .boolean where !stack.boolean(at: -1):
                return (.excluded, nil)
            case .function:
                stack.pushCopy(of: -1)                         // …, search, search
                return (.script, stack.ref())                  // …, search
            case .string:
                let name = stack.string(at: -1) ?? ""
                guard let mode = SearchMode(rawValue: name) else {
                    throw .argument(2, "field 'search': unknown search '\(name)' (expected substring, choseong, fuzzy or a function)")
                }
                return (.mode(mode), nil)
            default:
                throw spec.error("search", expected: "search name, false or function")
            }
        }
    }

    /// A searchable block's `search` and `hotkey`; its search function, if any, is kept for
    /// the block `ref`.
    private func searchAndHotkey(_ spec: TableReader, of ref: ScriptRef) throws(HostCallError) -> (BlockSearch, String?) {
        let (search, searcher) = try readSearch(spec)
        menus.searchers[ref] = searcher
        return (search, try ItemReader.hotkey(spec))
    }

    /// Anchors the spec table so handlers (`on_tap`, `match` …) are found when they are due.
    private func anchorSpec() -> ScriptRef {
        stack.pushCopy(of: 2)                                  // spec
        return ScriptRef(stack.ref())                          // (anchored)
    }

    /// `m:section{ id?, title, open = true, columns = 1, items, on_tap?, on_query?, search?, hotkey?, preview? }`
    func section() throws(HostCallError) -> SectionBlock {
        let spec = try spec()
        let (id, title) = try identity(spec, titleRequired: true)
        try noteUnknownFields(spec, known: KnownFields.section, in: "section '\(id)'")
        let open = try spec.bool("open", default: true)
        let columns = try spec.integer("columns", default: 1, in: 1...12)
        _ = try spec.hasFunction("on_tap")
        _ = try spec.hasFunction("preview")
        let items = try spec.with("items") { _ throws(HostCallError) in
            try itemReader(sectionItems: true).items(at: -1, place: "items")
        }
        var section = SectionBlock(id: id, title: title, open: open, columns: columns, items: items,
                                   ref: anchorSpec())
        section.live = try spec.hasFunction("on_query")
        (section.search, section.hotkey) = try searchAndHotkey(spec, of: section.ref)
        if section.live, !section.search.takesPart {
            throw .argument(2, "field 'search': false keeps the section out of the search, so its on_query would never run (give one of them)")
        }
        return section
    }

    /// `m:selection{ id?, title?, columns = 4, all?, categories, on_change?, search?, hotkey?, preview? }`
    func selection() throws(HostCallError) -> SelectionBlock {
        let spec = try spec()
        let (id, title) = try identity(spec, titleRequired: false)
        try noteUnknownFields(spec, known: KnownFields.selection, in: "selection '\(id)'")
        let columns = try spec.integer("columns", default: 4, in: 1...12)
        let all = try spec.string("all")
        _ = try spec.hasFunction("on_change")
        _ = try spec.hasFunction("preview")
        let categories = try spec.with("categories") { type throws(HostCallError) -> [SelectionBlock.Category] in
            guard type == .table else { throw spec.error("categories", expected: "table") }
            let list = stack.absolute(-1)
            var categories: [SelectionBlock.Category] = []
            for position in stride(from: 1, through: stack.rawLength(at: list), by: 1) {
                stack.rawIndex(position, of: list)             // …, category
                defer { stack.pop() }                          // …
                let place = "categories[\(position)]"
                guard stack.type(at: -1) == .table else {
                    throw .argument(2, "\(place): table expected, got \(stack.typeName(at: -1))")
                }
                let category = TableReader(stack, table: -1, argument: 2, place: place)
                try noteUnknownFields(category, known: KnownFields.category, in: "\(place) of selection '\(id)'")
                guard let title = try category.string("title") else {
                    throw category.error("title", expected: "string", got: "nil")
                }
                let items = try category.with("items") { _ throws(HostCallError) in
                    try itemReader().items(at: -1, place: "\(place).items")
                }
                let categoryID = try tappable(try category.string("id") ?? title, "\(place).id", of: "the category")
                categories.append(.init(id: categoryID, title: title, items: items))
            }
            return categories
        }
        var selection = SelectionBlock(id: id, title: title, columns: columns, all: all, categories: categories,
                                       ref: anchorSpec())
        selection.single = try spec.bool("single", default: false)
        (selection.search, selection.hotkey) = try searchAndHotkey(spec, of: selection.ref)
        return selection
    }

    /// `m:filter{ id?, title?, options, selected?, style?, target, match?, on_select?, hotkey? }`
    func filter() throws(HostCallError) -> FilterBlock {
        let spec = try spec()
        let (id, title) = try identity(spec, titleRequired: false)
        try noteUnknownFields(spec, known: KnownFields.filter, in: "filter '\(id)'")
        var searchMatch: SearchMode?
        let match = try spec.with("match") { type throws(HostCallError) -> ScriptRefValue? in
            switch type {
            case .nil:
                return nil
            case .function:
                stack.pushCopy(of: -1)                         // …, match, match
                return stack.ref()                             // …, match
            case .string:
                let name = stack.string(at: -1) ?? ""
                if let mode = SearchMode(rawValue: name) {
                    searchMatch = mode
                    return nil
                }
                guard let registered = hooks.filters[name] else {
                    let known = hooks.filters.keys.sorted()
                    throw .argument(2, "field 'match': no filter named '\(name)' (built in: substring, choseong, fuzzy; registered: \(known.isEmpty ? "none" : known.joined(separator: ", ")))")
                }
                return registered
            default:
                throw spec.error("match", expected: "function or registered filter name")
            }
        }
        _ = try spec.hasFunction("on_select")
        let options = try spec.with("options") { type throws(HostCallError) -> [FilterBlock.Option] in
            guard type == .table, stack.rawLength(at: -1) > 0 else {
                throw spec.error("options", expected: "non-empty list")
            }
            let list = stack.absolute(-1)
            var options: [FilterBlock.Option] = []
            for position in 1...stack.rawLength(at: list) {
                stack.rawIndex(position, of: list)             // …, option
                defer { stack.pop() }                          // …
                if let id = stack.string(at: -1) {
                    options.append(FilterBlock.Option(try tappable(id, "options[\(position)]", of: "the option")))
                } else if stack.type(at: -1) == .table {
                    let option = TableReader(stack, table: -1, argument: 2, place: "options[\(position)]")
                    try noteUnknownFields(option, known: KnownFields.option, in: "options[\(position)] of filter '\(id)'")
                    let title = try option.string("title")
                    guard let given = try option.string("id") ?? title else {
                        throw option.error("id", expected: "string", got: "nil")
                    }
                    let optionID = try tappable(given, option.name("id"), of: "the option")
                    options.append(title.map { FilterBlock.Option(id: optionID, title: $0) } ?? FilterBlock.Option(optionID))
                } else {
                    throw .argument(2, "options[\(position)]: string or table expected, got \(stack.typeName(at: -1))")
                }
            }
            return options
        }
        let targets = try spec.with("target") { type throws(HostCallError) -> [String] in
            if type == .nil { return [] }
            if let target = stack.string(at: -1) { return [target] }
            guard type == .table else { throw spec.error("target", expected: "block id or list of block ids") }
            return try spec.strings(inListAt: -1, place: "target")
        }
        var filter = FilterBlock(id: id, title: title, options: options, targets: targets,
                                 hasMatch: match != nil || searchMatch != nil, ref: anchorSpec())
        filter.searchMatch = searchMatch
        filter.hotkey = try ItemReader.hotkey(spec)
        if let style = try spec.string("style") {
            guard let known = FilterBlock.Style(rawValue: style) else {
                let names = FilterBlock.Style.allCases.map(\.rawValue)
                throw .argument(2, "field 'style': unknown filter style '\(style)' (expected \(names.joined(separator: " or ")))")
            }
            filter.style = known
        }
        if let initial = try spec.string("selected") {
            guard let option = filter.option(named: initial) else {
                let ids = options.map(\.id)
                let hint = Spelling.suggestion(for: initial, among: ids).map { "did you mean '\($0)'?" }
                    ?? "expected one of: \(ids.joined(separator: ", "))"
                throw .argument(2, "field 'selected': no option '\(initial)' (\(hint))")
            }
            filter.initial = option.id
        }
        menus.matchers[filter.ref] = match
        return filter
    }

    /// `m:index{ id?, title?, items, key?, letters?, on_jump?, on_tap?, search?, hotkey?, preview? }`
    func index() throws(HostCallError) -> IndexBlock {
        let spec = try spec()
        let (id, title) = try identity(spec, titleRequired: false)
        try noteUnknownFields(spec, known: KnownFields.index, in: "index '\(id)'")
        _ = try spec.hasFunction("on_jump")
        _ = try spec.hasFunction("on_tap")
        _ = try spec.hasFunction("preview")
        let letters = try spec.with("letters") { type throws(HostCallError) -> [String]? in
            switch type {
            case .nil:
                return nil
            case .string:
                do throws(IndexLetters.Problem) {
                    return try IndexLetters.parse(stack.string(at: -1) ?? "")
                } catch {
                    throw .argument(2, "field 'letters': \(error)")
                }
            case .table:
                return try spec.strings(inListAt: -1, place: "letters")
            default:
                throw spec.error("letters", expected: "string or list of strings")
            }
        }
        let items = try spec.with("key") { type throws(HostCallError) -> ItemList in
            guard type == .nil || type == .function else { throw spec.error("key", expected: "function") }
            let key = type == .function ? stack.absolute(-1) : nil
            return try spec.with("items") { _ throws(HostCallError) in
                try itemReader().items(at: -1, place: "items", key: key)
            }
        }
        var index = IndexBlock(id: id, title: title, items: items, letters: letters, ref: anchorSpec())
        (index.search, index.hotkey) = try searchAndHotkey(spec, of: index.ref)
        return index
    }
}
