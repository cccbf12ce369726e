import MenuModel

/// The table a `tap` or `tapped` hook is given for what was tapped.
///
///     { path = "coffee/coldbrew", kind = "item", block = "coffee", id = "coldbrew",
///       item = { id = "coldbrew", title = "콜드브루", price = 5000 } }
///
/// - `path`: the target's path by ids, as `m:tap` takes it (titles resolved, an index
///   entry under its letter: `contacts/ㄱ/까치`).
/// - `kind`: `header`, `item`, `back`, `category`, `child`, `option`, `letter` or `entry`.
/// - `block`: the id of the block it is in.
/// - `id`: the id of what was tapped (an item, a category, a chip, a letter; nil for a header
///   and for going back).
/// - `category` (a selection's child) and `letter` (an index's entry): where it is filed.
/// - `item`: for an item, a child or an entry, the item's own table, as the script gave it
///   (every field it set, `price` too), the table its `on_tap` gets.
extension LuaStack {
    /// Pushes the table for `target`, with the table of `item` when it names one.  [-0, +1]
    func pushTarget(_ target: TapTarget, item: ItemRef?) {
        pushTable(fields: 7)                                   // target
        func set(_ field: String, _ text: String?) {
            guard let text else { return }
            push(text)                                         // target, text
            setRawField(field, of: -2)                         // target
        }
        set("path", target.path.description)
        set("kind", target.kind)
        set("block", target.block)
        switch target {
        case .header, .back: break
        case .item(_, _, let id), .category(_, let id), .option(_, let id): set("id", id)
        case .child(_, let category, let id): set("id", id); set("category", category)
        case .jump(_, let letter): set("id", letter)
        case .entry(_, let letter, let id): set("id", id); set("letter", letter)
        }
        if let item {
            pushItem(item)                                     // target, item
            setRawField("item", of: -2)                        // target
        }
    }
}
