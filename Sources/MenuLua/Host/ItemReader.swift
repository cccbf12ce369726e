import MenuModel

/// Turns a Lua list of items into an ``ItemList``, reading each item table in one raw walk
/// over its fields (``LuaStack/next(of:)``), its texts straight from Lua's bytes into the
/// list's buffer.
///
/// The host keeps its own copy of the list (a Lua array of the same values, anchored once),
/// so a handler or label function gets the item's own table as `copy[position]`, even if the
/// script changes its list later; a string item gets a table `{ title }` (its id lent) made the first
/// time a function needs one (see ``LuaStack/pushItem(_:)``).
///
/// A section's items may also be separators (`{ separator = true }`), headings
/// (`{ heading = "text" }`) and items with a `submenu`, read with the same rules
/// ("items[2].submenu[1]"), or a function that builds the submenu's screen of blocks
/// (``ScreenBuilder``); other blocks' items may not.
struct ItemReader {
    let lua: LuaState
    /// Charged for the host's copies, and checked for the time limit, as the items are read.
    let budget: ScriptBudget
    /// Where misspelt fields are noted.
    let problems: ProblemLog
    /// The argument errors name.
    let argument: Int32
    /// Whether separators, headings and submenus are allowed: in sections only.
    var sectionItems = false
    /// The item fields the API doesn't know, judged once per name for all the lists read.
    let fieldNames = ItemFieldNames()
    /// What builds a `submenu = function(sub) … end`'s screen.
    let screens: ScreenBuilder

    /// How deep submenus may nest: deeper ones (or a submenu that contains itself) are an error.
    static let submenuDepth = 8

    /// Reads the list at stack `index`; `place` names it in errors ("items", "categories[1].items").
    /// `key` is the index's key function's stack index, when there is one.
    func items(at index: Int32, place: String, key: Int32? = nil) throws(HostCallError) -> ItemList {
        try items(at: index, place: place, key: key, depth: 0)
    }

    private var stack: LuaStack { lua.stack }

    private func items(at index: Int32, place: String, key: Int32?, depth: Int) throws(HostCallError) -> ItemList {
        let list = stack.absolute(index)
        guard stack.type(at: list) == .table else {
            let name = place.contains(".") ? place : "field '\(place)'"
            throw .argument(argument, "\(name): table expected, got \(stack.typeName(at: list))")
        }
        guard depth <= Self.submenuDepth else {
            throw .argument(argument, "\(place): submenus nest too deeply (at most \(Self.submenuDepth) levels)")
        }
        guard stack.reserve(12) else { throw .here("stack overflow") }
        let stack = stack   // what the budget's message closure captures: not the whole reader, an item at a time
        let count = stack.rawLength(at: list)
        stack.pushItemIDMetatable()                                  // lent
        stack.pushTable()                                            // lent, data
        let reading = ItemFields.Reading(lent: stack.top - 1, data: stack.top, names: fieldNames)
        stack.pushTable(array: count)                                // lent, data, copy
        let copy = stack.top
        var builder = ItemList.Builder(capacity: count)
        let run = key == nil && count >= Self.runsFrom ? StringRun() : nil   // a key function gets tables
        var position = 1
        var afterTable = false                                       // no run is tried right after a table
        while position <= count {
            if let run, !afterTable, budget.limits.headroom >= Self.runCharge {  // a run of plain strings, at once
                let end = min(count, (position + StringRun.capacity - 1) / StringRun.capacity * StringRun.capacity)
                let read = stack.readStrings(of: list, from: position, to: end, keepingIn: copy, into: run)
                if read > 0 {
                    builder.appendPlain(run.bytes, ends: run.ends)
                    position += read
                    try accounted(&builder, through: position - 1, of: count,
                                  bytes: read * Self.recordCost + run.bytes.count, stack: stack)
                    continue
                }
            }
            afterTable = stack.rawIndex(position, of: list) == .table   // copy, item
            let before = builder.textBytes
            try item(&builder, place: ItemInArgument(list: place, position: position), key: key, depth: depth,
                     reading: reading)
            if builder.id(at: builder.count - 1, is: "..") {
                throw .argument(argument, "\(place)[\(position)]: '..' can't be an id: a tap path ending in '..' goes back "
                                + "(give the item an id of its own)")
            }
            stack.setRawIndex(position, of: copy)                    // copy
            try accounted(&builder, through: position, of: count, bytes: Self.recordCost + builder.textBytes - before,
                          stack: stack)
            position += 1
        }
        let items = builder.build(source: ScriptRef(stack.ref()))   // lent, data (copy anchored, popped)
        stack.pop(2)
        return items
    }

