import MenuTerminal

/// What each ``PickerAction`` does to the picker's state: fzf's actions, in one place, so that
/// a default key and a `--bind` binding of the same action do the same.
extension PickerState {
    /// Does `actions` in order, stopping once the picker ended; `events` gathers the events
    /// they cause (`backward-eof`). A transform stops the chain: the host works its text out
    /// and sends it back with the actions after it (``PickerEvent/transformed(_:_:then:)``),
    /// so they see the new text, as fzf runs a chain in order.
    mutating func perform(_ actions: [PickerAction], events: inout [PickerTrigger.BindEvent],
                          index: (Int) -> Int?) -> [PickerCommand] {
        var commands: [PickerCommand] = []
        for (position, action) in actions.enumerated() where outcome == nil {
            if case .transform(let transform) = action, let key = transformKey(transform, index: index) {
                return commands + [.transform(transform, for: key, then: Array(actions[(position + 1)...]))]
            }
            commands += perform(action, events: &events, index: index)
            settle()
        }
        return commands
    }

    /// What a transform is worked out for (the line under the cursor, -1 for none; the query;
    /// the marked lines), or nil when fzf does not run it: `replace-query` with no line under
    /// the cursor, a border label without a border, the pane's label with no pane shown.
    private func transformKey(_ transform: PickerTransform, index: (Int) -> Int?) -> PaneKey? {
        switch transform.target {
        case .borderLabel where options.border == .none, .previewLabel where layout.pane == nil:
            return nil
        default:
            let line = focus(index: index)
            if transform.source == .line, line == nil { return nil }
            return PaneKey(index: line ?? -1, query: query.text, marked: marked)
        }
    }

    /// Sets `target` to `text` (its first line), as a transform's text arrived; for `.actions`,
    /// the actions `text` names, which the caller does next (a chain that can't be read is
    /// shown in place of the count, and nothing is done).
    mutating func transformed(_ target: PickerTransform.Target, to text: String) -> (commands: [PickerCommand], actions: [PickerAction]) {
        let line = String(text.prefix { $0 != "\n" })
        switch target {
        case .query: return (edited { $0 = TextField(line) }, [])
        case .prompt: prompt = line
        case .borderLabel: borderLabel = line
        case .previewLabel: previewLabel = line
        case .actions:
            let chain = String(text.reversed().drop { $0 == "\n" || $0 == "\r\n" }.reversed())
            do throws(BindError) {
                return ([], try PickerBindings.actions(chain))
            } catch {
                failure = "transform: \(error.message)"
            }
        }
        return ([], [])
    }

