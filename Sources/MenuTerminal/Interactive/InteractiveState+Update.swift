import MenuModel

/// Keys to state: the one place the interactive view's state changes (the bubbletea update).
extension InteractiveState {
    /// Applies one key on `frame`, whose visible part is `height` lines, and returns what the
    /// host must do. The view's own keys (arrows, j k g G q / ' space, Enter, Esc) come first;
    /// any other character is an item's or block's hotkey, else a letter to jump to in an index.
    /// A paste goes to the search line (opening it), never acting as keys; an `.unknown`
    /// sequence (a terminal's reply, a mouse report) does nothing at all. Ctrl-C cancels
    /// wherever it is typed; Esc clears the search, else leaves the submenu, else cancels.
    ///
    ///     state.update(with: .down, in: frame, height: 20)    // cursor to the next target
    ///     state.update(with: .enter, in: frame, height: 20)   // [.tap("outfield")]
    public mutating func update(with key: Key, in frame: Frame, height: Int) -> [InteractiveCommand] {
        if case .unknown = key { return [] }
        message = nil
        if key == .ctrl("c") {
            cancelled = true
            return []
        }
        if typingQuery { return type(key, in: frame) }
        if jumping {
            jumping = false
            if case .character(let letter) = key { return jump(to: String(letter), in: frame) }
            return []
        }
        let position = frame.position(of: cursor)
        switch key {
        case .down, .right, .tab, .character("j"): move(to: (position ?? -1) + 1, direction: 1, in: frame)
        case .up, .left, .backTab, .character("k"): move(to: (position ?? 1) - 1, direction: -1, in: frame)
        case .pageDown, .ctrl("f"), .ctrl("d"): page(by: max(1, height - 1), in: frame)
        case .pageUp, .ctrl("b"), .ctrl("u"): page(by: -max(1, height - 1), in: frame)
        case .home, .character("g"): move(to: 0, direction: 1, in: frame)
        case .end, .character("G"): move(to: frame.targets.count - 1, direction: -1, in: frame)
        case .enter, .character(" "):
            guard let cursor else { return [] }
            return [.tap(cursor)]
        case .character("/"):
            typingQuery = true
        case .character("'"):
            jumping = true
            message = "jump to: type a letter"
        case .paste:
            typingQuery = true
            return type(key, in: frame)
        case .escape where !query.isEmpty:
            query = ""
            return [.query(nil)]
        case .escape where frame.inSubmenu:
            return [.tap(TapPath(".."))]
        case .escape:
            cancelled = true
        case .character("q"):
            done = true
        case .character(let letter):
            if let path = frame.hotkeys[String(letter)] { return [.tap(path)] }
            return jump(to: String(letter), in: frame)
        default:
            break
        }
        keepVisible(in: frame, height: height)
        return []
    }

    /// After a tap on `path` worked (its handler, if any, did not fail): an item that can be
    /// chosen is now the choice, and one with `choose = true` finishes the view. A tap on a
    /// disabled item, a header or a selection's child chooses nothing.
    public mutating func tapped(_ path: TapPath, in frame: Frame) {
        guard let choice = frame.choice(at: path) else { return }
        chosen = choice.value
        if choice.finishes { done = true }
    }

    /// Keys while typing a query: editing keys change it (see ``TextField``), Enter keeps the
    /// query and puts the cursor on the first match, Esc clears it.
    private mutating func type(_ key: Key, in frame: Frame) -> [InteractiveCommand] {
        switch key {
        case .enter:
            typingQuery = false
            if let first = frame.targets.first(where: { frame.isItem($0.path) }) { cursor = first.path }
            return []
        case .escape:
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
        let block = cursor?.segments.first
        let index = frame.indexes.first { $0.id == block } ?? (frame.indexes.count == 1 ? frame.indexes.first : nil)
        guard let index else { return [] }
        let upper = letter.uppercased()
        guard let match = index.letters.first(where: { $0 == letter || $0 == upper }) else {
            message = "no letter '\(letter)' in index '\(index.id)'"
            return []
        }
        return [.tap(TapPath(segments: [index.id, match]))]
    }

    /// Moves the cursor to the target at `position` (clamped), or when the cursor may not rest
    /// there (an empty index letter) to the next one in `direction` (1 or -1), else back.
    private mutating func move(to position: Int, direction: Int, in frame: Frame) {
        guard !frame.targets.isEmpty else { cursor = nil; return }
        let start = max(0, min(frame.targets.count - 1, position))
        for step in [direction, -direction] {
            var next = start
            while frame.targets.indices.contains(next) {
                if !frame.skipped.contains(frame.targets[next].path) {
                    cursor = frame.targets[next].path
                    return
                }
                next += step
            }
        }
        cursor = frame.targets[start].path
    }

    /// Moves the cursor to the first target `lines` lines away (up when negative).
    private mutating func page(by lines: Int, in frame: Frame) {
        guard let position = frame.position(of: cursor) else { return move(to: 0, direction: 1, in: frame) }
        let line = frame.targets[position].line + lines
        let next = lines > 0
            ? frame.layout.firstTarget(atOrAfter: line) ?? frame.targets.count - 1
            : frame.layout.lastTarget(atOrBefore: line) ?? 0
        move(to: next, direction: lines > 0 ? 1 : -1, in: frame)
    }

    /// After the frame changed: the cursor is on something that exists (the same path when it
    /// still does), and a jump's group starts at the top.
    public mutating func settle(in frame: Frame, height: Int, jumped: Bool) {
        if frame.position(of: cursor) == nil { move(to: 0, direction: 1, in: frame) }
        if jumped, let anchor = frame.anchorLine {
            scroll = max(0, min(anchor, frame.lineCount - height))
            if let first = frame.layout.firstTarget(atOrAfter: anchor + 1) { cursor = frame.targets[first].path }
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
        scroll = max(0, min(scroll, max(0, frame.lineCount - height)))
    }
}
