@testable import MenuApps
import MenuTerminal
import Testing

/// `--bind`'s actions in the picker's update: a bound key does its actions in place of its
/// default, events send theirs, and each action changes the state as fzf's does.
@Suite struct PickerActionTests {
    typealias Picker = PickerStateTests.Picker

    /// A picker over five matches (store indices 10…50) with `bind` read as `--bind`.
    static func picker(_ bind: String, _ change: (inout PickerOptions) -> Void = { _ in }, query: String = "") throws -> Picker {
        var options = PickerOptions()
        try PickerBindings.parse(bind, into: &options.bindings)
        change(&options)
        return Picker(options, query: query)
    }

    @Test func aBoundKeyDoesItsChainInPlaceOfItsDefault() throws {
        var picker = try Self.picker("ctrl-a:select-all+accept,enter:up") { $0.multi = 0 }
        picker.press(.enter)
        #expect(picker.state.outcome == nil && picker.state.cursor == 1, "enter bound to up: it no longer accepts")
        picker.press(.ctrl("a"))
        #expect(picker.state.outcome == .accepted([10, 20, 30, 40, 50]))
        var unmarked = try Self.picker("ctrl-a:select-all+accept")
        unmarked.press(.ctrl("a"))
        #expect(unmarked.state.outcome == .accepted([10]), "without --multi nothing is marked: the line under the cursor")
    }

    @Test func becomeEndsThePickerWithItsCommandForTheLine() throws {
        var picker = try Self.picker("enter:become(vim {}),t:toggle") { $0.multi = 0 }
        picker.press(.character("t"), .up, .enter)
        #expect(picker.state.outcome == .become("vim {}", PaneKey(index: 20, query: "", marked: [10])))
        var none = try Self.picker("enter:become(vim {})", query: "zz")
        none.matches = []
        none.send(.searched(query: "zz", matches: 0))
        none.press(.enter)
        #expect(none.state.outcome == nil, "no line under the cursor: nothing to become")
    }

    @Test func nextAndPreviousSelectedGoRoundTheMarkedLines() throws {
        var picker = try Self.picker("a:next-selected,b:prev-selected,t:toggle") { $0.multi = 0 }
        picker.press(.character("a"))
        #expect(picker.state.cursor == 0, "nothing marked: nothing to go to")
        picker.press(.up, .character("t"), .up, .up, .character("t"), .up)   // marks 20 and 40; the cursor on 50
        #expect(picker.state.marked == [20, 40] && picker.state.cursor == 4)
        picker.press(.character("a"))
        #expect(picker.state.cursor == 1, "round the end to the first marked line")
        picker.press(.character("a"))
        #expect(picker.state.cursor == 3)
        picker.press(.character("b"))
        #expect(picker.state.cursor == 1)
        picker.press(.character("b"))
        #expect(picker.state.cursor == 3, "round the start")
    }

    @Test func markingActions() throws {
        var picker = try Self.picker("a:toggle,b:select,c:deselect,d:toggle-all,e:deselect-all,f:clear-selection") { $0.multi = 0 }
        picker.press(.character("a"), .up, .character("b"), .character("b"))
        #expect(picker.state.marked == [10, 20], "select twice marks once")
        picker.press(.character("c"))
        #expect(picker.state.marked == [10])
        picker.press(.character("d"))
        #expect(picker.state.marked == [20, 30, 40, 50], "toggle-all flips every match")
        picker.press(.character("e"))
        #expect(picker.state.marked.isEmpty)
        var limited = try Self.picker("a:select-all") { $0.multi = 2 }
        limited.press(.character("a"))
        #expect(limited.state.marked == [10, 20], "--multi's limit holds")
        limited.press(.character("x"))
        #expect(limited.state.query.text == "x", "an unbound key types")
    }

    @Test func markingEveryMatchKeepsTheOrderTheLinesWereMarkedIn() throws {
        var picker = try Self.picker("a:select-all,t:toggle,d:toggle-all") { $0.multi = 3 }
        picker.press(.up, .up, .up, .character("t"), .down, .down, .character("t"))   // 40, then 20
        picker.press(.character("a"))
        #expect(picker.state.marked == [40, 20, 10], "the earlier marks first, then the matches' order to the limit")
        picker.press(.character("d"))
        #expect(picker.state.marked == [30, 50], "toggle-all: 10, 20 and 40 unmarked, 30 and 50 marked")
        picker.press(.character("d"))
        #expect(picker.state.marked == [10, 20, 40], "as fzf's: the marked ones unmarked first, so the limit counts none of them")
        let many = Array(0..<50_000)
        var options = PickerOptions()
        try PickerBindings.parse("a:select-all,d:deselect-all", into: &options.bindings)
        options.multi = 0
        var large = PickerStateTests.Picker(options, matches: many)
        large.press(.character("a"))
        #expect(large.state.marked == many)
        large.press(.character("d"))
        #expect(large.state.marked.isEmpty)
    }

