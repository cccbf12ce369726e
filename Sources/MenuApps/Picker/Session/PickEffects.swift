import MenuModel
import MenuTerminal
import TextCore

/// What `pick`'s commands do, and where its threads meet: stdin's lines arrive on one
/// (``PickInput``), searches run on another (``PickSearcher``), panes' commands on others
/// (``PaneRunner``); each wakes the runner, and ``awake()`` hands what they left to the
/// program as events. Nothing here waits for a search or a pane: asking for one returns at once.
struct PickEffects: ProgramEffects {
    typealias Program = PickerProgram

    /// Where the lines come from: stdin, then each reload's command.
    private(set) var input: PickInput
    /// A builder as it starts, for each reload's lines, and what wakes the picker.
    let lines: ChunkedTexts.Builder
    let wakeup: Wakeup
    let searcher: PickSearcher
    let panes: PaneRunner<PaneKey>
    /// Actions sent from elsewhere (`--listen`), when anything can send them.
    let posted: PostedActions?
    /// How a query is read: the mode, fzf's extended syntax or not.
    let search: SearchMode
    let syntax: SearchQuery.Syntax
    /// `--preview`'s command, and what the lines' fields are for its placeholders.
    let paneCommand: PaneCommand?
    let format: LineFormat
    /// What ends each line in a `{f}` placeholder's file (``PickSession/printSeparator``).
    let printSeparator: String
    /// What runs a `lua:FILE` command (nil: such a command is an error).
    let scripts: PickerScripts?
    /// The `{f}` files of the preview running, removed as the next one starts; the other
    /// commands' go in ``PlaceholderFiles/shared``, removed once an `execute` or a transform ran.
    let paneFiles = PlaceholderFiles()

    mutating func perform(_ command: PickerCommand, in model: PickerModel, context: inout ProgramContext<PickerProgram.Event>) {
        switch command {
        case .search(let text):
            searcher.submit(PickSearcher.Request(text: text, query: SearchQuery(text, mode: search, syntax: syntax),
                                                 texts: model.texts, ranked: model.state.sorted, load: model.state.loads))
        case .pane(let key):
            let area = model.state.layout.paneText
            let box = (columns: max(1, area?.width ?? 1), lines: max(1, area?.height ?? 1))
            paneFiles.removeAll()              // the last preview's, its output dropped from now on
            if let key, let template = key.command.map(PaneCommand.init) ?? paneCommand,
               let file = PickerScriptCall.file(in: template.text) {
                panes.run(nil, for: key, columns: box.columns, lines: box.lines)   // a command still running is stopped
                let text = switch run(file, for: key, texts: model.texts) {
                case .success(let output): output
                case .failure(let failure): failure.message         // shown in the pane, as a command's error is
                }
                context.send(.picker(.paneFilled(key, ANSIText.lines(text), finished: true)))
                return
            }
            let shell = key.flatMap { key in
                (key.command.map(PaneCommand.init) ?? paneCommand).flatMap {
                    shellCommand(for: key, template: $0, texts: model.texts, files: paneFiles)
                }
            }
            panes.run(shell, for: key ?? PaneKey(index: -1), columns: box.columns, lines: box.lines)
            if let key, let window = model.state.layout.window, let scroll = window.scroll {
                let filled = filled(PaneCommand(scroll), for: key, texts: model.texts)
                context.send(.picker(.paneStarts(key, line: PaneWindow.firstLine(filled, rows: box.lines - window.headerLines))))
            }
        case .redraw:
            context.redraw()
        case .tick(let delay):
            context.after(delay, send: .picker(.tick))
        case .reload(let command, let key):
            reload(command, for: key, texts: model.texts, load: model.state.loads, whole: false, context: &context)
        case .reloadSync(let command, let key, let load):
            reload(command, for: key, texts: model.texts, load: load, whole: true, context: &context)
        case .execute(let command, let key, let silent):
            let filled = filled(PaneCommand(command), for: key, texts: model.texts)
            if silent {
                ShellCommandRun.run(filled, onTerminal: false)
            } else {
                _ = TerminalHandOver.run { ShellCommandRun.run(filled, onTerminal: true) }
            }
            PlaceholderFiles.shared.removeAll()   // as fzf once a command ran
        case .transform(let transform, let key, let rest):
            let text: String
            switch transform.source {
            case .command(let command):
                if let file = PickerScriptCall.file(in: command) {
                    switch run(file, for: key, texts: model.texts) {
                    case .success(let output): text = output
                    case .failure(let failure): return context.send(.picker(.failed(failure.message, then: rest)))
                    }
                } else {
                    text = ShellCommandRun.firstLine(of: filled(PaneCommand(command), for: key, texts: model.texts)) ?? ""
                    PlaceholderFiles.shared.removeAll()
                }
            case .line:
                let texts = model.texts
                let line = key.index < texts.count ? String(decoding: texts.original(of: key.index), as: UTF8.self) : ""
                text = format.ansi ? ANSIText.strip(format.shown(line)) : format.shown(line)
            }
            context.send(.picker(.transformed(transform.target, text, then: rest)))
        }
    }

