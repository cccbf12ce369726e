/// The interactive view's own state: where the cursor is, what is scrolled into view, the
/// live query, and whether the user is done. Changed only by ``InteractiveState/update(with:in:height:)``.
public struct InteractiveState: Equatable, Sendable {
    /// The tap path under the cursor.
    public var cursor: String?
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
    public var chosen: String?
    /// A message for the status line: a failed tap, a notice.
    public var message: String?
    public var done = false

    public init() {}
}

/// What the interactive view asks the host to do after a key.
public enum InteractiveCommand: Equatable, Sendable {
    /// Tap this path (the host calls the script).
    case tap(String)
    /// Search every block for this (nil: stop searching).
    case query(String?)
}
