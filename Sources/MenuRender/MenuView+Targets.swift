import MenuModel

/// What an interactive front end asks of a view by tap path: which item a path taps, what
/// choosing it gives, which keys tap what. Each answer costs a lookup in the lists' id
/// indexes, not a walk over every item.
extension MenuView {
    /// The item a tap on `path` reaches, if it is one drawn: a section's (or the open
    /// submenu's) entry, the expanded category's child, an index group's entry or a searched
    /// index's result. Made now (its labels evaluated).
    public func item(at path: TapPath) -> ItemView? {
        let segments = path.segments
        guard let id = segments.last, segments.count >= 2 else { return nil }
        for block in blocks {
            switch block {
            case .section(let section):
                let base = tapPath(of: section).segments
                guard segments.count == base.count + 1, segments.starts(with: base) else { continue }
                return section.items.index(ofID: id).map { section.items[$0] }
            case .selection(let selection):
                guard segments.count == 3, segments[0] == selection.id,
                      let category = selection.categories.first(where: { $0.id == segments[1] && $0.expanded })
                else { continue }
                return category.items.index(ofID: id).map { category.items[$0] }
            case .filter:
                continue
            case .index(let index):
                guard segments.count == 3, segments[0] == index.id else { continue }
                if let results = index.results {
                    guard let found = results.items.index(ofID: id), results.letter(at: found) == segments[1] else { return nil }
                    return results.items[found]
                }
                guard let group = index.groups.first(where: { $0.letter == segments[1] }) else { return nil }
                return group.items.index(ofID: id).map { group.items[$0] }
            }
        }
        return nil
    }

    /// What choosing the item at `path` gives (its value, else its path), and whether it
    /// finishes (`choose = true`); nil for what can't be chosen: headers, disabled items,
    /// items that open a submenu, and a selection's children (see ``selectedTargets``).
    public func choice(at path: TapPath) -> (value: String, finishes: Bool)? {
        if blocks.contains(where: { if case .selection(let selection) = $0 { return selection.id == path.segments.first } else { return false } }) {
            return nil
        }
        guard let item = item(at: path), item.kind == .entry, !item.disabled, !item.hasSubmenu else { return nil }
        return (item.value ?? path.description, item.choose)
    }

    /// Every selected child of every selection, with its path, in drawing order (whether its
    /// category is expanded or not): what a multi-select menu answers when it is finished.
    public var selectedTargets: [(path: TapPath, item: ItemView)] {
        blocks.flatMap { block -> [(path: TapPath, item: ItemView)] in
            guard case .selection(let selection) = block else { return [] }
            return selection.categories.flatMap { category in
                category.items.filter { $0.selected == true }.map {
                    (TapPath(segments: [selection.id, category.id, $0.id]), $0)
                }
            }
        }
    }

    /// The paths of an index's letters that have no items, which the cursor passes over
    /// (none while a query is active: then there are no letters to pass).
    public var emptyLetterTargets: Set<TapPath> {
        var paths = Set<TapPath>()
        for case .index(let index) in blocks where index.results == nil {
            let filled = Set(index.groups.map(\.letter))
            for letter in index.letters where !filled.contains(letter) {
                paths.insert(TapPath(segments: [index.id, letter]))
            }
        }
        return paths
    }

    /// Hotkey → the path it taps: items' hotkeys (found among the items with rare fields, not
    /// by making every row) and blocks' (a block's taps its header); the first wins.
    public var hotkeys: [String: TapPath] {
        var keys: [String: TapPath] = [:]
        func add(_ items: ItemViews, _ base: TapPath) {
            for index in items.indicesWithExtras {
                let item = items[index]
                if !item.disabled, let key = item.hotkey, keys[key] == nil { keys[key] = base.appending(item.id) }
            }
        }
        for block in blocks {
            switch block {
            case .section(let section): add(section.items, tapPath(of: section))
            case .selection(let selection):
                for category in selection.categories where category.expanded {
                    add(category.items, TapPath(segments: [selection.id, category.id]))
                }
            case .filter: break
            case .index(let index):
                for group in index.groups { add(group.items, TapPath(segments: [index.id, group.letter])) }
            }
        }
        for block in blocks {
            if let key = block.hotkey, keys[key] == nil { keys[key] = TapPath(segments: [block.id]) }
        }
        return keys
    }

    /// Every item with the path that taps it, in drawing order (a selection's children only
    /// for the expanded category): every row made, so for tests and small menus.
    public var itemTargets: [(path: TapPath, item: ItemView)] {
        var targets: [(path: TapPath, item: ItemView)] = []
        for block in blocks {
            switch block {
            case .section(let section):
                let path = tapPath(of: section)
                targets += section.items.map { (path.appending($0.id), $0) }
            case .selection(let selection):
                for category in selection.categories where category.expanded {
                    let path = TapPath(segments: [selection.id, category.id])
                    targets += category.items.map { (path.appending($0.id), $0) }
                }
            case .filter:
                break
            case .index(let index):
                for group in index.groups {
                    let path = TapPath(segments: [index.id, group.letter])
                    targets += group.items.map { (path.appending($0.id), $0) }
                }
                targets += (index.results ?? IndexResults([])).map {
                    (TapPath(segments: [index.id, $0.letter, $0.item.id]), $0.item)
                }
            }
        }
        return targets
    }
}

extension BlockView {
    var hotkey: String? {
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
}
