@testable import MenuApps
import MenuTerminal
import Testing

/// The picker's update: fzf's keys edit the query, move, mark and accept; lines arriving,
/// searches ending and panes coming in are events too; and what it asks the host to do.
@Suite struct PickerStateTests {
    static let size = TerminalSize(rows: 10, columns: 40)

    /// A picker over `matches` (store indices, best first), every line read.
    struct Picker {
        var state: PickerState
        var matches: [Int]

        init(_ options: PickerOptions = PickerOptions(), matches: [Int] = [10, 20, 30, 40, 50], query: String = "",
             size: TerminalSize = PickerStateTests.size) {
            state = PickerState(options: options, query: query)
            self.matches = matches
            state.update(with: .resized(size), index: { _ in nil })
            state.update(with: .read(total: 100, header: [], finished: true), index: { _ in nil })
            state.update(with: .searched(query: query, matches: matches.count), index: index)
        }

        func index(_ position: Int) -> Int? { matches.indices.contains(position) ? matches[position] : nil }

        @discardableResult
        mutating func press(_ keys: Key...) -> [PickerCommand] {
            keys.flatMap { key in state.update(with: .key(key), index: index) }
        }

        @discardableResult
        mutating func send(_ event: PickerEvent) -> [PickerCommand] {
            state.update(with: event, index: index)
        }
    }

    static func options(_ change: (inout PickerOptions) -> Void) -> PickerOptions {
        var options = PickerOptions()
        change(&options)
        return options
    }

    @Test func typingChangesTheQueryAsksForASearchAndPutsTheCursorBackOnTheBestMatch() {
        var picker = Picker()
        picker.press(.up, .up)
        #expect(picker.state.cursor == 2)
        #expect(picker.press(.character("s")) == [.search("s")])
        #expect(picker.state.query.text == "s" && picker.state.cursor == 0 && picker.state.searching)
        #expect(picker.press(.paste("j\n")) == [.search("sj")])
        #expect(picker.press(.left) == [] && picker.press(.unknown([0x1B, 0x5D])) == [], "moving in the query searches nothing")
        #expect(picker.press(.backspace) == [.search("j")])
        #expect(picker.state.outcome == nil)
    }

    @Test func postedActionsAreDoneAsABoundKeysAndSendItsEvents() {
        var picker = Picker(Self.options { $0.bindings[.event(.change)] = [.changePrompt("changed> ")] })
        #expect(picker.send(.posted([.up, .up, .changeQuery("kim")])) == [.search("kim")])
        #expect(picker.state.query.text == "kim" && picker.state.prompt == "changed> ", "the change event followed")
        picker.send(.posted([.accept]))
        #expect(picker.state.outcome == .accepted([10]))
    }

    @Test func upAndDownAreAsDrawnAndCtrlJAndCtrlKMoveAsInFzf() {
        var picker = Picker()   // the default layout: the best match at the bottom, next to the prompt
        picker.press(.up)
        #expect(picker.state.cursor == 1, "up: to the next match, drawn above")
        picker.press(.ctrl("k"), .ctrl("p"))
        #expect(picker.state.cursor == 3)
        picker.press(.ctrl("j"), .down, .ctrl("n"))
        #expect(picker.state.cursor == 0 && picker.state.outcome == nil, "Ctrl-J moves down; it never accepts")
        var reverse = Picker(Self.options { $0.layout = .reverse })
        reverse.press(.down, .ctrl("j"))
        #expect(reverse.state.cursor == 2, "reverse: down goes to the next match")
        reverse.press(.ctrl("k"))
        #expect(reverse.state.cursor == 1)
        var query = Picker(query: "abc")
        query.press(.left, .ctrl("k"))
        #expect(query.state.query.text == "abc" && query.state.cursor == 1, "Ctrl-K moves; it doesn't kill the query's end")
    }

