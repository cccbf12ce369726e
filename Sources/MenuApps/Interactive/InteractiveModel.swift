import MenuModel
import MenuRender
import MenuTerminal

/// `run -i` as the runner holds it: the view's state over the frame it moves on, the window's
/// size, the query that waits for the keys to pause, and what the start and `--watch` set
/// going. Changed only by ``InteractiveProgram/update(_:with:)``.
public struct InteractiveModel {
    /// The cursor, the scroll, the search line, the pane, how it ended.
    public internal(set) var state: InteractiveState
    /// The window's size.
    public internal(set) var size = TerminalSize(rows: 0, columns: 0)
    /// The menu as drawn, and the width it was drawn at (nil before the first).
    public internal(set) var frame: Frame
    public internal(set) var frameWidth: Int?
    /// Whether the menu has live sections: a query then waits for the keys to pause
    /// (``InteractiveProgram/liveQueryPause``), so `on_query` runs for what was typed, not for
    /// every letter of it.
    public internal(set) var liveQueries = false
    /// The query waiting for the keys to pause, and the number of its timer.
    public internal(set) var pendingQuery: PendingQuery?
    /// How many queries have waited: the number of the last one's timer.
    public internal(set) var queriesHeld = 0
    /// Whether the program started (its timers set going).
    public internal(set) var started = false
    /// Whether the script's files are watched (`--watch`).
    public let watches: Bool

    /// A query that waits, and the number of the timer it waits for.
    public struct PendingQuery: Equatable, Sendable {
        public var text: String?
        public var number: Int
    }

    /// A view with a pane placed as `pane` says (nil: no pane); `watches` with `--watch`.
    public init(pane: PaneWindow? = nil, watches: Bool = false) {
        state = InteractiveState(pane: pane)
        frame = Frame(view: MenuView(title: nil, blocks: []), renderer: TextRenderer(width: 0))
        self.watches = watches
    }

    /// Where everything goes in the window.
    public var layout: InteractiveLayout { state.layout(in: size) }
}
