#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MenuApps
import MenuModel
import MenuTerminal

/// `luamenu pick`'s interface on the terminal, the edge where its threads meet: stdin's lines
/// arrive on one (``PickInput``), searches run on another (``PickSearcher``), preview
/// commands on others (``PaneRunner``), and this loop takes keys, clicks and what the
/// threads left, as events, through ``PickerState`` (pure), runs the commands it gives back,
/// and draws. Nothing here waits for a search or a preview: a key is drawn at once, and Esc
/// ends the picker at once, however much input is still coming. Each frame costs what is on
/// the screen: the shown rows' texts are decoded and highlighted, nothing else.
struct PickSession {
    let command: PickCommand

    /// How the picker ended, with what to print.
    struct Ending {
        enum Outcome: Equatable {
            case accepted([Int])
            case noMatch
            case cancelled
            /// The input ended without a line.
            case noLines
        }

        var outcome: Outcome
        var query: String
        /// The `--expect` key's name ("" for Enter), when keys are expected.
        var key: String?
        var texts: ChunkedTexts
    }

    /// The results of the last search that ended, read (and sorted) as far as drawn.
    private final class Matches {
        var results: SearchResults?
        var count: Int { results?.count ?? 0 }

        func index(_ position: Int) -> Int? {
            guard position >= 0, position < count else { return nil }
            return results?.index(at: position)
        }
    }

    /// Runs until a line is accepted or the picker is cancelled.
    mutating func run() throws(CLIError) -> Ending {
        let wakeup = Wakeup()
        let tty = try ControllingTerminal(for: "pick", command: "pick", hint: "; try --filter",
                                          alternateScreen: command.height == nil, mouse: command.mouse, wakeup: wakeup)
        let terminal = tty.raw
        let history = try History(path: command.history, size: command.historySize)
        var options = command.picker
        options.history = history?.entries
        var state = PickerState(options: options, query: command.query)
        let input = PickInput(descriptor: 0, builder: command.lineBuilder(), wakeup: wakeup)
        let searcher = PickSearcher(order: command.order, wakeup: wakeup)
        let panes = PaneRunner<PaneKey>(wakeup: wakeup)
        defer { panes.stop() }
        input.start()
        searcher.start()
        let matches = Matches()
        var texts = ChunkedTexts()
        var previous: Screen?
        var clicks = ClickCounter()
        let clock = ContinuousClock()
        var ticked = clock.now
        var autoExitDecided = !(command.selectOne || command.exitZero)
        var ending: Ending.Outcome?
        // What the state asked for, run once the screen that follows the events is drawn: a key
        // shows before its search starts taking the cores.
        var commands: [PickerCommand] = []
        do {
            var region = try Region(terminal: terminal, height: command.height)
            while ending == nil {
                let size = region.size
                func apply(_ event: PickerEvent) {
                    commands += state.update(with: event, size: size, index: matches.index)
                }
                if let snapshot = input.take() {
                    texts = snapshot.texts
                    apply(.read(total: texts.count, header: snapshot.header.map { String(decoding: $0, as: UTF8.self) },
                                finished: snapshot.finished))
                }
                if let finished = searcher.take() {
                    matches.results = finished.results
                    apply(.searched(query: finished.text, matches: finished.results.count))
                }
                if let output = panes.take() { apply(.paneFilled(output.key, output.lines, finished: output.finished)) }
                if !state.reading, texts.count == 0 {
                    ending = .noLines
                    break
                }
                if !autoExitDecided, !state.reading, !state.searching {
                    autoExitDecided = true
                    if state.query.text == command.query {
                        if command.selectOne, state.matches == 1, let line = matches.index(0) { ending = .accepted([line]) }
                        if command.exitZero, state.matches == 0 { ending = .noMatch }
                        if ending != nil { break }
                    }
                }
                if let outcome = state.outcome {
                    switch outcome {
                    case .accepted(let lines): ending = .accepted(lines)
                    case .noMatch: ending = .noMatch
                    case .cancelled: ending = .cancelled
                    }
                    break
                }
                let screen = draw(state, matches: matches, texts: texts, size: size, top: region.top)
                try terminal.write(Screen.diff(from: previous, to: screen))
                previous = screen
                perform(commands, state: state, texts: texts, searcher: searcher, panes: panes,
                        size: size, previous: &previous)
                commands = []
                let busy = state.reading || state.searching
                let events = try terminal.readEvents(timeout: busy ? .milliseconds(100) : nil)
                for event in events where state.outcome == nil {
                    switch event {
                    case .resize:
                        region.resized(terminal: terminal)
                        previous = nil
                        apply(.tick)
                    case .key(.mouse(var mouse)):
                        mouse.row -= region.top ?? 0
                        apply(.mouse(mouse, clicks: clicks.count(mouse, at: clock.now)))
                    case .key(let key):
                        apply(.key(key))
                    }
                }
                if busy, clock.now - ticked >= .milliseconds(100) {
                    ticked = clock.now
                    apply(.tick)
                }
            }
            if let previous, previous.top != nil { try terminal.write(previous.erase()) }
        } catch {
            throw .io("the terminal failed: \(error)")
        }
        tty.restore()
        let outcome = ending ?? .cancelled
        if outcome != .cancelled, outcome != .noLines { history?.save(adding: state.query.text) }
        return Ending(outcome: outcome, query: state.query.text, key: state.acceptedKey, texts: texts)
    }

