/// The tap reducer: the one place where menu state changes.
extension MenuState {
    /// Sets the search query every searchable block is searched with (nil: none), normalized.
    ///
    ///     state.apply(query: "ㅅㅇ")
    public mutating func apply(query text: String?) {
        query = text.map(nfc)
    }

    /// Applies one tap to the state and returns the handlers the host must call.
    ///
    ///     var state = MenuState()
    ///     let effects = try state.apply("outfield/나성범", in: menu)   // [.itemTapped(…)]
    ///
    /// A tap on a disabled item changes nothing and returns a ``Effect/notice(_:)`` saying so.
    /// A path ending in `..` closes a submenu.
    ///
    /// - Throws: ``TapError`` naming the first unknown segment, or a heading or separator
    ///   tapped; the state is then unchanged.
    @discardableResult
    public mutating func apply(_ path: TapPath, in menu: Menu) throws(TapError) -> [Effect] {
        let segments = path.segments
        if segments.last == ".." { return try goBack(from: Array(segments.dropLast()), in: menu, path) }
        guard let name = segments.first, let block = menu.block(named: name) else {
            throw .unknown(segments.first ?? "", what: "block", in: "the menu",
                           expected: menu.blocks.map(\.id), path: path)
        }
        let rest = Array(segments.dropFirst())
        switch block {
        case .section(let section): return try tapSection(section, rest, path)
        case .selection(let selection): return try tapSelection(selection, rest, path)
        case .filter(let filter): return try tapFilter(filter, rest, path)
        case .index(let index): return try tapIndex(index, rest, path)
        }
    }

    /// `outfield` toggles the section; `outfield/나성범` taps an item; `outfield/나성범/stats`
    /// taps an item of 나성범's submenu. Tapping an item that has a submenu opens it.
    private mutating func tapSection(_ section: SectionBlock, _ rest: [String],
                                     _ path: TapPath) throws(TapError) -> [Effect] {
        guard !rest.isEmpty else {
            open[section.id] = !isOpen(section)
            return []
        }
        var items = section.items
        var place = "section '\(section.id)'"
        var ids = [section.id]
        for (position, name) in rest.enumerated() {
            let item = try find(name, in: items, of: place, path)
            ids.append(item.id)
            if item.disabled { return [.notice("item '\(item.id)' of \(place) is disabled")] }
            guard position < rest.count - 1 else {
                if item.submenu != nil { submenu = ids }
                return [.itemTapped(block: section.ref, item: item)]
            }
            guard let inner = item.submenu else {
                throw TapError(path: path, message: "an item of \(place) has nothing to tap inside")
            }
            items = ItemList(inner)
            place = "submenu '\(TapPath(segments: ids))'"
        }
        return []
    }

    /// `..` closes the open submenu, going back one level; `outfield/나성범/..` closes that
    /// submenu (and any open inside it), which must be open.
    private mutating func goBack(from names: [String], in menu: Menu,
                                 _ path: TapPath) throws(TapError) -> [Effect] {
        guard !submenu.isEmpty else {
            throw TapError(path: path, message: "no submenu is open, so '..' has nothing to close")
        }
        let closing: [String]
        if names.isEmpty {
            closing = submenu
        } else {
            guard let ids = menu.submenuPath(named: names), submenu.starts(with: ids) else {
                throw TapError(path: path, message: "'\(TapPath(segments: names))' is no open submenu "
                               + "(the open one is '\(TapPath(segments: submenu))')")
            }
            closing = ids
        }
        submenu = closing.count > 2 ? Array(closing.dropLast()) : []
        return []
    }

