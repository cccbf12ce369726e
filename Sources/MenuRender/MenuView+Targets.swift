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
