import Synchronization
import TextCore

/// The items of one list — a section's, a category's, an index's, a submenu's — kept
/// compactly: every text in one UTF-8 buffer (a ``TextStore``), one small record per item, the
/// rare fields (hotkey, value, key, submenu) aside. A million items cost tens of bytes each,
/// not a `String` per field and an ``Item`` each; an ``Item`` is made when one is asked for.
///
///     let list = ItemList(["나성범", "최원준"].map(Item.init))
///     list.count            // 2
///     list[1].id            // "최원준"
///     list.position(of: "나성범")   // 0
///
/// Texts are in NFC. An item's id is stored once when it is its title (every plain string
/// item). `source` is the script's value the list was read from: the host finds an item's
/// own table as `source[position + 1]` (see ``ItemRef``).
public struct ItemList: RandomAccessCollection, MutableCollection, RangeReplaceableCollection, Equatable, Sendable {
    /// Where a record's text is: a number in the list's ``texts``, or one of the markers below.
    public typealias TextNumber = Int32

    /// One item as stored: numbers of its texts and its flags.
    public struct Record: Equatable, Sendable {
        /// The title's text, or ``computed``.
        public var title: TextNumber
        /// The id's text, or ``sameAsTitle``.
        public var id: TextNumber
        /// The detail's text, ``computed`` or ``absent``.
        public var detail: TextNumber = absent
        /// The icon's text, or ``absent``.
        public var icon: TextNumber = absent
        /// The subtitle's text, ``computed`` or ``absent``.
        public var subtitle: TextNumber = absent
        public var flags = Flags()

        public init(title: TextNumber, id: TextNumber = sameAsTitle) {
            self.title = title
            self.id = id
        }

        /// No such text.
        public static let absent: TextNumber = -1
        /// The script computes this label.
        public static let computed: TextNumber = -2
        /// The id is the title's text.
        public static let sameAsTitle: TextNumber = -3
    }

    /// An item's kind, style, check mark and switches, a byte each.
    public struct Flags: Equatable, Sendable {
        public var kind: Item.Kind = .entry
        public var style: Style?
        public var checked: Checked?
        public var computesChecked = false
        /// The item is a switch (see ``Item/isSwitch``).
        public var isSwitch = false
        public var disabled = false
        public var choose = false
        /// The item has ``Extras``.
        public var hasExtras = false

        public init() {}
    }

    /// The fields few items have.
    public struct Extras: Equatable, Sendable {
        public var hotkey: String?
        public var value: String?
        /// Whether the script gave `value` as a number.
        public var valueIsNumber = false
        public var key: String?
        public var submenu: ItemList?
        /// The blocks of the screen the item pushes (see ``Item/screen``).
        public var screen: [Block]?

        public init(hotkey: String? = nil, value: String? = nil, valueIsNumber: Bool = false, key: String? = nil,
                    submenu: ItemList? = nil, screen: [Block]? = nil) {
            self.hotkey = hotkey
            self.value = value
            self.valueIsNumber = valueIsNumber
            self.key = key
            self.submenu = submenu
            self.screen = screen
        }

        var isEmpty: Bool { hotkey == nil && value == nil && key == nil && submenu == nil && screen == nil }
        /// Whether the item opens a submenu: rows or a screen of blocks.
        var opensSubmenu: Bool { submenu != nil || screen != nil }
    }

    final class Storage: Sendable {
        let texts: TextStore
        let records: Records
        let extras: [Int32: Extras]
        let source: ScriptRef
        /// Each item's own ref, for lists made in Swift from items that carry one.
        let refs: [ItemRef]?
        /// How many records are entries (not separators or headings).
        let entryCount: Int
        /// Whether any record has a subtitle (a row of two lines).
        let hasSubtitles: Bool
        /// Whether an item, or an item of a submenu, was read with a `preview` of its own.
        let hasItemPreviews: Bool
        /// Where each id is, made at the first lookup.
        let index = Mutex<ItemIDIndex?>(nil)
        /// Searches of the titles, by whether they follow an index's order (see `titleSearch`).
        let searches = Mutex<[Bool: RankedSearch]>([:])

        init(texts: TextStore, records: Records, extras: [Int32: Extras], source: ScriptRef, refs: [ItemRef]? = nil,
             hasItemPreviews: Bool = false) {
            self.texts = texts
            self.records = records
            self.extras = extras
            self.source = source
            self.refs = refs
            self.hasItemPreviews = hasItemPreviews
            let uniform = records.uniform
            var entries = uniform?.flags.kind == .entry ? records.count : 0
            var subtitles = uniform.map { $0.subtitle != Record.absent && records.count > 0 } ?? false
            for position in 0..<(uniform == nil ? records.count : 0) {
                let record = records[position]
                if record.flags.kind == .entry { entries += 1 }
                if record.subtitle != Record.absent { subtitles = true }
            }
            entryCount = entries
            hasSubtitles = subtitles
        }
    }

