import MenuTerminal

/// Keys to state: the one place the picker's state changes.
extension PickerState {
    /// Applies one key, with `matches` results, `current` the store index of the one under
    /// the cursor (nil when none), and `height` rows to show them; true when the query
    /// changed (the host then searches again, and the cursor is back on the best match).
    ///
    /// Up/Down (Ctrl-P/N) and PageUp/PageDown move; Tab marks the line and moves down
    /// (Shift-Tab up) with `multi`, else they move; Enter accepts; Esc, Ctrl-C, Ctrl-G and
    /// Ctrl-Q cancel; the query line's editing keys and a paste edit the query (see
    /// ``TextField``); anything else, a terminal's reply among them, does nothing.
    ///
    ///     state.update(with: .character("s"), matches: 3, current: 0, height: 20)   // true
    ///     state.update(with: .enter, matches: 1, current: 1, height: 20)
    ///     state.outcome                                                             // .accepted([1])
    @discardableResult
    public mutating func update(with key: Key, matches: Int, current: Int?, height: Int) -> Bool {
        switch key {
        case .up, .ctrl("p"): cursor -= 1
        case .down, .ctrl("n"): cursor += 1
        case .pageUp: cursor -= max(1, height - 1)
        case .pageDown: cursor += max(1, height - 1)
        case .tab, .backTab:
            if multi, let current {
                if marked.remove(current) == nil { marked.insert(current) }
            }
            cursor += key == .tab ? 1 : -1
        case .enter:
            if multi, !marked.isEmpty {
                outcome = .accepted(marked.sorted())
            } else {
                outcome = current.map { .accepted([$0]) } ?? .noMatch
            }
        case .escape, .ctrl("c"), .ctrl("g"), .ctrl("q"):
            outcome = .cancelled
        default:
            let before = query.text
            guard query.edit(key), query.text != before else { return false }
            cursor = 0
            scroll = 0
            return true
        }
        settle(matches: matches, height: height)
        return false
    }

    /// Whether `key` would edit the query (the host searches before any other key acts).
    public func edits(_ key: Key) -> Bool {
        var field = query
        return field.edit(key)
    }

    /// Keeps the cursor on a match and in view after the matches or the window changed.
    public mutating func settle(matches: Int, height: Int) {
        cursor = max(0, min(cursor, matches - 1))
        let height = max(1, height)
        if cursor < scroll { scroll = cursor }
        if cursor >= scroll + height { scroll = cursor - height + 1 }
        scroll = max(0, min(scroll, max(0, matches - height)))
    }
}
