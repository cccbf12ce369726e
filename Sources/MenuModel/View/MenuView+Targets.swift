/// What a front end asks of a view by target: which item a target names, which keys tap what,
/// which targets a cursor passes over. Each answer costs a lookup in the lists' id indexes,
/// not a walk over every item.
extension MenuView {
    /// The item `target` names, if it is drawn: a section's (or the open submenu's) entry, the
    /// expanded category's child, an index group's entry or a searched index's result. Made
    /// now (its labels evaluated).
    public func item(at target: TapTarget) throws(EvaluationStopped) -> ItemView? {
        guard let items = items(holding: target), let id = target.itemID, let index = items.index(ofID: id) else {
            return nil
        }
        return try items.row(at: index)
    }

    /// The drawn list `target` would be an item of, if that list is drawn.
    private func items(holding target: TapTarget) -> ItemViews? {
        for block in blocks {
            switch (block, target) {
            case (.section(let section), .item(let id, let submenu, _)) where section.id == id && section.submenu == submenu:
                return section.items
            case (.selection(let selection), .child(let id, let category, _)) where selection.id == id:
                return selection.categories.first { $0.id == category && $0.expanded }?.items
            case (.index(let index), .entry(let id, let letter, let itemID)) where index.id == id:
                if let results = index.results {
                    guard let found = results.items.index(ofID: itemID), results.letter(at: found) == letter else { return nil }
                    return results.items
                }
                return index.groups.first { $0.letter == letter }?.items
            default:
                continue
            }
        }
        return nil
    }

    /// Every selected child of every selection, with its target, in drawing order (whether its
    /// category is expanded or not): what a multi-select menu answers when it is finished.
    public func selectedTargets() throws(EvaluationStopped) -> [(target: TapTarget, item: ItemView)] {
        var targets: [(target: TapTarget, item: ItemView)] = []
        for case .selection(let selection) in blocks {
            for category in selection.categories {
                for item in try category.items.rows(where: { $0.selected == true }) {
                    targets.append((.child(selection: selection.id, category: category.id, id: item.id), item))
                }
            }
        }
        return targets
    }

    /// The targets of an index's letters that have no items, which the cursor passes over
    /// (none while a query is active: then there are no letters to pass).
    public var emptyLetterTargets: Set<TapTarget> {
        var targets = Set<TapTarget>()
        for case .index(let index) in blocks where index.results == nil {
            let filled = Set(index.groups.map(\.letter))
            for letter in index.letters where !filled.contains(letter) {
                targets.insert(.jump(index: index.id, letter: letter))
            }
        }
        return targets
    }

    /// Hotkey → the target it taps: items' hotkeys (read from the lists, no row made) and
    /// blocks' (a block's taps its header; blocks without one, their first target); the
    /// first wins, and a disabled item's hotkey reaches nothing.
    public var hotkeys: [String: TapTarget] {
        var keys: [String: TapTarget] = [:]
        func add(_ items: ItemViews, _ target: (String) -> TapTarget) {
            for index in items.indicesWithExtras where !items.isDisabled(at: index) {
                if let key = items.hotkey(at: index), keys[key] == nil { keys[key] = target(items.id(at: index)) }
            }
        }
        for block in blocks {
            switch block {
            case .section(let section): add(section.items, section.target(ofItem:))
            case .selection(let selection):
                for category in selection.categories where category.expanded {
                    add(category.items) { .child(selection: selection.id, category: category.id, id: $0) }
                }
            case .filter: break
            case .index(let index):
                for group in index.groups { add(group.items) { .entry(index: index.id, letter: group.letter, id: $0) } }
            }
        }
        for block in blocks {
            if let key = block.hotkey, keys[key] == nil, let target = block.firstTarget { keys[key] = target }
        }
        return keys
    }

    /// Every item with its target, in drawing order (a selection's children only for the
    /// expanded category): every row made, so for tests and small menus.
    public func itemTargets() throws(EvaluationStopped) -> [(target: TapTarget, item: ItemView)] {
        var targets: [(target: TapTarget, item: ItemView)] = []
        for block in blocks {
            switch block {
            case .section(let section):
                targets += try section.items.rows().map { (section.target(ofItem: $0.id), $0) }
            case .selection(let selection):
                for category in selection.categories where category.expanded {
                    targets += try category.items.rows().map {
                        (.child(selection: selection.id, category: category.id, id: $0.id), $0)
                    }
                }
            case .filter:
                break
            case .index(let index):
                for group in index.groups {
                    targets += try group.items.rows().map { (.entry(index: index.id, letter: group.letter, id: $0.id), $0) }
                }
                targets += try (index.results?.results() ?? []).map {
                    (.entry(index: index.id, letter: $0.letter, id: $0.item.id), $0.item)
                }
            }
        }
        return targets
    }
}

extension BlockView {
    /// The key that reaches the block in an interactive front end.
    public var hotkey: String? {
        switch self {
        case .section(let section): section.hotkey
        case .selection(let selection): selection.hotkey
        case .filter(let filter): filter.hotkey
        case .index(let index): index.hotkey
        }
    }

    /// The block's id.
    public var id: String {
        switch self {
        case .section(let section): section.id
        case .selection(let selection): selection.id
        case .filter(let filter): filter.id
        case .index(let index): index.id
        }
    }

    /// What the block's hotkey taps: a section's header, else the block's first chip,
    /// category or letter.
    var firstTarget: TapTarget? {
        switch self {
        case .section(let section): section.headerTarget
        case .selection(let selection): selection.categories.first.map { .category(selection: selection.id, id: $0.id) }
        case .filter(let filter): filter.options.first.map { .option(filter: filter.id, id: $0.id) }
        case .index(let index): index.letters.first.map { .jump(index: index.id, letter: $0) }
        }
    }
}
