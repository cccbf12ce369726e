import MenuTerminal

/// The picker's keys: fzf's, as data. ``PickerState/update(with:index:)`` looks keys up in
/// ``keymap``; ``table`` is what `luamenu help pick`, the man page and the manual list.
public enum PickerKeys {
    /// The picker's own keys, then the query line's for the keys it leaves free (Ctrl-K and
    /// Ctrl-J move, as in fzf; Ctrl-D deletes unless the query is empty).
    public static let keymap = Keymap<PickerAction>([
        .init([.enter], .accept, "print the line under the cursor (with --multi: the marked lines, else that one) and exit 0"),
        .init([.escape, .ctrl("c"), .ctrl("g"), .ctrl("q")], .cancel, "print nothing, exit 130"),
        .init([.ctrl("d")], .deleteOrCancel, "delete the character under the cursor; on an empty query, cancel"),
        .init([.up, .ctrl("k")], .up, "move up as drawn (the best match is at the bottom unless --layout reverse)"),
        .init([.down, .ctrl("j")], .down, "move down as drawn"),
        .init([.ctrl("p")], .upOrOlder, "move up; with --history, the query before"),
        .init([.ctrl("n")], .downOrNewer, "move down; with --history, the query after"),
        .init([.pageUp], .pageUp, "a page up"),
        .init([.pageDown], .pageDown, "a page down"),
        .init([.tab], .markDown, "with --multi: mark the line (or unmark it) and move down"),
        .init([.backTab], .markUp, "with --multi: mark the line (or unmark it) and move up"),
        .init([.ctrl("_")], .togglePane, "show or hide the preview pane"),
        .init([.shiftUp], .scrollPane(.up), "scroll the preview pane up"),
        .init([.shiftDown], .scrollPane(.down), "scroll the preview pane down"),
        .init([.ctrl("l")], .redraw, "draw everything again"),
    ]).adding(TextField.keymap, PickerAction.edit)

    /// The keys as people read them: the picker's, the rest of the input, the query line's.
    public static let table = KeyTable([
        KeyTable.Section(nil, KeyTable.rows(keymap.bindings.filter { !$0.action.isEdit }) + [
            KeyTable.Row("typing, a paste", "search: the text goes into the query"),
            KeyTable.Row("a click, a double click", "move to the line; accept it"),
            KeyTable.Row("a right click, shift and a click", "with --multi: mark the line"),
            KeyTable.Row("the wheel", "move up or down (with shift: marking; over the preview: scroll it)"),
            KeyTable.Row("an --expect key", "accept as enter does, printing the key's name first"),
            KeyTable.Row("Ctrl-Z", "suspend; fg draws everything again"),
        ]),
        KeyTable.Section("The query line", KeyTable.rows(keymap.bindings.filter(\.action.isEdit))),
    ])
}