    @Test func movingActions() throws {
        var picker = try Self.picker("a:last,b:first,c:pos(2),d:pos(-2),e:page-down,f:half-page-up")
        picker.press(.character("a"))
        #expect(picker.state.cursor == 4)
        picker.press(.character("b"))
        #expect(picker.state.cursor == 0)
        picker.press(.character("c"))
        #expect(picker.state.cursor == 1, "pos counts from 1")
        picker.press(.character("d"))
        #expect(picker.state.cursor == 3, "a negative pos counts from the last")
        var zero = try Self.picker("z:pos(0)")
        zero.press(.up, .character("z"))
        #expect(zero.state.cursor == 0, "pos(0): the first, as fzf's")
        picker.press(.character("f"))
        #expect(picker.state.cursor == 4, "half a page up toward the worse matches, kept on the last")
    }

    @Test func queryAndPromptActions() throws {
        var picker = try Self.picker("ctrl-a:change-query(kim)+change-prompt(name> ),ctrl-b:clear-query,ctrl-x:put(ab),"
                                     + "ctrl-e:cancel")
        #expect(picker.press(.ctrl("a")) == [.search("kim")])
        #expect(picker.state.query.text == "kim" && picker.state.prompt == "name> ")
        #expect(picker.press(.ctrl("x")) == [.search("kimab")])
        #expect(picker.press(.ctrl("b")) == [.search("")] && picker.state.query.text.isEmpty)
        picker.press(.character("q"), .ctrl("e"))
        #expect(picker.state.query.text.isEmpty && picker.state.outcome == nil, "cancel clears a query first")
        picker.press(.ctrl("y"), .ctrl("y"))
        #expect(picker.state.query.text == "qq", "keeping it for Ctrl-Y (fzf's test_cancel)")
        picker.press(.ctrl("b"))
        picker.press(.ctrl("e"))
        #expect(picker.state.outcome == .cancelled, "then ends")
    }

    @Test func printQueryAndAcceptNonEmpty() throws {
        var picker = try Self.picker("ctrl-q:print-query", query: "ki")
        picker.press(.ctrl("q"))
        #expect(picker.state.outcome == .queryOnly)
        var empty = try Self.picker("enter:accept-non-empty")
        empty.send(.searched(query: "", matches: 0))
        empty.press(.enter)
        #expect(empty.state.outcome == nil, "nothing to print: it stays")
        var noLines = try Self.picker("enter:accept-non-empty", query: "foo")
        noLines.matches = []
        noLines.send(.read(total: 0, header: [], finished: true))
        noLines.send(.searched(query: "foo", matches: 0))
        noLines.press(.enter)
        #expect(noLines.state.outcome == .noMatch, "no line at all once the input ended: it ends (fzf's test_accept_non_empty_with_empty_list)")
    }

    @Test func searchCanBeDisabledAndSortToggled() throws {
        var picker = try Self.picker("ctrl-s:toggle-search,ctrl-r:toggle-sort", query: "k")
        #expect(picker.press(.ctrl("s")) == [] && !picker.state.searchEnabled, "disabled: the last search's matches stay")
        picker.press(.character("i"))
        #expect(picker.state.query.text == "ki" && picker.state.searchText == "k")
        #expect(picker.press(.ctrl("s")) == [.search("ki")])
        #expect(picker.press(.ctrl("r")) == [.search("ki")] && !picker.state.sorted)
        var reloaded = try Self.picker("ctrl-s:toggle-search,ctrl-r:reload(ls)", query: "k")
        reloaded.press(.ctrl("s"), .ctrl("r"))
        #expect(reloaded.state.searchText.isEmpty, "disabled, a reload's lines all match")
        let disabled = Picker(PickerStateTests.options { $0.searchEnabled = false }, query: "x")
        #expect(disabled.state.searchText.isEmpty, "--disabled")
    }

