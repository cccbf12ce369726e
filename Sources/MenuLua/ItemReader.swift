import CLua
import MenuModel

/// Turns a Lua list of items into model items, anchoring each item's table so handlers
/// and label functions receive the item's own table (a string item becomes `{id, title}`).
///
/// A section's items may also be separators (`{ separator = true }`), headings
/// (`{ heading = "text" }`) and items with a `submenu`, read with the same rules
/// ("items[2].submenu[1]"); other blocks' items may not.
struct ItemReader {
    let runtime: MenuRuntime
    let argument: Int32
    /// Whether separators, headings and submenus are allowed: in sections only.
    var sectionItems = false

    /// How deep submenus may nest: deeper ones (or a submenu that contains itself) are an error.
    static let submenuDepth = 8

    /// Reads the list at stack `index`; `place` names it in errors ("items", "categories[1].items").
    /// `key` is the index's key function's stack index, when there is one.
    func items(at index: Int32, place: String, key: Int32? = nil) throws(HostCallError) -> [Item] {
        try items(at: index, place: place, key: key, depth: 0)
    }

    private func items(at index: Int32, place: String, key: Int32?, depth: Int) throws(HostCallError) -> [Item] {
        let stack = runtime.stack
        let list = stack.absolute(index)
        guard stack.type(at: list) == LUA_TTABLE else {
            let name = place.contains(".") ? place : "field '\(place)'"
            throw .argument(argument, "\(name): table expected, got \(stack.typeName(at: list))")
        }
        guard depth <= Self.submenuDepth, stack.reserve(8) else {
            throw .argument(argument, "\(place): submenus nest too deeply (at most \(Self.submenuDepth) levels)")
        }
        let count = stack.rawLength(at: list)
        var items: [Item] = []
        items.reserveCapacity(count)
        for position in stride(from: 1, through: count, by: 1) {
            stack.rawIndex(position, of: list)                    // item
            let item = try self.item(place: "\(place)[\(position)]", position: position, key: key, depth: depth)
            try runtime.chargeHostWork(bytes: Self.hostCost(of: item), step: position)
            items.append(item)
        }
        return items
    }

    /// Reads the item on top of the stack and pops it (anchored in the registry, unless it is
    /// a separator or heading, which no handler receives).
    private func item(place: String, position: Int, key: Int32?, depth: Int) throws(HostCallError) -> Item {
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
        if let divider = try divider(reader, position: position) {
            stack.pop()                                         // the separator's or heading's table
            return divider
        }
        var item = try fields(of: reader, depth: depth)
        runtime.noteUnknownFields(reader, known: KnownFields.item, in: "item '\(item.id)' (\(place))",
                                  nearMissesOnly: true)
        if let key {
            item.key = try runtime.callKey(key, item: -1, place: place)
        }
        item.ref = ScriptRef(stack.ref())                       // pops the item table
        return item
    }

    /// A separator (`separator = true`) or heading (`heading = "text"`, with an optional `id`),
    /// else nil for an entry.
    private func divider(_ reader: TableReader, position: Int) throws(HostCallError) -> Item? {
        let separator = try reader.bool("separator", default: false)
        let heading = try reader.with("heading") { type throws(HostCallError) -> String? in
            switch type {
            case LUA_TNIL: return nil
            case LUA_TSTRING, LUA_TNUMBER: return reader.stack.string(at: -1)
            default: throw reader.error("heading", expected: "string")
            }
        }
        guard separator || heading != nil else { return nil }
        guard sectionItems else {
            throw .argument(argument, "\(reader.place): separators and headings belong in sections")
        }
        if separator, heading != nil {
            throw .argument(argument, "\(reader.place): an item is a separator or a heading, not both")
        }
        if let heading { return Item.heading(heading, at: position, id: try reader.string("id")) }
        return Item.separator(at: position)
    }

    /// An entry's fields: title (text or function), id, detail, icon, style, on_tap, checked,
    /// disabled, hotkey, value, choose, submenu.
    private func fields(of reader: TableReader, depth: Int) throws(HostCallError) -> Item {
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
        var item = Item(id: id, title: title, detail: detail, icon: try reader.string("icon"),
                        style: try reader.style("style"))
        (item.checked, item.computesChecked) = try checked(reader)
        item.disabled = try reader.bool("disabled", default: false)
        item.choose = try reader.bool("choose", default: false)
        item.hotkey = try Self.hotkey(reader)
        (item.value, item.valueIsNumber) = try reader.with("value") { type throws(HostCallError) -> (String?, Bool) in
            switch type {
            case LUA_TNIL: return (nil, false)
            case LUA_TSTRING, LUA_TNUMBER: return (reader.stack.string(at: -1), type == LUA_TNUMBER)
            default: throw reader.error("value", expected: "string or number")
            }
        }
        item.submenu = try reader.with("submenu") { type throws(HostCallError) -> [Item]? in
            guard type != LUA_TNIL else { return nil }
            guard sectionItems else {
                throw .argument(argument, "\(reader.name("submenu")): submenus belong to the items of sections")
            }
            return try items(at: -1, place: reader.name("submenu"), key: nil, depth: depth + 1)
        }
        return item
    }

    /// `checked = true | false | "mixed" | fn(item, m)`: the mark, and whether it is computed.
    private func checked(_ reader: TableReader) throws(HostCallError) -> (Checked?, Bool) {
        try reader.with("checked") { type throws(HostCallError) -> (Checked?, Bool) in
            switch type {
            case LUA_TNIL: return (nil, false)
            case LUA_TBOOLEAN: return (lua_toboolean(reader.stack.L, -1) != 0 ? .on : .off, false)
            case LUA_TFUNCTION: return (nil, true)
            case LUA_TSTRING where reader.stack.string(at: -1) == "mixed": return (.mixed, false)
            case LUA_TSTRING:
                let text = reader.stack.string(at: -1) ?? ""
                throw .argument(argument, "\(reader.name("checked")): boolean, \"mixed\" or function expected, got \"\(text)\"")
            default: throw reader.error("checked", expected: "boolean, \"mixed\" or function")
            }
        }
    }

    /// What the host's copy of an item costs, roughly: the value, its lookup entry, and the
    /// text too long to be stored inline (Swift keeps up to 15 UTF-8 bytes in the string).
    static func hostCost(of item: Item) -> Int {
        func text(_ text: String?) -> Int {
            guard let count = text?.utf8.count, count > 15 else { return 0 }
            return count + 32
        }
        return MemoryLayout<Item>.stride + 64 + text(item.id) + text(item.title.text) + text(item.detail?.text)
            + text(item.icon) + text(item.value) + text(item.key)
    }

    /// `hotkey = "k"`: one character (a number such as 1 is its digit).
    static func hotkey(_ reader: TableReader) throws(HostCallError) -> String? {
        try reader.with("hotkey") { type throws(HostCallError) -> String? in
            switch type {
            case LUA_TNIL: return nil
            case LUA_TSTRING, LUA_TNUMBER:
                let text = reader.stack.string(at: -1) ?? ""
                guard text.count == 1 else {
                    throw .argument(reader.argument, "\(reader.name("hotkey")): one character expected, got \"\(text)\"")
                }
                return text
            default: throw reader.error("hotkey", expected: "string")
            }
        }
    }
}
