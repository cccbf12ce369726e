import MenuModel
import TextCore

/// The fields of one item table, read in a single walk over its pairs in C (``ItemScan``: raw,
/// so no metamethod runs), each checked, texts stored in the list's buffer at once.
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
    /// ``ItemFieldNames``); the script's own data is left out.
    var unknown: [String] = []

    /// Where a list's items are read from: the scan reused for each, the names judged the
    /// script's own data, which the scan skips, and the metatable that lends ids.
    final class Reading {
        let scan = ItemScan.make()
        /// The stack index of the metatable that lends ids (``LuaStack/pushItemIDMetatable()``).
        let lent: Int32
        /// The stack index of a table whose keys are those names.
        let data: Int32
        /// Judges the names the scan does not skip.
        let names: ItemFieldNames
        /// How many names `data` has.
        private var skipped = 0

        /// How many names of data a list's scans skip at most: a list whose items each carry
        /// keys of their own (`["row" .. i] = true`) pays for its names, not a table of them all.
        static let skippedAtMost = 64

        init(lent: Int32, data: Int32, names: ItemFieldNames) {
            self.lent = lent
            self.data = data
            self.names = names
        }

        deinit { scan.free() }

        /// Whether one more name may be added to `data`, counting it.
        func maySkipAnother() -> Bool {
            guard skipped < Self.skippedAtMost else { return false }
            skipped += 1
            return true
        }
    }

    /// Reads the table at stack `index`; `place` ("items[2]") names it in errors, which are
    /// `argument`'s: "bad argument #2 to 'section' (items[2].title: string or function
    /// expected, got table)".
    init(reading index: Int32, stack: LuaStack, builder: inout ItemList.Builder, argument: Int32,
         place: ItemInArgument, with reading: Reading) throws(HostCallError) {
        let table = stack.absolute(index)
        let scan = reading.scan
        stack.scan(itemAt: table, skipping: reading.data, into: scan)
        for field in scan.fields {
            let value = scan.value(of: field)
            let type = value.type
            let textual = type == .string || type == .number
            func error(_ expected: String) -> HostCallError {
                .argument(argument, "\(place).\(field.name): \(expected) expected, got \(stack.typeName(of: type))")
            }
            /// The value's bytes: a string's as the scan found them, a number's as Lua writes it
            /// (made on the stack for `body`, as the scan leaves numbers as they are).
            func bytes<T>(_ body: (UnsafeRawBufferPointer) -> T) -> T {
                if let bytes = value.bytes { return body(bytes) }
                stack.rawField("\(field.name)", of: table)          // …, the number as text
                defer { stack.pop() }
                return body(stack.bytes(at: -1) ?? UnsafeRawBufferPointer(start: nil, count: 0))
            }
            func text() -> ItemList.TextNumber { bytes { builder.text($0, isNFC: value.isQuickNFC) } }
            func string() -> String { bytes { nfc(String(decoding: $0, as: UTF8.self)) } }
            switch field {
            case .title:
                if type == .function { title = ItemList.Record.computed } else if textual { title = text() } else {
                    throw error("string or function")
                }
            case .detail:
                if type == .function { detail = ItemList.Record.computed } else if textual { detail = text() } else {
                    throw error("string or function")
                }
            case .subtitle:
                if type == .function { subtitle = ItemList.Record.computed } else if textual { subtitle = text() } else {
                    throw error("string or function")
                }
            case .id:
                guard textual else { throw error("string") }
                id = text()
            case .icon:
                guard textual else { throw error("string") }
                icon = text()
            case .style:
                guard textual else { throw error("string") }
                let name = string()
                guard let style = Style(rawValue: name) else {
                    throw .argument(argument, "\(place).style: unknown style '\(name)' (expected one of: \(Style.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                flags.style = style
            case .onTap:
                guard type == .function else { throw error("function") }
            case .preview:
                guard type == .function || textual else { throw error("string or function") }
                builder.noteItemPreview()
            case .checked:
                switch type {
                case .boolean: flags.checked = value.boolean ? .on : .off
                case .function: flags.computesChecked = true
                case .string where string() == "mixed": flags.checked = .mixed
                case .string:
                    throw .argument(argument, "\(place).checked: boolean, \"mixed\" or function expected, got \"\(string())\"")
                default: throw error("boolean, \"mixed\" or function")
                }
            case .switch:
                guard type == .boolean else { throw error("boolean") }
                flags.isSwitch = value.boolean
            case .disabled:
                guard type == .boolean else { throw error("boolean") }
                flags.disabled = value.boolean
            case .choose:
                guard type == .boolean else { throw error("boolean") }
                flags.choose = value.boolean
            case .hotkey:
                guard textual else { throw error("string") }
                let hotkey = try ItemReader.hotkey(string(), name: "\(place).hotkey", argument: argument)
                changeExtras { $0.hotkey = hotkey }
            case .value:
                guard textual else { throw error("string or number") }
                let text = string()
                changeExtras {
                    $0.value = text
                    $0.valueIsNumber = type == .number
                }
            case .submenu:
                hasSubmenu = true
            case .separator:
                guard type == .boolean else { throw error("boolean") }
                separator = value.boolean
            case .heading:
                guard textual else { throw error("string") }
                heading = text()
            }
        }
        if scan.otherCount > 0 { noteOthers(of: table, stack: stack, reading: reading) }
    }

    /// Judges the keys the scan found that are no field: a name close to a known one is kept in
    /// ``unknown``, and any other is the script's data, which later scans of the list skip.
    private mutating func noteOthers(of table: Int32, stack: LuaStack, reading: Reading) {
        func judge(_ name: UnsafeRawBufferPointer) {
            if reading.names.mayBeMisspelt(name) {
                unknown.append(String(decoding: name, as: UTF8.self))
            } else if reading.maySkipAnother() {
                stack.push(bytes: name)                              // …, name
                stack.push(true)                                     // …, name, true
                stack.setRawPair(of: reading.data)                   // …
            }
        }
        let scan = reading.scan
        if scan.hasAllOthers {
            for n in 0..<scan.otherCount { judge(scan.other(n)) }
            return
        }
        stack.pushNil()                                              // first key
        while stack.next(of: table) {                                // key, value
            stack.pop()                                              // key
            if let name = stack.stringBytes(at: -1), ItemScan.Field(key: name) == nil { judge(name) }
        }
    }

    /// Changes the rare fields, making them on the first change.
    mutating func changeExtras(_ change: (inout ItemList.Extras) -> Void) {
        var changed = extras ?? ItemList.Extras()
        change(&changed)
        extras = changed
    }
}
