/// What the user changed by tapping: open sections, the expanded category, selected children,
/// filter choices, index letters, the open submenu. Only changes are stored; the menu supplies the defaults.
///
///     var state = MenuState()
///     try state.apply(TapPath("region/서울"), in: menu)
///     state.expanded["region"]   // "서울"
public struct MenuState: Equatable, Sendable {
    /// Section id → open, for sections that were tapped (others are as the menu says).
    public var open: [String: Bool] = [:]
    /// Selection id → the expanded category's id (absent: none expanded).
    public var expanded: [String: String] = [:]
    /// Selection id → category id → selected child ids, in item order.
    public var selected: [String: [String: [String]]] = [:]
    /// Filter id → the chosen option's id (absent: the first option).
    public var filter: [String: String] = [:]
    /// Index id → the letter jumped to last (absent: none).
    public var current: [String: String] = [:]
    /// The index whose jump the view scrolls to: the last one jumped.
    public var scrolledIndex: String?
    /// The open submenu: the section's id, then the ids of the items down to the one whose
    /// submenu is shown (`["outfield", "나성범"]`); empty when none is open.
    public var submenu: [String] = []
    /// The search query applied to every searchable block; nil, "" or only spaces shows everything.
    public internal(set) var query: String?

    public init() {}

    public func isOpen(_ section: SectionBlock) -> Bool {
        open[section.id] ?? section.open
    }

    public func selectedOption(_ filter: FilterBlock) -> String? {
        self.filter[filter.id] ?? filter.options.first?.id
    }

    public func selectedChildren(_ selection: SelectionBlock, category: String) -> [String] {
        selected[selection.id]?[category] ?? []
    }
}
