import MenuModel
import MenuTerminal

/// What fills `run -i`'s pane for the focused item: asked for an item, it fills the pane now or
/// on another thread, and the session takes what it made (a thread that makes it later wakes
/// the session through the ``Wakeup`` it was given).
///
/// `--preview CMD` is a ``CommandPane``; the script's own `preview` (on a block or an item) is
/// a ``ScriptPane``.
public protocol PaneSource {
    /// Starts filling the pane for `target` in a box of `columns` × `lines` (what was being
    /// made for the last one is no longer wanted); nil only stops it.
    func fill(_ target: TapTarget?, query: String, columns: Int, lines: Int)
    /// What was made since the last call, if anything.
    func take() -> (target: TapTarget, lines: [ANSIText], finished: Bool)?
    /// Stops what is being made (the view ends).
    func stop()
}