    let storage: Storage

    /// No items.
    public init() {
        storage = Storage(texts: TextStore(), records: Records(), extras: [:], source: .none)
    }

    /// The list of `items`, made in Swift (their refs are kept as they are).
    public init(_ items: some Sequence<Item>) {
        var builder = Builder()
        for item in items { builder.append(item) }
        self = builder.build()
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { storage.records.count }

    /// The script's list the items were read from (the host's copy of it), or `.none`.
    public var source: ScriptRef { storage.source }

    /// The item at `position`, made from its record. Setting one (and ``replaceSubrange(_:with:)``,
    /// which `append`, `insert` and `remove` use) makes the list anew, keeping its `source`: for
    /// menus made in Swift, not for a million items.
    public subscript(position: Int) -> Item {
        get { item(at: position) }
        set {
            var items = Array(self)
            items[position] = newValue
            self = rebuilt(items)
        }
    }

    public mutating func replaceSubrange<C: Collection<Item>>(_ range: Range<Int>, with items: C) {
        var all = Array(self)
        all.replaceSubrange(range, with: items)
        self = rebuilt(all)
    }

    /// The list of `items` with this one's `source`, and its previews noted (an ``Item``
    /// doesn't carry one: the host reads it from the item's table).
    private func rebuilt(_ items: [Item]) -> ItemList {
        var builder = Builder(capacity: items.count)
        for item in items { builder.append(item) }
        if hasItemPreviews { builder.noteItemPreview() }
        return builder.build(source: source)
    }

    private func item(at position: Int) -> Item {
        let record = storage.records[position]
        var item = Item(id: id(at: position), title: record.title == Record.computed ? .computed : .text(text(record.title)),
                        detail: label(record.detail), icon: record.icon == Record.absent ? nil : text(record.icon),
                        style: record.flags.style,
                        ref: ref(at: position))
        item.subtitle = label(record.subtitle)
        item.kind = record.flags.kind
        item.checked = record.flags.checked
        item.computesChecked = record.flags.computesChecked
        item.isSwitch = record.flags.isSwitch
        item.disabled = record.flags.disabled
        item.choose = record.flags.choose
        if record.flags.hasExtras, let extras = storage.extras[Int32(position)] {
            item.hotkey = extras.hotkey
            item.value = extras.value
            item.valueIsNumber = extras.valueIsNumber
            item.key = extras.key
            item.submenu = extras.submenu.map(Array.init)
            item.screen = extras.screen
        }
        return item
    }

    /// Where the host finds the script's table of the item at `position` (none for a
    /// separator or heading, which no handler receives, and for lists made in Swift).
    public func ref(at position: Int) -> ItemRef {
        if let refs = storage.refs { return refs[position] }
        guard source != .none, storage.records[position].flags.kind == .entry else { return .none }
        return ItemRef(list: source, position: Int32(position))
    }

    /// The record at `position`: what is known without making the item.
    public func record(at position: Int) -> Record { storage.records[position] }

    /// The id of the item at `position`.
    public func id(at position: Int) -> String {
        let record = storage.records[position]
        return text(record.id == Record.sameAsTitle ? record.title : record.id)
    }

    /// The fixed title at `position`, or nil when the script computes it.
    public func title(at position: Int) -> String? {
        let record = storage.records[position]
        return record.title == Record.computed ? nil : text(record.title)
    }

    /// The text to sort and search by without asking the script: the title, else the id.
    public func sortText(at position: Int) -> String {
        title(at: position) ?? id(at: position)
    }

    /// The rare fields of the item at `position`, if it has any.
    public func extras(at position: Int) -> Extras? {
        storage.records[position].flags.hasExtras ? storage.extras[Int32(position)] : nil
    }

    /// The positions of the items with rare fields (hotkeys, values, keys, submenus), in order.
    public var positionsWithExtras: [Int] { storage.extras.keys.map(Int.init).sorted() }

    /// The kind of the item at `position`.
    public func kind(at position: Int) -> Item.Kind { storage.records[position].flags.kind }

    /// How many items are entries (not separators or headings).
    public var entryCount: Int { storage.entryCount }

    /// Whether any item has a subtitle, so that some rows take two lines.
    public var hasSubtitles: Bool { storage.hasSubtitles }

    /// Every text of the list (titles, ids, details, icons), for searching them in place.
    public var texts: TextStore { storage.texts }

    /// The text with `number`.
    public func text(_ number: TextNumber) -> String { storage.texts[Int(number)] }

    private func label(_ number: TextNumber) -> Label? {
        switch number {
        case Record.absent: nil
        case Record.computed: .computed
        default: .text(text(number))
        }
    }

    /// The position of the first item whose id is `id` (found in a table made at the first
    /// lookup, so a tap costs a hash, not a scan).
    public func position(of id: String) -> Int? {
        idIndex { $0.position(of: id, in: self) }
    }

    /// The positions of items whose id an earlier item of the list has: from the table
    /// ``position(of:)`` keeps when one was made, else from one made and dropped (a list
    /// whose items are never looked up by id, as in a one-shot run, keeps none).
    public var repeatedIDs: [Int] {
        let kept = storage.index.withLock { $0 }
        return (kept ?? ItemIDIndex(self)).repeated.map(Int.init)
    }

    private func idIndex<T>(_ body: (ItemIDIndex) -> T) -> T {
        storage.index.withLock { index in
            if index == nil { index = ItemIDIndex(self) }
            return body(index!)
        }
    }

    /// The first item whose id, else whose fixed title, is `name`; an entry's title is
    /// preferred to a heading's, and separators are found by id only.
    public func item(named name: String) -> Item? {
        position(named: name).map { self[$0] }
    }

    /// The position of ``item(named:)``'s item.
    public func position(named name: String) -> Int? {
        if let position = position(of: name) { return position }
        return indices.first { kind(at: $0) == .entry && title(at: $0) == name }
            ?? indices.first { kind(at: $0) == .heading && title(at: $0) == name }
    }

    /// Runs `body` with every text's bytes, one after another, and a function giving the
    /// bytes of the text numbered `number` (both valid while `body` runs): for loops over many
    /// items' texts, read where the list keeps them.
    func withTextBytes<T>(_ body: (_ all: UnsafeRawBufferPointer, _ text: (TextNumber) -> UnsafeRawBufferPointer) -> T) -> T {
        storage.texts.withBuffers { bytes, starts, ends in
            body(bytes) { number in
                UnsafeRawBufferPointer(rebasing: bytes[Int(starts[Int(number)])..<Int(ends[Int(number)])])
            }
        }
    }

    /// Runs `body` with a function giving the id bytes of the item at a position (valid
    /// while `body` runs): for hashing and comparing ids where they are kept.
    func withIDBytes<T>(_ body: ((Int) -> UnsafeRawBufferPointer) -> T) -> T {
        storage.texts.withBuffers { bytes, starts, ends in
            body { position in
                let record = storage.records[position]
                let number = Int(record.id == Record.sameAsTitle ? record.title : record.id)
                return UnsafeRawBufferPointer(rebasing: bytes[Int(starts[number])..<Int(ends[number])])
            }
        }
    }

    /// Whether an item of the list, or of a submenu of one, was read with a `preview` of its own
    /// (``Builder/noteItemPreview()``): a front end that shows an item's preview in a pane
    /// beside the menu needs no pane when no list has one and no block has a `preview`.
    /// A list made in Swift from ``Item``s has none.
    public var hasItemPreviews: Bool { storage.hasItemPreviews }

    /// The ids of the items taps can reach, for "expected one of" in errors.
    public var entryIDs: [String] { indices.filter { kind(at: $0) == .entry }.map(id(at:)) }

    public static func == (a: ItemList, b: ItemList) -> Bool {
        a.storage === b.storage || (a.count == b.count && a.source == b.source && a.hasItemPreviews == b.hasItemPreviews
            && a.storage.records == b.storage.records && a.storage.extras == b.storage.extras && a.storage.refs == b.storage.refs
            && a.indices.allSatisfy { a.storage.records[$0].title == Record.computed || a.title(at: $0) == b.title(at: $0) }
            && a.indices.allSatisfy { a.id(at: $0) == b.id(at: $0) })
    }
}

extension ItemList {
    /// Builds a list an item at a time: the bridge hands it each item's texts as bytes
    /// (``text(_:)-(UnsafeRawBufferPointer)``), Swift code whole ``Item``s.
    public struct Builder {
        private var texts = TextStore()
        private var records = Records()
        private var extras: [Int32: Extras] = [:]
        /// Items' own refs, once an appended item had one.
        private var refs: [ItemRef]?
        /// Whether an item noted a preview of its own (``noteItemPreview()``), or an appended
        /// submenu has one.
        private var itemPreviews = false