    private mutating func perform(_ action: PickerAction, events: inout [PickerTrigger.BindEvent],
                                  index: (Int) -> Int?) -> [PickerCommand] {
        let page = max(1, layout.listCount - 1)
        switch action {
        case .accept:
            accept(key: options.expect.isEmpty ? nil : "", index: index)
        case .acceptNonEmpty:
            // With no line at all once the input ended, fzf accepts too (and prints nothing).
            if !marked.isEmpty || cursor < matches || (!reading && total == 0) { accept(key: options.expect.isEmpty ? nil : "", index: index) }
        case .cancel:
            outcome = .cancelled
        case .clearQueryOrCancel, .deleteOrCancel, .deleteBackwardOrCancel:
            guard !query.text.isEmpty else {
                outcome = .cancelled
                break
            }
            let edit: TextField.Edit = action == .deleteOrCancel ? .deleteForward : .deleteBackward
            // fzf's cancel keeps the query it clears for Ctrl-Y.
            return action == .clearQueryOrCancel ? edited { $0.apply(.start); $0.apply(.deleteToEnd) }
                : edited { [words] in $0.apply(edit, words: words) }
        case .up, .down: move(up: action == .up)
        case .pageUp, .pageDown: move(up: action == .pageUp, by: page)
        case .halfPageUp, .halfPageDown: move(up: action == .halfPageUp, by: max(1, layout.listCount / 2))
        case .upOrOlder, .downOrNewer:
            guard options.history != nil else {
                move(up: action == .upOrOlder)
                break
            }
            return recall(older: action == .upOrOlder)
        case .olderQuery, .newerQuery:
            guard options.history != nil else { break }
            return recall(older: action == .olderQuery)
        case .first: cursor = 0
        case .last: cursor = matches - 1
        case .position(let position): cursor = position < 0 ? matches + position : max(0, position - 1)
        case .markDown, .markUp, .markIn, .markOut:
            // fzf's toggle-in is toggle+up in the reverse layout, toggle+down in the default; toggle-out the other.
            let reverse = options.layout != .default
            let up = action == .markUp || (action == .markIn && reverse) || (action == .markOut && !reverse)
            if toggle(at: cursor, index: index) { move(up: up) }
        case .toggle: _ = toggle(at: cursor, index: index)
        case .select, .deselect:
            guard let line = focus(index: index), marked.contains(line) != (action == .select) else { break }
            _ = toggle(at: cursor, index: index)
        case .selectAll, .deselectAll, .toggleAll:
            markAll(select: action != .deselectAll, deselect: action != .selectAll, index: index)
        case .clearSelection: marked = []
        case .togglePane, .showPane, .hidePane:
            // As fzf's: showing needs a command, hiding a pane drawn.
            let drawn = layout.pane != nil
            switch action {
            case .showPane where !drawn && paneCommand != nil: showPaneWindow(true)
            case .hidePane where drawn: showPaneWindow(false)
            case .togglePane where drawn || paneCommand != nil: showPaneWindow(nil)
            default: break
            }
        case .closePaneOrCancel:
            if layout.pane != nil { showPaneWindow(false) } else { outcome = .cancelled }
        case .scrollPane(let scroll):
            scrollPane(scroll)
        case .refreshPane:
            paneAsked = nil
        case .changePane(let command):
            paneCommand = command
        case .showPaneWith(let command):
            // Once, in the pane's place: the pane's own command runs again as the cursor moves.
            guard paneWindow != nil else { break }
            showPaneWindow(true)
            paneAsked = askedPaneKey(index: index)
            return fillPane(paneKey(for: command, index: index))
        case .redraw:
            return [.redraw]
        case .edit(let edit):
            if edit == .deleteBackward, query.text.isEmpty { events.append(.backwardEOF) }
            return edited { [words] in $0.apply(edit, words: words) }
        case .clearQuery:
            return edited { $0 = TextField() }
        case .changeQuery(let text):
            return edited { $0 = TextField(text) }
        case .put(let text):
            return edited { $0.type(.paste(text)) }
        case .changePrompt(let text):
            prompt = text
        case .transform:
            break                             // not run (see transformKey); else done by perform(_:events:index:)
        case .changeBorderLabel(let text):
            if options.border != .none { borderLabel = text }
        case .changePreviewLabel(let text):
            if layout.pane != nil { previewLabel = text }
        case .changePaneWindow(let specs, let slot):
            changePaneWindow(specs, slot: slot)
        case .togglePaneWrap:
            if layout.pane != nil { paneWindow?.wrap.toggle() }
        case .jump(let accept):
            jumping = matches == 0 ? nil : accept ? .accept : .move
        case .printQuery:
            outcome = .queryOnly
        case .enableSearch, .disableSearch, .toggleSearch:
            let enabled = action == .toggleSearch ? !searchEnabled : action == .enableSearch
            guard enabled != searchEnabled else { break }
            searchEnabled = enabled
            return enabled ? queryChanged() : []          // disabled, the last search's matches stay
        case .toggleSort:
            sorted.toggle()
            return queryChanged()
        case .unbind(let triggers):
            unbound.formUnion(triggers)
        case .rebind(let triggers):
            unbound.subtract(triggers)
        case .execute(let command), .executeSilent(let command):
            let line = focus(index: index)
            guard line != nil || PaneCommand(command).runsWithoutLine(marking: !marked.isEmpty) else { break }
            return [.execute(command, for: PaneKey(index: line ?? -1, query: query.text, marked: marked),
                             silent: action == .executeSilent(command))]
        case .reload(let command):
            let key = PaneKey(index: focus(index: index) ?? -1, query: query.text, marked: marked)
            replaceLines()
            return [.reload(command, for: key)]
        case .reloadSync(let command):
            let key = PaneKey(index: focus(index: index) ?? -1, query: query.text, marked: marked)
            pendingLoad = loads + 1
            failedCommand = nil
            return [.reloadSync(command, for: key, load: loads + 1)]
        case .become(let command):
            guard let line = focus(index: index) else { break }
            outcome = .become(command, PaneKey(index: line, query: query.text, marked: marked))
        case .nextMarked, .previousMarked:
            guard !marked.isEmpty, matches > 0 else { break }
            for step in 1..<max(2, matches) {
                let position = (cursor + (action == .nextMarked ? step : matches - step)) % matches
                if let line = index(position), marked.contains(line) {
                    cursor = position
                    break
                }
            }
        case .ignore:
            break
        }
        return []
    }

