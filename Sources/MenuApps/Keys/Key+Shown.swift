import MenuTerminal

/// Keys as the help, the man page and the manual write them: `down`, `Ctrl-J`, `Alt-B`,
/// `shift-tab`, `PageUp`, `space`, `j`.
extension Key {
    /// The key's name for people.
    ///
    ///     Key.ctrl("_").shownName   // "Ctrl-/"
    public var shownName: String {
        switch self {
        case .character(" "): "space"
        case .character(let character): String(character)
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        case .pageUp: "PageUp"
        case .pageDown: "PageDown"
        case .home: "home"
        case .end: "end"
        case .enter: "enter"
        case .escape: "esc"
        case .backspace: "backspace"
        case .tab: "tab"
        case .shiftUp: "shift-up"
        case .shiftDown: "shift-down"
        case .shiftLeft: "shift-left"
        case .shiftRight: "shift-right"
        case .altUp: "alt-up"
        case .altDown: "alt-down"
        case .altLeft: "alt-left"
        case .altRight: "alt-right"
        case .altShiftUp: "alt-shift-up"
        case .altShiftDown: "alt-shift-down"
        case .altShiftLeft: "alt-shift-left"
        case .altShiftRight: "alt-shift-right"
        case .ctrlAlt("m"): "Alt-enter"
        case .ctrlAlt(let character): "Ctrl-Alt-" + character.uppercased()
        case .backTab: "shift-tab"
        case .insert: "insert"
        case .delete: "delete"
        case .ctrl("_"): "Ctrl-/"
        case .ctrl("@"): "Ctrl-space"
        case .ctrl(let character): "Ctrl-" + character.uppercased()
        case .alt(let character): "Alt-" + character.uppercased()
        case .altBackspace: "Alt-backspace"
        case .function(let number): "F\(number)"
        case .paste: "a paste"
        case .mouse: "the mouse"
        case .unknown: "an unknown sequence"
        }
    }
}
