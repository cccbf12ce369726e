import MenuModel

/// The tap paths of a view's items, as the renderer draws them: what an interactive front end
/// needs to map a hotkey or a choice to a path.
extension MenuView {
    /// Every item with the path that taps it (`outfield/나성범`, `region/서울/강남`,
    /// `contacts/R/Ryan`, a searched index's results too), in drawing order; a selection's children only for the expanded
    /// category, as only those are drawn.
    public var itemTargets: [(path: String, item: ItemView)] {
        var targets: [(path: String, item: ItemView)] = []
        for block in blocks {
            switch block {
            case .section(let section):
                let path = tapPath(of: section)
                targets += section.items.map { (path.appending($0.id).description, $0) }
            case .selection(let selection):
                for category in selection.categories where category.expanded {
                    let path = TapPath(segments: [selection.id, category.id])
                    targets += category.items.map { (path.appending($0.id).description, $0) }
                }
            case .filter:
                break
            case .index(let index):
                for group in index.groups {
                    let path = TapPath(segments: [index.id, group.letter])
                    targets += group.items.map { (path.appending($0.id).description, $0) }
                }
                targets += (index.results ?? []).map {
                    (TapPath(segments: [index.id, $0.letter, $0.item.id]).description, $0.item)
                }
            }
        }
        return targets
    }

    /// The items that can be chosen, with their paths: the entries of sections and indexes
    /// (a searched index's results too) that are not disabled and open no submenu. A
    /// selection's children are not chosen one by one: see ``selectedTargets``.
    public var choiceTargets: [(path: String, item: ItemView)] {
        let chosenFrom = Set(blocks.compactMap { block -> String? in
            if case .selection = block { return nil }
            return block.id
        })
        return itemTargets.filter { path, item in
            item.kind == .entry && !item.disabled && !item.hasSubmenu
                && chosenFrom.contains(blockID(of: path))
        }
    }

    /// Every selected child of every selection, with its path, in drawing order (whether its
    /// category is expanded or not): what a multi-select menu answers when it is finished.
    public var selectedTargets: [(path: String, item: ItemView)] {
        blocks.flatMap { block -> [(path: String, item: ItemView)] in
            guard case .selection(let selection) = block else { return [] }
            return selection.categories.flatMap { category in
                category.items.filter { $0.selected == true }.map {
                    (TapPath(segments: [selection.id, category.id, $0.id]).description, $0)
                }
            }
        }
    }

    /// The id of the block a path starts in (a submenu's section is named by its whole path).
    private func blockID(of path: String) -> String {
        guard submenu.isEmpty else { return TapPath(segments: submenu).description }
        return TapPath(path).segments[0]
    }

    /// The paths of an index's letters that have no items, which the cursor passes over
    /// (none while a query is active: then there are no letters to pass).
    public var emptyLetterTargets: Set<String> {
        var paths = Set<String>()
        for case .index(let index) in blocks where index.results == nil {
            let filled = Set(index.groups.map(\.letter))
            for letter in index.letters where !filled.contains(letter) {
                paths.insert(TapPath(segments: [index.id, letter]).description)
            }
        }
        return paths
    }

    /// Hotkey → the path it taps: items' hotkeys and blocks' (a block's taps its header).
    public var hotkeys: [String: String] {
        var keys: [String: String] = [:]
        for (path, item) in itemTargets where item.disabled != true {
            if let key = item.hotkey, keys[key] == nil { keys[key] = path }
        }
        for block in blocks {
            if let key = block.hotkey, keys[key] == nil { keys[key] = TapPath(segments: [block.id]).description }
        }
        return keys
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
