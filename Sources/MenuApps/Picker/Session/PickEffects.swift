import MenuModel
import MenuTerminal
import TextCore

/// What `pick`'s commands do, and where its threads meet: stdin's lines arrive on one
/// (``PickInput``), searches run on another (``PickSearcher``), panes' commands on others
/// (``PaneRunner``); each wakes the runner, and ``awake()`` hands what they left to the
/// program as events. Nothing here waits for a search or a pane: asking for one returns at once.
struct PickEffects: ProgramEffects {
    typealias Program = PickerProgram

    let input: PickInput
    let searcher: PickSearcher
    let panes: PaneRunner<PaneKey>
    /// How a query is read: the mode, fzf's extended syntax or not.
    let search: SearchMode
    let syntax: SearchQuery.Syntax
    /// `--preview`'s command, and what the lines' fields are for its placeholders.
    let paneCommand: PaneCommand?
    let format: LineFormat

    func perform(_ command: PickerCommand, in model: PickerModel, context: inout ProgramContext<PickerProgram.Event>) {
        switch command {
        case .search(let text):
            searcher.submit(PickSearcher.Request(text: text, query: SearchQuery(text, mode: search, syntax: syntax),
                                                 texts: model.texts, ranked: model.state.sorted))
        case .pane(let key):
            let box = PaneBox.content(of: model.state.layout.pane)
            let shell = key.flatMap { key in
                (key.command.map(PaneCommand.init) ?? paneCommand).flatMap { shellCommand(for: key, template: $0, texts: model.texts) }
            }
            panes.run(shell, for: key ?? PaneKey(index: -1), columns: box.columns, lines: box.lines)
        case .redraw:
            context.redraw()
        case .tick(let delay):
            context.after(delay, send: .picker(.tick))
        case .execute(let command, let key, let silent):
            guard let filled = shellCommand(for: key, template: PaneCommand(command), texts: model.texts) else { break }
            if silent {
                ShellCommandRun.run(filled, onTerminal: false)
            } else {
                TerminalHandOver.run { ShellCommandRun.run(filled, onTerminal: true) }
            }
        }
    }

    func awake() -> [PickerProgram.Event] {
        var events: [PickerProgram.Event] = []
        if let snapshot = input.take() {
            events.append(.arrived(snapshot.texts, header: snapshot.header.map { String(decoding: $0, as: UTF8.self) },
                                   finished: snapshot.finished))
        }
        if let finished = searcher.take() { events.append(.found(query: finished.text, finished.results)) }
        if let output = panes.take() { events.append(.picker(.paneFilled(output.key, output.lines, finished: output.finished))) }
        return events
    }

    /// `template` for `key`, its placeholders filled in from the lines as shown.
    private func shellCommand(for key: PaneKey, template: PaneCommand, texts: ChunkedTexts) -> String? {
        guard key.index < texts.count else { return nil }
        func entry(_ index: Int) -> PaneCommand.Entry {
            let line = String(decoding: texts.original(of: index), as: UTF8.self)
            return PaneCommand.Entry(line: format.ansi ? ANSIText.strip(line) : line, index: index)
        }
        return template.command(current: entry(key.index), marked: key.marked.filter { $0 < texts.count }.map(entry),
                                   query: key.query, delimiter: format.delimiter)
    }
}
