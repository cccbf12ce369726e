import MenuModel

/// Pushes menu state as plain Lua tables, the shape `m:state()` returns:
///
///     { open = { outfield = true }, expanded = { region = "서울" },
///       selected = { region = { ["서울"] = { "종로" } } }, filter = { type = "all" },
///       current = { contacts = "R" }, submenu = { "settings", "language" } }
struct StateTable {
    let stack: LuaStack
    /// Checked at every entry: the tables are made in host mode, where an allocation past the
    /// memory limit is an overdraft the host must notice (see LuaShim.h).
    let budget: ScriptBudget

    /// Pushes the state of every block of `menu`, defaults included.  [-0, +1]
    func push(_ state: MenuState, of menu: Menu) throws(HostCallError) {
        var open: [String: Bool] = [:], expanded: [String: String] = [:]
        var selected: [String: [String: [String]]] = [:], filter: [String: String] = [:]
        for block in menu.blocks {
            switch block {
            case .section(let section): open[section.id] = state.isOpen(section)
            case .selection(let selection):
                expanded[selection.id] = state.expanded[selection.id]
                selected[selection.id] = Dictionary(uniqueKeysWithValues: selection.categories.map {
                    ($0.id, state.selectedChildren(selection, category: $0.id))
                })
            case .filter(let block): filter[block.id] = state.selectedOption(block)
            case .index: break
            }
        }
        try reserve()
        stack.pushTable(fields: 6)                             // state
        try pushMap(open) { stack.push($0) }                   // state, open
        stack.setRawField("open", of: -2)                      // state
        try pushMap(expanded) { stack.push($0) }               // state, expanded
        stack.setRawField("expanded", of: -2)                  // state
        try pushMap(selected) { categories throws(HostCallError) in try push(categories) }   // state, selected
        stack.setRawField("selected", of: -2)                  // state
        try pushMap(filter) { stack.push($0) }                 // state, filter
        stack.setRawField("filter", of: -2)                    // state
        try pushMap(state.current) { stack.push($0) }          // state, current
        stack.setRawField("current", of: -2)                   // state
        try pushList(state.submenu)                            // state, submenu
        stack.setRawField("submenu", of: -2)                   // state
    }

    /// Pushes `{ [category] = { child ids… } }`.  [-0, +1]
    func push(_ selected: [String: [String]]) throws(HostCallError) {
        try pushMap(selected) { ids throws(HostCallError) in try pushList(ids) }
    }

    /// Pushes `{ ids… }`.  [-0, +1]
    private func pushList(_ ids: [String]) throws(HostCallError) {
        stack.pushTable(array: ids.count)                      // list
        for (position, id) in ids.enumerated() {
            stack.push(id)                                     // list, id
            stack.setRawIndex(position + 1, of: -2)            // list
        }
        try checkMemory()
    }

    /// Pushes `{ [key] = value… }`, each value pushed by `value`, keys sorted.  [-0, +1]
    private func pushMap<Value>(_ map: [String: Value], value: (Value) throws(HostCallError) -> Void) throws(HostCallError) {
        try reserve()
        stack.pushTable(fields: map.count)                     // map
        for (key, element) in map.sorted(by: { $0.key < $1.key }) {
            stack.push(key)                                    // map, key
            try value(element)                                 // map, key, value
            stack.setRawPair(of: -3)                           // map
            try checkMemory()
        }
    }

    /// Throws the memory limit's error when the tables made so far took Lua past it.
    private func checkMemory() throws(HostCallError) {
        guard budget.withinMemoryLimit() else { throw .here("not enough memory") }
    }

    /// Room for a table, a key and a value, and the next level's.
    private func reserve() throws(HostCallError) {
        guard stack.reserve(6) else { throw .here("stack overflow") }
    }
}
