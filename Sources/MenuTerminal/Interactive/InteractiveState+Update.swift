import MenuModel

/// Keys to state: the one place the interactive view's state changes (the bubbletea update).
extension InteractiveState {
    /// Applies one key on `frame`, whose visible part is `height` lines, and returns what the
    /// host must do. The view's own keys (arrows, j k g G q / space, Enter, Esc) come first;
    /// any other character is an item's or block's hotkey, else a letter to jump to in an index.
    /// A paste goes to the search line (opening it), never acting as keys; an `.unknown`
    /// sequence (a terminal's reply, a mouse report) does nothing at all.
    ///
    ///     state.update(with: .down, in: frame, height: 20)    // cursor to the next target
    ///     state.update(with: .enter, in: frame, height: 20)   // [.tap("outfield")]
    public mutating func update(with key: Key, in frame: Frame, height: Int) -> [InteractiveCommand] {
        if case .unknown = key { return [] }
        message = nil
        if typingQuery { return type(key) }
        let position = frame.position(of: cursor)
        switch key {
        case .down, .right, .tab, .character("j"): move(to: (position ?? -1) + 1, in: frame)
        case .up, .left, .backTab, .character("k"): move(to: (position ?? 1) - 1, in: frame)
        case .pageDown, .ctrl("f"), .ctrl("d"): page(by: max(1, height - 1), in: frame)
        case .pageUp, .ctrl("b"), .ctrl("u"): page(by: -max(1, height - 1), in: frame)
        case .home, .character("g"): move(to: 0, in: frame)
        case .end, .character("G"): move(to: frame.targets.count - 1, in: frame)
        case .enter, .character(" "):
            guard let cursor else { return [] }
            return tap(cursor, in: frame)
        case .character("/"):
            typingQuery = true
        case .paste:
            typingQuery = true
            return type(key)
        case .escape where !query.isEmpty:
            query = ""
            return [.query(nil)]
        case .escape where frame.inSubmenu:
            return [.tap("..")]
        case .character("q"), .ctrl("c"), .ctrl("d"):
            done = true
        case .character(let letter):
            if let path = frame.hotkeys[String(letter)] { return tap(path, in: frame) }
            return jump(to: String(letter), in: frame)
        default:
            break
        }
        keepVisible(in: frame, height: height)
        return []
    }

    /// Taps `path`, remembering an item's choice.
    private mutating func tap(_ path: String, in frame: Frame) -> [InteractiveCommand] {
        if let choice = frame.choices[path] { chosen = choice }
        return [.tap(path)]
    }

    /// Keys while typing a query: editing keys change it (see ``TextField``), Enter keeps the
    /// query, Esc clears it.
    private mutating func type(_ key: Key) -> [InteractiveCommand] {
        switch key {
        case .enter:
            typingQuery = false
            return []
        case .escape, .ctrl("c"):
            typingQuery = false
            query = ""
        default:
            let before = query
            guard search.edit(key), query != before else { return [] }
        }
        return [.query(query.isEmpty ? nil : query)]
    }

    /// A letter jumps in the index under the cursor, else in the menu's only index.
    private mutating func jump(to letter: String, in frame: Frame) -> [InteractiveCommand] {
        let block = cursor.map { TapPath($0).segments[0] }
        let index = frame.indexes.first { $0.id == block } ?? (frame.indexes.count == 1 ? frame.indexes.first : nil)
        guard let index else { return [] }
        let upper = letter.uppercased()
        guard let match = index.letters.first(where: { $0 == letter || $0 == upper }) else {
            message = "no letter '\(letter)' in index '\(index.id)'"
            return []
        }
        return [.tap(TapPath(segments: [index.id, match]).description)]
    }

    private mutating func move(to position: Int, in frame: Frame) {
        guard !frame.targets.isEmpty else { cursor = nil; return }
        cursor = frame.targets[max(0, min(frame.targets.count - 1, position))].path
    }

    /// Moves the cursor to the first target `lines` lines away (up when negative).
    private mutating func page(by lines: Int, in frame: Frame) {
        guard let position = frame.position(of: cursor) else { return move(to: 0, in: frame) }
        let line = frame.targets[position].line + lines
        let next = lines > 0
            ? frame.targets.firstIndex { $0.line >= line } ?? frame.targets.count - 1
            : frame.targets.lastIndex { $0.line <= line } ?? 0
        move(to: next, in: frame)
    }

    /// After the frame changed: the cursor is on something that exists (the same path when it
    /// still does), and a jump's group starts at the top.
    public mutating func settle(in frame: Frame, height: Int, jumped: Bool) {
        if frame.position(of: cursor) == nil { move(to: 0, in: frame) }
        if jumped, let anchor = frame.anchorLine {
            scroll = max(0, min(anchor, frame.lines.count - height))
            if let first = frame.targets.firstIndex(where: { $0.line > anchor }) { cursor = frame.targets[first].path }
        }
        keepVisible(in: frame, height: height)
    }

    /// Scrolls so the cursor's line is in view.
    private mutating func keepVisible(in frame: Frame, height: Int) {
        let height = max(1, height)
        if let position = frame.position(of: cursor) {
            let line = frame.targets[position].line
            if line < scroll { scroll = line }
            if line >= scroll + height { scroll = line - height + 1 }
        }
        scroll = max(0, min(scroll, max(0, frame.lines.count - height)))
    }
}
