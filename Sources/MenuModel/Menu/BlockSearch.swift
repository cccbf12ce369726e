import TextCore

/// How a block matches the menu's query: a built-in ``SearchMode`` or the script's own
/// function (`search = fn(item, query) → score?`), which the host's evaluator runs; or not at
/// all (`search = false`): the block keeps every item while a query is active.
public enum BlockSearch: Equatable, Sendable {
    case mode(SearchMode)
    case script
    /// Out of the search: a query neither filters nor hides the block.
    case excluded

    /// The default: a case-insensitive substring.
    public static let substring = BlockSearch.mode(.substring)

    /// The built-in mode, if this is one.
    var mode: SearchMode? {
        if case .mode(let mode) = self { return mode }
        return nil
    }

    /// Whether results are ordered by score (fuzzy and the script's), not kept in item order.
    var ranks: Bool { self != .mode(.substring) && self != .mode(.choseong) && self != .excluded }

    /// Whether a query searches the block (and hides it when nothing in it matches).
    public var takesPart: Bool { self != .excluded }
}
