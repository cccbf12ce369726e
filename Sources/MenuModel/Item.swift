/// One tappable entry of a block: a player, a district, a car, a contact.
///
///     let item = Item(id: "mbti", title: .text("성격 유형"), detail: .computed, icon: "🧩")
public struct Item: Equatable, Sendable {
    /// What tap paths and state use; defaults to the title.
    public var id: String
    public var title: Label
    public var detail: Label?
    public var icon: String?
    /// The style the script set on the item; a computed label's style overrides it.
    public var style: Style?
    /// The item's index key (an index's letter), when the script's `key` function gave one.
    public var key: String?
    /// The script's table for this item.
    public var ref: ScriptRef

    public init(id: String, title: Label, detail: Label? = nil, icon: String? = nil,
                style: Style? = nil, key: String? = nil, ref: ScriptRef = .none) {
        self.id = id
        self.title = title
        self.detail = detail
        self.icon = icon
        self.style = style
        self.key = key
        self.ref = ref
    }

    /// A plain item whose id and title are `text`.
    public init(_ text: String) {
        self.init(id: text, title: .text(text))
    }

    /// The text to sort and search by without asking the script: the title, else the id.
    public var sortText: String { title.text ?? id }
}

extension Array where Element == Item {
    /// The first item whose id, else whose fixed title, is `name`.
    func item(named name: String) -> Item? {
        first { $0.id == name } ?? first { $0.title.text == name }
    }
}
