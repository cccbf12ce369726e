import MenuTerminal

/// Keys and what they do, as data: the table a program's update looks keys up in, and the
/// one its help, man page and manual list (fzf's `defaultKeymap()`). A binding gives an action
/// its keys and says what it does; a key is bound once.
///
///     let keymap = Keymap<Move>([.init([.down, .character("j")], .down, "a line down")])
///     keymap.action(for: .character("j"))   // .down
public struct Keymap<Action: Hashable & Sendable>: Sendable {
    /// An action, the keys that do it, and what it does, for people.
    public struct Binding: Sendable {
        public let keys: [Key]
        public let action: Action
        public let does: String

        public init(_ keys: [Key], _ action: Action, _ does: String) {
            self.keys = keys
            self.action = action
            self.does = does
        }
    }

    /// In the order the docs list them.
    public let bindings: [Binding]
    private let actions: [Key: Action]

    /// A keymap of `bindings`; a key bound twice keeps its first binding.
    public init(_ bindings: [Binding]) {
        self.bindings = bindings
        actions = bindings.reduce(into: [:]) { actions, binding in
            for key in binding.keys where actions[key] == nil { actions[key] = binding.action }
        }
    }

    /// What `key` does, nil when it is not bound.
    public func action(for key: Key) -> Action? {
        actions[key]
    }

    /// Every key bound.
    public var keys: Set<Key> { Set(actions.keys) }

    /// These bindings, then `other`'s, their actions made this keymap's by `wrap`, for the keys
    /// these leave free: a text field's editing keys under a program's own.
    ///
    ///     pickerKeys.adding(TextField.keymap, PickerAction.edit)   // Ctrl-K moves, as in fzf
    public func adding<Other>(_ other: Keymap<Other>, _ wrap: (Other) -> Action) -> Keymap {
        let free = other.bindings.compactMap { binding -> Binding? in
            let keys = binding.keys.filter { actions[$0] == nil }
            return keys.isEmpty ? nil : Binding(keys, wrap(binding.action), binding.does)
        }
        return Keymap(bindings + free)
    }
}