    /// Charges the budget for items read through `position` (their records and `bytes` of
    /// text), checking its time where a step of 1,024 items ends; at ``sampled`` items,
    /// reserves the room for all the texts. A run of strings ends at a multiple of 1,024
    /// positions, so every such position is one this is called with.
    private func accounted(_ builder: inout ItemList.Builder, through position: Int, of count: Int, bytes: Int,
                           stack: LuaStack) throws(HostCallError) {
        if position == Self.sampled, count >= 2 * Self.sampled {   // the texts' room, foreseen once
            builder.reserveTextBytes(builder.textBytes * count / position * 9 / 8)
        }
        try budget.chargeHostWork(bytes: bytes, step: position, at: stack.callerLocation())
    }

    /// How long a list must be for its strings to be read in runs (``StringRun``): a shorter one
    /// is read an item at a time, as a run's room (68 KiB) would cost more than it saves.
    static let runsFrom = 64

    /// The most a run is charged: its bytes and its items' records. Closer to the memory limit
    /// than that, items are read one at a time, so that the host overdraws by one item at most.
    static let runCharge = StringRun.room + StringRun.capacity * recordCost

    /// After how many items of a long list the room for all its texts is reserved, from the
    /// bytes those took (an eighth more): one buffer of about the right size instead of
    /// doubling to as much as twice it, with the old and the new one held at once.
    static let sampled = 1024

    /// What the host keeps for an item besides its texts' bytes: its record, the offsets of
    /// its texts, its slot in the host's copy of the list.
    static let recordCost = MemoryLayout<ItemList.Record>.stride + 16 + 16

    /// Reads the item on top of the stack into `builder`, leaving it (a table, or the string)
    /// on top for the caller to keep.
    private func item(_ builder: inout ItemList.Builder, place: ItemInArgument, key: Int32?,
                      depth: Int, reading: ItemFields.Reading) throws(HostCallError) {
        switch stack.type(at: -1) {
        case .string, .number:
            let text = builder.text(stack.bytes(at: -1) ?? UnsafeRawBufferPointer(start: nil, count: 0))
            let record = ItemList.Record(title: text)
            guard let key else { return builder.append(record) }
            stack.replaceWithItemTable(-1)                             // key functions get a table
            try appendKeyed(&builder, record, key: key, place: place)
        case .table:
            var fields = try ItemFields(reading: -1, stack: stack, builder: &builder, argument: argument, place: place,
                                        with: reading)
            try entry(&builder, &fields, place: place, key: key, depth: depth, lent: reading.lent)
            if !fields.unknown.isEmpty {
                let id = builder.id(at: builder.count - 1)
                problems.noteUnknownFields(fields.unknown.sorted(), known: KnownFields.item,
                                           in: "item '\(id)' (\(place))", nearMissesOnly: true,
                                           at: stack.callerLocation())
            }
        default:
            let type = stack.typeName(at: -1)
            throw .argument(argument, "\(place): string or table expected, got \(type)")
        }
    }

    /// An item (its table on top) whose index key the script's `key` function gives.
    private func appendKeyed(_ builder: inout ItemList.Builder, _ record: ItemList.Record, key: Int32,
                             place: ItemInArgument, extras: ItemList.Extras? = nil) throws(HostCallError) {
        var extras = extras ?? ItemList.Extras()
        extras.key = try callKey(key, place: place)
        builder.append(record, extras: extras)
    }

    /// Calls an index's `key` function (at stack `key`) on the item table on top.
    private func callKey(_ key: Int32, place: ItemInArgument) throws(HostCallError) -> String? {
        let item = stack.top
        stack.pushCopy(of: key)                                        // item, key
        stack.pushCopy(of: item)                                       // item, key, item
        guard stack.call(arguments: 1, results: 1) else {              // item, letter | message
            defer { stack.pop() }                                      // item
            throw .asIs(stack.string(at: -1) ?? "error in key")
        }
        defer { stack.pop() }                                          // item
        if stack.type(at: -1) == .nil { return nil }
        guard stack.type(at: -1) == .string, let letter = stack.string(at: -1) else {
            throw .argument(2, "key(\(place)) returned a \(stack.typeName(at: -1)), expected a string or nil")
        }
        return letter
    }

