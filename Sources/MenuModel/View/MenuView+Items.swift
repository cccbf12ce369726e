/// Walking every item of a view.
extension MenuView {
    /// Every item of the view, made now, in drawing order: sections' items, every category's
    /// children (expanded or not), index groups' items or a searched index's results.
    ///
    ///     let ids = try view.allItems().map(\.id)
    public func allItems() throws(EvaluationStopped) -> [ItemView] {
        var items: [ItemView] = []
        for block in blocks {
            switch block {
            case .section(let section):
                items += try section.items.rows()
            case .selection(let selection):
                for category in selection.categories { items += try category.items.rows() }
            case .filter:
                break
            case .index(let index):
                for group in index.groups { items += try group.items.rows() }
                if let results = index.results { items += try results.items.rows() }
            }
        }
        return items
    }
}