    /// Shows or hides the pane (nil: flips it), as fzf's: the alternative layout's own when it
    /// is the one used.
    private mutating func showPaneWindow(_ show: Bool?) {
        guard let window = paneWindow else { return }
        if let alternative = window.alternative,
           PickerLayout.usesAlternative(window, in: PickerFrame(options: options, size: size).content) {
            paneWindow?.alternative?.hidden = !(show ?? alternative.hidden)
        } else {
            paneShown = show ?? !paneShown
        }
    }

    /// `change-preview-window`: the starting window with the next of the `|`-separated specs
    /// (the binding at `slot` turns through them) applied, an empty one leaving it as it
    /// started; shown unless that says `hidden`.
    private mutating func changePaneWindow(_ specs: String, slot: String) {
        guard let start = options.pane else { return }
        let sets = specs.split(separator: "|", omittingEmptySubsequences: false)
        let turn = paneWindowTurns[slot, default: 0]
        paneWindowTurns[slot] = turn + 1
        let window = (try? PaneWindow(String(sets[turn % sets.count]), over: start)) ?? start
        paneWindow = window
        paneShown = !window.hidden
    }

    /// Marks every unmarked match (`select`), unmarks every marked one (`deselect`), or both
    /// (`toggle-all`), in the matches' order, as fzf's: the marked ones unmarked first, then the
    /// others marked up to `--multi`'s limit; in two walks, so that fzf's `select-all` over
    /// 100,000 lines takes no longer than reading them.
    private mutating func markAll(select: Bool, deselect: Bool, index: (Int) -> Int?) {
        guard options.marks else { return }
        let wasMarked = Set(marked), matched = (0..<matches).lazy.compactMap(index)
        if deselect {
            let unmarked = Set(matched.filter(wasMarked.contains))
            marked.removeAll { unmarked.contains($0) }
        }
        guard select else { return }
        for line in matched where !wasMarked.contains(line) {
            if let limit = options.multi, limit > 0, marked.count >= limit { break }
            marked.append(line)
        }
    }

    /// Scrolls the pane a line, a page or half of one, or to its top or bottom, as fzf does:
    /// only when its lines are more than show (or it is scrolled), around to the other end with
    /// `cycle`, no further than its last line at the top; at the end, following again (`follow`).
    private mutating func scrollPane(_ scroll: PickerAction.PaneScroll) {
        let rows = max(1, layout.paneText?.height ?? 1), count = pane.lines.count, header = paneHeader
        guard pane.scroll > 0 || count > rows else { return }
        var line: Int
        switch scroll {
        case .up: line = pane.scroll - 1
        case .down: line = pane.scroll + 1
        case .pageUp: line = pane.scroll - rows
        case .pageDown: line = pane.scroll + rows
        case .halfPageUp: line = pane.scroll - rows / 2
        case .halfPageDown: line = pane.scroll + rows / 2
        case .top: line = 0
        case .bottom: line = count - rows
        }
        let window = layout.window
        if window?.cycle == true, count > header {
            line = ((line - header) % (count - header) + (count - header)) % (count - header) + header
        }
        pane.scroll = Self.constrain(line, header, count - 1)
        pane.following = window?.follow == true && pane.scroll >= count - (rows - header)
    }

    /// What the word keys take as a word: `--filepath-word`'s path parts, or letters and digits.
    var words: TextField.Words { options.filepathWord ? .pathParts : .lettersAndDigits }
}
