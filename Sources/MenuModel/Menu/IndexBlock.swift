import TextCore

/// An alphabet index: items grouped under letters, sorted within each group, with a navigator
/// of letters that jumps to a group (seed 004).
///
///     let index = IndexBlock(id: "contacts", items: ["Ryan", "Adams"].map(Item.init), letters: ["A", "R"])
///     index.groups.map(\.letter)   // ["A", "R"]
///
/// The items stay in the script's order in ``items``; each group holds the positions of its
/// items there, sorted, so a million items are sorted once as numbers, not copied.
public struct IndexBlock: Equatable, Sendable {
    public var id: String
    public var title: String?
    /// The navigator's letters in order, empty ones included; "#" last when it has items.
    public var letters: [String]
    /// The items, in the script's order.
    public var items: ItemList
    /// The letters that have items, in navigator order, each with its items sorted.
    public var groups: [Group]
    public var ref: ScriptRef
    /// How the menu's query matches the items (children, for a selection).
    public var search: BlockSearch = .substring
    /// One character that reaches the block in an interactive front end.
    public var hotkey: String?

    /// The letter for items whose key is no letter of the navigator.
    public static let otherLetter = "#"

    /// Groups `items` under their keys (an item's `key` extra, else ``defaultKey(for:)``).
    ///
    /// - Parameter letters: the navigator's letters; nil means the letters that have items.
    ///   Items whose key is not among explicit letters go under "#".
    public init(id: String, title: String? = nil, items: ItemList, letters: [String]? = nil,
                ref: ScriptRef = .none) {
        self.id = id
        self.title = title
        self.ref = ref
        self.items = items
        let known = letters.map(Set.init)
        func filed(_ key: String) -> String { known.map { $0.contains(key) } ?? true ? key : Self.otherLetter }
        var byKey = KeyedPositions()
        items.withTextBytes { _, text in                                 // the texts' bytes, read in place
            for position in items.indices {
                let record = items.record(at: position)
                if record.flags.hasExtras, let key = items.extras(at: position)?.key {
                    byKey.append(Int32(position), under: filed(key))
                    continue
                }
                let number = record.title == ItemList.Record.computed
                    ? (record.id == ItemList.Record.sameAsTitle ? nil : record.id) : record.title
                if let number, let code = Self.defaultKeyCode(of: text(number)) {
                    byKey.append(Int32(position), underCode: code) { filed(Self.codedKeys[code]) }
                } else {
                    byKey.append(Int32(position), under: filed(Self.defaultKey(for: items.sortText(at: position))))
                }
            }
        }
        var navigator = letters ?? Self.ordered(byKey.keys.filter { $0 != Self.otherLetter })
        if byKey[Self.otherLetter] != nil, !navigator.contains(Self.otherLetter) {
            navigator.append(Self.otherLetter)
        }
        self.letters = navigator
        groups = navigator.compactMap { letter in
            byKey[letter].map { Group(letter: letter, order: GroupOrder(members: $0, list: items)) }
        }
    }

    /// An index of `items` made in Swift.
    public init(id: String, title: String? = nil, items: [Item], letters: [String]? = nil,
                ref: ScriptRef = .none) {
        self.init(id: id, title: title, items: ItemList(items), letters: letters, ref: ref)
    }

    /// The letter under which an item goes by default: a Hangul initial with the doubles
    /// folded (``Hangul/initial(of:)``), an ASCII letter upper-cased, else "#".
    ///
    ///     IndexBlock.defaultKey(for: "ryan")   // "R"
    ///     IndexBlock.defaultKey(for: "김도영")  // "ㄱ"
    ///     IndexBlock.defaultKey(for: "까치")    // "ㄱ"
    ///     IndexBlock.defaultKey(for: "Ädam")   // "#" (only ASCII letters are Latin keys)
    public static func defaultKey(for text: String) -> String {
        if let initial = Hangul.initial(of: text) { return initial }
        guard let first = text.unicodeScalars.first, first.isASCII,
              first.properties.isAlphabetic else { return otherLetter }
        return String(first).uppercased()
    }

