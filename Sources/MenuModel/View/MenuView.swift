/// A menu as it is drawn now: labels evaluated, filters applied, state folded in.
///
/// This is the view model every front end reads: the text renderer, the JSON output, or a
/// SwiftUI view. It holds plain values, except that the rows of a view built from a menu
/// (``ItemViews``) are made when they are read, by calling the script on the reading thread;
/// ``materialized()`` makes them all. So a view is not `Sendable`; its rows (``ItemView``) are.
public struct MenuView: Equatable {
    public var title: String?
    public var blocks: [BlockView]
    /// The index the user jumped in last: the view scrolls to its ``IndexView/scrollTarget``.
    public var scrolledIndex: String?
    /// The query the items were searched with, if any.
    public var query: String?
    /// The open submenu's ids (the section's, then the items'), empty when none is open.
    /// While one is, `blocks` is one section: the submenu (see ``SectionView/submenu``); or,
    /// when the submenu is a screen of blocks, those blocks, and ``screenTitle`` is set.
    public var submenu: [String]
    /// While the open submenu is a screen of blocks: its title (the opener's); nil otherwise.
    public var screenTitle: String?

    /// What goes back from a pushed screen of blocks (``screenTitle`` set): its `..`.
    public var screenBack: TapTarget? {
        screenTitle == nil ? nil : .back(submenu: submenu)
    }
    /// Whether a query is active and no block that takes part in the search matched it:
    /// front ends then show ``noResultsMessage``.
    public var noResults = false

    /// What a front end shows when ``noResults``: "No results for '서윤'"; nil otherwise.
    public var noResultsMessage: String? {
        guard noResults, let query else { return nil }
        return "No results for '\(query)'"
    }

    public init(title: String?, blocks: [BlockView], scrolledIndex: String? = nil, query: String? = nil,
                submenu: [String] = []) {
        self.title = title
        self.blocks = blocks
        self.scrolledIndex = scrolledIndex
        self.query = query
        self.submenu = submenu
    }
}

/// One block as drawn.
public enum BlockView: Equatable {
    case section(SectionView)
    case selection(SelectionView)
    case filter(FilterView)
    case index(IndexView)
}

/// An item as drawn: its labels' text and the style that won, its check mark, whether it is
/// disabled or opens a submenu; or a separator or heading between items (see ``kind``).
public struct ItemView: Equatable, Sendable {
    public var id: String
    public var title: String
    public var detail: String?
    /// A second line under the title, drawn dim; nil for none.
    public var subtitle: String?
    public var icon: String?
    /// The computed label's style, else the item's own; nil when neither set one.
    public var style: Style?
    /// For a selection's children: whether the child is selected.
    public var selected: Bool?
    /// While a query is active: the title's matched characters (see ``SearchMatch``).
    public var matches: [Range<Int>]?
    /// An entry, or a separator (no text) or heading (its text is `title`), never tapped.
    public var kind: Item.Kind
    /// The check mark to draw before the title, or for a switch its state; nil for none.
    public var checked: Checked?
    /// Whether the item is a switch, drawn at the right of its row in the state `checked`.
    public var isSwitch: Bool
    /// Drawn muted; a tap on it changes nothing.
    public var disabled: Bool
    /// The key that chooses the item in an interactive front end.
    public var hotkey: String?
    /// What the item stands for when chosen, when the script gave one apart from the title:
    /// its text, as Lua writes it (`7`, `7.5`, `"7"`).
    public var value: String?
    /// Whether the script gave `value` as a number (`value = 7`), so the JSON writes a number.
    public var valueIsNumber: Bool
    /// Whether choosing the item finishes an interactive front end (a picker's item).
    public var choose: Bool
    /// Whether a tap on the item opens a submenu.
    public var hasSubmenu: Bool
    /// Where the script's table for the item is (``ItemRef/none`` for separators and items
    /// built in Swift): what a front end hands back to read the item's own data
    /// (`MenuRuntime.itemData`). Not compared: items that draw the same are equal, whichever
    /// tables they came from.
    @NotCompared public var ref: ItemRef

    public init(id: String, title: String, detail: String? = nil, icon: String? = nil,
                style: Style? = nil, selected: Bool? = nil, matches: [Range<Int>]? = nil,
                kind: Item.Kind = .entry, checked: Checked? = nil, disabled: Bool = false,
                hotkey: String? = nil, value: String? = nil, valueIsNumber: Bool = false, choose: Bool = false,
                hasSubmenu: Bool = false, subtitle: String? = nil, isSwitch: Bool = false, ref: ItemRef = .none) {
        self.id = id
        self.title = title
        self.detail = detail
        self.subtitle = subtitle
        self.icon = icon
        self.style = style
        self.selected = selected
        self.matches = matches
        self.kind = kind
        self.checked = checked
        self.isSwitch = isSwitch
        self.disabled = disabled
        self.hotkey = hotkey
        self.value = value
        self.valueIsNumber = valueIsNumber
        self.choose = choose
        self.hasSubmenu = hasSubmenu
        self.ref = ref
    }
}

/// A section as drawn: its header (open or closed) and its items, filtered and searched; or
/// an open submenu of the section, whose header goes back.
public struct SectionView: Equatable {
    public var id: String
    public var title: String?
    public var open: Bool
    public var columns: Int
    /// Listed even while closed: closing is the view's business, filtering the data's.
    public var items: ItemViews
    /// The key that reaches the block in an interactive front end.
    public var hotkey: String?
    /// For an open submenu: the ids of the items whose submenus lead to it, outermost first
    /// (`id` is the section's); empty for the section itself.
    public var submenu: [String]

