import CLua
import LuaShim
import MenuModel

/// The script's own item tables, found through the host's copies of its lists.
extension MenuRuntime {
    /// Pushes the table of the item `ref` names: the entry of the host's copy of its list. A
    /// string item becomes a table `{ id = s, title = s }` the first time one is needed, and
    /// stays that table (so a handler can keep data in it).  [-0, +1]
    func pushItem(_ ref: ItemRef) {
        guard ref.list != .none else { return lua_createtable(L, 0, 0) }
        stack.push(ref.list.rawValue)                              // list
        let position = lua_Integer(ref.position) + 1
        if lua_rawgeti(L, -1, position) != LUA_TTABLE {            // list, value
            replaceWithItemTable(-1)                               // list, table
            lua_pushvalue(L, -1)
            lua_rawseti(L, -3, position)                           // list, table
        }
        lua_rotate(L, -2, 1)
        stack.pop()                                                // table
    }

    /// Replaces the string (or number) at `index` by an item table `{ id = s, title = s }`.
    func replaceWithItemTable(_ index: Int32) {
        let index = stack.absolute(index)
        lua_createtable(L, 0, 2)                                   // …, s, …, table
        lua_pushvalue(L, index)
        stack.setRawField("id", of: -2)
        lua_pushvalue(L, index)
        stack.setRawField("title", of: -2)
        lm_replace(L, index)
    }
}
