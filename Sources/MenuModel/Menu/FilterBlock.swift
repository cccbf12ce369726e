import TextCore

/// A row of filter chips: exactly one option selected, the first (or ``initial``) at start;
/// the choice decides which items of the target blocks are shown (seed 002). Drawn as rows
/// with a check mark at the chosen one's right instead, with ``Style-swift.enum/list``.
public struct FilterBlock: Equatable, Sendable {
    public var id: String
    public var title: String?
    public var options: [Option]
    /// How the options are drawn: chips (the default) or rows.
    public var style: Style = .chips
    /// The option chosen at start, when the script named one (`selected = "tall"`); else the
    /// first.
    public var initial: String?
    /// The ids of the blocks whose items the choice filters.
    public var targets: [String]
    /// Whether the script gave a `match` function; without one the choice filters nothing and
    /// is only handed to `on_select` (the seed's state hoisting).
    public var hasMatch: Bool
    /// A built-in matcher named as `match = "choseong"`: an item passes when the chosen
    /// option's id, as a query, matches its title.
    public var searchMatch: SearchMode?
    /// One character that reaches the block in an interactive front end.
    public var hotkey: String?
    public var ref: ScriptRef

    public init(id: String, title: String? = nil, options: [Option], targets: [String] = [],
                hasMatch: Bool = false, ref: ScriptRef = .none) {
        self.id = id
        self.title = title
        self.options = options
        self.targets = targets
        self.hasMatch = hasMatch
        self.ref = ref
    }

    /// How a filter's options are drawn, as scripts spell it (`style = "list"`).
    public enum Style: String, CaseIterable, Equatable, Sendable {
        /// Chips in a row that wraps.
        case chips
        /// One row per option, a check mark at the chosen one's right (an inset-grouped
        /// picker, as iOS Settings draws a single choice).
        case list
    }

    /// One chip.
    public struct Option: Equatable, Sendable {
        public var id: String
        public var title: String

        public init(id: String, title: String) {
            self.id = id
            self.title = title
        }

        /// An option titled by its id capitalised, as the seed shows "Family" for `family`.
        public init(_ id: String) {
            self.init(id: id, title: id.prefix(1).uppercased() + id.dropFirst())
        }
    }

    /// The first option whose id, else whose title, is `name`.
    public func option(named name: String) -> Option? {
        options.first { $0.id == name } ?? options.first { $0.title == name }
    }
}