    /// Reads the lines from `command`'s output (its placeholders filled in for `key`) in place
    /// of those read so far (their command stopped), as the `load`th reload's; `whole`:
    /// published once they all arrived (`reload-sync`). A command that can't start gives no
    /// lines; a `lua:FILE` gives the lines of the text it returns, or, failing, none and its
    /// error in place of the count (as fzf's `[Command failed: …]`).
    private mutating func reload(_ command: String, for key: PaneKey, texts: ChunkedTexts, load: Int, whole: Bool,
                                 context: inout ProgramContext<PickerProgram.Event>) {
        var lua: [UInt8]?
        if let file = PickerScriptCall.file(in: command) {
            switch run(file, for: key, texts: texts) {
            case .success(let text): lua = Array(text.utf8)
            case .failure(let failure):
                lua = []
                context.send(.picker(.failed(failure.message, then: [])))
            }
        }
        input.stop()
        if !whole { searcher.forget() }
        input = lua.map { PickInput(bytes: $0, builder: lines, wakeup: wakeup, load: load, whole: whole) }
            ?? PickInput(command: ListingCommand.start(filled(PaneCommand(command), for: key, texts: texts)), builder: lines,
                         wakeup: wakeup, load: load, whole: whole)
        input.start()
    }

    /// `template` filled in for `key`, or with empty values when no line is under the cursor.
    private func filled(_ template: PaneCommand, for key: PaneKey, texts: ChunkedTexts) -> String {
        shellCommand(for: key, template: template, texts: texts)
            ?? template.command(current: PaneCommand.Entry(line: "", index: -1), marked: [], query: key.query,
                                delimiter: format.delimiter, separator: printSeparator)
    }

    /// `file` run for `key` (the line under the cursor, -1 for none; the query; the marked lines).
    private func run(_ file: String, for key: PaneKey, texts: ChunkedTexts) -> Result<String, PickerScriptFailure> {
        guard let scripts else { return .failure(PickerScriptFailure("lua:\(file): no Lua here")) }
        func shown(_ index: Int) -> String? {
            guard index >= 0, index < texts.count else { return nil }
            let line = String(decoding: texts.original(of: index), as: UTF8.self)
            return format.ansi ? ANSIText.strip(line) : line
        }
        let line = shown(key.index)
        return scripts(PickerScriptCall(file: file, line: line, index: line == nil ? nil : key.index, query: key.query,
                                        marked: key.marked.compactMap(shown)))
    }

    func awake() -> [PickerProgram.Event] {
        var events: [PickerProgram.Event] = []
        if let snapshot = input.take() {
            events.append(.arrived(snapshot.texts, header: snapshot.header.map { String(decoding: $0, as: UTF8.self) },
                                   finished: snapshot.finished, load: snapshot.load, failed: snapshot.failed))
        }
        if let finished = searcher.take() {
            events.append(.found(query: finished.text, finished.results, load: finished.load, lines: finished.lines))
        }
        if let output = panes.take() { events.append(.picker(.paneFilled(output.key, output.lines, finished: output.finished))) }
        events += (posted?.take() ?? []).map { .picker(.posted($0)) }
        return events
    }

    /// `template` for `key`, its placeholders filled in from the lines as shown (empty for no
    /// line under the cursor, -1), its `{f}` files made in `files`; nil for a line that is no
    /// longer there.
    func shellCommand(for key: PaneKey, template: PaneCommand, texts: ChunkedTexts,
                      files: PlaceholderFiles = .shared) -> String? {
        guard key.index < texts.count else { return nil }
        func entry(_ index: Int) -> PaneCommand.Entry {
            guard index >= 0 else { return PaneCommand.Entry(line: "", index: -1) }
            let line = String(decoding: texts.original(of: index), as: UTF8.self)
            return PaneCommand.Entry(line: format.ansi ? ANSIText.strip(line) : line, index: index)
        }
        return template.command(current: entry(key.index), marked: key.marked.filter { $0 < texts.count }.map(entry),
                                   query: key.query, delimiter: format.delimiter, separator: printSeparator, files: files)
    }
}
