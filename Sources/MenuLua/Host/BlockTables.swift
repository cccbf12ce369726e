import MenuModel

/// Pushes a menu's blocks as plain Lua tables, the shape `m:blocks()` returns: what a plugin
/// or a REPL user reads to find its way around a menu it did not write.
///
///     { { id = "coffee", kind = "section", title = "커피", items = { { id = "americano", … }, … } },
///       { id = "region", kind = "selection", title = "지역",
///         items = { { id = "서울", title = "서울", items = { … } }, … } },
///       { id = "type", kind = "filter", items = { { id = "all", title = "전체" }, … } } }
///
/// A section's and an index's `items` are the items' own tables, as the script gave them
/// (the tables `on_tap` gets: a string item becomes `{ title }`, its id lent); a selection's are its
/// categories, each with its children as `items`; a filter's are its chips.
struct BlockTables {
    let stack: LuaStack
    /// Checked as the tables grow: they are made in host mode, where an allocation past the
    /// memory limit is an overdraft the host must notice (see LuaShim.h).
    let budget: ScriptBudget

    /// Pushes the list of `blocks`.  [-0, +1]
    func push(_ blocks: [Block]) throws(HostCallError) {
        guard stack.reserve(8) else { throw .here("stack overflow") }
        stack.pushTable(array: blocks.count)                   // blocks
        for (position, block) in blocks.enumerated() {
            stack.pushTable(fields: 4)                         // blocks, block
            set("id", block.id)
            set("kind", block.kind)
            set("title", block.title)
            switch block {
            case .section(let section): try pushItems(section.items)   // blocks, block, items
            case .index(let index): try pushItems(index.items)         // blocks, block, items
            case .selection(let selection):
                try pushList(selection.categories) { category throws(HostCallError) in
                    stack.pushTable(fields: 3)                 // …, category
                    set("id", category.id)
                    set("title", category.title)
                    try pushItems(category.items)              // …, category, items
                    stack.setRawField("items", of: -2)         // …, category
                }
            case .filter(let filter):
                try pushList(filter.options) { option throws(HostCallError) in
                    stack.pushTable(fields: 2)                 // …, option
                    set("id", option.id)
                    set("title", option.title)
                }
            }
            stack.setRawField("items", of: -2)                 // blocks, block
            stack.setRawIndex(position + 1, of: -2)            // blocks
        }
    }

    /// Pushes the items' own tables.  [-0, +1]
    private func pushItems(_ items: ItemList) throws(HostCallError) {
        try pushList(items) { item throws(HostCallError) in stack.pushItem(item.ref) }
    }

    /// Pushes a list whose elements `element` pushes.  [-0, +1]
    private func pushList<Elements: Collection>(_ elements: Elements,
                                                element: (Elements.Element) throws(HostCallError) -> Void) throws(HostCallError) {
        guard stack.reserve(6) else { throw .here("stack overflow") }
        stack.pushTable(array: elements.count)                 // list
        for (position, value) in elements.enumerated() {
            try element(value)                                 // list, element
            stack.setRawIndex(position + 1, of: -2)            // list
            guard budget.withinMemoryLimit() else { throw .here("not enough memory") }
        }
    }

    /// Sets `field` of the table on top to `text`, when there is one.
    private func set(_ field: String, _ text: String?) {
        guard let text else { return }
        stack.push(text)                                       // table, text
        stack.setRawField(field, of: -2)                       // table
    }
}