    public init(id: String, title: String?, open: Bool, columns: Int, items: ItemViews, hotkey: String? = nil,
                submenu: [String] = []) {
        self.id = id
        self.title = title
        self.open = open
        self.columns = columns
        self.items = items
        self.hotkey = hotkey
        self.submenu = submenu
    }

    public init(id: String, title: String?, open: Bool, columns: Int, items: [ItemView], hotkey: String? = nil,
                submenu: [String] = []) {
        self.init(id: id, title: title, open: open, columns: columns, items: ItemViews(items), hotkey: hotkey,
                  submenu: submenu)
    }

    /// What the header taps: folds the section, or in a submenu goes back.
    public var headerTarget: TapTarget {
        submenu.isEmpty ? .header(section: id) : .back(submenu: [id] + submenu)
    }

    /// What a tap on the item `itemID` of this section (or submenu) reaches.
    public func target(ofItem itemID: String) -> TapTarget {
        .item(section: id, submenu: submenu, id: itemID)
    }

    /// For an open submenu, the item whose submenu it is (its path names the submenu:
    /// `settings/language`); nil for the section itself.
    public var openerTarget: TapTarget? {
        submenu.last.map { .item(section: id, submenu: Array(submenu.dropLast()), id: $0) }
    }
}

/// A selection as drawn: its categories, the expanded one, and each category's children
/// with whether they are selected.
public struct SelectionView: Equatable {
    public var id: String
    public var title: String?
    public var columns: Int
    public var expanded: String?
    public var categories: [CategoryView]
    /// The key that reaches the block in an interactive front end.
    public var hotkey: String?

    public init(id: String, title: String?, columns: Int, expanded: String?, categories: [CategoryView],
                hotkey: String? = nil) {
        self.id = id
        self.title = title
        self.columns = columns
        self.expanded = expanded
        self.categories = categories
        self.hotkey = hotkey
    }

    /// A category and its children (those the filters and the search let through).
    public struct CategoryView: Equatable {
        public var id: String
        public var title: String
        public var expanded: Bool
        public var items: ItemViews
        /// How many children are selected, those a filter or a search hides included.
        public var selectedCount: Int

        public init(id: String, title: String, expanded: Bool, items: ItemViews, selectedCount: Int) {
            self.id = id
            self.title = title
            self.expanded = expanded
            self.items = items
            self.selectedCount = selectedCount
        }

        /// A category of `items` made in Swift; `selectedCount` defaults to the selected ones.
        public init(id: String, title: String, expanded: Bool, items: [ItemView], selectedCount: Int? = nil) {
            self.init(id: id, title: title, expanded: expanded, items: ItemViews(items),
                      selectedCount: selectedCount ?? items.count { $0.selected == true })
        }
    }
}

/// A filter as drawn: its chips (or rows), the chosen one, and the blocks it filters.
public struct FilterView: Equatable, Sendable {
    public var id: String
    public var title: String?
    public var selected: String?
    public var options: [OptionView]
    public var targets: [String]
    /// The key that reaches the block in an interactive front end.
    public var hotkey: String?
    /// Chips, or rows with a check mark at the chosen one's right.
    public var style: FilterBlock.Style

    public init(id: String, title: String?, selected: String?, options: [OptionView], targets: [String],
                hotkey: String? = nil, style: FilterBlock.Style = .chips) {
        self.id = id
        self.title = title
        self.selected = selected
        self.options = options
        self.targets = targets
        self.hotkey = hotkey
        self.style = style
    }

    /// One chip of a filter.
    public struct OptionView: Equatable, Sendable {
        public var id: String
        public var title: String
        public var selected: Bool

        public init(id: String, title: String, selected: Bool) {
            self.id = id
            self.title = title
            self.selected = selected
        }
    }
}

/// An index as drawn: its letters, the groups that have items, or while a query is active
/// the matches as one list.
public struct IndexView: Equatable {
    public var id: String
    public var title: String?
    /// The letter jumped to last, if any.
    public var current: String?
    public var letters: [String]
    /// Only the letters that have items (after filters); empty while a query is active.
    public var groups: [GroupView]
    /// While a query is active: the matches of every group as one list, best first (as a
    /// phone's contact search shows them); nil while there is none.
    public var results: IndexResults?
    /// The group a jump scrolls to (the current letter's, or the next one with items); nil
    /// while a query is active.
    public var scrollTarget: String?
    /// The key that reaches the block in an interactive front end.
    public var hotkey: String?

    public init(id: String, title: String?, current: String?, letters: [String], groups: [GroupView],
                results: IndexResults? = nil, scrollTarget: String?, hotkey: String? = nil) {
        self.id = id
        self.title = title
        self.current = current
        self.letters = letters
        self.groups = groups
        self.results = results
        self.scrollTarget = scrollTarget
        self.hotkey = hotkey
    }

    /// The items filed under one letter.
    public struct GroupView: Equatable {
        public var letter: String
        public var items: ItemViews

        public init(letter: String, items: ItemViews) {
            self.letter = letter
            self.items = items
        }

        public init(letter: String, items: [ItemView]) {
            self.init(letter: letter, items: ItemViews(items))
        }
    }

    /// A match of a searched index: the item, and the letter it is filed under (its tap path
    /// is `index/letter/item`).
    public struct ResultView: Equatable, Sendable {
        public var letter: String
        public var item: ItemView

        public init(letter: String, item: ItemView) {
            self.letter = letter
            self.item = item
        }
    }
}
