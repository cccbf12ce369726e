import MenuModel
import MenuTerminal
import TextCore

/// `luamenu pick`'s interface on a terminal: the lines read from a descriptor as they arrive,
/// searched behind the keys, the pane's command run for the line under the cursor, all through
/// ``ProgramRunner`` (``PickerProgram``, ``PickEffects``). A key is drawn at once, and Esc ends
/// the picker at once, however much input is still coming.
///
///     var session = PickSession(lines: ChunkedTexts.Builder())
///     let ending = try session.run(on: tty, wakeup: wakeup)   // the terminal made with the wakeup
///     ending.outcome                                         // .accepted([3])
public struct PickSession {
    /// How the picker looks and what its keys do.
    public var options = PickerOptions()
    /// The query it starts with.
    public var query = ""
    /// What is shown and searched of each line.
    public var format = LineFormat()
    public var search = SearchMode.fuzzy
    public var syntax = SearchQuery.Syntax()
    public var order = SearchResults.Order()
    /// `--preview`'s command, with fzf's placeholders.
    public var paneCommand: String?
    /// Drawn inline under the cursor in this many rows (nil: the whole window).
    public var height: InlineHeight?
    /// The colours it is drawn in.
    public var palette = PickerPalette.fzf
    /// What runs the `lua:FILE` commands (nil: none can run).
    public var scripts: PickerScripts?
    /// What splits the input into lines (and sets the header lines aside).
    public var lines: ChunkedTexts.Builder
    /// Where the lines come from: this descriptor, unless `listing` is set.
    public var input: Int32 = 0
    /// The command whose output lines are read instead of `input` (fzf's `FZF_DEFAULT_COMMAND`
    /// when stdin is a terminal), stopped when the picker ends.
    public var listing: String?
    /// What ends each line in a `{f}` placeholder's file: what ends a printed line, as fzf's
    /// (NUL with `--print0`).
    public var printSeparator = "\n"
    /// Actions sent from elsewhere (`--listen`'s server), done as they come.
    public var posted: PostedActions?

    public init(lines: ChunkedTexts.Builder) {
        self.lines = lines
    }

    /// How the picker ended, with what to print.
    public struct Ending {
        public var outcome: PickerState.Outcome
        public var query: String
        /// The `--expect` key's name ("" for Enter), when keys are expected.
        public var key: String?
        public var texts: ChunkedTexts
        /// For `become`, the command with its placeholders filled in.
        public var command: String?
    }

    /// Runs until a line is accepted or the picker is cancelled, on `terminal`, which `wakeup`
    /// wakes (the threads signal it).
    ///
    /// - Throws: ``TerminalError`` when the terminal fails.
    public func run(on terminal: any ProgramTerminal, wakeup: Wakeup) throws(TerminalError) -> Ending {
        let source = listing.map { PickInput(command: ListingCommand.start($0), builder: lines, wakeup: wakeup) }
            ?? PickInput(descriptor: input, builder: lines, wakeup: wakeup)
        let effects = PickEffects(input: source, lines: lines,
                                  wakeup: wakeup, searcher: PickSearcher(order: order, wakeup: wakeup),
                                  panes: PaneRunner(wakeup: wakeup), posted: posted,
                                  search: search, syntax: syntax, paneCommand: paneCommand.map(PaneCommand.init), format: format,
                                  printSeparator: printSeparator, scripts: scripts)
        defer { effects.panes.stop() }
        defer { effects.input.stop() }
        effects.input.start()
        effects.searcher.start()
        var runner = ProgramRunner(program: PickerProgram(format: format, palette: palette), effects: effects,
                                   terminal: terminal, height: height)
        let model = try runner.run(PickerModel(state: PickerState(options: options, query: query)))
        var context = ProgramContext<PickerProgram.Event>(), ended = runner.effects
        ended.input.stop()                    // the lines' command (FZF_DEFAULT_COMMAND, a reload) killed, as fzf's
        for command in model.state.leftToRun { ended.perform(command, in: model, context: &context) }
        effects.panes.stop()
        effects.paneFiles.removeAll()
        PlaceholderFiles.shared.removeAll()   // the reloads' files; become's are made next, and kept
        var command: String?
        if case .become(let template, let key) = model.state.outcome {
            command = ended.shellCommand(for: key, template: PaneCommand(template), texts: model.texts)
        }
        return Ending(outcome: model.state.outcome ?? .cancelled, query: model.state.query.text,
                      key: model.state.acceptedKey, texts: model.texts, command: command)
    }
}
