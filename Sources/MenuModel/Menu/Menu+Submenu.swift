/// Finding submenus: items of a section whose `submenu` a tap opens in place of the menu.
extension Menu {
    /// An open submenu: the section it belongs to and the items from the section's down to the
    /// one that opened it (`opener`).
    public struct SubmenuTarget: Equatable, Sendable {
        public var section: SectionBlock
        public var chain: [Item]

        /// The item whose submenu this is.
        public var opener: Item { chain[chain.count - 1] }
        /// The submenu's items.
        public var items: [Item] { opener.submenu ?? [] }
    }

    /// The submenu a state's path of ids leads to, or nil when it leads to none (a block that
    /// is no section, an item that is gone, or one without a submenu).
    ///
    ///     menu.submenu(at: ["settings", "language"])?.items.map(\.id)   // ["ko", "en"]
    public func submenu(at path: [String]) -> SubmenuTarget? {
        guard path.count >= 2, case .section(let section)? = blocks.first(where: { $0.id == path[0] }) else {
            return nil
        }
        var chain: [Item] = []
        for id in path.dropFirst() {
            let found = chain.last.map { $0.submenu?.first { $0.id == id && $0.isEntry } }
                ?? section.shownItems.position(of: id).map { section.shownItems[$0] }.flatMap { $0.isEntry ? $0 : nil }
            guard let item = found, item.submenu != nil else { return nil }
            chain.append(item)
        }
        return SubmenuTarget(section: section, chain: chain)
    }

    /// The ids of the submenu that `names` (ids or titles, as a tap path gives them) lead to,
    /// or nil when they lead to none.
    ///
    ///     menu.submenuPath(named: ["설정", "언어"])   // ["settings", "language"]
    func submenuPath(named names: [String]) -> [String]? {
        guard names.count >= 2, case .section(let section)? = block(named: names[0]) else { return nil }
        var items: [Item]?
        var ids = [section.id]
        for name in names.dropFirst() {
            guard let item = items.map({ $0.item(named: name) }) ?? section.shownItems.item(named: name),
                  item.isEntry, let inner = item.submenu else { return nil }
            ids.append(item.id)
            items = inner
        }
        return ids
    }

    /// The path of every submenu of the menu, outer ones first: what a state's `submenu` may be.
    ///
    ///     menu.submenuPaths   // [["general", "language"], ["general", "language", "more"]]
    public var submenuPaths: [[String]] {
        var paths: [[String]] = []
        func walk(_ items: [Item], _ path: [String]) {
            for item in items where item.isEntry {
                guard let inner = item.submenu else { continue }
                paths.append(path + [item.id])
                walk(inner, path + [item.id])
            }
        }
        for case .section(let section) in blocks {
            walk(section.items.positionsWithExtras.map { section.items[$0] }, [section.id])
        }
        return paths
    }
}