    @Test func unbindAndRebind() throws {
        var picker = try Self.picker("ctrl-a:up+unbind(ctrl-a,enter),ctrl-b:rebind(ctrl-a)")
        picker.press(.ctrl("a"), .ctrl("a"))
        #expect(picker.state.cursor == 1, "the second Ctrl-A does nothing")
        picker.press(.ctrl("b"), .ctrl("a"))
        #expect(picker.state.cursor == 2)
        var typing = try Self.picker("c:clear-query,d:unbind(c,d),e:rebind(c,d)")
        typing.press(.character("a"), .character("c"), .character("d"), .character("c"), .character("d"))
        #expect(typing.state.query.text == "cd", "an unbound character types itself (fzf's test_unbind_rebind)")
        typing.press(.character("e"), .character("c"))
        #expect(typing.state.query.text.isEmpty, "rebound")
    }

    @Test func executeAsksTheHostToRunTheCommandForTheLineUnderTheCursor() throws {
        var picker = try Self.picker("ctrl-e:execute-silent(echo {})+up,ctrl-v:execute(vim {})") { $0.multi = 0 }
        picker.press(.tab)   // marks the best match; the cursor stays on it (nothing below it as drawn)
        #expect(picker.press(.ctrl("e")) == [.execute("echo {}", for: PaneKey(index: 10, marked: [10]), silent: true)])
        #expect(picker.state.cursor == 1, "the chain goes on after it")
        #expect(picker.press(.ctrl("v")) == [.execute("vim {}", for: PaneKey(index: 20, marked: [10]), silent: false)])
        var ending = try Self.picker("enter:execute-silent(echo {})+accept")
        #expect(ending.press(.enter) == [] && ending.state.outcome == .accepted([10]))
        #expect(ending.state.leftToRun == [.execute("echo {}", for: PaneKey(index: 10), silent: true)], "run by the host at the end")
    }

