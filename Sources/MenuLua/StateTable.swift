import CLua
import MenuModel

/// Pushes menu state as plain Lua tables, the shape `m:state()` returns:
///
///     { open = { outfield = true }, expanded = { region = "서울" },
///       selected = { region = { ["서울"] = { "종로" } } }, filter = { type = "all" },
///       current = { contacts = "R" }, submenu = { "settings", "language" } }
struct StateTable {
    let stack: LuaStack

    /// Pushes the state of every block of `menu`, defaults included.  [-0, +1]
    func push(_ state: MenuState, of menu: Menu) {
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
        lua_createtable(stack.L, 0, 6)
        pushMap(open) { stack.push($0) }; lua_setfield(stack.L, -2, "open")
        pushMap(expanded) { stack.push($0) }; lua_setfield(stack.L, -2, "expanded")
        pushMap(selected) { push($0) }; lua_setfield(stack.L, -2, "selected")
        pushMap(filter) { stack.push($0) }; lua_setfield(stack.L, -2, "filter")
        pushMap(state.current) { stack.push($0) }; lua_setfield(stack.L, -2, "current")
        pushList(state.submenu); lua_setfield(stack.L, -2, "submenu")
    }

    /// Pushes `{ [category] = { child ids… } }`.  [-0, +1]
    func push(_ selected: [String: [String]]) {
        pushMap(selected) { pushList($0) }
    }

    /// Pushes `{ ids… }`.  [-0, +1]
    private func pushList(_ ids: [String]) {
        lua_createtable(stack.L, Int32(ids.count), 0)
        for (position, id) in ids.enumerated() {
            stack.push(id)
            lua_rawseti(stack.L, -2, lua_Integer(position + 1))
        }
    }

    private func pushMap<Value>(_ map: [String: Value], value: (Value) -> Void) {
        lua_createtable(stack.L, 0, Int32(map.count))
        for (key, element) in map.sorted(by: { $0.key < $1.key }) {
            _ = stack.reserve(4)
            stack.push(key)
            value(element)
            lua_rawset(stack.L, -3)
        }
    }
}
