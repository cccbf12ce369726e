/// Work a tap asks of the host after the state changed: calling the script's handlers.
/// The reducer returns effects as data; the host runs them at the edge.
public enum Effect: Equatable, Sendable {
    /// An item was tapped: call its `on_tap`, else its block's.
    case itemTapped(block: ScriptRef, item: Item)
    /// A selection's children changed: call `on_change` with the block's selections.
    case selectionChanged(block: ScriptRef, selected: [String: [String]])
    /// A filter chip was chosen: call `on_select` with the option's id.
    case optionSelected(block: ScriptRef, option: String)
    /// The index jumped: call `on_jump` with the letter.
    case indexJumped(block: ScriptRef, letter: String)
    /// Something the user should be told, though nothing failed: "item 'x' of section 's' is
    /// disabled". The host shows it (the bridge hands it to `warn`).
    case notice(String)
}
