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
                targets += section.items.map { ("\(section.id)/\($0.id)", $0) }
            case .selection(let selection):
                for category in selection.categories where category.expanded {
                    targets += category.items.map { ("\(selection.id)/\(category.id)/\($0.id)", $0) }
                }
            case .filter:
                break
            case .index(let index):
                for group in index.groups {
                    targets += group.items.map { ("\(index.id)/\(group.letter)/\($0.id)", $0) }
                }
                targets += (index.results ?? []).map { ("\(index.id)/\($0.letter)/\($0.item.id)", $0.item) }
            }
        }
        return targets
    }

    /// Hotkey → the path it taps: items' hotkeys and blocks' (a block's taps its header).
    public var hotkeys: [String: String] {
        var keys: [String: String] = [:]
        for (path, item) in itemTargets where item.disabled != true {
            if let key = item.hotkey, keys[key] == nil { keys[key] = path }
        }
        for block in blocks {
            if let key = block.hotkey, keys[key] == nil { keys[key] = block.id }
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
