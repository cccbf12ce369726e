/// The keys of the full-screen views, `run -i` and `pick`: what their help pages and the man
/// page's KEYS list, from one table each.
enum KeyBindings {
    /// A key (or keys) and what it does.
    typealias Binding = (keys: String, does: String)

    /// `run -i`'s keys.
    static let run: [Binding] = [
        ("down/up, j/k", "a line down/up: a row of chips, letters or categories is one stop; in a grid the "
            + "cursor keeps its column (empty index letters are passed over); also Ctrl-J/K and Ctrl-N/P, as in pick"),
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
        ("a click, the wheel", "tap what is under the mouse; scroll the menu (over the preview: scroll it)"),
        ("Ctrl-/, shift-up/down", "with --preview: show or hide the preview; scroll it"),
        ("esc", "clear the search, else leave a submenu, else cancel"),
        ("Ctrl-Z", "suspend; fg draws everything again"),
        ("q", "finish (see OUTPUT)"),
        ("Ctrl-C", "cancel: exit 130, nothing printed (--state is still saved); while the script loads, esc "
            + "too (nothing to save yet)"),
    ]

    /// What `run -i`'s keys leave out: how Esc and Alt are told apart.
    static let runNote = "Esc then a key typed after it are two keys; in one read (as Alt sends them), Alt with that key."

    /// `pick`'s keys: fzf's.
    static let pick: [Binding] = [
        ("typing", "search; the query line edits as a shell's: left/right (Ctrl-B/F), Alt-B/F and "
            + "Shift-left/right by words, home/end (Ctrl-A/E), backspace, delete, Ctrl-U/W, Alt-D, Ctrl-Y; a paste "
            + "goes to it"),
        ("up/down, Ctrl-K/J, Ctrl-P/N", "move, up and down as drawn (the best match is at the bottom unless "
            + "--layout reverse); with --history, Ctrl-P/N go through earlier queries"),
        ("PageUp/PageDown", "move a page"),
        ("enter, a double click", "print the line under the cursor (with --multi: the marked lines, else that one) "
            + "and exit 0"),
        ("tab, shift-tab, a right click", "with --multi: mark the line (tab and shift-tab then move down/up)"),
        ("a click, the wheel", "move to the line; move up or down (over the preview: scroll it)"),
        ("Ctrl-/", "show or hide the preview"),
        ("shift-up/down", "scroll the preview"),
        ("Ctrl-L", "draw everything again"),
        ("esc, Ctrl-C, Ctrl-G, Ctrl-Q", "print nothing, exit 130 (also Ctrl-D on an empty query)"),
        ("Ctrl-Z", "suspend; fg draws everything again"),
    ]

    /// The bindings as a help page's section: one row each, the explanation beside the keys.
    static func section(_ bindings: [Binding], note: String? = nil) -> String {
        bindings.map { HelpLayout.row($0.keys, $0.does, column: 36) }.joined()
            + (note.map { "\n" + HelpLayout.paragraph($0) } ?? "")
    }
}
