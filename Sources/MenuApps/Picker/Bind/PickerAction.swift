import MenuTerminal

/// What a key or an event does in the picker: fzf's actions, bound to fzf's keys by default
/// (``PickerKeys``) and to any key or event by `--bind` (``PickerBindings``). Each is done by
/// ``PickerState/update(with:index:)``.
public enum PickerAction: Hashable, Sendable {
    /// Print the marked lines (or the one under the cursor) and end; fzf's `accept`.
    case accept
    /// Accept only when a line would be printed, or when no line came at all (fzf's `accept-non-empty`).
    case acceptNonEmpty
    /// End, printing nothing (fzf's `abort`).
    case cancel
    /// Clear the query (kept for Ctrl-Y), or cancel when it is empty (fzf's `cancel`).
    case clearQueryOrCancel
    /// Delete the character under the cursor, or cancel on an empty query (fzf's `delete-char/eof`).
    case deleteOrCancel
    /// Delete the character before the cursor, or cancel on an empty query (`backward-delete-char/eof`).
    case deleteBackwardOrCancel
    /// Move as drawn; `upOrOlder`/`downOrNewer` go through `--history` when there is one.
    case up, down, upOrOlder, downOrNewer, pageUp, pageDown, halfPageUp, halfPageDown
    /// The best match, the worst, or the match at a position from 1 (0 as 1; negative: from the last).
    case first, last, position(Int)
    /// The query before or after in `--history` (fzf's `prev-history`, `next-history`).
    case olderQuery, newerQuery
    /// Mark the line under the cursor (or unmark it) and move down or up as drawn.
    case markDown, markUp
    /// Mark and move toward the worse matches (`toggle-in`), or toward the better (`toggle-out`).
    case markIn, markOut
    /// Mark, unmark or flip the line under the cursor.
    case select, deselect, toggle
    /// Mark, unmark or flip every match; `clearSelection` unmarks every line, matching or not.
    case selectAll, deselectAll, toggleAll, clearSelection
    /// Show, hide or flip the pane; `closePaneOrCancel` hides it, or cancels when it is hidden.
    case togglePane, showPane, hidePane, closePaneOrCancel
    /// Scroll the pane.
    case scrollPane(PaneScroll)
    /// Run the pane's command again; change it (`change-preview`); show the pane with a command (`preview`).
    case refreshPane, changePane(String), showPaneWith(String)
    /// Draw everything again.
    case redraw
    /// An editing key of the query line.
    case edit(TextField.Edit)
    /// Empty the query; set it; add text at the cursor (fzf's `put`).
    case clearQuery, changeQuery(String), put(String)
    case changePrompt(String)
    /// Set the query to the line under the cursor as shown (fzf's `replace-query`), or a text
    /// to a command's first line of output (`transform-query`, `transform-prompt`, …).
    case transform(PickerTransform)
    /// Set the border's label, the pane's label (fzf's `change-border-label`, `change-preview-label`).
    case changeBorderLabel(String), changePreviewLabel(String)
    /// Apply the first of `|`-separated `--preview-window` specs over the starting one; the
    /// next time, the next (fzf's `change-preview-window`). Each binding turns its own: `slot`
    /// names the binding's place (its key and its place in the chain).
    case changePaneWindow(String, slot: String)
    /// Wrap the pane's long lines, or cut them again (`toggle-preview-wrap`).
    case togglePaneWrap
    /// Label the rows in view with `--jump-labels`; the next key, a label, moves to its row
    /// (`jump`), or moves there and accepts (`jump-accept`).
    case jump(accept: Bool)
    /// Print the query alone and end (fzf's `print-query`).
    case printQuery
    /// Stop or start filtering the lines by the query (fzf's `--disabled`).
    case enableSearch, disableSearch, toggleSearch
    /// Rank the matches, or keep the input's order (fzf's `toggle-sort`).
    case toggleSort
    /// Stop the keys and events from acting, and let them act again.
    case unbind([PickerTrigger]), rebind([PickerTrigger])
    /// Run a command with fzf's placeholders: on the terminal, the picker waiting, or without
    /// its output (`execute-silent`).
    case execute(String), executeSilent(String)
    /// Read the lines from a command's output in place of those read so far (`reload`).
    case reload(String)
    /// Read the lines from a command's output, keeping those read so far until it ended (`reload-sync`).
    case reloadSync(String)
    /// End the picker and run a command with fzf's placeholders in its place (fzf's `become`).
    case become(String)
    /// Move to the next (previous) marked line, round the list (fzf's `next-selected`, `prev-selected`).
    case nextMarked, previousMarked
    /// Nothing (fzf's `ignore`).
    case ignore

    /// How the pane scrolls.
    public enum PaneScroll: Hashable, Sendable {
        case up, down, pageUp, pageDown, halfPageUp, halfPageDown, top, bottom
    }
}

extension PickerAction {
    /// Whether it edits the query line.
    var isEdit: Bool {
        if case .edit = self { return true }
        return false
    }
}
