import MenuTerminal

/// Events to state: the one place the picker's state changes.
extension PickerState {
    /// Applies one event, `index(p)` being the store index of the match at position `p` (nil
    /// when there is none), and returns what the host must do: search for a changed query, run
    /// (or stop) the pane's command for the line the cursor ended on, redraw, send a tick.
    ///
    /// Keys are fzf's, looked up in ``PickerKeys/keymap`` (an `--expect` key first: it
    /// accepts): Up/Down, Ctrl-K/Ctrl-J and Ctrl-P/Ctrl-N move (up and down as drawn: in the
    /// default layout the best match is at the bottom); with `--history`, Ctrl-P/Ctrl-N go
    /// through earlier queries instead; Tab and Shift-Tab mark the line and move (with marking
    /// on); Enter accepts; Esc, Ctrl-C, Ctrl-G, Ctrl-Q and Ctrl-D on an empty query cancel;
    /// Ctrl-/ shows or hides the pane, Shift-Up/Down scroll it; Ctrl-L redraws; the query
    /// line's keys edit it, and typing or a paste goes into it. The mouse: a click moves to a
    /// line and a double click accepts it, a right click (or Shift and a click) marks it, the
    /// wheel moves (over the pane, scrolls it; with Shift, marks as it moves).
    ///
    /// Time: while lines arrive or a search runs, a tick is asked for every ``tickInterval``,
    /// and the spinner turns. Once the input ended and its first search did, `--select-1`
    /// accepts the only match and `--exit-0` ends with none, if the query is still the one the
    /// picker started with. An input without a line opens an empty picker, as fzf's does.
    ///
    ///     state.update(with: .key(.character("s")), index: results)   // [.search("s")]
    ///     state.update(with: .key(.enter), index: results)
    ///     state.outcome                                              // .accepted([…])
    ///
    /// `--bind` (``PickerOptions/bindings``) puts actions on keys, in place of the default
    /// keys' (``perform(_:events:index:)``), and on fzf's events, each sent once per update after
    /// the event that caused it: `start` on the first update, `load` when the input ended and
    /// its search did, `change` when the query changed, `focus` when the line under the cursor
    /// did, `one` and `zero` when a search found one line or none, `backward-eof` when a key
    /// deleted backward in an empty query. After `jump`, the next key is a label (a click only
    /// ends jump mode); after a transform, the actions chained after it wait for its
    /// ``PickerEvent/transformed(_:_:then:)``.
    @discardableResult
    public mutating func update(with event: PickerEvent, index: (Int) -> Int?) -> [PickerCommand] {
        var commands: [PickerCommand] = []
        let before = (query: query.text, focus: focus(index: index))
        var events: [PickerTrigger.BindEvent] = started ? [] : [.start]
        started = true
        switch event {
        case .key(let key):
            failure = nil
            commands = press(key, events: &events, index: index)
        case .mouse(let mouse, let clicks):
            commands = perform(click(mouse, clicks: clicks, index: index), events: &events, index: index)
        case .resized(let size):
            self.size = size
        case .read(let total, let header, let finished, let failed):
            self.total = total
            inputHeader = header
            if finished { (reading, failedCommand) = (false, failed) }
            searching = true
            commands = [.search(searchText)]
        case .reloaded:
            replaceLines()
        case .searched(let searched, let count, let lines):
            guard searched == searchText else { break }   // an earlier query's results
            matches = count
            guard lines >= total else { break }           // lines arrived since: their search is coming
            searching = false
            if count <= 1 { events.append(count == 1 ? .one : .zero) }
            if !reading, !loaded {
                loaded = true
                events.append(.load)
            }
        case .paneFilled(let key, let lines, let finished):
            guard key == pane.key else { break }     // for a line left behind
            pane.lines = lines
            pane.running = !finished
            placePane()
        case .paneStarts(let key, let line):
            if key == pane.key { pane.start = line }
        case .tick:
            ticking = false
            if busy { spinner += 1 }
        case .transformed(let target, let text, let rest):
            let (done, actions) = transformed(target, to: text)
            settle()
            commands = done + perform(actions + rest, events: &events, index: index)
        case .failed(let message, let rest):
            failure = message
            commands = perform(rest, events: &events, index: index)
        case .posted(let actions):
            commands = perform(actions, events: &events, index: index)
        }
        settleStart(index: index)
        settle()
        if query.text != before.query { events.append(.change) }
        if let focus = focus(index: index), focus != before.focus { events.append(.focus) }
        for bound in events {
            guard outcome == nil, let actions = bindings(for: .event(bound)) else { continue }
            var more: [PickerTrigger.BindEvent] = []   // what these actions cause is not sent again
            commands += perform(actions, events: &more, index: index)
            settle()
        }
        guard outcome == nil else {
            // Commands the ending chain ran before it ended (`execute-silent(…)+accept`): the host runs them last.
            leftToRun = commands.filter { if case .execute = $0 { true } else { false } }
            return []
        }
        commands += paneCommands(index: index)
        if busy && !ticking {
            ticking = true
            commands.append(.tick(after: Self.tickInterval))
        }
        return commands
    }

