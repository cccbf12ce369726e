/// Where an item is drawn: the block it is in, that block's kind, and the path that taps it,
/// as a render hook is told (`menu.on("render", function(item, m, place) … end)`).
///
///     let place = ItemPlace(block: "region", kind: "selection", prefix: ["region", "서울"])
///     place.path(of: "강남").description   // "region/서울/강남"
public struct ItemPlace: Equatable, Sendable {
    /// The id of the block the item is in (a submenu's: its section's).
    public var block: String
    /// The block's kind: `section`, `selection` or `index`.
    public var kind: String
    /// The path's segments before the item's id: the block's id, then a submenu's openers or
    /// a selection's category.
    public var prefix: [String]

    public init(block: String, kind: String, prefix: [String]) {
        self.block = block
        self.kind = kind
        self.prefix = prefix
    }

    /// The path that taps the item `id` here.
    public func path(of id: String) -> TapPath { TapPath(segments: prefix + [id]) }
}

extension TapTarget {
    /// Where the item this target names is drawn; nil for a target that is no item.
    ///
    ///     TapTarget.child(selection: "region", category: "서울", id: "강남").place?.prefix   // ["region", "서울"]
    public var place: ItemPlace? {
        switch self {
        case .item(let section, let submenu, _): ItemPlace(block: section, kind: "section", prefix: [section] + submenu)
        case .child(let selection, let category, _): ItemPlace(block: selection, kind: "selection", prefix: [selection, category])
        case .entry(let index, _, _): ItemPlace(block: index, kind: "index", prefix: [index])
        case .header, .back, .category, .option, .jump: nil
        }
    }
}
