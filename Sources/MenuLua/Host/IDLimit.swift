/// How long an id may be when tap paths repeat it for everything under it: a block's, a
/// category's, a filter option's, an item's that opens a submenu, a registered filter's name.
/// Every item's path and key in the JSON view model start with its block's id (and its
/// category's, its openers'), so an unbounded id would be copied once per item; bounded where
/// the script gives it, with an error that says so, the copies stay a small multiple of what
/// the script wrote.
enum IDLimit {
    /// The most bytes such an id may have: as long as a file path may be (PATH_MAX).
    static let bytes = 4096

    /// `id`, when it is within the bound; else the error that names where it came from
    /// (`name`: "field 'id'", "items[2].id"), its length and the bound.
    static func checked(_ id: String, name: @autoclosure () -> String, argument: Int32) throws(HostCallError) -> String {
        let length = id.utf8.count
        guard length > bytes else { return id }
        throw .argument(argument, "\(name()): an id of \(length) bytes, longer than \(bytes) (tap paths repeat this id for everything under it, so it may have at most \(bytes) bytes)")
    }
}
