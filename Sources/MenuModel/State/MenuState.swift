/// What the user changed by tapping: open sections, the expanded category, selected children,
/// filter choices, index letters, the open submenu, the query. Only changes are stored; the
/// menu supplies the defaults.
///
/// The reducer (``reduce(_:in:)``) is the one place a state changes; its fields can be read
/// anywhere and written nowhere else.
///
///     var state = MenuState()
///     try state.apply("region/서울", in: menu)
///     state.expanded["region"]   // "서울"
public struct MenuState: Equatable, Sendable {
    /// Section id → open, for sections that were tapped (others are as the menu says).
    public internal(set) var open: [String: Bool] = [:]
    /// Selection id → the expanded category's id (absent: none expanded).
    public internal(set) var expanded: [String: String] = [:]
    /// Selection id → category id → selected child ids, in item order.
    public internal(set) var selected: [String: [String: [String]]] = [:]
    /// Filter id → the chosen option's id (absent: the first option).
    public internal(set) var filter: [String: String] = [:]
    /// Index id → the letter jumped to last (absent: none).
    public internal(set) var current: [String: String] = [:]
    /// The index whose jump the view scrolls to: the last one jumped.
    public internal(set) var scrolledIndex: String?
    /// The open submenu: the section's id, then the ids of the items down to the one whose
    /// submenu is shown (`["outfield", "나성범"]`); empty when none is open.
    public internal(set) var submenu: [String] = []
    /// The search query applied to every searchable block; nil, "" or only spaces shows everything.
    public internal(set) var query: String?

    public init() {}

    /// A state with these changes, as a saved state file holds them (see ``MenuAction/restore(_:)``,
    /// which fits it to a menu).
    public init(open: [String: Bool] = [:], expanded: [String: String] = [:],
                selected: [String: [String: [String]]] = [:], filter: [String: String] = [:],
                current: [String: String] = [:], scrolledIndex: String? = nil, submenu: [String] = [],
                query: String? = nil) {
        self.open = open
        self.expanded = expanded
        self.selected = selected
        self.filter = filter
        self.current = current
        self.scrolledIndex = scrolledIndex
        self.submenu = submenu
        self.query = query
    }

    public func isOpen(_ section: SectionBlock) -> Bool {
        open[section.id] ?? section.open
    }

    public func selectedOption(_ filter: FilterBlock) -> String? {
        self.filter[filter.id] ?? filter.initial ?? filter.options.first?.id
    }

    public func selectedChildren(_ selection: SelectionBlock, category: String) -> [String] {
        selected[selection.id]?[category] ?? []
    }
}
