/// Where items are in their list, by id (the first item with each id): so that a tap finds
/// its item, and a selection keeps its children in item order, without scanning every item.
///
///     let positions = ItemPositions(["종로", "강남"].map(Item.init))
///     positions["강남"]   // 1
struct ItemPositions: Equatable, Sendable {
    private var byID: [String: Int] = [:]

    init(_ items: [Item]) {
        byID.reserveCapacity(items.count)
        for (position, item) in items.enumerated() where byID[item.id] == nil {
            byID[item.id] = position
        }
    }

    subscript(id: String) -> Int? { byID[id] }

    /// The item named `name` (an id first, then a title, as ``Array/item(named:)`` looks).
    func item(named name: String, in items: [Item]) -> Item? {
        if let position = byID[name], items[position].isEntry { return items[position] }
        return items.item(named: name)
    }
}