        public init(capacity: Int = 0) {
            records.reserveCapacity(capacity)
            texts.reserveCapacity(texts: capacity, bytes: 0)
        }

        /// How many items were added.
        public var count: Int { records.count }

        /// Makes room for `bytes` bytes of text in all (an estimate: more may be stored).
        public mutating func reserveTextBytes(_ bytes: Int) {
            texts.reserveCapacity(texts: texts.count, bytes: bytes)
        }

        /// How many bytes of text were stored so far.
        public var textBytes: Int { texts.buffer.count }

        /// The id of the item added at `position`.
        public func id(at position: Int) -> String {
            let record = records[position]
            return texts[Int(record.id == Record.sameAsTitle ? record.title : record.id)]
        }

        /// Whether the id of the item added at `position` is `text`, compared as bytes (no
        /// `String` made).
        public func id(at position: Int, is text: StaticString) -> Bool {
            let record = records[position]
            let number = Int(record.id == Record.sameAsTitle ? record.title : record.id)
            guard number >= 0, texts.range(of: number).count == text.utf8CodeUnitCount else { return false }
            return text.withUTF8Buffer { texts.bytes(of: number).elementsEqual($0) }
        }

        /// Stores a text given as UTF-8 bytes (normalized to NFC), and returns its number;
        /// `isNFC`: the caller knows the bytes are NFC (the bridge's quick rule), so they are
        /// not looked at again.
        public mutating func text(_ bytes: UnsafeRawBufferPointer, isNFC: Bool = false) -> TextNumber {
            if isNFC || NFCBytes.isStable(bytes) {
                texts.append(bytes)
            } else {
                texts.append(nfc(String(decoding: bytes, as: UTF8.self)))
            }
            return TextNumber(texts.count - 1)
        }