    @Test func scrollOffKeepsRowsBetweenTheCursorAndTheListsEnds() {
        let matches = Array(0..<20)
        var picker = Picker(Self.options { $0.scrollOff = 2 }, matches: matches)   // 8 rows of matches
        for _ in 0..<5 { picker.press(.up) }
        #expect(picker.state.cursor == 5 && picker.state.scroll == 0)
        picker.press(.up)
        #expect(picker.state.cursor == 6 && picker.state.scroll == 1, "two rows kept above the cursor")
        for _ in 0..<4 { picker.press(.down) }
        #expect(picker.state.cursor == 2 && picker.state.scroll == 0, "and below it, down to the first")
        var most = Picker(Self.options { $0.scrollOff = 100 }, matches: matches)
        for _ in 0..<6 { most.press(.up) }
        #expect(most.state.scroll == 3, "at most half the rows: the cursor in the middle")
        var none = Picker(matches: matches)
        for _ in 0..<7 { none.press(.up) }
        #expect(none.state.scroll == 0, "without it the cursor goes to the last row")
    }

    @Test func theCursorStaysOnAMatchAndInViewAndCyclesWhenAskedTo() {
        var picker = Picker()
        for _ in 0..<7 { picker.press(.up) }
        #expect(picker.state.cursor == 4)
        var small = Picker(size: TerminalSize(rows: 5, columns: 40))   // 3 rows of matches
        for _ in 0..<4 { small.press(.up) }
        #expect(small.state.cursor == 4 && small.state.scroll == 2)
        small.press(.pageDown)
        #expect(small.state.cursor == 2 && small.state.scroll == 2, "a page is the rows less one")
        small.send(.searched(query: "", matches: 1))
        #expect(small.state.cursor == 0 && small.state.scroll == 0, "fewer matches after a search")
        var cycling = Picker(Self.options { $0.cycle = true })
        cycling.press(.down)
        #expect(cycling.state.cursor == 4, "past the best: the last")
        cycling.press(.up)
        #expect(cycling.state.cursor == 0)
    }

    @Test func enterAcceptsTheLineUnderTheCursorOrNothing() {
        var picker = Picker()
        picker.press(.up, .enter)
        #expect(picker.state.outcome == .accepted([20]) && picker.state.acceptedKey == nil)
        var empty = Picker(matches: [], query: "zzz")
        empty.press(.enter)
        #expect(empty.state.outcome == .noMatch)
    }

    @Test(arguments: [Key.escape, .ctrl("c"), .ctrl("g"), .ctrl("q")])
    func escAndCtrlCCancel(key: Key) {
        var picker = Picker(query: "abc")
        picker.press(key)
        #expect(picker.state.outcome == .cancelled)
    }

    @Test func ctrlDDeletesAndOnAnEmptyQueryCancels() {
        var picker = Picker(query: "ab")
        picker.press(.left, .ctrl("d"))
        #expect(picker.state.query.text == "a" && picker.state.outcome == nil)
        picker.press(.backspace, .ctrl("d"))
        #expect(picker.state.outcome == .cancelled)
    }

    @Test func expectedKeysAcceptAndSayWhichKeyItWas() {
        var picker = Picker(Self.options { $0.expect = [.ctrl("d"): "ctrl-d", .alt("x"): "alt-x"] })
        picker.press(.up, .ctrl("d"))
        #expect(picker.state.outcome == .accepted([20]) && picker.state.acceptedKey == "ctrl-d")
        var enter = Picker(Self.options { $0.expect = [.ctrl("d"): "ctrl-d"] })
        enter.press(.enter)
        #expect(enter.state.outcome == .accepted([10]) && enter.state.acceptedKey == "", "Enter: an empty key line")
    }

    @Test func withMultiTabMarksAndEnterAcceptsTheMarkedInTheOrderMarked() {
        var picker = Picker(Self.options { $0.multi = 0; $0.layout = .reverse })
        picker.press(.down, .tab)
        #expect(picker.state.marked == [20] && picker.state.cursor == 2, "Tab marks and moves down")
        picker.press(.backTab)
        #expect(picker.state.marked == [20, 30] && picker.state.cursor == 1, "Shift-Tab marks and moves up")
        picker.press(.backTab)
        #expect(picker.state.marked == [30] && picker.state.cursor == 0, "a marked line unmarked")
        picker.press(.tab, .enter)
        #expect(picker.state.outcome == .accepted([30, 10]), "in the order marked, as fzf prints them")
    }

