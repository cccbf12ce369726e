/// The tap reducer: the one place where menu state changes.
extension MenuState {
    /// Applies one tap to the state and returns the handlers the host must call.
    ///
    ///     var state = MenuState()
    ///     let effects = try state.apply("outfield/나성범", in: menu)   // [.itemTapped(…)]
    ///
    /// - Throws: ``TapError`` naming the first unknown segment; the state is then unchanged.
    @discardableResult
    public mutating func apply(_ path: TapPath, in menu: Menu) throws(TapError) -> [Effect] {
        let segments = path.segments
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

    /// `outfield` toggles the section; `outfield/나성범` taps an item.
    private mutating func tapSection(_ section: SectionBlock, _ rest: [String],
                                     _ path: TapPath) throws(TapError) -> [Effect] {
        switch rest.count {
        case 0:
            open[section.id] = !isOpen(section)
            return []
        case 1:
            let item = try find(rest[0], in: section.items, of: "section '\(section.id)'", path)
            return [.itemTapped(block: section.ref, item: item)]
        default:
            throw TapError(path: path, message: "an item of section '\(section.id)' has nothing to tap inside")
        }
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
            let child = try find(rest[1], in: category.items,
                                 of: "category '\(category.id)' of selection '\(selection.id)'", path)
            let now = SelectionRules.toggle(child.id, in: selectedChildren(selection, category: category.id),
                                            all: selection.all, order: category.items.map(\.id))
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
            return [.itemTapped(block: index.ref, item: item)]
        }
        guard index.letters.contains(first) else {
            throw .unknown(first, what: "letter", in: place, expected: index.letters, path: path)
        }
        let items = index.groups.first { $0.letter == first }?.items ?? []
        let item = try find(rest[1], in: items, of: "letter '\(first)' of \(place)", path)
        guard rest.count == 2 else {
            throw TapError(path: path, message: "an entry of \(place) has nothing to tap inside")
        }
        return [.itemTapped(block: index.ref, item: item)]
    }

    private func find(_ name: String, in items: [Item], of place: String,
                      _ path: TapPath) throws(TapError) -> Item {
        guard let item = items.item(named: name) else {
            throw .unknown(name, what: "item", in: place, expected: items.map(\.id), path: path)
        }
        return item
    }
}