        /// Stores a text (normalized to NFC), and returns its number.
        public mutating func text(_ string: String) -> TextNumber {
            texts.append(nfc(string))
            return TextNumber(texts.count - 1)
        }

        /// Adds plain items, each a text that is its title and its id: their UTF-8 bytes, in NFC,
        /// one after another in `bytes`, `ends` saying where each ends in them.
        public mutating func appendPlain(_ bytes: UnsafeRawBufferPointer, ends: UnsafeBufferPointer<UInt32>) {
            let first = TextNumber(texts.count)
            texts.append(bytes, ends: ends)
            if refs != nil { refs!.append(contentsOf: repeatElement(.none, count: ends.count)) }
            records.appendPlain(titles: first, count: ends.count)
        }

        /// Notes that the item being read has a `preview` of its own (a text or a function the
        /// host calls for the pane beside the menu): the list's ``ItemList/hasItemPreviews``.
        public mutating func noteItemPreview() {
            itemPreviews = true
        }

        /// Adds an item; `extras` that are empty are not kept.
        public mutating func append(_ record: Record, extras: Extras? = nil) {
            if refs != nil, refs!.count == records.count { refs?.append(.none) }
            if extras?.submenu?.hasItemPreviews == true { itemPreviews = true }
            var record = record
            if let extras, !extras.isEmpty {
                record.flags.hasExtras = true
                self.extras[Int32(records.count)] = extras
            } else {
                record.flags.hasExtras = false
            }
            records.append(record)
        }

        /// Adds a whole item, its ref included.
        public mutating func append(_ item: Item) {
            if item.ref != .none || refs != nil {
                if refs == nil { refs = Array(repeating: .none, count: records.count) }
                refs?.append(item.ref)
            }
            let title = item.title.text.map { text($0) } ?? Record.computed
            var record = Record(title: title, id: item.id == item.title.text ? Record.sameAsTitle : text(item.id))
            switch item.detail {
            case nil: record.detail = Record.absent
            case .computed?: record.detail = Record.computed
            case .text(let detail)?: record.detail = text(detail)
            }
            record.icon = item.icon.map { text($0) } ?? Record.absent
            switch item.subtitle {
            case nil: record.subtitle = Record.absent
            case .computed?: record.subtitle = Record.computed
            case .text(let subtitle)?: record.subtitle = text(subtitle)
            }
            record.flags.kind = item.kind
            record.flags.style = item.style
            record.flags.checked = item.checked
            record.flags.computesChecked = item.computesChecked
            record.flags.isSwitch = item.isSwitch
            record.flags.disabled = item.disabled
            record.flags.choose = item.choose
            append(record, extras: Extras(hotkey: item.hotkey, value: item.value, valueIsNumber: item.valueIsNumber,
                                          key: item.key, submenu: item.submenu.map(ItemList.init),
                                          screen: item.screen))
        }

        /// The list; `source` is the script's list it was read from.
        public func build(source: ScriptRef = .none) -> ItemList {
            ItemList(storage: Storage(texts: texts, records: records, extras: extras, source: source, refs: refs,
                                      hasItemPreviews: itemPreviews))
        }
    }

    init(storage: Storage) {
        self.storage = storage
    }
}

/// Where the host finds an item's own Lua table: its list (the host's copy of the script's
/// list) and its position there. The model keeps it and hands it back; it never looks inside.
public struct ItemRef: Hashable, Sendable {
    public var list: ScriptRef
    /// 0-based.
    public var position: Int32

    public init(list: ScriptRef, position: Int32) {
        self.list = list
        self.position = position
    }

    /// No script value: for items made in Swift.
    public static let none = ItemRef(list: .none, position: 0)
}
