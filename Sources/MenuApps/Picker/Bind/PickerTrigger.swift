import MenuTerminal

/// What `--bind` binds actions to: a key, or one of fzf's events.
public enum PickerTrigger: Hashable, Sendable {
    case key(Key)
    case event(BindEvent)
    /// A click on a line, by fzf's name: `left-click` (after the cursor moved there; by
    /// default nothing more), `right-click` (by default, toggle) or `double-click` (by
    /// default, accept).
    case click(String)

    /// fzf's events.
    public enum BindEvent: String, CaseIterable, Hashable, Sendable {
        /// Once, when the picker starts.
        case start
        /// When the input ended and its lines were searched.
        case load
        /// When the query changed.
        case change
        /// When the line under the cursor changed.
        case focus
        /// When a search ended with exactly one match, or with none (fzf 0.40's, read here too).
        case one, zero
        /// When the query was already empty and a key deleted backward.
        case backwardEOF = "backward-eof"
    }

    /// The trigger fzf's `name` names (case aside, as fzf reads it); nil when it names none.
    ///
    ///     PickerTrigger(name: "ctrl-a")   // .key(.ctrl("a"))
    ///     PickerTrigger(name: "load")     // .event(.load)
    public init?(name: String) {
        let lower = name.lowercased()
        if let event = BindEvent(rawValue: lower) {
            self = .event(event)
        } else if lower == "ctrl-6" {
            self = .key(.ctrl("^"))
        } else if lower == "alt-space" {
            self = .key(.alt(" "))
        } else if let key = Key(name: name) {
            self = .key(key)
        } else if Self.clickNames.contains(lower) {
            self = .click(lower)
        } else {
            return nil
        }
    }

    /// fzf's names of the mouse's clicks.
    static let clickNames: Set<String> = ["left-click", "right-click", "double-click"]
}
