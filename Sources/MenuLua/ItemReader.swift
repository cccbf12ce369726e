import CLua
import MenuModel

/// Turns a Lua list of items into model items, anchoring each item's table so handlers
/// and label functions receive the item's own table (a string item becomes `{id, title}`).
struct ItemReader {
    let runtime: MenuRuntime
    let argument: Int32

    /// Reads the list at stack `index`; `place` names it in errors ("items", "categories[1].items").
    /// `key` is the index's key function's stack index, when there is one.
    func items(at index: Int32, place: String, key: Int32? = nil) throws(HostCallError) -> [Item] {
        let stack = runtime.stack
        let list = stack.absolute(index)
        guard stack.type(at: list) == LUA_TTABLE else {
            let name = place.contains(".") ? place : "field '\(place)'"
            throw .argument(argument, "\(name): table expected, got \(stack.typeName(at: list))")
        }
        let count = stack.rawLength(at: list)
        var items: [Item] = []
        items.reserveCapacity(count)
        for position in stride(from: 1, through: count, by: 1) {
            stack.rawIndex(position, of: list)                    // item
            let item = try self.item(place: "\(place)[\(position)]", key: key)
            items.append(item)
        }
        return items
    }

    /// Reads the item on top of the stack and pops it (anchored in the registry).
    private func item(place: String, key: Int32?) throws(HostCallError) -> Item {
        let stack = runtime.stack
        switch stack.type(at: -1) {
        case LUA_TSTRING, LUA_TNUMBER:
            let text = stack.string(at: -1) ?? ""
            stack.pop()
            lua_createtable(stack.L, 0, 2)                      // {}
            stack.push(text); stack.setRawField("id", of: -2)
            stack.push(text); stack.setRawField("title", of: -2)
        case LUA_TTABLE:
            break
        default:
            let type = stack.typeName(at: -1)
            stack.pop()
            throw .argument(argument, "\(place): string or table expected, got \(type)")
        }
        let reader = TableReader(stack, table: -1, argument: argument, place: place)
        var item = try fields(of: reader)
        runtime.noteUnknownFields(reader, known: KnownFields.item, in: "item '\(item.id)' (\(place))",
                                  nearMissesOnly: true)
        if let key {
            item.key = try runtime.callKey(key, item: -1, place: place)
        }
        item.ref = ScriptRef(stack.ref())                       // pops the item table
        return item
    }

    /// An item's fields: title (text or function), id, detail, icon, style, on_tap.
    private func fields(of reader: TableReader) throws(HostCallError) -> Item {
        let title: Label = try reader.with("title") { type throws(HostCallError) in
            switch type {
            case LUA_TFUNCTION: return .computed
            case LUA_TSTRING, LUA_TNUMBER: return .text(reader.stack.string(at: -1) ?? "")
            default: throw reader.error("title", expected: "string or function")
            }
        }
        let detail: Label? = try reader.with("detail") { type throws(HostCallError) in
            switch type {
            case LUA_TNIL: return nil
            case LUA_TFUNCTION: return .computed
            case LUA_TSTRING, LUA_TNUMBER: return .text(reader.stack.string(at: -1) ?? "")
            default: throw reader.error("detail", expected: "string or function")
            }
        }
        guard let id = try reader.string("id") ?? title.text else {
            throw .argument(argument, "\(reader.name("id")): an id is needed when the title is a function")
        }
        if try reader.string("id") == nil {
            reader.stack.push(id)
            reader.stack.setRawField("id", of: reader.table)     // handlers can read item.id
        }
        _ = try reader.hasFunction("on_tap")
        return Item(id: id, title: title, detail: detail, icon: try reader.string("icon"),
                    style: try reader.style("style"))
    }
}
