@testable import MenuApps
import MenuModel
import MenuTerminal
import Testing
import TextCore

/// `pick` as a program: lines and searches are events that carry their data, the rows in view
/// are read from the results, the view draws them highlighted, and `--select-1`, `--exit-0` and
/// the spinner's ticks are decided without a terminal.
@Suite struct PickerProgramTests {
    static let size = TerminalSize(rows: 6, columns: 30)
    static let texts = ChunkedTexts(TextStore(lines: Array("main\nfeature/login\nfeature/logout\nrelease\n".utf8)))

    /// The results of searching the lines for `query`, as the searching thread finds them.
    static func results(_ query: String) -> SearchResults {
        RankedSearch(texts: texts).search(SearchQuery(query, mode: .fuzzy), order: SearchResults.Order())
    }

    /// A program and its model after the size and the lines (all of them, unless told).
    static func started(_ options: PickerOptions = PickerOptions(), query: String = "",
                        finished: Bool = true) -> (PickerProgram, PickerModel) {
        let program = PickerProgram(palette: .noColor)
        var model = PickerModel(state: PickerState(options: options, query: query))
        _ = program.update(&model, with: .resized(size))
        _ = program.update(&model, with: .arrived(texts, header: [], finished: finished))
        return (program, model)
    }

    static func plain(_ screen: Screen) -> [String] {
        screen.lines.map { line in
            var text = line.replacing(/\u{1B}\[[0-9;]*m/, with: "")
            while text.last == " " { text.removeLast() }
            return text
        }
    }

    @Test func linesAskForASearchAndItsResultsAreTheRowsInView() {
        let program = PickerProgram(palette: .noColor)
        var model = PickerModel(state: PickerState(options: PickerStateTests.options { $0.layout = .reverse }))
        #expect(program.update(&model, with: .resized(Self.size)) == [.tick(after: PickerState.tickInterval)])
        #expect(program.update(&model, with: .arrived(Self.texts, header: [], finished: true)) == [.search("")])
        #expect(model.texts.count == 4 && model.shown.isEmpty, "nothing shows before the search ends")
        #expect(program.update(&model, with: .key(.character("l"))) == [.search("l")])
        #expect(program.update(&model, with: .found(query: "", Self.results(""))) == [], "the query changed since")
        #expect(model.results == nil && model.state.searching)
        _ = program.update(&model, with: .found(query: "l", Self.results("l")))
        #expect(model.shown == [1, 2, 3] && model.state.matches == 3, "the best first")
        #expect(Self.plain(program.view(model))
                == ["> l", "  3/4 " + String(repeating: "─", count: 23), "> feature/login", "  feature/logout", "  release", ""])
        _ = program.update(&model, with: .key(.down))
        #expect(model.state.cursor == 1 && !program.isFinished(model))
        _ = program.update(&model, with: .key(.enter))
        #expect(model.state.outcome == .accepted([2]) && program.isFinished(model))
    }

    @Test func theRowsInViewFollowTheScroll() {
        var (program, model) = Self.started(PickerStateTests.options { $0.layout = .reverse })
        _ = program.update(&model, with: .found(query: "", Self.results("")))
        #expect(model.shown == [0, 1, 2, 3] && model.state.layout.listCount == 4)
        _ = program.update(&model, with: .resized(TerminalSize(rows: 4, columns: 30)))
        #expect(model.shown == [0, 1])
        for _ in 0..<3 { _ = program.update(&model, with: .key(.down)) }
        #expect(model.shown == [2, 3] && model.state.scroll == 2)
    }

    @Test func selectOneEndsTheProgramWithTheOnlyMatch() {
        var (program, model) = Self.started(PickerStateTests.options { $0.selectOne = true }, query: "main")
        #expect(program.update(&model, with: .found(query: "main", Self.results("main"))) == [])
        #expect(program.isFinished(model) && model.state.outcome == .accepted([0]))
    }

    @Test func exitZeroEndsTheProgramWhenNothingMatches() {
        var (program, model) = Self.started(PickerStateTests.options { $0.exitZero = true }, query: "zzz")
        _ = program.update(&model, with: .found(query: "zzz", Self.results("zzz")))
        #expect(program.isFinished(model) && model.state.outcome == .noMatch)
    }