    @Test func multiTakesALimitAndWithoutItTabDoesNothing() {
        var limited = Picker(Self.options { $0.multi = 2 })
        limited.press(.backTab, .backTab, .backTab)
        #expect(limited.state.marked == [10, 20] && limited.state.cursor == 2, "the third is refused and stays")
        var bottom = Picker(Self.options { $0.multi = 0 })
        bottom.press(.tab, .tab, .tab)
        #expect(bottom.state.marked == [10] && bottom.state.cursor == 0,
                "the default layout: Tab moves down, and the best match is at the bottom already (as in fzf)")
        var single = Picker()
        single.press(.tab)
        #expect(single.state.marked.isEmpty && single.state.cursor == 0)
    }

    @Test func withHistoryCtrlPAndCtrlNGoThroughEarlierQueries() {
        var picker = Picker(Self.options { $0.history = ["one", "two"] }, query: "dr")
        #expect(picker.press(.ctrl("p")) == [.search("two")])
        picker.press(.ctrl("p"), .ctrl("p"))
        #expect(picker.state.query.text == "one", "the oldest stays")
        picker.press(.ctrl("n"))
        #expect(picker.state.query.text == "two")
        picker.press(.ctrl("n"))
        #expect(picker.state.query.text == "dr" && picker.state.historyPosition == 2, "back to what was typed")
        picker.press(.up)
        #expect(picker.state.cursor == 1, "the arrows still move")
    }

    @Test func aRecalledQueryEditedIsKeptAsEditedWhileThePickerRuns() {
        // fzf's test_history: Ctrl-P twice, "33" edited to "31", Ctrl-P, Ctrl-N.
        var picker = Picker(Self.options { $0.history = ["11", "22", "33", "44"] })
        picker.press(.ctrl("p"), .ctrl("p"), .backspace, .character("1"))
        #expect(picker.state.query.text == "31")
        picker.press(.ctrl("p"))
        #expect(picker.state.query.text == "22", "the edit moved on from where it was recalled")
        picker.press(.ctrl("n"))
        #expect(picker.state.query.text == "31", "the edited query, not the one saved")
        picker.press(.ctrl("n"), .ctrl("n"))
        #expect(picker.state.query.text == "", "the query typed before Ctrl-P, kept at the end")
        #expect(picker.state.recalled == ["11", "22", "31", "44", ""])
    }

    @Test func clicksDoTheirBoundActionsAfterTheCursorMoved() throws {
        var options = PickerOptions()
        options.layout = .reverse
        options.multi = 0
        try PickerBindings.parse("left-click:toggle,right-click:change-prompt(R> ),double-click:print-query", into: &options.bindings)
        var picker = Picker(options)
        picker.send(.mouse(MouseEvent(button: .left, pressed: true, row: 4, column: 5), clicks: 1))
        #expect(picker.state.cursor == 2 && picker.state.marked.count == 1, "moved there, then left-click's toggle")
        picker.send(.mouse(MouseEvent(button: .right, pressed: true, row: 3, column: 5), clicks: 1))
        #expect(picker.state.cursor == 1 && picker.state.prompt == "R> " && picker.state.marked.count == 1,
                "right-click's actions in place of toggling")
        picker.send(.mouse(MouseEvent(button: .left, pressed: true, row: 2, column: 5), clicks: 2))
        #expect(picker.state.cursor == 0 && picker.state.outcome == .queryOnly, "double-click's, in place of accepting")
    }

    @Test func theMouseMovesMarksAcceptsAndScrolls() {
        var options = PickerOptions()
        options.layout = .reverse
        options.multi = 0
        var picker = Picker(options)   // rows: prompt 0, info 1, matches from row 2
        picker.send(.mouse(MouseEvent(button: .left, pressed: true, row: 4, column: 5), clicks: 1))
        #expect(picker.state.cursor == 2 && picker.state.outcome == nil)
        picker.send(.mouse(MouseEvent(button: .right, pressed: true, row: 3, column: 5), clicks: 1))
        #expect(picker.state.marked == [20] && picker.state.cursor == 1, "a right click moves there and marks, as fzf's")
        picker.send(.mouse(MouseEvent(button: .wheelDown, pressed: true, row: 0, column: 0), clicks: 0))
        #expect(picker.state.cursor == 2)
        picker.send(.mouse(MouseEvent(button: .left, pressed: true, row: 9, column: 5), clicks: 1))
        #expect(picker.state.cursor == 2, "a click below the matches moves nothing")
        picker.send(.mouse(MouseEvent(button: .left, pressed: true, row: 2, column: 5), clicks: 2))
        #expect(picker.state.outcome == .accepted([20]), "a double click accepts (the marked, as Enter would)")
    }

    @Test func linesArrivingAndSearchesEndingAreEvents() {
        var state = PickerState(query: "a")
        #expect(state.update(with: .resized(Self.size), index: { _ in nil }) == [.tick(after: PickerState.tickInterval)],
                "reading: the spinner's first tick")
        #expect(state.reading && state.total == 0 && state.ticking)
        #expect(state.update(with: .read(total: 5, header: ["PID CMD"], finished: false), index: { _ in nil }) == [.search("a")],
                "new lines: the search keeps up (the tick asked for is still to come)")
        #expect(state.total == 5 && state.header == ["PID CMD"] && state.reading && state.searching)
        #expect(state.update(with: .tick, index: { _ in nil }) == [.tick(after: PickerState.tickInterval)], "and the next")
        #expect(state.spinner == 1)
        state.update(with: .key(.character("b")), index: { _ in nil })
        state.update(with: .searched(query: "a", matches: 3), index: { _ in nil })
        #expect(state.matches == 0 && state.searching, "an earlier query's results don't count")
        state.update(with: .searched(query: "ab", matches: 2), index: { _ in 7 })
        state.update(with: .read(total: 9, header: ["PID CMD"], finished: true), index: { _ in 7 })
        state.update(with: .searched(query: "ab", matches: 2), index: { _ in 7 })
        #expect(state.matches == 2 && !state.searching && !state.reading)
        #expect(state.update(with: .tick, index: { _ in 7 }) == [] && !state.ticking, "nothing runs: no more ticks")
        #expect(state.spinner == 1, "the spinner stops when nothing runs")
        #expect(state.outcome == nil, "no --select-1: the only match waits for Enter")
    }

    @Test func selectOneAcceptsTheOnlyMatchOnceTheInputEndedForTheStartingQuery() {
        var state = PickerState(options: Self.options { $0.selectOne = true }, query: "ab")
        state.update(with: .read(total: 9, header: [], finished: false), index: { _ in 7 })
        state.update(with: .searched(query: "ab", matches: 1), index: { _ in 7 })
        #expect(state.outcome == nil && !state.startSettled, "lines may still come")
        state.update(with: .read(total: 9, header: [], finished: true), index: { _ in 7 })
        #expect(state.outcome == nil, "the search for the last lines runs")
        state.update(with: .searched(query: "ab", matches: 1), index: { _ in 7 })
        #expect(state.outcome == .accepted([7]) && state.startSettled)
        var early = PickerState(options: Self.options { $0.selectOne = true }, query: "ab")
        early.update(with: .read(total: 9, header: [], finished: true), index: { _ in 7 })
        early.update(with: .searched(query: "ab", matches: 1, lines: 6), index: { _ in 7 })
        #expect(early.outcome == nil && early.searching && !early.startSettled,
                "a search of 6 lines of the 9 that arrived: the search of all 9 is still to come")
        early.update(with: .searched(query: "ab", matches: 2, lines: 9), index: { _ in 7 })
        #expect(early.outcome == nil && !early.searching && early.startSettled, "two matches in all")
        var typed = PickerState(options: Self.options { $0.selectOne = true }, query: "ab")
        typed.update(with: .key(.backspace), index: { _ in 7 })
        typed.update(with: .read(total: 9, header: [], finished: true), index: { _ in 7 })
        typed.update(with: .searched(query: "a", matches: 1), index: { _ in 7 })
        #expect(typed.outcome == nil && typed.startSettled, "only for the query it started with, and only once")
        var two = PickerState(options: Self.options { $0.selectOne = true })
        two.update(with: .read(total: 9, header: [], finished: true), index: { _ in 7 })
        two.update(with: .searched(query: "", matches: 2), index: { _ in 7 })
        #expect(two.outcome == nil && two.startSettled)
    }

    @Test func exitZeroEndsWhenNothingMatchesAndAnInputWithoutLinesStaysOpen() {
        var state = PickerState(options: Self.options { $0.exitZero = true }, query: "zz")
        state.update(with: .read(total: 9, header: [], finished: true), index: { _ in nil })
        #expect(state.update(with: .searched(query: "zz", matches: 0), index: { _ in nil }) == [])
        #expect(state.outcome == .noMatch)
        var empty = PickerState()
        empty.update(with: .read(total: 0, header: ["PID"], finished: true), index: { _ in nil })
        empty.update(with: .searched(query: "", matches: 0), index: { _ in nil })
        #expect(empty.outcome == nil, "an empty finder, as fzf opens")
        empty.update(with: .key(.enter), index: { _ in nil })
        #expect(empty.outcome == .noMatch, "Enter with nothing to accept")
        var emptyExitZero = PickerState(options: Self.options { $0.exitZero = true })
        emptyExitZero.update(with: .read(total: 0, header: [], finished: true), index: { _ in nil })
        emptyExitZero.update(with: .searched(query: "", matches: 0), index: { _ in nil })
        #expect(emptyExitZero.outcome == .noMatch, "--exit-0 ends an empty input")
    }

    @Test func thePreviewFollowsTheCursorAndStopsWhenHidden() {
        var picker = Picker(Self.options { $0.pane = PaneWindow(); $0.paneCommand = "cat {}" })
        #expect(picker.state.pane.key == PaneKey(index: 10))
        #expect(picker.press(.up) == [.pane(PaneKey(index: 20))])
        #expect(picker.press(.left) == [], "the same line: nothing runs again")
        #expect(picker.press(.character("x")) == [.search("x"), .pane(PaneKey(index: 10))], "back on the best match")
        let lines = ANSIText.lines("one\ntwo\nthree")
        picker.send(.paneFilled(PaneKey(index: 20), lines, finished: true))
        #expect(picker.state.pane.lines.isEmpty, "output for a line left behind is dropped")
        picker.send(.paneFilled(PaneKey(index: 10), lines, finished: false))
        #expect(picker.state.pane.lines == lines && picker.state.pane.running)
        #expect(picker.press(.ctrl("_")) == [.pane(nil)] && !picker.state.paneShown, "Ctrl-/ hides it")
        #expect(picker.press(.ctrl("_")) == [.pane(PaneKey(index: 10))])
    }

    @Test func aPreviewUsingTheQueryRunsAgainAsItChanges() {
        var picker = Picker(Self.options { $0.pane = PaneWindow(); $0.paneCommand = "echo {q}" })
        #expect(picker.press(.character("x")) == [.search("x"), .pane(PaneKey(index: 10, query: "x"))])
        #expect(picker.press(.left) == [], "the query's text didn't change")
        picker.send(.searched(query: "x", matches: 0))
        #expect(picker.state.pane.key == PaneKey(index: -1, query: "x"), "as fzf's: with no match, for the query alone")
        var line = Picker(Self.options { $0.pane = PaneWindow(); $0.paneCommand = "cat {}" })
        line.press(.character("x"))
        #expect(line.send(.searched(query: "x", matches: 0)) == [.pane(nil)], "no match, no line to show")
    }

    @Test func aPreviewReadingNoLineWaitsForTheFirstLinesSearch() {
        var state = PickerState(options: Self.options { $0.pane = PaneWindow(); $0.paneCommand = "tail -f log" })
        let noPane = { (commands: [PickerCommand]) in !commands.contains { if case .pane = $0 { true } else { false } } }
        #expect(noPane(state.update(with: .resized(Self.size), index: { _ in nil })), "nothing read yet")
        #expect(noPane(state.update(with: .read(total: 3, header: [], finished: true), index: { _ in nil })), "its search runs")
        #expect(state.update(with: .searched(query: "", matches: 3), index: { _ in 10 }) == [.pane(PaneKey(index: 10))],
                "as fzf's, once, for the first line: not first for none")
        var empty = PickerState(options: Self.options { $0.pane = PaneWindow(); $0.paneCommand = "echo {q}" })
        empty.update(with: .read(total: 0, header: [], finished: true), index: { _ in nil })
        #expect(empty.update(with: .searched(query: "", matches: 0), index: { _ in nil }) == [.pane(PaneKey(index: -1))],
                "no lines at all: it runs for none")
        #expect(PickerProgram().viewWaits(for: .pane(nil)), "it starts before the screen shows its line")
    }

    @Test func aReloadRunsThePreviewAgainForTheNewLines() throws {
        var options = Self.options { $0.pane = PaneWindow(); $0.paneCommand = "echo {}" }
        try PickerBindings.parse("ctrl-r:reload(echo 4)", into: &options.bindings)
        var picker = Picker(options)
        picker.press(.ctrl("r"))
        picker.send(.read(total: 1, header: [], finished: true))
        #expect(picker.send(.searched(query: "", matches: 1)) == [.pane(PaneKey(index: 10))], "line 0 again, but a new one")
    }

    @Test func aOneOffPreviewStaysTillThePreviewsCommandRunsAgain() throws {
        var options = Self.options { $0.pane = PaneWindow(); $0.paneCommand = "echo {}" }
        try PickerBindings.parse("a:preview(cat {}),c:refresh-preview", into: &options.bindings)
        var picker = Picker(options)
        #expect(picker.press(.character("a")) == [.pane(PaneKey(index: 10, command: "cat {}"))])
        #expect(picker.press(.character("c")) == [.pane(PaneKey(index: 10))], "refresh-preview: the preview's own")
        picker.press(.character("a"))
        #expect(picker.press(.up) == [.pane(PaneKey(index: 20))], "the cursor moved: the preview's own")
        options.paneCommand = nil
        var bare = Picker(options)
        #expect(bare.state.layout.pane == nil && bare.state.pane.key == nil, "no command: no pane drawn")
        bare.press(.character("a"))
        #expect(bare.state.layout.pane != nil)
        #expect(bare.press(.up, .character("c")) == [] && bare.state.pane.key == PaneKey(index: 10, command: "cat {}"),
                "without a command of its own, it stays")
    }

    @Test func togglingThePreviewNeedsACommandAndTogglesTheLayoutInUse() throws {
        var options = Self.options { $0.pane = PaneWindow() }
        try PickerBindings.parse("a:preview(cat {}),t:toggle-preview", into: &options.bindings)
        var bare = Picker(options)
        bare.press(.character("t"))
        #expect(bare.state.paneShown, "no command, no pane drawn: nothing to toggle")
        bare.press(.character("a"), .character("t"))
        #expect(bare.state.layout.pane == nil)
        bare.press(.character("t"))
        #expect(bare.state.layout.pane == nil, "hidden: nothing to show again")
        options.paneCommand = "echo {}"
        options.pane = try PaneWindow("<100000(hidden,up)")
        var alternative = Picker(options)
        #expect(alternative.state.layout.pane == nil && alternative.state.pane.key == nil, "the alternative, hidden")
        alternative.press(.character("t"))
        #expect(alternative.state.layout.window?.position == .up && alternative.state.pane.key == PaneKey(index: 10))
    }

    @Test func aPaneOfSizeZeroRunsItsCommandUnseen() throws {
        var picker = Picker(Self.options { $0.pane = try? PaneWindow("0"); $0.paneCommand = "echo {} >> log" })
        #expect(picker.state.layout.pane == nil && picker.state.pane.key == PaneKey(index: 10))
        #expect(picker.press(.ctrl("_"), .up) == [.pane(nil)], "hidden: it stops")
        #expect(picker.press(.ctrl("_")) == [.pane(PaneKey(index: 20))])
    }

    @Test func shiftUpAndDownScrollThePreviewWithinItsLines() {
        var picker = Picker(Self.options { $0.pane = PaneWindow(); $0.paneCommand = "cat {}" })
        picker.send(.paneFilled(PaneKey(index: 10), ANSIText.lines((1...20).map(String.init).joined(separator: "\n")), finished: true))
        picker.press(.shiftDown, .shiftDown)
        #expect(picker.state.pane.scroll == 2)
        picker.press(.shiftUp, .shiftUp, .shiftUp)
        #expect(picker.state.pane.scroll == 0)
        for _ in 0..<30 { picker.press(.shiftDown) }
        #expect(picker.state.pane.scroll == 19, "as fzf's, down to the last line on top")
        picker.send(.mouse(MouseEvent(button: .wheelUp, pressed: true, row: 3, column: 30), clicks: 0))
        #expect(picker.state.pane.scroll == 18, "the wheel over the pane scrolls it")
        var few = Picker(Self.options { $0.pane = PaneWindow(); $0.paneCommand = "cat {}" })
        few.send(.paneFilled(PaneKey(index: 10), ANSIText.lines("1\n2\n3"), finished: true))
        few.press(.shiftDown)
        #expect(few.state.pane.scroll == 0, "lines that all show don't scroll")
    }

    @Test func thePaneStartsAtItsLineFollowsCyclesAndKeepsItsHeader() throws {
        let twenty = ANSIText.lines((1...20).map(String.init).joined(separator: "\n"))
        var start = Picker(Self.options { $0.pane = try? PaneWindow("+12"); $0.paneCommand = "cat {}" })
        start.send(.paneStarts(PaneKey(index: 10), line: 11))
        start.send(.paneFilled(PaneKey(index: 10), Array(twenty.prefix(5)), finished: false))
        #expect(start.state.pane.scroll == 0 && !start.state.pane.placed, "not placed before line 12 came")
        start.send(.paneFilled(PaneKey(index: 10), twenty, finished: true))
        #expect(start.state.pane.scroll == 11)
        start.press(.shiftUp)
        start.send(.paneFilled(PaneKey(index: 10), twenty, finished: true))
        #expect(start.state.pane.scroll == 10, "placed once")
        var follow = Picker(Self.options { $0.pane = try? PaneWindow("follow"); $0.paneCommand = "cat {}" })   // 8 rows
        follow.send(.paneFilled(PaneKey(index: 10), Array(twenty.prefix(10)), finished: false))
        #expect(follow.state.pane.scroll == 2)
        follow.send(.paneFilled(PaneKey(index: 10), twenty, finished: true))
        #expect(follow.state.pane.scroll == 12, "at the end as more come")
        follow.press(.shiftUp)
        follow.send(.paneFilled(PaneKey(index: 10), twenty + twenty, finished: true))
        #expect(follow.state.pane.scroll == 11, "scrolled up: no longer following")
        var cycle = Picker(Self.options { $0.pane = try? PaneWindow("cycle,~2"); $0.paneCommand = "cat {}" })
        cycle.send(.paneFilled(PaneKey(index: 10), twenty, finished: true))
        #expect(cycle.state.pane.scroll == 2, "below the header lines")
        cycle.press(.shiftUp)
        #expect(cycle.state.pane.scroll == 19, "above the first: the last")
        cycle.press(.shiftDown)
        #expect(cycle.state.pane.scroll == 2)
    }
}
