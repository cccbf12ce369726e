import MenuModel
import MenuTerminal

/// Events to state: the one place the interactive view's state changes (the bubbletea update).
extension InteractiveState {
    /// Applies one event on `frame`, whose visible part is `height` lines, and returns what
    /// the host must do.
    ///
    /// Keys are looked up in ``InteractiveKeys``: those that work anywhere first (Ctrl-C
    /// cancels, Ctrl-/ shows or hides the pane, Shift-Up/Down scroll it), then the search
    /// line's while a search is typed, else the menu's: ↓/j and ↑/k move a line down or up (a
    /// row of chips, letters or categories is one stop, and in a grid the cursor keeps its
    /// column), ←/→ and Tab/Shift-Tab to the previous or next target in reading order; Esc
    /// clears the search, else leaves the submenu, else cancels. Any other character is a
    /// hotkey (an item's taps it; a section's taps its header; another block's moves the
    /// cursor to it), else a letter to jump to in an index. A paste goes to the search line
    /// (opening it), never acting as keys; an `.unknown` sequence (a terminal's reply) does
    /// nothing at all.
    ///
    /// The mouse: a click taps what it is on (the host finds it, `.clicked`) and puts the
    /// cursor there; the wheel scrolls the menu, keeping the cursor in view, or the pane.
    /// Whenever the cursor lands on another item (or the pane is shown or hidden), the host
    /// is asked for that item's pane (`.pane`).
    ///
    /// The outcome of a tap chooses the item it reached (when it can be chosen; `choose =
    /// true` finishes the view), and puts what the user should be told in the status line; a
    /// failure, a line the script printed or a reload says so there too.
    ///
    ///     state.update(with: .key(.down), in: frame, height: 20)    // cursor to the next target
    ///     state.update(with: .key(.enter), in: frame, height: 20)   // [.tap(.header(section: "outfield"))]
    @discardableResult
    public mutating func update(with event: InteractiveEvent, in frame: Frame, height: Int) -> [InteractiveCommand] {
        let commands = apply(event, in: frame, height: height)
        return commands + paneCommands()
    }

    private mutating func apply(_ event: InteractiveEvent, in frame: Frame, height: Int) -> [InteractiveCommand] {
        switch event {
        case .key(let key):
            return press(key, in: frame, height: height)
        case .clicked(let target):
            message = nil
            typingQuery = false
            cursor = target
            keepVisible(in: frame, height: height)
            return [.tap(target)]
        case .scrolled(let lines):
            scroll(by: lines, in: frame, height: height)
        case .paneScrolled(let lines):
            pane.scroll = max(0, min(pane.scroll + lines, pane.lines.count - 1))
        case .paneFilled(let target, let lines, let finished):
            guard target == pane.target else { break }   // for an item left behind
            pane.lines = lines
            pane.running = !finished
            pane.scroll = min(pane.scroll, max(0, lines.count - 1))
        case .tapped(let outcome):
            if let text = outcome.message { message = text }
            jumped = outcome.jumped
            if let choice = outcome.choice {
                chosen = choice.value
                if choice.finishes { done = true }
            }
        case .failed(let text):
            message = text
        case .printed(let line), .warned(let line):
            message = line
        case .reloaded:
            message = "reloaded"
        case .reloadFailed(let text):
            message = text + " (the last good menu stays)"
        }
        return []
    }

    private mutating func press(_ key: Key, in frame: Frame, height: Int) -> [InteractiveCommand] {
        if case .unknown = key { return [] }
        message = nil
        if let action = InteractiveKeys.anywhere.action(for: key) { return perform(action, in: frame, height: height) }
        if typingQuery { return type(key, in: frame) }
        if jumping {
            jumping = false
            if case .character(let letter) = key { return jump(to: String(letter), in: frame) }
            return []
        }
        if let action = InteractiveKeys.menu.action(for: key) { return perform(action, in: frame, height: height) }
        switch key {
        case .paste:
            typingQuery = true
            return type(key, in: frame)
        case .character(let letter):
            guard let target = frame.hotkeys[String(letter)] else { return jump(to: String(letter), in: frame) }
            switch target {
            case .header, .item, .child, .entry, .back: return [.tap(target)]
            case .category, .option, .jump: cursor = target             // a block's: go there
            }
            keepVisible(in: frame, height: height)
        default:
            break
        }
        return []
    }

    /// Does what a key of the menu, or one that works anywhere, does.
    private mutating func perform(_ action: InteractiveAction, in frame: Frame, height: Int) -> [InteractiveCommand] {
        let position = frame.position(of: cursor)
        switch action {
        case .cancel: cancelled = true
        case .togglePane: if paneWindow != nil { paneShown.toggle() }
        case .paneUp, .paneDown: pane.scroll = max(0, min(pane.scroll + (action == .paneUp ? -1 : 1), pane.lines.count - 1))
        case .down: moveLine(1, in: frame)
        case .up: moveLine(-1, in: frame)
        case .next: move(to: (position ?? -1) + 1, direction: 1, in: frame)
        case .previous: move(to: (position ?? 1) - 1, direction: -1, in: frame)
        case .pageDown: page(by: max(1, height - 1), in: frame)
        case .pageUp: page(by: -max(1, height - 1), in: frame)
        case .first: move(to: 0, direction: 1, in: frame)
        case .last: move(to: frame.targets.count - 1, direction: -1, in: frame)
        case .tap: return cursor.map { [.tap($0)] } ?? []
        case .search: typingQuery = true
        case .jump:
            jumping = true
            message = "jump to: type a letter"
        case .back where !query.isEmpty:
            query = ""
            return [.query(nil)]
        case .back where !frame.submenu.isEmpty:
            return [.tap(.back(submenu: frame.submenu))]
        case .back: cancelled = true
        case .finish: done = true
        case .keepSearch, .clearSearch, .edit: return []   // the search line's (see `type`)
        }
        switch action {
        case .cancel, .togglePane, .paneUp, .paneDown: break
        default: keepVisible(in: frame, height: height)
        }
        return []
    }

