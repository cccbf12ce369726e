import MenuModel

/// What the host keeps of a block besides its items' lists (which are charged as they are
/// read): its ids, titles and names, its categories', options' and letters', charged when the
/// block is added, so a script that makes blocks by the thousand pays for the host's copies.
enum BlockCost {
    /// What the host keeps of a block, whatever its texts: its record, its slot in the menu.
    static let record = 256
    /// What each text kept costs beyond its bytes: the string and its slot in an array.
    static let text = 32

    /// The bytes the host keeps for `block`'s own texts.
    static func bytes(of block: Block) -> Int {
        func texts(_ texts: [String?]) -> Int { texts.reduce(0) { $0 + ($1.map { $0.utf8.count + text } ?? 0) } }
        switch block {
        case .section(let section):
            return record + texts([section.id, section.title, section.hotkey])
        case .selection(let selection):
            return record + texts([selection.id, selection.title, selection.all, selection.hotkey])
                + selection.categories.reduce(0) { $0 + record + texts([$1.id, $1.title]) }
        case .filter(let filter):
            return record + texts([filter.id, filter.title, filter.initial, filter.hotkey] + filter.targets)
                + filter.options.reduce(0) { $0 + texts([$1.id, $1.title]) }
        case .index(let index):
            return record + texts([index.id, index.title, index.hotkey] + index.letters)
        }
    }
}
