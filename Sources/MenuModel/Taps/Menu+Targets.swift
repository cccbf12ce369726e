/// Reading tap paths: the one place where the path grammar is known.
///
/// | path | target |
/// |---|---|
/// | `outfield` | the section's header |
/// | `outfield/나성범` | an item; `settings/language/en` an item of a submenu |
/// | `settings/language/..`, `..` | closes that submenu, or the open one |
/// | `region/서울`, `region/서울/강남` | a category, a child of it |
/// | `type/city` | a filter's chip |
/// | `contacts/R`, `contacts/R/Ryan`, `contacts/Ryan` | a letter, an entry (under its letter) |
///
/// While a submenu that pushes a screen of blocks is open, the screen's blocks are reached as
/// the menu's are (their ids come first: `contacts/R` in the pushed screen).
///
/// Each segment is an id, else a title (blocks, categories, options and items; never letters).
extension Menu {
    /// The target `path` names, by ids: titles resolved, an index entry's letter found, `..`
    /// made the submenu it closes (`openSubmenu` is the state's open one).
    ///
    ///     try menu.target(at: "지역/서울/강남")   // .child(selection: "region", category: "서울", id: "강남")
    ///
    /// - Throws: ``TapError`` naming the first segment that leads nowhere.
    public func target(at path: TapPath, openSubmenu: [String] = []) throws(TapError) -> TapTarget {
        try reach(path, byID: false, openSubmenu: openSubmenu).target
    }

    /// The item `target` names and the script's table of the block it is in (whose handlers
    /// apply to it): nil when `target` names no item, or nothing now.
    ///
    ///     menu.item(at: .entry(index: "contacts", letter: "R", id: "Ryan"))?.item.title   // "Ryan"
    public func item(at target: TapTarget, openSubmenu: [String] = []) -> (item: Item, block: ScriptRef)? {
        switch try? reach(target, openSubmenu: openSubmenu) {
        case .item(let section, _, let item): (item, section.ref)
        case .child(let selection, _, let item): (item, selection.ref)
        case .entry(let index, _, let item): (item, index.ref)
        default: nil
        }
    }

    /// What `target` reaches now, found by its ids (a target kept from an earlier view may
    /// name something that is gone).
    func reach(_ target: TapTarget, openSubmenu: [String]) throws(TapError) -> Reached {
        try reach(target.path, byID: true, openSubmenu: openSubmenu)
    }

    /// What a target reaches: the blocks and items it names.
    enum Reached {
        case header(SectionBlock)
        /// `openers` are the items whose submenus lead to `item`'s list, outermost first.
        case item(SectionBlock, openers: [Item], item: Item)
        case back(submenu: [String])
        case category(SelectionBlock, SelectionBlock.Category)
        case child(SelectionBlock, SelectionBlock.Category, Item)
        case option(FilterBlock, FilterBlock.Option)
        case jump(IndexBlock, letter: String)
        case entry(IndexBlock, letter: String, Item)

        var target: TapTarget {
            switch self {
            case .header(let section): .header(section: section.id)
            case .item(let section, let openers, let item): .item(section: section.id, submenu: openers.map(\.id), id: item.id)
            case .back(let submenu): .back(submenu: submenu)
            case .category(let selection, let category): .category(selection: selection.id, id: category.id)
            case .child(let selection, let category, let item): .child(selection: selection.id, category: category.id, id: item.id)
            case .option(let filter, let option): .option(filter: filter.id, id: option.id)
            case .jump(let index, let letter): .jump(index: index.id, letter: letter)
            case .entry(let index, let letter, let item): .entry(index: index.id, letter: letter, id: item.id)
            }
        }
    }

    /// Walks `path`'s segments: names (ids, else titles), or with `byID` ids only.
    func reach(_ path: TapPath, byID: Bool, openSubmenu: [String]) throws(TapError) -> Reached {
        let walker = PathWalker(menu: self, path: path, byID: byID)
        let segments = path.segments
        if segments.last == ".." { return try walker.back(from: Array(segments.dropLast()), openSubmenu: openSubmenu) }
        let name = segments[0]
        let reachable = Menu(blocks: screenBlocks(at: openSubmenu) + blocks)
        guard let block = byID ? reachable.blocks.first(where: { $0.id == name }) : reachable.block(named: name) else {
            throw .unknown(name, what: "block", in: "the menu", expected: reachable.blocks.map(\.id), path: path)
        }
        let rest = Array(segments.dropFirst())
        switch block {
        case .section(let section): return try walker.section(section, rest)
        case .selection(let selection): return try walker.selection(selection, rest)
        case .filter(let filter): return try walker.filter(filter, rest)
        case .index(let index): return try walker.index(index, rest)
        }
    }
}

/// One walk down a path: the block's segments after the first.
private struct PathWalker {
    let menu: Menu
    let path: TapPath
    /// Names are ids only (a target's), never titles.
    let byID: Bool