    /// An item table's fields, checked, into `builder`: an entry, a separator or a heading.
    /// `lent` is the stack index of the metatable that lends ids (``LuaStack/pushItemIDMetatable()``).
    private func entry(_ builder: inout ItemList.Builder, _ fields: inout ItemFields, place: ItemInArgument,
                       key: Int32?, depth: Int, lent: Int32) throws(HostCallError) {
        let table = stack.top
        if fields.separator || fields.heading != nil {
            guard sectionItems else {
                throw .argument(argument, "\(place): separators and headings belong in sections")
            }
            if fields.separator, fields.heading != nil {
                throw .argument(argument, "\(place): an item is a separator or a heading, not both")
            }
            var record: ItemList.Record
            if let heading = fields.heading {
                record = ItemList.Record(title: heading, id: fields.id ?? builder.text("/heading/\(place.position)"))
                record.flags.kind = .heading
            } else {
                record = ItemList.Record(title: builder.text(""), id: builder.text("/separator/\(place.position)"))
                record.flags.kind = .separator
            }
            builder.append(record)
            return
        }
        guard let title = fields.title else {
            let misspelt = fields.unknown.first { Spelling.suggestion(for: $0, among: ["title"]) != nil }
            let hint = misspelt.map { " (is '\($0)' a misspelt 'title'?)" } ?? ""
            throw .argument(argument, "\(place).title: string or function expected, got nil\(hint)")
        }
        if title == ItemList.Record.computed, fields.id == nil {
            throw .argument(argument, "\(place).id: an id is needed when the title is a function")
        }
        var record = ItemList.Record(title: title, id: fields.id ?? ItemList.Record.sameAsTitle)
        record.detail = fields.detail
        record.subtitle = fields.subtitle
        record.icon = fields.icon
        record.flags = fields.flags
        // Handlers read item.id: the title, through a shared metatable (no write, no rehash of
        // the table), or written in when the table has a metatable of its own or a submenu
        // (whose id is read back below).
        if fields.id == nil, fields.hasSubmenu || !stack.lendTitleAsID(to: table, metatable: lent) {
            stack.rawField("title", of: table)                       // item, title
            stack.setRawField("id", of: table)                       // item
        }
        if fields.hasSubmenu {
            guard sectionItems else {
                throw .argument(argument, "\(place).submenu: submenus belong to the items of sections")
            }
            stack.rawField("id", of: table)                          // item, id
            let id = stack.string(at: -1) ?? ""
            stack.pop()                                              // item
            _ = try IDLimit.checked(id, name: "\(place).id", argument: argument)
            stack.rawField("submenu", of: table)                     // item, submenu
            defer { stack.pop() }                                    // item
            switch stack.type(at: -1) {
            case .function:
                let screen = try screens.blocks(ofFunctionAt: -1, place: "\(place).submenu", in: stack)
                fields.changeExtras { $0.screen = screen }
            case .table:
                let submenu = try items(at: -1, place: "\(place).submenu", key: nil, depth: depth + 1)
                fields.changeExtras { $0.submenu = submenu }
            default:
                throw .argument(argument, "\(place).submenu: table or function expected, got \(stack.typeName(at: -1))")
            }
        }
        if let key { return try appendKeyed(&builder, record, key: key, place: place, extras: fields.extras) }
        builder.append(record, extras: fields.extras)
    }

    /// `hotkey = "k"`: one character (a number such as 1 is its digit).
    static func hotkey(_ reader: TableReader) throws(HostCallError) -> String? {
        try reader.with("hotkey") { type throws(HostCallError) -> String? in
            switch type {
            case .nil: return nil
            case .string, .number: return try hotkey(reader.stack.string(at: -1) ?? "", name: reader.name("hotkey"),
                                                              argument: reader.argument)
            default: throw reader.error("hotkey", expected: "string")
            }
        }
    }

    /// `text` as a hotkey: one character.
    static func hotkey(_ text: String, name: String, argument: Int32) throws(HostCallError) -> String {
        guard text.count == 1 else {
            throw .argument(argument, "\(name): one character expected, got \"\(text)\"")
        }
        return text
    }
}
