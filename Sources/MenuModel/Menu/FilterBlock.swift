import TextCore

/// A row of filter chips: exactly one option selected, the first (or ``initial``) at start;
/// the choice decides which items of the target blocks are shown (seed 002).
public struct FilterBlock: Equatable, Sendable {
    public var id: String
    public var title: String?
    public var options: [Option]
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