    /// Runs what the state asked for.
    private func perform(_ commands: [PickerCommand], state: PickerState, texts: ChunkedTexts, searcher: PickSearcher,
                         panes: PaneRunner<PaneKey>, size: TerminalSize, previous: inout Screen?) {
        for command in commands {
            switch command {
            case .search(let text):
                searcher.submit(PickSearcher.Request(text: text, query: SearchQuery(text, mode: self.command.search,
                                                                                     syntax: self.command.syntax),
                                                     texts: texts))
            case .pane(let key):
                let box = state.layout(in: size).pane
                let shell = key.flatMap { key in paneCommand(for: key, texts: texts) }
                panes.run(shell, for: key ?? PaneKey(index: -1), columns: max(1, (box?.width ?? 5) - 4),
                             lines: max(1, (box?.height ?? 3) - 2))
            case .redraw:
                previous = nil
            }
        }
    }

    /// The preview command for `key`, its placeholders filled in from the lines as shown.
    private func paneCommand(for key: PaneKey, texts: ChunkedTexts) -> String? {
        guard let paneCommand = command.paneCommand, key.index < texts.count else { return nil }
        func entry(_ index: Int) -> PaneCommand.Entry {
            let line = String(decoding: texts.original(of: index), as: UTF8.self)
            return PaneCommand.Entry(line: command.format.ansi ? ANSIText.strip(line) : line, index: index)
        }
        return PaneCommand(paneCommand).command(current: entry(key.index), marked: key.marked.filter { $0 < texts.count }.map(entry),
                                                query: key.query, delimiter: command.format.delimiter)
    }

    /// The screen: the shown matches' texts decoded, their matched characters found.
    private func draw(_ state: PickerState, matches: Matches, texts: ChunkedTexts, size: TerminalSize, top: Int?) -> Screen {
        let layout = state.layout(in: size)
        let marked = Set(state.marked)
        var rows: [PickerState.Row] = []
        for shown in 0..<layout.listCount {
            guard let index = matches.index(state.scroll + shown), index < texts.count, let results = matches.results else { break }
            let line = command.format.shown(String(decoding: texts.original(of: index), as: UTF8.self))
            let text = command.format.ansi ? ANSIText(line) : ANSIText(plain: line)
            let found = RankedSearch.highlight(index, in: texts, query: results.query)
            rows.append(PickerState.Row(text: text, matches: command.format.shownMatches(found, in: text.plain),
                                        marked: marked.contains(index)))
        }
        return state.screen(rows: rows, layout: layout, colors: Output.capabilities.colors, top: top)
    }

    /// Where the picker draws: the whole screen, or with `--height` rows under the cursor
    /// (made room for by scrolling the screen up when the cursor is too near its bottom).
    private struct Region {
        let height: PickCommand.Height?
        var size: TerminalSize
        /// The first row, inline; nil for the whole screen.
        var top: Int?

        init(terminal: RawTerminal, height: PickCommand.Height?) throws(TerminalError) {
            self.height = height
            let window = terminal.size() ?? TerminalSize(rows: 24, columns: 80)
            guard let height else {
                size = window
                return
            }
            let rows = height.rows(of: window.rows)
            size = TerminalSize(rows: rows, columns: window.columns)
            let cursor = try terminal.cursorPosition() ?? (row: window.rows - 1, column: 0)
            var first = cursor.row + (cursor.column > 0 ? 1 : 0)
            if first + rows > window.rows {
                let lacking = first + rows - window.rows
                try terminal.write(ControlSequence.moveTo(row: window.rows) + String(repeating: "\n", count: lacking))
                first = window.rows - rows
            }
            top = max(0, first)
        }

        /// After the window changed size.
        mutating func resized(terminal: RawTerminal) {
            let window = terminal.size() ?? size
            guard let height, let top else {
                size = window
                return
            }
            let rows = height.rows(of: window.rows)
            size = TerminalSize(rows: rows, columns: window.columns)
            self.top = max(0, min(top, window.rows - rows))
        }
    }
}
