import MenuApps
import MenuModel
import MenuTerminal

/// `luamenu pick`'s interface on the terminal: keys go through ``PickerState`` (pure), the
/// query through the ``RankedSearch``, frames through ``Screen/diff(from:to:)``. Each key
/// costs what is on the screen: a cursor move searches nothing, a query key searches (the
/// last matches only, when the query grew) and sorts a screenful; only the shown rows are
/// highlighted and drawn.
struct PickSession {
    let search: RankedSearch
    let command: PickCommand

    /// Runs until a line is accepted or the picker is cancelled.
    mutating func run() throws(CLIError) -> PickerState.Outcome {
        let tty = try ControllingTerminal(for: "pick", command: "pick", hint: "; try --filter")
        let terminal = tty.raw
        let header = command.header.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) } ?? []
        let colors = Output.capabilities.colors
        var state = PickerState(query: command.query, multi: command.multi)
        var results = search.search(SearchQuery(state.query.text, mode: command.search, syntax: command.syntax))
        var previous: Screen?
        do {
            while state.outcome == nil {
                let size = terminal.size() ?? TerminalSize(rows: 24, columns: 80)
                let height = PickerState.listHeight(in: size, headerLines: header.count)
                state.settle(matches: results.count, height: height)
                let screen = state.screen(rows: rows(&results, from: state.scroll, count: height, marked: state.marked),
                                          matched: results.count, total: search.texts.count, header: header,
                                          size: size, colors: colors)
                try terminal.write(Screen.diff(from: previous, to: screen))
                previous = screen
                var searchPending = false
                for event in try terminal.readEvents(timeout: nil) where state.outcome == nil {
                    guard case .key(let key) = event else {
                        previous = nil
                        continue
                    }
                    if searchPending, !state.edits(key) {
                        results = search.search(SearchQuery(state.query.text, mode: command.search, syntax: command.syntax))
                        searchPending = false
                    }
                    let current = results.count > 0 ? results.index(at: min(state.cursor, results.count - 1)) : nil
                    if state.update(with: key, matches: results.count, current: current, height: height) {
                        searchPending = true
                    }
                }
                if searchPending { results = search.search(SearchQuery(state.query.text, mode: command.search, syntax: command.syntax)) }
            }
        } catch {
            throw .io("the terminal failed: \(error)")
        }
        tty.restore()
        return state.outcome ?? .cancelled
    }

    /// The `count` matches from position `start` on, as the screen draws them.
    private func rows(_ results: inout SearchResults, from start: Int, count: Int, marked: Set<Int>) -> [PickerState.Row] {
        (start..<min(results.count, start + count)).map { position in
            let index = results.index(at: position)
            return PickerState.Row(text: search.texts[index], matches: search.highlight(index, in: results),
                                   marked: marked.contains(index))
        }
    }
}
