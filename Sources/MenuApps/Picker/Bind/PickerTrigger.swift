import MenuTerminal

/// What `--bind` binds actions to: a key, or one of fzf's events.
public enum PickerTrigger: Hashable, Sendable {
    case key(Key)
    case event(BindEvent)
    /// A key fzf names that this terminal's decoding never reports apart (`alt-up`,
    /// `ctrl-alt-a`, `left-click`): accepted, so a user's bindings parse, and never acting.
    case unreported(String)

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
        } else if Self.unreportedNames.contains(lower) || Self.isCtrlAlt(lower) {
            self = .unreported(lower)
        } else {
            return nil
        }
    }

    /// fzf's names of keys the decoder doesn't tell apart (it drops Alt on arrows and Enter).
    static let unreportedNames: Set<String> = [
        "alt-up", "alt-down", "alt-left", "alt-right", "alt-enter", "alt-return",
        "alt-shift-up", "alt-shift-down", "alt-shift-left", "alt-shift-right", "shift-alt-up", "shift-alt-down",
        "shift-alt-left", "shift-alt-right", "left-click", "right-click", "double-click",
    ]

    private static func isCtrlAlt(_ lower: String) -> Bool {
        lower.hasPrefix("ctrl-alt-") && lower.count == 10 && lower.last!.isLetter && lower.last!.isASCII
    }
}
