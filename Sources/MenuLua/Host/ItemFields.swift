import MenuModel

/// The fields of one item table, read in a single walk over its pairs (``LuaStack/next(of:)``:
/// raw, so no metamethod runs), each checked as it comes, texts stored in the list's buffer at
/// once.
/// A field the API doesn't know is the script's own data, kept in ``unknown`` for the reader
/// to note when it looks like a misspelt known one.
struct ItemFields {
    var title: ItemList.TextNumber?
    var id: ItemList.TextNumber?
    var detail = ItemList.Record.absent
    var subtitle = ItemList.Record.absent
    var icon = ItemList.Record.absent
    var flags = ItemList.Flags()
    /// The rare fields (hotkey, value, submenu), nil until the item has one: most items have
    /// none, and copying an empty set of them an item cost more than reading the item's title.
    var extras: ItemList.Extras?
    var hasSubmenu = false
    var separator = false
    var heading: ItemList.TextNumber?
    /// The table's other string keys that may be misspelt known fields (see
    /// ``ItemFieldNames``), in the order read; the script's own data is left out.
    var unknown: [String] = []

    /// Reads the table at stack `index`; `place` ("items[2]") names it in errors, which are
    /// `argument`'s: "bad argument #2 to 'section' (items[2].title: string or function
    /// expected, got table)". `names` judges the keys the API doesn't know.
    init(reading index: Int32, stack: LuaStack, builder: inout ItemList.Builder, argument: Int32,
         place: ItemInArgument, names: ItemFieldNames) throws(HostCallError) {
        let table = stack.absolute(index)
        func error(_ field: String, _ expected: String) -> HostCallError {
            .argument(argument, "\(place).\(field): \(expected) expected, got \(stack.typeName(at: -1))")
        }
        func text() -> ItemList.TextNumber {
            builder.text(stack.bytes(at: -1) ?? UnsafeRawBufferPointer(start: nil, count: 0))   // a copy on the stack
        }
        func string() -> String { stack.string(at: -1) ?? "" }
        stack.pushNil()                                            // first key
        while stack.next(of: table) {                              // key, value
            defer { stack.pop() }                                  // key
            guard let keyBytes = stack.stringBytes(at: -2) else { continue }
            let field = Field(keyBytes)
            let type = stack.type(at: -1)
            let textual = type == .string || type == .number
            switch field {
            case .title:
                if type == .function { title = ItemList.Record.computed } else if textual { title = text() } else {
                    throw error("title", "string or function")
                }
            case .detail:
                if type == .function { detail = ItemList.Record.computed } else if textual { detail = text() } else {
                    throw error("detail", "string or function")
                }
            case .subtitle:
                if type == .function { subtitle = ItemList.Record.computed } else if textual { subtitle = text() } else {
                    throw error("subtitle", "string or function")
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
                guard type == .function else { throw error("on_tap", "function") }
            case .preview:
                guard type == .function || textual else { throw error("preview", "string or function") }
            case .checked:
                switch type {
                case .boolean: flags.checked = stack.boolean(at: -1) ? .on : .off
                case .function: flags.computesChecked = true
                case .string where string() == "mixed": flags.checked = .mixed
                case .string:
                    throw .argument(argument, "\(place).checked: boolean, \"mixed\" or function expected, got \"\(string())\"")
                default: throw error("checked", "boolean, \"mixed\" or function")
                }
            case .switch:
                guard type == .boolean else { throw error("switch", "boolean") }
                flags.isSwitch = stack.boolean(at: -1)
            case .disabled:
                guard type == .boolean else { throw error("disabled", "boolean") }
                flags.disabled = stack.boolean(at: -1)
            case .choose:
                guard type == .boolean else { throw error("choose", "boolean") }
                flags.choose = stack.boolean(at: -1)
            case .hotkey:
                guard textual else { throw error("hotkey", "string") }
                let hotkey = try ItemReader.hotkey(string(), name: "\(place).hotkey", argument: argument)
                changeExtras { $0.hotkey = hotkey }
            case .value:
                guard textual else { throw error("value", "string or number") }
                let value = string()
                changeExtras {
                    $0.value = value
                    $0.valueIsNumber = type == .number
                }
            case .submenu:
                hasSubmenu = true
            case .separator:
                guard type == .boolean else { throw error("separator", "boolean") }
                separator = stack.boolean(at: -1)
            case .heading:
                guard textual else { throw error("heading", "string") }
                heading = text()
            case .other:
                if names.mayBeMisspelt(keyBytes) { unknown.append(String(decoding: keyBytes, as: UTF8.self)) }
            }
        }
    }

    /// Changes the rare fields, making them on the first change.
    mutating func changeExtras(_ change: (inout ItemList.Extras) -> Void) {
        var changed = extras ?? ItemList.Extras()
        change(&changed)
        extras = changed
    }

    /// The item fields the API reads, told apart by their bytes.
    enum Field {
        case title, detail, subtitle, id, icon, style, onTap, preview, checked, `switch`, disabled, choose, hotkey, value,
             submenu, separator, heading, other

        init(_ name: UnsafeRawBufferPointer) {
            guard name.count <= Self.longest else { self = .other; return }
            let word = Self.word(name)
            let ninth = name.count > 8 ? name[8] : 0
            self = Self.byName.first { $0.count == name.count && $0.word == word && $0.ninth == ninth }?.field ?? .other
        }

        /// The longest name: `separator`, 9 bytes.
        private static let longest = 9

        /// A name's first eight bytes as one word (zeros past its end): the names are told apart
        /// by their length, this word and their ninth byte, a few integer compares a key.
        private static func word(_ name: UnsafeRawBufferPointer) -> UInt64 {
            if name.count >= 8 { return UInt64(littleEndian: name.loadUnaligned(as: UInt64.self)) }
            var word: UInt64 = 0
            for offset in 0..<name.count { word |= UInt64(name[offset]) << (8 * UInt64(offset)) }
            return word
        }

        private static let byName: [(count: Int, word: UInt64, ninth: UInt8, field: Field)] = {
            let names: [(String, Field)] = [
                ("title", .title), ("detail", .detail), ("subtitle", .subtitle), ("id", .id), ("icon", .icon),
                ("style", .style),
                ("on_tap", .onTap), ("preview", .preview), ("checked", .checked), ("switch", .switch),
                ("disabled", .disabled), ("choose", .choose),
                ("hotkey", .hotkey), ("value", .value), ("submenu", .submenu), ("separator", .separator),
                ("heading", .heading),
            ]
            return names.map { name, field in
                let bytes = Array(name.utf8)
                return bytes.withUnsafeBytes { (bytes.count, word($0), bytes.count > 8 ? bytes[8] : 0, field) }
            }
        }()
    }
}
