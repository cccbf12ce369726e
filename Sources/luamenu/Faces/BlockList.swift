import MenuModel
import TextCore

/// What the REPL's `:blocks` prints: one line per block of a menu, its id, kind, title and size.
///
///     section  coffee  커피  4 items
enum BlockList {
    /// The lines, in the menu's order, their columns aligned.
    static func lines(of menu: Menu) -> [String] {
        let rows = menu.blocks.map { [$0.id, $0.kind, $0.title ?? "-", size(of: $0)] }
        let widths = (0..<3).map { column in rows.map { $0[column].cellWidth }.max() ?? 0 }
        return rows.map { row in (0..<3).map { row[$0].padded(toCells: widths[$0] + 2) }.joined() + row[3] }
    }

    /// How much a block holds: a section's items, a selection's categories and their
    /// children, a filter's options, an index's entries.
    private static func size(of block: Block) -> String {
        func counted(_ count: Int, _ one: String, _ many: String) -> String { "\(count) \(count == 1 ? one : many)" }
        switch block {
        case .section(let section): return counted(section.shownItems.count, "item", "items")
        case .selection(let selection):
            return counted(selection.categories.count, "category", "categories") + ", "
                + counted(selection.categories.map(\.items.count).reduce(0, +), "item", "items")
        case .filter(let filter): return counted(filter.options.count, "option", "options")
        case .index(let index): return counted(index.items.count, "entry", "entries")
        }
    }
}
