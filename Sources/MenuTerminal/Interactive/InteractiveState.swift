import MenuModel

/// The interactive view's own state: where the cursor is, what is scrolled into view, the
/// live query, what was chosen, and whether the user is done. Changed only by
/// ``InteractiveState/update(with:in:height:)``, ``InteractiveState/tapped(_:in:)`` and
/// ``InteractiveState/settle(in:height:jumped:)``.
public struct InteractiveState: Equatable, Sendable {
    /// The tap path under the cursor.
    public var cursor: TapPath?
    /// The first line shown.
    public var scroll = 0
    /// The search line typed after `/`: its text is the live query.
    public var search = TextField()
    /// The live query (setting it puts the search line's cursor at its end).
    public var query: String {
        get { search.text }
        set { search = TextField(newValue) }
    }
    /// Whether keys go into the query (after `/`, until Enter or Esc).
    public var typingQuery = false
    /// The last item chosen (its `value`, else its path): what `q` prints, for shell pipelines.
    /// Set only when a tap on it worked (see ``tapped(_:in:)``).
    public var chosen: String?
    /// A message for the status line: a failed tap, a notice.
    public var message: String?
    /// Whether `'` was typed: the next letter jumps in the index, even one that is a key.
    public var jumping = false
    /// Finished: `q`, or Enter on an item with `choose = true`.
    public var done = false
    /// Cancelled: Esc at the top (no search, no submenu) or Ctrl-C. Nothing is printed.
    public var cancelled = false

    public init() {}
}

/// What the interactive view asks the host to do after a key.
public enum InteractiveCommand: Equatable, Sendable {
    /// Tap this path (the host calls the script).
    case tap(TapPath)
    /// Search every block for this (nil: stop searching).
    case query(String?)
}
