import MenuModel
import MenuTerminal
import TextCore

/// `pick` as a ``TerminalProgram``: the picker's update (``PickerState``) over the lines and the
/// results its events bring, and its view, the shown matches decoded and highlighted. A frame
/// costs what is on the screen: the rows in view are read (and the results sorted) as far as
/// they go, nothing else.
///
///     var model = PickerModel(state: PickerState(options: options))
///     program.update(&model, with: .arrived(texts, header: [], finished: true))   // [.search(""), …]
///     program.update(&model, with: .found(query: "", results))
///     program.view(model)   // the prompt, the count, the best matches
public struct PickerProgram: TerminalProgram {
    /// What is shown of each line (`--with-nth`, `--ansi`).
    public let format: LineFormat
    /// The colours everything is drawn in (fzf's `--color`; none with NO_COLOR).
    public let palette: PickerPalette

    public init(format: LineFormat = LineFormat(), palette: PickerPalette = .fzf) {
        self.format = format
        self.palette = palette
    }

    /// What happened: the picker's own events (keys, the mouse, the size, a pane's output, a
    /// tick), lines that arrived, a search that ended.
    public enum Event: TerminalEvents {
        case picker(PickerEvent)
        /// The lines so far, after the header lines (as read: they are shown as the lines are,
        /// `--with-nth`'s fields); `finished` once the input ended. `load` counts the reloads
        /// before these lines were asked for (0: stdin's). `failed` names the command that gave
        /// them when it ended with a failure.
        case arrived(ChunkedTexts, header: [String], finished: Bool, load: Int = 0, failed: String? = nil)
        /// A search for `query` ended with `results`, over the first `lines` of the lines of
        /// `load` (nil: all that arrived).
        case found(query: String, SearchResults, load: Int = 0, lines: Int? = nil)

        public static func key(_ key: Key) -> Event { .picker(.key(key)) }
        public static func mouse(_ mouse: MouseEvent, clicks: Int) -> Event { .picker(.mouse(mouse, clicks: clicks)) }
        public static func resized(_ size: TerminalSize) -> Event { .picker(.resized(size)) }
    }

    public func inlineRows(_ model: PickerModel, most: Int) -> Int? {
        model.state.fittedRows(most: most)
    }

    public func update(_ model: inout PickerModel, with event: Event) -> [PickerCommand] {
        let picked: PickerEvent
        switch event {
        case .picker(let event):
            picked = event
        case .arrived(let texts, let header, let finished, let load, let failed):
            if load == model.state.pendingLoad {                  // a reload-sync's lines, all there: they replace the old now
                model.state.update(with: .reloaded, index: { _ in nil })
                model.results = nil
            }
            guard load == model.state.loads else { return [] }   // lines a reload replaced
            model.texts = texts
            picked = .read(total: texts.count, header: header.map(format.shown), finished: finished, failed: failed)
        case .found(let query, let results, let load, let lines):
            guard query == model.state.searchText, load == model.state.loads else { return [] }   // an earlier query's, or lines
            model.results = results
            picked = .searched(query: query, matches: results.count, lines: lines ?? model.texts.count)
        }
        var results = model.results
        model.results = nil                                 // `results` alone holds them: sorted in place
        defer { model.results = results }
        let index = { (position: Int) -> Int? in
            guard let count = results?.count, position >= 0, position < count else { return nil }
            return results?.index(at: position)
        }
        let loads = model.state.loads
        let commands = model.state.update(with: picked, index: index)
        if model.state.loads != loads { results = nil }   // a reload: the matches were of the lines it replaces
        let first = model.state.scroll
        model.shown = (first..<max(first, min(model.state.matches, first + model.state.layout.listCount))).compactMap(index)
        return commands
    }

    public func view(_ model: PickerModel) -> Screen {
        let marked = Set(model.state.marked)
        let texts = model.texts
        let rows = model.shown.filter { $0 < texts.count }.map { index in
            let line = format.shown(String(decoding: texts.original(of: index), as: UTF8.self))
            let text = format.ansi ? ANSIText(line) : ANSIText(plain: line)
            let found = model.results.map { RankedSearch.highlight(index, in: texts, query: $0.query) } ?? []
            return PickerState.Row(text: text, matches: format.shownMatches(found, in: text.plain), marked: marked.contains(index))
        }
        return model.state.screen(rows: rows, palette: palette)
    }

    public func isFinished(_ model: PickerModel) -> Bool {
        model.state.outcome != nil
    }

    /// Ctrl-L forgets the screen before it is drawn; an `execute` or a transform runs before the
    /// screen shows what the actions after it did, as fzf runs a chain in order
    /// (`execute-silent(…)+change-prompt(done> )` shows "done> " once the command ended); a
    /// pane's command starts (without being waited for) before the screen shows its line, as
    /// fzf starts it as it draws the list.
    public func viewWaits(for command: PickerCommand) -> Bool {
        switch command {
        case .execute, .transform, .redraw, .pane: true
        default: false
        }
    }
}
