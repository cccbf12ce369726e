@testable import MenuApps
import MenuTerminal
import Testing

/// The picker's update: typing edits the query and sends the cursor to the best match, keys
/// move and mark, Enter accepts, Esc and Ctrl-C cancel; and its screen.
@Suite struct PickerStateTests {
    @Test func typingChangesTheQueryAndPutsTheCursorBackOnTheBestMatch() {
        var state = PickerState()
        /// Applies `key` with five matches; true when the query changed.
        func press(_ key: Key) -> Bool { state.update(with: key, matches: 5, current: state.cursor, height: 10) }
        _ = press(.down)
        _ = press(.down)
        #expect(state.cursor == 2)
        #expect(press(.character("s")))
        #expect(state.query.text == "s" && state.cursor == 0 && state.scroll == 0)
        #expect(press(.paste("j\n")))
        #expect(state.query.text == "sj")
        #expect(!press(.left), "moving in the query searches nothing")
        #expect(press(.backspace))
        #expect(state.query.text == "j")
        #expect(!press(.unknown([0x1B, 0x5D])))
        #expect(state.outcome == nil)
    }

    @Test func theCursorStaysOnAMatchAndInView() {
        var state = PickerState()
        for _ in 0..<7 { state.update(with: .down, matches: 5, current: 0, height: 3) }
        #expect(state.cursor == 4 && state.scroll == 2)
        state.update(with: .pageUp, matches: 5, current: 4, height: 3)
        #expect(state.cursor == 2 && state.scroll == 2)
        state.update(with: .ctrl("p"), matches: 5, current: 2, height: 3)
        #expect(state.cursor == 1 && state.scroll == 1)
        state.settle(matches: 1, height: 3)
        #expect(state.cursor == 0 && state.scroll == 0, "fewer matches after a search")
    }

    @Test func enterAcceptsTheLineUnderTheCursorOrNothing() {
        var state = PickerState()
        state.update(with: .enter, matches: 3, current: 42, height: 10)
        #expect(state.outcome == .accepted([42]))
        var empty = PickerState(query: "zzz")
        empty.update(with: .enter, matches: 0, current: nil, height: 10)
        #expect(empty.outcome == .noMatch)
    }

    @Test(arguments: [Key.escape, .ctrl("c"), .ctrl("g"), .ctrl("q")])
    func escAndCtrlCCancel(key: Key) {
        var state = PickerState(query: "abc")
        state.update(with: key, matches: 3, current: 1, height: 10)
        #expect(state.outcome == .cancelled)
    }

    @Test func withMultiTabMarksAndEnterAcceptsTheMarkedInStoreOrder() {
        var state = PickerState(multi: true)
        state.update(with: .tab, matches: 5, current: 30, height: 10)
        state.update(with: .tab, matches: 5, current: 10, height: 10)
        #expect(state.marked == [10, 30] && state.cursor == 2)
        state.update(with: .backTab, matches: 5, current: 20, height: 10)
        state.update(with: .backTab, matches: 5, current: 10, height: 10)
        #expect(state.marked == [20, 30] && state.cursor == 0, "Shift-Tab toggles and moves up")
        state.update(with: .enter, matches: 5, current: 99, height: 10)
        #expect(state.outcome == .accepted([20, 30]))

        var single = PickerState()
        single.update(with: .tab, matches: 5, current: 30, height: 10)
        #expect(single.marked.isEmpty && single.cursor == 1, "without multi, Tab only moves")
    }

    @Test func theScreenShowsQueryCountHeaderAndRowsWithTheCursorAndMarks() {
        var state = PickerState(query: "lo", multi: true)
        state.update(with: .tab, matches: 2, current: 7, height: 10)
        let rows = [PickerState.Row(text: "feature/login", matches: [8..<10], marked: true),
                    PickerState.Row(text: "feature/logout", matches: [8..<10])]
        let screen = state.screen(rows: rows, matched: 2, total: 5, header: ["Branches"],
                                  size: TerminalSize(rows: 8, columns: 30), colors: false)
        #expect(screen.lines.map(plain) == ["> lo", "  2/5 (1 marked)", "Branches", " * feature/login", ">  feature/logout"])
        #expect(screen.lines[4].contains("\u{1B}[1;7mfeature/\u{1B}[0m\u{1B}[1;7;4mlo"), "the cursor's row inverted, the match underlined")
        #expect(!screen.lines.joined().contains("\u{1B}[3"), "no colour without colors")
        #expect(screen.cursor == Screen.Position(row: 0, column: 4), "the terminal's cursor after the query")
        #expect(PickerState.listHeight(in: TerminalSize(rows: 8, columns: 30), headerLines: 1) == 5)
    }

    @Test func aMatchBeyondTheEdgeScrollsItsRowToShowIt() {
        #expect(PickerState.scrolled("a/long/path/to/file.txt", [15..<19], toShowIn: 10) == ("…h/to/file.txt", [6..<10]))
        #expect(PickerState.scrolled("short", [0..<1], toShowIn: 10) == ("short", [0..<1]))
        let wide = PickerState.scrolled("서울특별시 강남구 역삼동", [10..<13], toShowIn: 8)
        #expect(wide.0.hasPrefix("…") && wide.0.hasSuffix("역삼동"))
    }

    /// The line without its escape sequences.
    func plain(_ line: String) -> String {
        line.replacing(/\u{1B}\[[0-9;]*m/, with: "")
    }
}