    /// Once the input ended and no search runs: gives `--select-1` and `--exit-0` their say,
    /// once, for the starting query; with `--expect`, as if Enter did it (fzf prints an empty key).
    private mutating func settleStart(index: (Int) -> Int?) {
        guard outcome == nil, !reading, !startSettled, !searching else { return }
        startSettled = true
        guard query.text == startQuery else { return }
        if options.selectOne, matches == 1, let line = index(0) { outcome = .accepted([line]) }
        if options.exitZero, matches == 0 { outcome = .noMatch }
        if outcome != nil, !options.expect.isEmpty { acceptedKey = "" }
    }

    /// A key: an `--expect` key accepts; a key `--bind` bound does its actions (once unbound,
    /// none: a character types); any other does what ``PickerKeys/keymap`` says, or types.
    private mutating func press(_ key: Key, events: inout [PickerTrigger.BindEvent], index: (Int) -> Int?) -> [PickerCommand] {
        if let name = options.expect[key] {
            accept(key: name, index: index)
            return []
        }
        if let mode = jumping {
            jump(mode, to: key, index: index)
            return []
        }
        if options.bindings[.key(key)] != nil {
            // Unbound, a key has no action at all: a character then types itself, as in fzf.
            guard let actions = bindings(for: .key(key)) else { return edited { $0.type(key) } }
            return perform(actions, events: &events, index: index)
        }
        guard let action = PickerKeys.keymap.action(for: key) else { return edited { $0.type(key) } }
        return perform([action], events: &events, index: index)
    }

    /// The actions bound to `trigger`, unless `unbind` stopped it.
    func bindings(for trigger: PickerTrigger) -> [PickerAction]? {
        unbound.contains(trigger) ? nil : options.bindings[trigger]
    }

    /// The store index of the line under the cursor, if there is one.
    func focus(index: (Int) -> Int?) -> Int? {
        cursor < matches ? index(cursor) : nil
    }

    /// Edits the query with `change`: a search when its text changed.
    mutating func edited(_ change: (inout TextField) -> Void) -> [PickerCommand] {
        let before = query.text
        change(&query)
        guard query.text != before else { return [] }
        return queryChanged()
    }

    /// The query changed (or how it searches): the cursor goes back to the best match, and a search starts.
    mutating func queryChanged() -> [PickerCommand] {
        cursor = 0
        scroll = 0
        searching = true
        if searchEnabled { searchText = query.text }
        return [.search(searchText)]
    }

    /// Ctrl-P (`older`) or Ctrl-N with a history: the query before or after the one shown,
    /// which is kept as it was edited, to come back to (fzf's way).
    mutating func recall(older: Bool) -> [PickerCommand] {
        recalled[historyPosition] = query.text
        historyPosition = older ? max(0, historyPosition - 1) : min(recalled.count - 1, historyPosition + 1)
        let text = recalled[historyPosition]
        return edited { $0 = TextField(text) }
    }

