import MenuModel

/// What `run -i` asks of the script behind its menu, at the edge (``InteractiveEffects``):
/// taps, searches, frames, reloads. The command line's adapter over a script session is one;
/// a test's fake, with no Lua, is another. Each answer is the events that tell how it went,
/// after what the script printed and was warned about meanwhile.
public protocol InteractiveScript: FrameReading {
    /// Taps `target`: `.tapped` with its outcome, or `.failed` with why.
    func tap(_ target: TapTarget) -> [InteractiveEvent]
    /// Searches every block for `text` (nil: no search).
    func query(_ text: String?) -> [InteractiveEvent]
    /// The menu as drawn `width` cells wide (in colour unless `colors` is off), its rows made
    /// as they are read; an empty frame and why, when it can't be drawn.
    func frame(width: Int, colors: Bool) -> (frame: Frame, failure: String?)
    /// Whether the menu has live sections, whose `on_query` a query runs.
    var hasLiveSections: Bool { get }
    /// Loads the script again when a file it is made from changed: `.reloaded` or
    /// `.reloadFailed`; nil when nothing changed.
    func reloadIfChanged() -> [InteractiveEvent]?
    /// Prepares the searches of the blocks (while the user reads the screen).
    func prepareSearches()
    /// Starts the clock of a new request (keys arrived, a timer ran out).
    func renewDeadline()
    /// What the script printed and was warned about since the last answer, while the screen
    /// was drawn (a render hook that failed): `.printed` and `.warned`.
    func said() -> [InteractiveEvent]
}
