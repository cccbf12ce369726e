/// The keys of the full-screen views, `run -i` and `pick`: what their help pages and the man
/// page's KEYS list, from one table each.
enum KeyBindings {
    /// A key (or keys) and what it does.
    typealias Binding = (keys: String, does: String)

    /// `run -i`'s keys.
    static let run: [Binding] = [
        ("down/up, j/k", "a line down/up: a row of chips, letters or categories is one stop; in a grid the "
            + "cursor keeps its column (empty index letters are passed over)"),
        ("left/right, tab/shift-tab", "the previous/next thing tappable, in reading order (along a row)"),
        ("an item's hotkey, a block's", "an item's taps it, as enter does; a section's taps its header; another "
            + "block's moves the cursor to it"),
        ("PageUp/PageDown, g/G", "a screen up/down, the first/the last"),
        ("enter, space", "tap (toggle a section, pick a child or chip, …); on an item with choose = true, "
            + "choose it and finish"),
        ("a letter, ' then a letter", "jump to the letter in the index under the cursor (' for g j k q …)"),
        ("/ then text, enter", "search as you type; enter keeps the search and puts the cursor on the first match"),
        ("left/right, home/end", "in the search line: move (also Ctrl-B/F, Ctrl-A/E)"),
        ("backspace, delete, Ctrl-U/K/W", "in the search line: delete before, under, all before, all after the "
            + "cursor, the word before it"),
        ("a paste", "goes to the search line, never acts as keys"),
        ("esc", "clear the search, else leave a submenu, else cancel"),
        ("Ctrl-Z", "suspend; fg draws everything again"),
        ("q", "finish (see OUTPUT)"),
        ("Ctrl-C", "cancel: exit 130, nothing printed (--state is still saved)"),
    ]

    /// What `run -i`'s keys leave out: how Esc and Alt are told apart.
    static let runNote = "Esc then a key typed after it are two keys; in one read (as Alt sends them), Alt with that key."

    /// `pick`'s keys.
    static let pick: [Binding] = [
        ("typing", "search (the query line edits with left/right, home/end, backspace, delete, "
            + "Ctrl-A/E/B/F/U/K/W/D; a paste goes to it)"),
        ("up/down (Ctrl-P/N), PageUp/PageDown", "move"),
        ("enter", "print the line under the cursor (with --multi: the marked lines, else that one) and exit 0"),
        ("tab, shift-tab", "with --multi: mark the line, move down/up"),
        ("esc, Ctrl-C", "print nothing, exit 130"),
    ]

    /// The bindings as a help page's section: one row each, the explanation beside the keys.
    static func section(_ bindings: [Binding], note: String? = nil) -> String {
        bindings.map { HelpLayout.row($0.keys, $0.does, column: 36) }.joined()
            + (note.map { "\n" + HelpLayout.paragraph($0) } ?? "")
    }
}
