import CLua
import LuaShim
import MenuModel

/// The fields of one item table, read in a single walk over its pairs (`lua_next`, raw, so no
/// metamethod runs), each checked as it comes, texts stored in the list's buffer at once.
/// A field the API doesn't know is the script's own data, kept in ``unknown`` for the reader
/// to note when it looks like a misspelt known one.
struct ItemFields {
    var title: ItemList.TextNumber?
    var id: ItemList.TextNumber?
    var detail = ItemList.Record.absent
    var icon = ItemList.Record.absent
    var flags = ItemList.Flags()
    var extras = ItemList.Extras()
    var hasSubmenu = false
    var separator = false
    var heading: ItemList.TextNumber?
    /// The table's other string keys: the script's own data, or misspelt fields.
    var unknown: [String] = []

    /// Reads the table at stack `index`; `place` ("items[2]") names it in errors, which are
    /// `argument`'s: "bad argument #2 to 'section' (items[2].title: string or function
    /// expected, got table)".
    init(reading index: Int32, L: OpaquePointer, builder: inout ItemList.Builder, argument: Int32,
         place: String) throws(HostCallError) {
        let table = lua_absindex(L, index)
        func error(_ field: String, _ expected: String) -> HostCallError {
            .argument(argument, "\(place).\(field): \(expected) expected, got \(String(cString: lua_typename(L, lua_type(L, -1))))")
        }
        func text() -> ItemList.TextNumber {
            var length = 0
            let bytes = lm_tolstring(L, -1, &length)             // the value, a copy on the stack
            return builder.text(UnsafeRawBufferPointer(start: bytes, count: length))
        }
        func string() -> String {
            var length = 0
            let bytes = lm_tolstring(L, -1, &length)
            return nfc(String(decoding: UnsafeRawBufferPointer(start: bytes, count: length), as: UTF8.self))
        }
        lua_pushnil(L)                                             // first key
        while lua_next(L, table) != 0 {                            // key, value
            defer { lua_settop(L, -2) }                            // key
            guard lua_type(L, -2) == LUA_TSTRING else { continue }
            var keyLength = 0
            let keyBytes = lua_tolstring(L, -2, &keyLength)!
            let field = Field(UnsafeRawBufferPointer(start: keyBytes, count: keyLength))
            let type = lua_type(L, -1)
            let textual = type == LUA_TSTRING || type == LUA_TNUMBER
            switch field {
            case .title:
                if type == LUA_TFUNCTION { title = ItemList.Record.computed } else if textual { title = text() } else {
                    throw error("title", "string or function")
                }
            case .detail:
                if type == LUA_TFUNCTION { detail = ItemList.Record.computed } else if textual { detail = text() } else {
                    throw error("detail", "string or function")
                }
            case .id:
                guard textual else { throw error("id", "string") }
                id = text()
            case .icon:
                guard textual else { throw error("icon", "string") }
                icon = text()
            case .style:
                guard textual else { throw error("style", "string") }
                let name = string()
                guard let style = Style(rawValue: name) else {
                    throw .argument(argument, "\(place).style: unknown style '\(name)' (expected one of: \(Style.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                flags.style = style
            case .onTap:
                guard type == LUA_TFUNCTION else { throw error("on_tap", "function") }
            case .checked:
                switch type {
                case LUA_TBOOLEAN: flags.checked = lua_toboolean(L, -1) != 0 ? .on : .off
                case LUA_TFUNCTION: flags.computesChecked = true
                case LUA_TSTRING where string() == "mixed": flags.checked = .mixed
                case LUA_TSTRING:
                    throw .argument(argument, "\(place).checked: boolean, \"mixed\" or function expected, got \"\(string())\"")
                default: throw error("checked", "boolean, \"mixed\" or function")
                }
            case .disabled:
                guard type == LUA_TBOOLEAN else { throw error("disabled", "boolean") }
                flags.disabled = lua_toboolean(L, -1) != 0
            case .choose:
                guard type == LUA_TBOOLEAN else { throw error("choose", "boolean") }
                flags.choose = lua_toboolean(L, -1) != 0
            case .hotkey:
                guard textual else { throw error("hotkey", "string") }
                extras.hotkey = try ItemReader.hotkey(string(), name: "\(place).hotkey", argument: argument)
            case .value:
                guard textual else { throw error("value", "string or number") }
                extras.value = string()
                extras.valueIsNumber = type == LUA_TNUMBER
            case .submenu:
                hasSubmenu = true
            case .separator:
                guard type == LUA_TBOOLEAN else { throw error("separator", "boolean") }
                separator = lua_toboolean(L, -1) != 0
            case .heading:
                guard textual else { throw error("heading", "string") }
                heading = text()
            case .other:
                unknown.append(String(decoding: UnsafeRawBufferPointer(start: keyBytes, count: keyLength), as: UTF8.self))
            }
        }
    }

    /// The item fields the API reads, told apart by their bytes.
    enum Field {
        case title, detail, id, icon, style, onTap, checked, disabled, choose, hotkey, value, submenu,
             separator, heading, other

        init(_ name: UnsafeRawBufferPointer) {
            self = Self.byName.first { $0.name.elementsEqual(name) }?.field ?? .other
        }

        private static let byName: [(name: [UInt8], field: Field)] = {
            let names: [(String, Field)] = [
                ("title", .title), ("detail", .detail), ("id", .id), ("icon", .icon), ("style", .style),
                ("on_tap", .onTap), ("checked", .checked), ("disabled", .disabled), ("choose", .choose),
                ("hotkey", .hotkey), ("value", .value), ("submenu", .submenu), ("separator", .separator),
                ("heading", .heading),
            ]
            return names.map { (Array($0.0.utf8), $0.1) }
        }()
    }
}
