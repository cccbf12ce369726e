import MenuTerminal

/// The picker's own state (`luamenu pick`): the query being typed, the cursor's place in the
/// ranked matches, what is scrolled into view, the lines marked with Tab, and how it ended.
/// Changed only by ``update(with:matches:current:height:)`` and ``settle(matches:height:)``.
public struct PickerState: Equatable, Sendable {
    /// The query line; its text is the search.
    public internal(set) var query: TextField
    /// The cursor's position among the matches, best first (0 is the best).
    public internal(set) var cursor = 0
    /// The first match shown.
    public internal(set) var scroll = 0
    /// The store indices of the lines marked with Tab (with `multi`).
    public internal(set) var marked: Set<Int> = []
    /// Whether Tab marks lines and Enter accepts all of them.
    public let multi: Bool
    /// How the picker ended; nil while it runs.
    public internal(set) var outcome: Outcome?

    /// How a picker ends.
    public enum Outcome: Equatable, Sendable {
        /// Enter: these lines (store indices, in the store's order).
        case accepted([Int])
        /// Esc or Ctrl-C: nothing.
        case cancelled
        /// Enter with nothing matching.
        case noMatch
    }

    public init(query: String = "", multi: Bool = false) {
        self.query = TextField(query)
        self.multi = multi
    }
}