    /// ``defaultKey(for:)`` of the text `bytes` (an item's title, else its id) as its place in
    /// ``codedKeys``, from its first bytes when they tell (an ASCII character, a precomposed
    /// syllable), without making a `String`; nil when they don't.
    ///
    ///     IndexBlock.defaultKeyCode(of: bytes("ryan"))   // 17 ("R")
    ///     IndexBlock.defaultKeyCode(of: bytes("까치"))   // 26 ("ㄱ")
    static func defaultKeyCode(of bytes: UnsafeRawBufferPointer) -> Int? {
        guard let lead = bytes.first else { return otherCode }
        switch lead {
        case 0x41...0x5A: return Int(lead - 0x41)
        case 0x61...0x7A: return Int(lead - 0x61)
        case 0x00..<0x80: return otherCode
        case 0xEA...0xED where bytes.count >= 3:
            let scalar = UInt32(lead & 0x0F) << 12 | UInt32(bytes[1] & 0x3F) << 6 | UInt32(bytes[2] & 0x3F)
            return Unicode.Scalar(scalar).flatMap(Hangul.initialIndex(ofSyllable:)).map { 26 + $0 }
        default: return nil
        }
    }

    /// The keys ``defaultKeyCode(of:)`` numbers: A–Z, the 14 Hangul initials, "#".
    static let codedKeys = (0..<26).map { String(UnicodeScalar(UInt8(65 + $0))) } + Hangul.initials + [otherLetter]

    /// The place of "#" in ``codedKeys``.
    private static let otherCode = codedKeys.count - 1

    /// The group a jump to `letter` scrolls to: the letter's own, else the next one with items,
    /// else the last one before it with items.
    ///
    /// - Parameter nonEmpty: the letters whose groups have items now (filters may empty some).
    public func scrollTarget(for letter: String, nonEmpty: Set<String>) -> String? {
        guard let start = letters.firstIndex(of: letter) else { return nil }
        return letters[start...].first(where: nonEmpty.contains)
            ?? letters[..<start].last(where: nonEmpty.contains)
    }

    /// The position of the item of `letter`'s group whose id (or, unless `byID`, whose
    /// title) is `name`.
    func position(named name: String, under letter: String, byID: Bool) -> Int? {
        guard let group = groups.first(where: { $0.letter == letter }) else { return nil }
        if let position = items.position(of: name), group.order.contains(Int32(position)) { return position }
        guard !byID else { return nil }
        return group.positions.first { items.title(at: Int($0)) == name }.map(Int.init)
    }

    /// The letter the item at `position` is filed under.
    func letter(ofItemAt position: Int) -> String {
        groups.first { $0.order.contains(Int32(position)) }?.letter ?? Self.otherLetter
    }

    /// The ids of the entries filed under `letter`, for "expected one of" in errors.
    func entryIDs(under letter: String) -> [String] {
        let positions = groups.first { $0.letter == letter }?.positions ?? []
        return positions.filter { items.kind(at: Int($0)) == .entry }.map { items.id(at: Int($0)) }
    }

    /// One letter's items: their positions in the index's ``items``, sorted.
    public struct Group: Equatable, Sendable {
        public var letter: String
        /// The positions, sorted when first read (see ``GroupOrder``).
        var order: GroupOrder

        init(letter: String, order: GroupOrder) {
            self.letter = letter
            self.order = order
        }

        /// A group of `items` made in Swift, in this order.
        public init(letter: String, items: [Item]) {
            self.init(letter: letter, order: GroupOrder(sorted: items.indices.map(Int32.init), list: ItemList(items)))
        }

        /// The group's items' positions in the index's ``IndexBlock/items``, in the group's
        /// order; reading them sorts the group if nothing did before.
        public var positions: [Int32] {
            get { order.positions }
            set { order = GroupOrder(sorted: newValue, list: list) }
        }

        /// How many items the group holds, known without sorting it.
        public var count: Int { order.count }

        var list: ItemList { order.list }

        /// The group's items, in order.
        public var items: [Item] { positions.map { list[Int($0)] } }

        /// Groups are equal when they hold the same items under the same letter.
        public static func == (a: Group, b: Group) -> Bool {
            a.letter == b.letter && a.count == b.count && a.items == b.items
        }
    }
}