    /// `outfield` is the header; `outfield/나성범` an item; `outfield/나성범/stats` an item of
    /// 나성범's submenu.
    func section(_ section: SectionBlock, _ rest: [String]) throws(TapError) -> Menu.Reached {
        guard !rest.isEmpty else { return .header(section) }
        var items = section.shownItems
        var place = "section '\(section.id)'"
        var ids = [section.id]
        var openers: [Item] = []
        for (position, name) in rest.enumerated() {
            let item = try find(name, in: items, of: place)
            guard position < rest.count - 1 else { return .item(section, openers: openers, item: item) }
            guard let inner = item.submenu else { throw .tooDeep("an item of \(place)", path: path) }
            ids.append(item.id)
            openers.append(item)
            items = ItemList(inner)
            place = "submenu '\(TapPath(segments: ids))'"
        }
        preconditionFailure("a section's walk returns from its loop")
    }

    /// `..` closes the open submenu; `settings/language/..` closes that submenu (and any open
    /// inside it), which must be open.
    func back(from names: [String], openSubmenu: [String]) throws(TapError) -> Menu.Reached {
        guard !openSubmenu.isEmpty else {
            throw TapError(path: path, kind: .noSubmenuOpen, message: "no submenu is open, so '..' has nothing to close")
        }
        guard !names.isEmpty else { return .back(submenu: openSubmenu) }
        let ids = byID ? (menu.submenu(at: names) == nil ? nil : names) : menu.submenuPath(named: names)
        guard let ids, openSubmenu.starts(with: ids) else {
            throw TapError(path: path, kind: .notOpen, message: "'\(TapPath(segments: names))' is no open submenu "
                           + "(the open one is '\(TapPath(segments: openSubmenu))')")
        }
        return .back(submenu: ids)
    }

    /// `region/서울` is a category; `region/서울/강남` a child of it.
    func selection(_ selection: SelectionBlock, _ rest: [String]) throws(TapError) -> Menu.Reached {
        let place = "selection '\(selection.id)'"
        guard let name = rest.first else {
            throw .incomplete("a category", after: place, choices: selection.categories.map(\.id), path: path)
        }
        let found = byID ? selection.categories.first { $0.id == name } : selection.category(named: name)
        guard let category = found else {
            throw .unknown(name, what: "category", in: place, expected: selection.categories.map(\.id), path: path)
        }
        switch rest.count {
        case 1: return .category(selection, category)
        case 2:
            let child = try find(rest[1], in: category.items, of: "category '\(category.id)' of \(place)")
            return .child(selection, category, child)
        default: throw .tooDeep("a child of category '\(category.id)'", path: path)
        }
    }

    /// `type/city` is a chip.
    func filter(_ filter: FilterBlock, _ rest: [String]) throws(TapError) -> Menu.Reached {
        let place = "filter '\(filter.id)'"
        guard let name = rest.first else {
            throw .incomplete("an option", after: place, choices: filter.options.map(\.id), path: path)
        }
        guard let option = byID ? filter.options.first(where: { $0.id == name }) : filter.option(named: name) else {
            throw .unknown(name, what: "option", in: place, expected: filter.options.map(\.id), path: path)
        }
        guard rest.count == 1 else { throw .tooDeep("an option of \(place)", path: path) }
        return .option(filter, option)
    }

    /// `contacts/R` is a letter; `contacts/R/Ryan` (or `contacts/Ryan`) an entry.
    func index(_ index: IndexBlock, _ rest: [String]) throws(TapError) -> Menu.Reached {
        let place = "index '\(index.id)'"
        guard let first = rest.first else {
            throw .incomplete("a letter", after: place, choices: index.letters, path: path)
        }
        if rest.count == 1, index.letters.contains(first) { return .jump(index, letter: first) }
        if rest.count == 1, !byID, let position = index.items.position(named: first) {
            let item = try tappable(index.items[position])
            return .entry(index, letter: index.letter(ofItemAt: position), item)
        }
        guard index.letters.contains(first) else {
            throw .unknown(first, what: "letter", in: place, expected: index.letters, path: path)
        }
        let group = "letter '\(first)' of \(place)"
        guard let position = index.position(named: rest[1], under: first, byID: byID) else {
            throw .unknown(rest[1], what: "item", in: group, expected: index.entryIDs(under: first), path: path)
        }
        let item = try tappable(index.items[position])
        guard rest.count == 2 else { throw .tooDeep("an entry of \(place)", path: path) }
        return .entry(index, letter: first, item)
    }

    /// The item of `items` that `name` names, which must be tappable.
    private func find(_ name: String, in items: ItemList, of place: String) throws(TapError) -> Item {
        guard let position = byID ? items.position(of: name) : items.position(named: name) else {
            throw .unknown(name, what: "item", in: place, expected: items.entryIDs, path: path)
        }
        return try tappable(items[position])
    }

    /// `item`, unless it is a heading or separator: those are drawn, never tapped.
    private func tappable(_ item: Item) throws(TapError) -> Item {
        guard !item.isEntry else { return item }
        let name = item.kind == .heading ? item.title.text ?? item.id : item.id
        throw TapError(path: path, kind: .untappable, segment: name,
                       message: "'\(name)' is a \(item.kind.rawValue); it can't be tapped")
    }
}
