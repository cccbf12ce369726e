import MenuModel

/// The script's own item tables, found through the host's copies of its lists (see
/// ``ItemReader``): what handlers, label functions and hooks get as `item`.
extension LuaStack {
    /// Pushes the table of the item `ref` names: the entry of the host's copy of its list. A
    /// string item becomes a table `{ title = s }` (its id lent) the first time one is needed, and
    /// stays that table (so a handler can keep data in it): the one a filter's `match` got, if
    /// the script still holds it (``filter(_:count:answers:failed:)``).  [-0, +1]
    func pushItem(_ ref: ItemRef) {
        guard ref.list != .none else { return pushTable() }
        push(ref.list.rawValue)                                // list
        let position = Int(ref.position) + 1
        if rawIndex(position, of: -1) != .table {             // list, value
            if pushCachedStringItem(at: position, of: -2) {    // list, value, table
                replace(at: -2)                                // list, table
            } else {
                replaceWithItemTable(-1)                       // list, table
            }
            pushCopy(of: -1)                                   // list, table, table
            setRawIndex(position, of: -3)                      // list, table
        }
        remove(at: -2)                                         // table
    }

    /// Replaces the string (or number) at `index` by an item table `{ title = s }` whose `id`
    /// is lent by the shared metatable (``lendTitleAsID(to:metatable:)``): `item.id` is `s`, and the
    /// table keeps one field, not two.  [-0, +0]
    func replaceWithItemTable(_ index: Int32) {
        let index = absolute(index)
        pushTable(fields: 1)                                   // …, s, …, table
        pushCopy(of: index)                                    // …, s, …, table, s
        setRawField("title", of: -2)                           // …, s, …, table
        pushItemIDMetatable()                                  // …, s, …, table, lent
        _ = lendTitleAsID(to: -2, metatable: -1)               // a new table has no metatable of its own
        pop()                                                  // …, s, …, table
        replace(at: index)                                     // …, table, …
    }
}
