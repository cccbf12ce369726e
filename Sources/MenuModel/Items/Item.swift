/// One entry of a block: a player, a district, a car, a contact; or, in a section, a separator
/// or a heading between entries.
///
///     let item = Item(id: "mbti", title: .text("성격 유형"), detail: .computed, icon: "🧩")
public struct Item: Equatable, Sendable {
    /// What tap paths and state use; defaults to the title (see ``separator(at:)`` and
    /// ``heading(_:at:)`` for the ids of those).
    public var id: String
    public var title: Label
    public var detail: Label?
    /// A second line under the title, drawn dim (a phone's two-line row).
    public var subtitle: Label?
    public var icon: String?
    /// The style the script set on the item; a computed label's style overrides it.
    public var style: Style?
    /// The item's index key (an index's letter), when the script's `key` function gave one.
    public var key: String?
    /// Where the host finds the script's table for this item.
    public var ref: ItemRef
    /// An entry, or a separator or heading, which are drawn but never tapped.
    public var kind: Kind = .entry
    /// A check mark drawn before the title; nil draws none.
    public var checked: Checked?
    /// Whether the item is a switch (`switch = true`): its state is `checked` (off when it has
    /// none), drawn at the right of the row, and a tap flips it through `on_tap` as one on a
    /// check mark does.
    public var isSwitch = false
    /// Whether the script computes `checked` at every render (`checked = fn(item, m)`); the
    /// evaluator then answers it, and `checked` is not used.
    public var computesChecked = false
    /// A disabled item is drawn muted, and a tap on it changes nothing (it says so).
    public var disabled = false
    /// One character that chooses the item in an interactive front end.
    public var hotkey: String?
    /// The items a tap on this one opens, in place of the menu; nil when it opens nothing
    /// (or a screen of blocks: see ``screen``).
    public var submenu: [Item]?
    /// The blocks of the screen a tap on this one pushes (`submenu = function(sub) … end`),
    /// in place of the menu; nil when it opens rows (``submenu``) or nothing.
    public var screen: [Block]?
    /// What the item stands for when chosen, when it differs from the title (`-i` prints it).
    public var value: String?
    /// Whether the script gave `value` as a number (`value = 7`); `value` is then its text.
    public var valueIsNumber = false
    /// Whether choosing the item (Enter in `run -i`) also finishes: the menu is a picker.
    public var choose = false

    public init(id: String, title: Label, detail: Label? = nil, icon: String? = nil,
                style: Style? = nil, key: String? = nil, ref: ItemRef = .none) {
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

    /// A separator, the `position`th item of its list (1-based).
    ///
    /// Its id, "/separator/3", holds a "/", so no plain segment of a tap path names it (a
    /// path is split at every "/" that is not escaped) and it never clashes with an id a
    /// title gave. Escaped, `general/\/separator\/3` names it, and the tap is refused.
    public static func separator(at position: Int) -> Item {
        var item = Item(id: "/separator/\(position)", title: .text(""))
        item.kind = .separator
        return item
    }

    /// A heading with `text`, the `position`th item of its list (1-based); its id is
    /// "/heading/2" unless `id` is given (see ``separator(at:)``).
    public static func heading(_ text: String, at position: Int, id: String? = nil) -> Item {
        var item = Item(id: id ?? "/heading/\(position)", title: .text(text))
        item.kind = .heading
        return item
    }

    /// The text to sort and search by without asking the script: the title, else the id.
    public var sortText: String { title.text ?? id }

    /// Whether a tap on the item opens a submenu: rows (``submenu``) or a screen of blocks.
    public var opensSubmenu: Bool { submenu != nil || screen != nil }

    /// Whether taps can reach the item: entries can, separators and headings can't.
    public var isEntry: Bool { kind == .entry }

    /// What an item is.
    public enum Kind: String, CaseIterable, Equatable, Sendable {
        /// An item that can be tapped.
        case entry
        /// A line between items.
        case separator
        /// A title over the items that follow it.
        case heading
    }
}

/// An item's check mark: on, off, or mixed (some of what it stands for is on).
public enum Checked: String, CaseIterable, Equatable, Sendable {
    case on, off, mixed
}

extension Array where Element == Item {
    /// The first item whose id, else whose fixed title, is `name`; an entry's title is
    /// preferred to a heading's, and separators are found by id only.
    func item(named name: String) -> Item? {
        first { $0.id == name } ?? first { $0.isEntry && $0.title.text == name }
            ?? first { $0.kind == .heading && $0.title.text == name }
    }

    /// The ids of the items taps can reach, for "expected one of" in errors.
    var entryIDs: [String] { filter(\.isEntry).map(\.id) }
}