    @Test func withNoLineUnderTheCursorOnlyACommandThatNeedsNoLineRuns() throws {
        var options = PickerOptions()
        try PickerBindings.parse("ctrl-e:execute-silent(touch {q}.txt),ctrl-f:execute-silent(echo {}),ctrl-g:execute(vim {+})",
                                 into: &options.bindings)
        var picker = PickerStateTests.Picker(options, matches: [], query: "zz")
        #expect(picker.press(.ctrl("e")) == [.execute("touch {q}.txt", for: PaneKey(index: -1, query: "zz"), silent: true)],
                "fzf runs it: none of its placeholders needs a line")
        #expect(picker.press(.ctrl("f")) == [] && picker.press(.ctrl("g")) == [], "{} and {+} need one")
    }

    @Test func reloadAsksForNewLinesAndForgetsTheOld() throws {
        var picker = try Self.picker("ctrl-r:reload(ls {q})") { $0.multi = 0 }
        picker.press(.tab, .character("d"))
        #expect(picker.press(.ctrl("r")) == [.reload("ls {q}", for: PaneKey(index: 10, query: "d", marked: [10]))])
        #expect(picker.state.marked.isEmpty && picker.state.matches == 0 && picker.state.reading && picker.state.loads == 1)
        picker.send(.read(total: 0, header: [], finished: true))
        picker.send(.searched(query: "d", matches: 0))
        #expect(picker.state.outcome == nil, "a reload without lines leaves an empty list, it doesn't end the picker")
        picker.send(.read(total: 2, header: [], finished: true))
        picker.send(.searched(query: "d", matches: 2))
        picker.press(.enter)
        #expect(picker.state.outcome == .accepted([10]))
    }

    @Test func eventsSendTheirActions() throws {
        var options = PickerOptions()
        try PickerBindings.parse("start:change-prompt(wait> ),load:change-prompt(ready> )+last,change:first,"
                                 + "backward-eof:abort,one:accept", into: &options.bindings)
        var state = PickerState(options: options)
        state.update(with: .resized(PickerStateTests.size), index: { _ in nil })
        #expect(state.prompt == "wait> ", "start: on the first update")
        state.update(with: .read(total: 5, header: [], finished: true), index: { _ in nil })
        #expect(state.prompt == "wait> ", "not loaded before its search ended")
        let matches = [10, 20, 30]
        let index = { (position: Int) in matches.indices.contains(position) ? matches[position] : nil }
        state.update(with: .searched(query: "", matches: 2, lines: 4), index: index)
        #expect(state.prompt == "wait> ", "not loaded by a search of 4 of the 5 lines")
        state.update(with: .searched(query: "", matches: 3), index: index)
        #expect(state.prompt == "ready> " && state.cursor == 2, "load, once")
        state.update(with: .key(.character("z")), index: index)
        #expect(state.cursor == 0, "change")
        state.update(with: .searched(query: "z", matches: 1), index: index)
        #expect(state.outcome == .accepted([10]), "one")
        var eof = try Self.picker("backward-eof:abort")
        eof.press(.backspace)
        #expect(eof.state.outcome == .cancelled, "a backspace on an empty query")
    }

    @Test func previewActionsChangeThePanesCommand() throws {
        var picker = try Self.picker("ctrl-p:preview(cat {}),ctrl-o:hide-preview,ctrl-c:change-preview(head {q})") {
            $0.pane = try? PaneWindow("hidden"); $0.paneCommand = "echo {}"
        }
        #expect(picker.press(.ctrl("p")) == [.pane(PaneKey(index: 10, command: "cat {}"))])
        #expect(picker.state.paneShown)
        #expect(picker.press(.ctrl("c")) == [.pane(PaneKey(index: 10, command: "head {q}"))])
        picker.press(.character("k"))
        #expect(picker.state.pane.key?.query == "k", "the new command's {q}: it runs again as the query changes")
        #expect(picker.press(.ctrl("o")) == [.pane(nil)] && !picker.state.paneShown)
    }

    @Test func changePreviewWindowTurnsThroughItsSetsOverTheStartingWindow() throws {
        var picker = try Self.picker("a:change-preview-window(down,40%|hidden|),b:change-preview-window(left)") {
            $0.pane = try? PaneWindow("right,30%,wrap"); $0.paneCommand = "cat {}"
        }
        var down = PaneWindow()
        down.position = .down
        down.size = .percent(40)
        down.wrap = true
        picker.press(.character("a"))
        #expect(picker.state.paneWindow == down && picker.state.paneShown, "the first set, over right,30%,wrap")
        #expect(picker.state.layout.pane?.row == 6, "the pane below the list now")
        picker.press(.character("a"))
        #expect(!picker.state.paneShown && picker.state.paneWindow?.position == .right, "hidden: over the start, not down")
        picker.press(.character("a"))
        #expect(picker.state.paneShown && picker.state.paneWindow == (try? PaneWindow("right,30%,wrap")),
                "an empty set: the starting window")
        picker.press(.character("a"))
        #expect(picker.state.paneWindow == down, "round to the first again")
        picker.press(.character("b"), .character("b"))
        #expect(picker.state.paneWindow?.position == .left && picker.state.paneWindow?.size == .percent(30),
                "one set: the same each time")
        var twins = try Self.picker("a:change-preview-window(down|left),b:change-preview-window(down|left)") {
            $0.pane = PaneWindow(); $0.paneCommand = "cat {}"
        }
        twins.press(.character("a"), .character("b"))
        #expect(twins.state.paneWindow?.position == .down, "each binding turns its own sets, as fzf's")
        twins.press(.character("a"))
        #expect(twins.state.paneWindow?.position == .left)
        var none = try Self.picker("a:change-preview-window(down)")
        none.press(.character("a"))
        #expect(none.state.paneWindow == nil && !none.state.paneShown, "no pane: nothing to change")
        var hiddenStart = try Self.picker("a:change-preview-window(down|nohidden)") { $0.pane = try? PaneWindow("hidden"); $0.paneCommand = "cat {}" }
        hiddenStart.press(.character("a"))
        #expect(!hiddenStart.state.paneShown, "a window that started hidden stays hidden unless the set says nohidden")
        hiddenStart.press(.character("a"))
        #expect(hiddenStart.state.paneShown)
    }

    @Test func aBadPreviewWindowSetIsToldAtOnce() {
        var bindings: [PickerTrigger: [PickerAction]] = [:]
        #expect(throws: BindError.self) { try PickerBindings.parse("a:change-preview-window(down|sideways)", into: &bindings) }
        do {
            try PickerBindings.parse("a:change-preview-window(down|sideways)", into: &bindings)
        } catch {
            #expect(error.message.contains("no 'sideways'") && error.message.contains("a:change-preview-window(down|sideways)"))
        }
    }

    @Test func togglePreviewWrapFlipsTheShownPanesWrapping() throws {
        var picker = try Self.picker("a:toggle-preview-wrap,b:toggle-preview") { $0.pane = PaneWindow(); $0.paneCommand = "cat {}" }
        picker.press(.character("a"))
        #expect(picker.state.paneWindow?.wrap == true)
        picker.press(.character("a"))
        #expect(picker.state.paneWindow?.wrap == false)
        picker.press(.character("b"), .character("a"))
        #expect(picker.state.paneWindow?.wrap == false, "a hidden pane's wrapping stays, as fzf's")
    }
}