    /// Keys while typing a query (``InteractiveKeys/searchLine``): editing keys change it
    /// (see ``TextField``), Enter keeps the query and puts the cursor on the first match, Esc
    /// clears it.
    private mutating func type(_ key: Key, in frame: Frame) -> [InteractiveCommand] {
        let before = query
        switch InteractiveKeys.searchLine.action(for: key) {
        case .keepSearch:
            typingQuery = false
            if let first = frame.targets.first(where: { $0.target.itemID != nil }) { cursor = first.target }
            return []
        case .clearSearch:
            typingQuery = false
            query = ""
        case .edit(let edit):
            search.apply(edit)
        default:
            search.type(key)
        }
        guard query != before else { return [] }
        return [.query(query.isEmpty ? nil : query)]
    }

    /// A letter jumps in the index under the cursor, else in the menu's only index.
    private mutating func jump(to letter: String, in frame: Frame) -> [InteractiveCommand] {
        let block = cursor?.block
        let index = frame.indexes.first { $0.id == block } ?? (frame.indexes.count == 1 ? frame.indexes.first : nil)
        guard let index else { return [] }
        let upper = letter.uppercased()
        guard let match = index.letters.first(where: { $0 == letter || $0 == upper }) else {
            message = "no letter '\(letter)' in index '\(index.id)'"
            return []
        }
        return [.tap(.jump(index: index.id, letter: match))]
    }

    /// Moves the cursor to the target at `position` (clamped), or when the cursor may not rest
    /// there (an empty index letter) to the next one in `direction` (1 or -1), else back.
    private mutating func move(to position: Int, direction: Int, in frame: Frame) {
        guard !frame.targets.isEmpty else { cursor = nil; return }
        let start = max(0, min(frame.targets.count - 1, position))
        for step in [direction, -direction] {
            var next = start
            while frame.targets.indices.contains(next) {
                if !frame.skipped.contains(frame.targets[next].target) {
                    cursor = frame.targets[next].target
                    return
                }
                next += step
            }
        }
        cursor = frame.targets[start].target
    }

    /// Moves the cursor to the nearest line below (`step` 1) or above (-1) with a target it
    /// may rest on, to the target there that starts at or before the cursor's column (else
    /// the line's first); at the first or last such line it stays.
    private mutating func moveLine(_ step: Int, in frame: Frame) {
        guard let position = frame.position(of: cursor) else { return move(to: 0, direction: 1, in: frame) }
        let here = frame.targets[position]
        var line = here.line
        while let found = step > 0 ? frame.layout.firstTarget(atOrAfter: line + 1) : frame.layout.lastTarget(atOrBefore: line - 1) {
            line = frame.targets[found].line
            var first = found, last = found
            while first > 0, frame.targets[first - 1].line == line { first -= 1 }
            while last + 1 < frame.targets.count, frame.targets[last + 1].line == line { last += 1 }
            let resting = (first...last).filter { !frame.skipped.contains(frame.targets[$0].target) }
            guard let fallback = resting.first else { continue }
            let chosen = resting.last { frame.targets[$0].column <= here.column } ?? fallback
            cursor = frame.targets[chosen].target
            return
        }
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

    /// After the frame changed: the cursor is on something that exists (the same target when
    /// it still does), and after a jump the letter's group starts at the top. Returns the
    /// pane to ask for when the cursor landed on another item.
    @discardableResult
    public mutating func settle(in frame: Frame, height: Int) -> [InteractiveCommand] {
        if frame.position(of: cursor) == nil { move(to: 0, direction: 1, in: frame) }
        if jumped, let anchor = frame.anchorLine {
            scroll = max(0, min(anchor, frame.lineCount - height))
            if let first = frame.layout.firstTarget(atOrAfter: anchor + 1) { cursor = frame.targets[first].target }
        }
        jumped = false
        keepVisible(in: frame, height: height)
        return paneCommands()
    }

    /// The pane to ask for: the focused item's, when it changed (nothing when the pane
    /// is hidden, or the cursor is on no item).
    private mutating func paneCommands() -> [InteractiveCommand] {
        guard paneWindow != nil else { return [] }
        let wanted = paneShown && cursor?.itemID != nil ? cursor : nil
        guard wanted != pane.target else { return [] }
        pane = ItemPane()
        pane.target = wanted
        pane.running = wanted != nil
        return [.pane(wanted)]
    }

    /// Scrolls the menu by `lines` (the wheel), the cursor moved onto what shows when it went out of view.
    private mutating func scroll(by lines: Int, in frame: Frame, height: Int) {
        let height = max(1, height)
        scroll = max(0, min(scroll + lines, max(0, frame.lineCount - height)))
        guard let position = frame.position(of: cursor) else { return }
        let line = frame.targets[position].line
        if line < scroll, let first = frame.layout.firstTarget(atOrAfter: scroll) {
            move(to: first, direction: 1, in: frame)
        } else if line >= scroll + height, let last = frame.layout.lastTarget(atOrBefore: scroll + height - 1) {
            move(to: last, direction: -1, in: frame)
        }
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
