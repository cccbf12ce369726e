import MenuModel
import MenuTerminal

/// The interactive view's own state: where the cursor is, what is scrolled into view, the
/// live query, what was chosen, what the status line says, the focused item's pane, and
/// whether the user is done. Changed only by ``InteractiveState/update(with:in:height:)`` and
/// ``InteractiveState/settle(in:height:)``.
public struct InteractiveState: Equatable, Sendable {
    /// The target under the cursor.
    public internal(set) var cursor: TapTarget?
    /// The first line shown.
    public internal(set) var scroll = 0
    /// The search line typed after `/`: its text is the live query.
    public internal(set) var search = TextField()
    /// The live query (setting it puts the search line's cursor at its end).
    public internal(set) var query: String {
        get { search.text }
        set { search = TextField(newValue) }
    }
    /// Whether keys go into the query (after `/`, until Enter or Esc).
    public internal(set) var typingQuery = false
    /// The last item chosen (its `value`, else its path): what `q` prints, for shell pipelines.
    /// Set only when a tap on it worked.
    public internal(set) var chosen: String?
    /// A message for the status line: a failed tap, a notice, the script's last printed line.
    public internal(set) var message: String?
    /// Whether `'` was typed: the next letter jumps in the index, even one that is a key.
    public internal(set) var jumping = false
    /// Whether the last tap jumped in an index: the next frame scrolls to the letter's group.
    public internal(set) var jumped = false
    /// Finished: `q`, or Enter on an item with `choose = true`.
    public internal(set) var done = false
    /// Cancelled: Esc at the top (no search, no submenu) or Ctrl-C.
    public internal(set) var cancelled = false
    /// Where the focused item's pane goes, when the host has panes (nil: none).
    public let paneWindow: PaneWindow?
    /// Whether the pane is shown (Ctrl-/ flips it).
    public internal(set) var paneShown: Bool
    /// The pane: the item it is for, what it shows, how far it is scrolled.
    public internal(set) var pane = ItemPane()

    /// A pane of the focused item.
    public struct ItemPane: Equatable, Sendable {
        /// The item it was asked for; nil when none is shown.
        public internal(set) var target: TapTarget?
        public internal(set) var lines: [ANSIText] = []
        /// Whether it is still being made.
        public internal(set) var running = false
        public internal(set) var scroll = 0

        public init() {}
    }

    /// A view with panes placed as `pane` says (nil: no panes).
    public init(pane: PaneWindow? = nil) {
        paneWindow = pane
        paneShown = pane.map { !$0.hidden } ?? false
    }

    /// Where everything goes in a window of `size`.
    public func layout(in size: TerminalSize) -> InteractiveLayout {
        InteractiveLayout(size: size, pane: paneWindow, shown: paneShown)
    }
}

/// What happened, for ``InteractiveState/update(with:in:height:)``: a key, or how a command
/// the state asked for turned out.
public enum InteractiveEvent: Equatable, Sendable {
    /// The user pressed a key (or pasted).
    case key(Key)
    /// A tap the state asked for worked: what it did.
    case tapped(TapOutcome)
    /// A tap, a query or drawing the menu failed: the message for people.
    case failed(String)
    /// The script printed this line (its last one since the previous event).
    case printed(String)
    /// The script was warned about this (a label that failed, a live section that failed).
    case warned(String)
    /// The script was run again after a file of it changed.
    case reloaded
    /// Running it again failed: the message; the last good menu stays.
    case reloadFailed(String)
    /// A click on something tappable (the host found it under the mouse: ``Layout/target(atLine:column:)``).
    case clicked(TapTarget)
    /// The wheel turned over the menu: lines to scroll (up when negative).
    case scrolled(Int)
    /// The wheel turned over the pane: lines to scroll it.
    case paneScrolled(Int)
    /// The pane of `target` so far; `finished` once it is whole.
    case paneFilled(TapTarget, [ANSIText], finished: Bool)
}

/// What the interactive view asks the host to do after an event: the view's state asks for
/// taps, queries and panes; ``InteractiveProgram`` for frames, timers and the rest.
public enum InteractiveCommand: Equatable, Sendable {
    /// Tap this target (the host calls the script).
    case tap(TapTarget)
    /// Search every block for this (nil: stop searching).
    case query(String?)
    /// Make the pane of this item (nil: stop; nothing to show).
    case pane(TapTarget?)
    /// Draw the menu this many cells wide (the frame the view waits for).
    case frame(width: Int)
    /// Send ``InteractiveProgram/Event/timer(_:)`` after this long.
    case after(Duration, InteractiveTimer)
    /// Prepare the blocks' searches (while the user reads the screen).
    case prepareSearches
    /// Load the script again if a file it is made from changed (`--watch`).
    case reloadIfChanged
}

/// What ``InteractiveProgram`` waits for.
public enum InteractiveTimer: Equatable, Sendable {
    /// The keys paused after the query numbered so (``InteractiveModel/queriesHeld``).
    case keysPaused(Int)
    /// A moment passed since the start: time to prepare the searches.
    case readingTime
    /// Time to look at the script's files again.
    case watch
}
