/// Walking every item of a view.
extension MenuView {
    /// Calls `body` with every item of the view, in drawing order: sections' items, every
    /// category's children (expanded or not), index groups' items or a searched index's results.
    ///
    ///     var ids: [String] = []
    ///     view.forEachItem { ids.append($0.id) }
    public func forEachItem<Failure: Error>(_ body: (ItemView) throws(Failure) -> Void) throws(Failure) {
        for block in blocks {
            switch block {
            case .section(let section):
                for item in section.items { try body(item) }
            case .selection(let selection):
                for category in selection.categories {
                    for item in category.items { try body(item) }
                }
            case .filter:
                break
            case .index(let index):
                for group in index.groups {
                    for item in group.items { try body(item) }
                }
                for result in index.results ?? IndexResults([]) { try body(result.item) }
            }
        }
    }
}