    /// Moves the cursor `by` matches up or down as drawn (up is to worse matches in the default
    /// layout, where the best is at the bottom); one step wraps around with `--cycle`.
    mutating func move(up: Bool, by steps: Int = 1) {
        let towardWorse = up == (options.layout == .default)
        var next = cursor + (towardWorse ? steps : -steps)
        if options.cycle, steps == 1, matches > 0 {
            if next >= matches, cursor == matches - 1 { next = 0 }
            if next < 0, cursor == 0 { next = matches - 1 }
        }
        cursor = next
    }

    /// Marks or unmarks the match at `position`; false when marking is off, there is none, or
    /// `--multi`'s limit is reached.
    mutating func toggle(at position: Int, index: (Int) -> Int?) -> Bool {
        guard options.marks, position < matches, let line = index(position) else { return false }
        if let found = marked.firstIndex(of: line) {
            marked.remove(at: found)
        } else {
            if let limit = options.multi, limit > 0, marked.count >= limit { return false }
            marked.append(line)
        }
        return true
    }

    /// Ends the picker with the marked lines, else the one under the cursor, else nothing;
    /// `key` is the `--expect` key that did it ("" for Enter), if keys are expected.
    mutating func accept(key: String?, index: (Int) -> Int?) {
        acceptedKey = key
        if options.marks, !marked.isEmpty {
            outcome = .accepted(marked)
        } else if cursor < matches, let line = index(cursor) {
            outcome = .accepted([line])
        } else {
            outcome = .noMatch
        }
    }

    /// In jump mode, a key: a label moves to its row in view (and accepts, for `jump-accept`);
    /// any key ends the mode, as fzf's does.
    private mutating func jump(_ mode: Jump, to key: Key, index: (Int) -> Int?) {
        jumping = nil
        guard case .character(let character) = key, let label = options.jumpLabels.firstIndex(of: character),
              label < layout.listCount, label < matches else { return }   // past the last match: the last, as fzf's
        cursor = scroll + label
        if mode == .accept { accept(key: options.expect.isEmpty ? nil : "", index: index) }
    }

    private mutating func click(_ mouse: MouseEvent, clicks: Int, index: (Int) -> Int?) -> [PickerAction] {
        guard jumping == nil else {           // a click ends jump mode and does nothing else, as in fzf
            jumping = nil
            return []
        }
        let layout = layout
        if layout.isInPane(row: mouse.row, column: mouse.column) {
            if mouse.button == .wheelUp { pane.scroll -= 1 }
            if mouse.button == .wheelDown { pane.scroll += 1 }
            return []
        }
        let line = layout.shownLine(atRow: mouse.row, column: mouse.column).map { scroll + $0 }
        switch mouse.button {
        case .wheelUp, .wheelDown:
            if mouse.shift { _ = toggle(at: cursor, index: index) }
            move(up: mouse.button == .wheelUp)
        case .left where mouse.pressed:
            guard let line, line < matches else { return [] }
            if mouse.shift {
                _ = toggle(at: line, index: index)
                return []
            }
            cursor = line
            let click = clicks >= 2 ? "double-click" : "left-click"
            return bindings(for: .click(click)) ?? (clicks >= 2 ? [.accept] : [])
        case .right where mouse.pressed:
            guard let line, line < matches else { return [] }
            cursor = line
            return bindings(for: .click("right-click")) ?? [.toggle]
        default:
            break
        }
        return []
    }

    /// Keeps the cursor on a match and in view after anything changed.
    mutating func settle() {
        let layout = layout
        let height = max(1, layout.listCount)
        cursor = max(0, min(cursor, matches - 1))
        let least = max(0, cursor - height + 1), most = max(0, min(matches - height, cursor))
        scroll = max(least, min(scroll, most))
        // fzf's --scroll-off: the scroll moves a row at a time until the cursor is that far from the ends.
        let off = min(height / 2, options.scrollOff)
        while off > 0 {
            let before = scroll
            if cursor - scroll < off { scroll = max(least, scroll - 1) }
            if cursor - scroll >= height - off { scroll = min(most, scroll + 1) }
            if scroll == before { break }
        }
    }

