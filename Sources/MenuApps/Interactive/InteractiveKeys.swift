import MenuTerminal

/// What a key does in `run -i`.
public enum InteractiveAction: Hashable, Sendable {
    case cancel, togglePane, paneUp, paneDown
    case down, up, next, previous, pageDown, pageUp, first, last
    case tap, search, jump, back, finish
    case keepSearch, clearSearch
    /// An editing key of the search line.
    case edit(TextField.Edit)

    /// What it does, said of a key (`luamenu check`: "the hotkey 'j', which moves down").
    var said: String {
        switch self {
        case .cancel: "cancels"
        case .togglePane: "shows or hides the pane"
        case .paneUp, .paneDown: "scrolls the pane"
        case .down: "moves down"
        case .up: "moves up"
        case .next, .previous: "moves along a row"
        case .pageDown, .pageUp: "moves a screen"
        case .first: "goes to the first"
        case .last: "goes to the last"
        case .tap: "taps"
        case .search: "starts a search"
        case .jump: "starts a jump"
        case .back: "goes back"
        case .finish: "finishes"
        case .keepSearch, .clearSearch, .edit: "edits the search"
        }
    }
}

/// `run -i`'s keys, as data: those that work anywhere, those of the menu, those of the search
/// line. ``InteractiveState/update(with:in:height:)`` looks keys up in them; ``table`` is what
/// `luamenu help run`, the man page and the manual list.
public enum InteractiveKeys {
    /// Keys that work wherever the user is (in the search line too).
    public static let anywhere = Keymap<InteractiveAction>([
        .init([.ctrl("c")], .cancel, "cancel: exit 130, nothing printed (--state is still saved); while the script "
              + "loads, esc too (nothing to save yet)"),
        .init([.ctrl("_")], .togglePane, "show or hide the pane (what --preview prints, or the script's preview)"),
        .init([.shiftUp], .paneUp, "scroll the pane up"),
        .init([.shiftDown], .paneDown, "scroll the pane down"),
    ])

    /// The menu's keys. A character bound here is never a hotkey (`luamenu check` says so).
    public static let menu = Keymap<InteractiveAction>([
        .init([.down, .character("j"), .ctrl("j"), .ctrl("n")], .down, "a line down: a row of chips, letters or "
              + "categories is one stop; in a grid the cursor keeps its column (empty index letters are passed over)"),
        .init([.up, .character("k"), .ctrl("k"), .ctrl("p")], .up, "a line up, as down does"),
        .init([.right, .tab], .next, "the next thing tappable, in reading order (along a row)"),
        .init([.left, .backTab], .previous, "the previous thing tappable, in reading order"),
        .init([.pageDown, .ctrl("f"), .ctrl("d")], .pageDown, "a screen down"),
        .init([.pageUp, .ctrl("b"), .ctrl("u")], .pageUp, "a screen up"),
        .init([.home, .character("g")], .first, "the first thing tappable"),
        .init([.end, .character("G")], .last, "the last thing tappable"),
        .init([.enter, .character(" ")], .tap, "tap (toggle a section, pick a child or chip, …); on an item with "
              + "choose = true, choose it and finish"),
        .init([.character("/")], .search, "search as you type, in the search line"),
        .init([.character("'")], .jump, "jump: the next letter jumps in the index, even one that is a key"),
        .init([.escape], .back, "clear the search, else leave a submenu, else cancel"),
        .init([.character("q")], .finish, "finish, printing the answer (see OUTPUT in luamenu help run)"),
    ])

    /// The search line's keys (after `/`): its own, then a text field's.
    public static let searchLine = Keymap<InteractiveAction>([
        .init([.enter], .keepSearch, "keep the search and put the cursor on the first match"),
        .init([.escape], .clearSearch, "clear the search"),
    ]).adding(TextField.keymap, InteractiveAction.edit)

    /// The keys the status line reminds of (bound in ``menu`` or ``anywhere``), and what it
    /// calls what they do; the pane's last, shown when there is a pane.
    static let reminded: [(keys: [Key], word: String)] = [
        ([.character("j"), .character("k")], "move"), ([.enter], "tap"), ([.character("/")], "search"),
        ([.character("'")], "jump"), ([.escape], "back/cancel"), ([.character("q")], "quit"), ([.ctrl("_")], "pane"),
    ]

    /// The status line's reminder of the keys used most.
    ///
    ///     InteractiveKeys.reminder(pane: false)   // "j/k move  enter tap  / search  ' jump  esc back/cancel  q quit"
    public static func reminder(pane: Bool) -> String {
        reminded.dropLast(pane ? 0 : 1).map { reminder in
            reminder.keys.map(\.shownName).joined(separator: "/") + " " + reminder.word
        }.joined(separator: "  ")
    }

    /// The characters the menu keeps for itself, and what each does: a hotkey among them never
    /// reaches its item or block (`luamenu check` says so).
    public static var ownCharacters: [String: String] {
        menu.bindings.reduce(into: [:]) { characters, binding in
            for case .character(let character) in binding.keys { characters[String(character)] = binding.action.said }
        }
    }

    /// The keys as people read them: anywhere, the menu's, the rest of the input, the search line's.
    public static let table = KeyTable([
        KeyTable.Section(nil, KeyTable.rows(menu.bindings) + [
            KeyTable.Row("an item's hotkey, a block's", "an item's taps it, as enter does; a section's taps its header; "
                         + "another block's moves the cursor to it"),
            KeyTable.Row("a letter", "jump to the letter in the index under the cursor (else the menu's only index)"),
            KeyTable.Row("a paste", "goes to the search line, never acts as keys"),
            KeyTable.Row("a click, the wheel", "tap what is under the mouse; scroll the menu (over the pane: scroll it)"),
        ] + KeyTable.rows(anywhere.bindings) + [
            KeyTable.Row("Ctrl-Z", "suspend; fg draws everything again"),
        ]),
        KeyTable.Section("The search line", KeyTable.rows(searchLine.bindings) + [
            KeyTable.Row("typing, a paste", "goes into the search"),
        ]),
    ])
}