    /// `region/서울` expands or collapses a category; `region/서울/강남` toggles a child.
    private mutating func tapSelection(_ selection: SelectionBlock, _ rest: [String],
                                       _ path: TapPath) throws(TapError) -> [Effect] {
        guard let name = rest.first else {
            throw .missing("a category", after: "selection '\(selection.id)'", choices: selection.categories.map(\.id), path: path)
        }
        guard let category = selection.category(named: name) else {
            throw .unknown(name, what: "category", in: "selection '\(selection.id)'",
                           expected: selection.categories.map(\.id), path: path)
        }
        switch rest.count {
        case 1:
            expanded[selection.id] = expanded[selection.id] == category.id ? nil : category.id
            return []
        case 2:
            let place = "category '\(category.id)' of selection '\(selection.id)'"
            let child = try find(rest[1], in: category.items, of: place, path)
            if child.disabled { return [.notice("item '\(child.id)' of \(place) is disabled")] }
            let now = SelectionRules.toggle(child.id, in: selectedChildren(selection, category: category.id),
                                            all: selection.all) { category.items.position(of: $0) }
            selected[selection.id, default: [:]][category.id] = now
            let all = Dictionary(uniqueKeysWithValues: selection.categories.map {
                ($0.id, selectedChildren(selection, category: $0.id))
            })
            return [.itemTapped(block: selection.ref, item: child),
                    .selectionChanged(block: selection.ref, selected: all)]
        default:
            throw TapError(path: path, message: "a child of category '\(category.id)' has nothing to tap inside")
        }
    }

    /// `type/city` chooses a filter option.
    private mutating func tapFilter(_ filter: FilterBlock, _ rest: [String],
                                    _ path: TapPath) throws(TapError) -> [Effect] {
        guard let name = rest.first else {
            throw .missing("an option", after: "filter '\(filter.id)'", choices: filter.options.map(\.id), path: path)
        }
        guard let option = filter.option(named: name) else {
            throw .unknown(name, what: "option", in: "filter '\(filter.id)'",
                           expected: filter.options.map(\.id), path: path)
        }
        guard rest.count == 1 else {
            throw TapError(path: path, message: "an option of filter '\(filter.id)' has nothing to tap inside")
        }
        self.filter[filter.id] = option.id
        return [.optionSelected(block: filter.ref, option: option.id)]
    }

    /// `contacts/R` jumps to a letter; `contacts/R/Ryan` (or `contacts/Ryan`) taps an entry.
    private mutating func tapIndex(_ index: IndexBlock, _ rest: [String],
                                   _ path: TapPath) throws(TapError) -> [Effect] {
        guard let first = rest.first else {
            throw .missing("a letter", after: "index '\(index.id)'", choices: index.letters, path: path)
        }
        let place = "index '\(index.id)'"
        if rest.count == 1, index.letters.contains(first) {
            current[index.id] = first
            scrolledIndex = index.id
            return [.indexJumped(block: index.ref, letter: first)]
        }
        if rest.count == 1, let item = index.item(named: first) {
            return try tapEntry(item, of: place, block: index.ref, path)
        }
        guard index.letters.contains(first) else {
            throw .unknown(first, what: "letter", in: place, expected: index.letters, path: path)
        }
        guard let item = index.item(named: rest[1], under: first) else {
            let positions = index.groups.first { $0.letter == first }?.positions ?? []
            let ids = positions.filter { index.items.kind(at: Int($0)) == .entry }.map { index.items.id(at: Int($0)) }
            throw .unknown(rest[1], what: "item", in: "letter '\(first)' of \(place)", expected: ids, path: path)
        }
        try check(item, path)
        guard rest.count == 2 else {
            throw TapError(path: path, message: "an entry of \(place) has nothing to tap inside")
        }
        return try tapEntry(item, of: "letter '\(first)' of \(place)", block: index.ref, path)
    }

    /// A tap on `item`: its handler, or a notice when it is disabled.
    private func tapEntry(_ item: Item, of place: String, block: ScriptRef,
                          _ path: TapPath) throws(TapError) -> [Effect] {
        try check(item, path)
        if item.disabled { return [.notice("item '\(item.id)' of \(place) is disabled")] }
        return [.itemTapped(block: block, item: item)]
    }

    private func find(_ name: String, in items: ItemList, of place: String,
                      _ path: TapPath) throws(TapError) -> Item {
        guard let item = items.item(named: name) else {
            throw .unknown(name, what: "item", in: place, expected: items.entryIDs, path: path)
        }
        try check(item, path)
        return item
    }

    /// Headings and separators are drawn, never tapped.
    private func check(_ item: Item, _ path: TapPath) throws(TapError) {
        guard !item.isEntry else { return }
        let name = item.kind == .heading ? item.title.text ?? item.id : item.id
        throw TapError(path: path, message: "'\(name)' is a \(item.kind.rawValue); it can't be tapped")
    }
}
