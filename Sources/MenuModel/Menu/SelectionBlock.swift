/// A category picker: categories in rows, one expanded at a time, with multi-select children
/// and an optional exclusive "all" child such as "전체" (seed 001); or, `single`, a choice of
/// one child among all of its categories'.
public struct SelectionBlock: Equatable, Sendable {
    public var id: String
    public var title: String?
    public var columns: Int
    /// The id of the exclusive child, when there is one.
    public var all: String?
    /// One child at most is chosen, in all of the categories: choosing one unchooses the
    /// rest, and choosing it again keeps it (as a radio button does).
    public var single = false
    public var categories: [Category]
    public var ref: ScriptRef
    /// How the menu's query matches the items (children, for a selection).
    public var search: BlockSearch = .substring
    /// One character that reaches the block in an interactive front end.
    public var hotkey: String?

    public init(id: String, title: String? = nil, columns: Int = 4, all: String? = nil,
                categories: [Category], ref: ScriptRef = .none) {
        self.id = id
        self.title = title
        self.columns = columns
        self.all = all
        self.categories = categories
        self.ref = ref
    }

    /// One 시/도 of the picker with its 시/군/구 children.
    public struct Category: Equatable, Sendable {
        public var id: String
        public var title: String
        /// The children, kept compactly; taps find them by id without a scan.
        public var items: ItemList

        public init(id: String, title: String, items: ItemList) {
            self.id = id
            self.title = title
            self.items = items
        }

        /// A category of `items` made in Swift.
        public init(id: String, title: String, items: [Item]) {
            self.init(id: id, title: title, items: ItemList(items))
        }
    }

    /// The first category whose id, else whose title, is `name`.
    public func category(named name: String) -> Category? {
        categories.first { $0.id == name } ?? categories.first { $0.title == name }
    }
}