    @Test func selectOneAndExitZeroWithExpectedKeysEndAsEnterWould() {
        // fzf's test_expect_print_query_select_1: the key printed is Enter's, an empty line.
        var (program, model) = Self.started(PickerStateTests.options { $0.selectOne = true; $0.expect = [.alt("z"): "alt-z"] },
                                            query: "main")
        _ = program.update(&model, with: .found(query: "main", Self.results("main")))
        #expect(model.state.outcome == .accepted([0]) && model.state.acceptedKey == "")
        (program, model) = Self.started(PickerStateTests.options { $0.exitZero = true; $0.expect = [.alt("z"): "alt-z"] },
                                        query: "zzz")
        _ = program.update(&model, with: .found(query: "zzz", Self.results("zzz")))
        #expect(model.state.outcome == .noMatch && model.state.acceptedKey == "")
        (program, model) = Self.started(PickerStateTests.options { $0.selectOne = true }, query: "main")
        _ = program.update(&model, with: .found(query: "main", Self.results("main")))
        #expect(model.state.acceptedKey == nil, "no key printed without --expect")
    }

    @Test func headerLinesShowTheFieldsTheLinesShow() {
        // fzf's test_header_lines_with_nth: --with-nth makes the header too.
        var format = LineFormat()
        format.withNth = FieldRange.list("1,1")
        let program = PickerProgram(format: format, palette: .noColor)
        var model = PickerModel(state: PickerState(options: PickerStateTests.options { $0.layout = .reverse }))
        _ = program.update(&model, with: .resized(Self.size))
        _ = program.update(&model, with: .arrived(Self.texts, header: ["top line"], finished: true))
        #expect(model.state.inputHeader == ["top top"], "awk's fields keep the blanks after them")
    }

    @Test func ctrlLForgetsTheScreenBeforeItIsDrawn() {
        var (program, model) = Self.started()
        let commands = program.update(&model, with: .key(.ctrl("l")))
        #expect(commands == [.redraw] && program.viewWaits(for: .redraw) && !program.viewWaits(for: .search("")))
        #expect(program.viewWaits(for: .execute("true", for: PaneKey(index: 0, query: "", marked: []), silent: true)),
                "an execute runs before the screen shows the actions after it, as fzf runs a chain in order")
    }

    @Test func reloadSyncKeepsTheLinesUntilAllOfItsLinesArrived() throws {
        var options = PickerOptions()
        try PickerBindings.parse("ctrl-r:reload-sync(seq 1000)", into: &options.bindings)
        var (program, model) = Self.started(options)
        _ = program.update(&model, with: .found(query: "", Self.results("")))
        let commands = program.update(&model, with: .key(.ctrl("r")))
        #expect(commands.contains(.reloadSync("seq 1000", for: PaneKey(index: 0, query: ""), load: 1)))
        #expect(model.state.loads == 0 && model.state.matches == 4 && model.state.total == 4 && model.shown.count == 4,
                "the lines read so far stay while the command runs")
        #expect(Self.plain(program.view(model))[4].contains(" 4/4 "))
        let newer = ChunkedTexts(TextStore(lines: Array("a\nb\n".utf8)))
        _ = program.update(&model, with: .arrived(newer, header: [], finished: true, load: 1))
        #expect(model.state.loads == 1 && model.state.pendingLoad == nil && model.state.total == 2 && model.state.matches == 0,
                "once they all arrived they replace the old, and are searched")
        _ = program.update(&model, with: .arrived(Self.texts, header: [], finished: true, load: 0))
        #expect(model.state.total == 2, "lines of the replaced load are dropped")
    }

    @Test func aFailedCommandIsNamedInPlaceOfTheCountWhileThereAreNoLines() {
        let program = PickerProgram(palette: .noColor)
        var model = PickerModel(state: PickerState(options: PickerOptions()))
        _ = program.update(&model, with: .resized(Self.size))
        _ = program.update(&model, with: .arrived(ChunkedTexts(), header: [], finished: true, failed: "false"))
        let none = RankedSearch(texts: ChunkedTexts()).search(SearchQuery("", mode: .fuzzy), order: SearchResults.Order())
        _ = program.update(&model, with: .found(query: "", none))
        #expect(Self.plain(program.view(model))[4].hasPrefix("  [Command failed: false] ─"))
        _ = program.update(&model, with: .arrived(Self.texts, header: [], finished: true, failed: "grep x"))
        _ = program.update(&model, with: .found(query: "", Self.results("")))
        #expect(Self.plain(program.view(model))[4].hasPrefix("  4/4 ─"), "with lines, the count: fzf names it only with none")
    }
}
