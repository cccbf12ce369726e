/// A titled group of items that folds and unfolds when its header is tapped (seed 000).
///
///     SectionBlock(id: "outfield", title: "외야수", columns: 2, items: ["나성범", "최원준"].map(Item.init))
public struct SectionBlock: Equatable, Sendable {
    public var id: String
    public var title: String?
    /// Whether the section is open before any tap.
    public var open: Bool
    public var columns: Int
    /// The items, kept compactly; taps find them by id without a scan.
    public var items: ItemList
    public var ref: ScriptRef
    /// How the menu's query matches the items (children, for a selection).
    public var search: BlockSearch = .substring
    /// One character that reaches the block in an interactive front end.
    public var hotkey: String?
    /// Whether the script gives the section's items for a query (`on_query`): its live items.
    public var live = false
    /// The items the script gave for the query now, when it is live and a query is active:
    /// shown (and tapped) instead of its own, as the script chose them, not searched again.
    public var queried: ItemList?

    /// The items shown now: the ones the script gave for the query, else its own.
    public var shownItems: ItemList { queried ?? items }

    public init(id: String, title: String?, open: Bool = true, columns: Int = 1,
                items: ItemList, ref: ScriptRef = .none) {
        self.id = id
        self.title = title
        self.open = open
        self.columns = columns
        self.items = items
        self.ref = ref
    }

    /// A section of `items` made in Swift.
    public init(id: String, title: String?, open: Bool = true, columns: Int = 1,
                items: [Item], ref: ScriptRef = .none) {
        self.init(id: id, title: title, open: open, columns: columns, items: ItemList(items), ref: ref)
    }
}
