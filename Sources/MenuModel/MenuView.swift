/// A menu as it is drawn now: labels evaluated, filters applied, state folded in.
///
/// This is the view model every front end reads: the text renderer, the JSON output, or a
/// SwiftUI view. It holds plain values only.
public struct MenuView: Equatable, Sendable {
    public var title: String?
    public var blocks: [BlockView]
    /// The index the user jumped in last: the view scrolls to its ``IndexView/scrollTarget``.
    public var scrolledIndex: String?
    /// The query the items were searched with, if any.
    public var query: String?

    public init(title: String?, blocks: [BlockView], scrolledIndex: String? = nil, query: String? = nil) {
        self.title = title
        self.blocks = blocks
        self.scrolledIndex = scrolledIndex
        self.query = query
    }
}

/// One block as drawn.
public enum BlockView: Equatable, Sendable {
    case section(SectionView)
    case selection(SelectionView)
    case filter(FilterView)
    case index(IndexView)
}

/// An item as drawn: its labels' text and the style that won.
public struct ItemView: Equatable, Sendable {
    public var id: String
    public var title: String
    public var detail: String?
    public var icon: String?
    /// The computed label's style, else the item's own; nil when neither set one.
    public var style: Style?
    /// For a selection's children: whether the child is selected.
    public var selected: Bool?
    /// While a query is active: the title's matched characters (see ``SearchMatch``).
    public var matches: [Range<Int>]?

    public init(id: String, title: String, detail: String? = nil, icon: String? = nil,
                style: Style? = nil, selected: Bool? = nil, matches: [Range<Int>]? = nil) {
        self.id = id
        self.title = title
        self.detail = detail
        self.icon = icon
        self.style = style
        self.selected = selected
        self.matches = matches
    }
}

public struct SectionView: Equatable, Sendable {
    public var id: String
    public var title: String?
    public var open: Bool
    public var columns: Int
    /// Listed even while closed: closing is the view's business, filtering the data's.
    public var items: [ItemView]
}

public struct SelectionView: Equatable, Sendable {
    public var id: String
    public var title: String?
    public var columns: Int
    public var expanded: String?
    public var categories: [CategoryView]

    public struct CategoryView: Equatable, Sendable {
        public var id: String
        public var title: String
        public var expanded: Bool
        public var items: [ItemView]
    }
}

public struct FilterView: Equatable, Sendable {
    public var id: String
    public var title: String?
    public var selected: String?
    public var options: [OptionView]
    public var targets: [String]

    public struct OptionView: Equatable, Sendable {
        public var id: String
        public var title: String
        public var selected: Bool
    }
}

public struct IndexView: Equatable, Sendable {
    public var id: String
    public var title: String?
    /// The letter jumped to last, if any.
    public var current: String?
    public var letters: [String]
    /// Only the letters that have items (after filters).
    public var groups: [GroupView]
    /// The group a jump scrolls to (the current letter's, or the next one with items).
    public var scrollTarget: String?

    public struct GroupView: Equatable, Sendable {
        public var letter: String
        public var items: [ItemView]
    }
}
