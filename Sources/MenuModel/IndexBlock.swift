/// An alphabet index: items grouped under letters, sorted within each group, with a navigator
/// of letters that jumps to a group (seed 004).
///
///     let index = IndexBlock(id: "contacts", items: ["Ryan", "Adams"].map(Item.init), letters: ["A", "R"])
///     index.groups.map(\.letter)   // ["A", "R"]
public struct IndexBlock: Equatable, Sendable {
    public var id: String
    public var title: String?
    /// The navigator's letters in order, empty ones included; "#" last when it has items.
    public var letters: [String]
    /// The letters that have items, in navigator order, each with its items sorted.
    public var groups: [Group]
    public var ref: ScriptRef
    /// How the menu's query matches the items (children, for a selection).
    public var search: BlockSearch = .substring
    /// One character that reaches the block in an interactive front end.
    public var hotkey: String?

    /// The letter for items whose key is no letter of the navigator.
    public static let otherLetter = "#"

    /// Groups `items` under their keys (`Item.key`, else ``defaultKey(for:)``).
    ///
    /// - Parameter letters: the navigator's letters; nil means the letters that have items.
    ///   Items whose key is not among explicit letters go under "#".
    public init(id: String, title: String? = nil, items: [Item], letters: [String]? = nil,
                ref: ScriptRef = .none) {
        self.id = id
        self.title = title
        self.ref = ref
        var byKey: [String: [Item]] = [:]
        for item in items {
            var key = item.key ?? Self.defaultKey(for: item.sortText)
            if let letters, !letters.contains(key) { key = Self.otherLetter }
            byKey[key, default: []].append(item)
        }
        var navigator = letters ?? Self.ordered(byKey.keys.filter { $0 != Self.otherLetter })
        if byKey[Self.otherLetter] != nil, !navigator.contains(Self.otherLetter) {
            navigator.append(Self.otherLetter)
        }
        self.letters = navigator
        self.groups = navigator.compactMap { letter in
            byKey[letter].map { Group(letter: letter, items: Self.sorted($0)) }
        }
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

    /// The group a jump to `letter` scrolls to: the letter's own, else the next one with items,
    /// else the last one before it with items.
    ///
    /// - Parameter nonEmpty: the letters whose groups have items now (filters may empty some).
    public func scrollTarget(for letter: String, nonEmpty: Set<String>) -> String? {
        guard let start = letters.firstIndex(of: letter) else { return nil }
        return letters[start...].first(where: nonEmpty.contains)
            ?? letters[..<start].last(where: nonEmpty.contains)
    }

    /// The first item whose id, else title, is `name`, looked up in `letter`'s group or in all.
    func item(named name: String, under letter: String? = nil) -> Item? {
        let candidates = groups.filter { letter == nil || $0.letter == letter }.flatMap(\.items)
        return candidates.item(named: name)
    }

    /// One letter's items.
    public struct Group: Equatable, Sendable {
        public var letter: String
        public var items: [Item]

        public init(letter: String, items: [Item]) {
            self.letter = letter
            self.items = items
        }
    }
}
