/// Completing tap paths, the way a shell completes folders: a step that leads further ends in `/`.
extension Menu {
    /// The paths `partial` can be completed to: the ids under its segments but the last that
    /// start with its last, each ending in `/` when it leads further (a block, a category, an
    /// index letter, an item with a submenu).
    ///
    ///     menu.pathCompletions(for: "cof")          // ["coffee/"]
    ///     menu.pathCompletions(for: "coffee/la")    // ["coffee/latte"]
    public func pathCompletions(for partial: String) -> [String] {
        let path = TapPath(partial)
        let parent = Array(path.segments.dropLast())
        let last = path.segments.last ?? ""
        let steps = parent.isEmpty ? blocks.map { (id: $0.id, goesOn: true) } : steps(under: parent)
        let prefix = parent.isEmpty ? "" : TapPath(segments: parent).description + "/"
        return steps.filter { $0.id.hasPrefix(last) }.map { prefix + TapPath.escaped($0.id) + ($0.goesOn ? "/" : "") }
    }

    /// The ids one step under `parent` (names, as a tap path takes them), and whether each
    /// leads further.
    private func steps(under parent: [String]) -> [(id: String, goesOn: Bool)] {
        func items(_ list: some Collection<Item>) -> [(id: String, goesOn: Bool)] {
            list.filter { $0.kind == .entry }.map { ($0.id, $0.submenu != nil) }
        }
        if parent.count == 1 {
            switch block(named: parent[0]) {
            case .section(let section): return items(section.shownItems)
            case .selection(let selection): return selection.categories.map { ($0.id, true) }
            case .filter(let filter): return filter.options.map { ($0.id, false) }
            case .index(let index): return index.groups.map { ($0.letter, true) }
            case nil: return []
            }
        }
        switch try? reach(TapPath(segments: parent), byID: false, openSubmenu: []) {
        case .item(_, _, let item): return items(item.submenu ?? [])
        case .category(_, let category): return items(category.items)
        case .jump(let index, let letter): return items(index.groups.first { $0.letter == letter }?.items ?? [])
        default: return []
        }
    }
}
