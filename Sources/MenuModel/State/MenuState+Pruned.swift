/// Dropping state that no longer fits the menu, as when a saved state meets an edited script.
extension MenuState {
    /// The state without entries for blocks, categories, children, options or letters that
    /// `menu` doesn't have, and without an open submenu that `menu` no longer has.
    ///
    ///     saved.pruned(for: menu)   // "region/대구" gone when the script dropped 대구
    public func pruned(for menu: Menu) -> MenuState {
        var kept = MenuState()
        for block in menu.allBlocks {
            switch block {
            case .section(let section):
                kept.open[section.id] = open[section.id]
            case .selection(let selection):
                if let category = expanded[selection.id], selection.categories.contains(where: { $0.id == category }) {
                    kept.expanded[selection.id] = category
                }
                for category in selection.categories {
                    guard let chosen = selected[selection.id]?[category.id] else { continue }
                    let ids = Set(chosen)
                    kept.selected[selection.id, default: [:]][category.id] = category.items.map(\.id).filter(ids.contains)
                }
            case .filter(let filter):
                if let option = self.filter[filter.id], filter.options.contains(where: { $0.id == option }) {
                    kept.filter[filter.id] = option
                }
            case .index(let index):
                if let letter = current[index.id], index.letters.contains(letter) { kept.current[index.id] = letter }
            }
        }
        if let scrolled = scrolledIndex, kept.current[scrolled] != nil { kept.scrolledIndex = scrolled }
        kept.query = query
        if menu.submenu(at: submenu) != nil { kept.submenu = submenu }
        return kept
    }
}
