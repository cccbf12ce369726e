/// Finding submenus: items of a section whose `submenu` a tap opens in place of the menu.
extension Menu {
    /// An open submenu: the section it belongs to and the items from the section's down to the
    /// one that opened it (`opener`).
    public struct SubmenuTarget: Equatable, Sendable {
        public var section: SectionBlock
        public var chain: [Item]

        /// The item whose submenu this is.
        public var opener: Item { chain[chain.count - 1] }
        /// The submenu's items (none when it is a screen of blocks).
        public var items: [Item] { opener.submenu ?? [] }
        /// The blocks of the screen the opener pushes, when its submenu is one; nil for rows.
        public var screen: [Block]? { opener.screen }
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
            guard let item = found, item.opensSubmenu else { return nil }
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
                  item.isEntry, item.opensSubmenu else { return nil }
            ids.append(item.id)
            items = item.submenu ?? []
        }
        return ids
    }

    /// The path of every submenu of the menu, outer ones first: what a state's `submenu` may be.
    ///
    ///     menu.submenuPaths   // [["general", "language"], ["general", "language", "more"]]
    public var submenuPaths: [[String]] {
        var paths: [[String]] = []
        func walk(_ items: [Item], _ path: [String]) {
            for item in items where item.isEntry && item.opensSubmenu {
                paths.append(path + [item.id])
                if let inner = item.submenu { walk(inner, path + [item.id]) }
            }
        }
        for case .section(let section) in blocks {
            walk(section.items.positionsWithExtras.map { section.items[$0] }, [section.id])
        }
        return paths
    }

    /// The blocks of the screen the open submenu `path` pushes; empty when it is rows or none.
    public func screenBlocks(at path: [String]) -> [Block] {
        path.isEmpty ? [] : submenu(at: path)?.screen ?? []
    }

    /// The menu's blocks and those of every screen its submenus push: every block whose state
    /// a ``MenuState`` may hold (a screen's blocks share the menu's namespace of ids).
    public var allBlocks: [Block] {
        blocks + submenuPaths.flatMap { screenBlocks(at: $0) }
    }
}