    /// `value` kept within `low` and `high` as fzf keeps a pane's line: `low` when below it,
    /// else `high` when above it (so `high` wins when they cross).
    static func constrain(_ value: Int, _ low: Int, _ high: Int) -> Int {
        value < low ? low : value > high ? high : value
    }

    /// The pane's header lines (`~N`), as fzf's scrolling counts them.
    var paneHeader: Int { layout.window?.headerLines ?? 0 }

    /// Where the pane's lines show from, as fzf places them as they come: once as many as the
    /// start line have come (or all of them), from there (or, following, at their end);
    /// following, at their end as more come.
    private mutating func placePane() {
        let rows = (layout.paneText?.height ?? 0) - paneHeader
        if !pane.placed {
            guard !pane.running || pane.lines.count >= max(1, pane.start) else { return }
            pane.placed = true
            pane.following = layout.window?.follow ?? false
            pane.scroll = pane.following ? 0 : Self.constrain(pane.start, paneHeader, pane.lines.count - 1)
        }
        if pane.following { pane.scroll = max(pane.scroll, pane.lines.count - rows) }
    }

    /// The pane command to run when the line under the cursor (or what the command reads) changed
    /// since the last one, or to stop when there is nothing to show; nothing without a command
    /// (a `preview(…)`'s output stays), nor before the list is settled.
    private mutating func paneCommands(index: (Int) -> Int?) -> [PickerCommand] {
        guard paneCommand != nil, listSettled else { return [] }
        let key = askedPaneKey(index: index)
        guard key != paneAsked else { return [] }
        paneAsked = key
        return fillPane(key)
    }

    /// What the pane's command would run for now: nil when the pane is hidden, or when fzf
    /// doesn't run it (see ``paneKey(for:index:)``). It runs with the pane drawn in no cells
    /// (`--preview-window 0`), as fzf's.
    func askedPaneKey(index: (Int) -> Int?) -> PaneKey? {
        guard layout.window != nil else { return nil }
        return paneCommand.flatMap { paneKey(for: $0, index: index) }
    }

    /// What `command` is run for: the line under the cursor, or -1 for none, and the query and
    /// the marked lines when it reads them; nil when fzf doesn't run it (no line under the
    /// cursor, and it needs one: ``PaneCommand/runsWithoutLine(marking:)``).
    func paneKey(for command: String, index: (Int) -> Int?) -> PaneKey? {
        let template = PaneCommand(command), line = focus(index: index)
        guard line != nil || template.runsWithoutLine(marking: !marked.isEmpty) else { return nil }
        return PaneKey(index: line ?? -1, query: template.usesQuery ? query.text : "",
                       marked: template.usesMarked ? marked : [], command: command == options.paneCommand ? nil : command)
    }

    /// Empties the pane and runs the command for `key` in it (nil: stops the one running).
    mutating func fillPane(_ key: PaneKey?) -> [PickerCommand] {
        pane = Pane()
        pane.key = key
        pane.running = key != nil
        return [.pane(key)]
    }

    /// Whether the list shows a search's result: some match, or none once lines came and their
    /// search ended. fzf runs the preview as it draws the list, so not first for no line while
    /// the first lines are searched, then for the first.
    private var listSettled: Bool { matches > 0 || !searching && !(reading && total == 0) }

    /// Whether lines are being read or searched: the spinner turns.
    var busy: Bool { reading || searching || pendingLoad != nil }

    /// Forgets the lines, their matches and marks for a reload's, which start arriving.
    mutating func replaceLines() {
        (marked, matches, total, cursor, scroll) = ([], 0, 0, 0, 0)
        (reading, searching, startSettled, loaded) = (true, false, true, false)
        (loads, pendingLoad, failedCommand) = (loads + 1, nil, nil)
        if !searchEnabled { searchText = "" }         // as fzf's: a disabled search of the new lines matches all
        paneAsked = nil                               // the pane runs again for the new lines, as fzf's
    }
}
