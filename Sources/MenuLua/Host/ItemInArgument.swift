/// Where an item is in a block's argument, for error messages: "items[2]",
/// "items[2].submenu[1]". Its text is made only when a message is: reading a million items
/// makes no place string for any of them.
///
///     let place = ItemInArgument(list: "items", position: 2)
///     "\(place).title"   // "items[2].title"
struct ItemInArgument: CustomStringConvertible {
    /// The list's place: "items", "categories[1].items", "items[2].submenu".
    let list: String
    /// The item's position in the list, from 1.
    let position: Int

    var description: String { "\(list)[\(position)]" }
}
