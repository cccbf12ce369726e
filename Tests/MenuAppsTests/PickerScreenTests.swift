@testable import MenuApps
import MenuTerminal
import Testing

/// The picker's picture: fzf's layouts, the count, the header, the border, the pane box,
/// and rows with their cursor, marks and matches.
@Suite struct PickerScreenTests {
    typealias Picker = PickerStateTests.Picker

    static let rows = [PickerState.Row(text: ANSIText(plain: "feature/login"), matches: [8..<10]),
                       PickerState.Row(text: ANSIText(plain: "feature/logout"), matches: [8..<10])]

    /// `picker`'s screen in `size` over `rows`, its lines without escape sequences and trailing spaces.
    static func plain(_ picker: Picker, size: TerminalSize, rows: [PickerState.Row] = rows) -> [String] {
        var picker = picker
        picker.send(.resized(size))
        return picker.state.screen(rows: rows, palette: .noColor).lines.map(plain)
    }

    static func plain(_ line: String) -> String {
        var text = line.replacing(/\u{1B}\[[0-9;]*m/, with: "")
        while text.last == " " { text.removeLast() }
        return text
    }

    static func options(_ change: (inout PickerOptions) -> Void) -> PickerOptions {
        PickerStateTests.options(change)
    }

    @Test func theDefaultLayoutDrawsFromTheBottomUp() {
        var picker = Picker(Self.options { $0.multi = 0; $0.header = ["Branches"] }, matches: [7, 8], query: "lo")
        picker.press(.backTab)   // marks the best, moves up to the next
        var rows = Self.rows
        rows[0].marked = true
        let size = TerminalSize(rows: 8, columns: 30)
        #expect(Self.plain(picker, size: size, rows: rows)
                == ["", "", "", "> feature/logout", " >feature/login", "  Branches", "  2/100 (1) " + String(repeating: "─", count: 17), "> lo"],
                "the header indented past the gutter, the count followed by fzf's separator to the last column but one")
        picker.send(.resized(size))
        let screen = picker.state.screen(rows: rows, palette: .noColor)
        #expect(screen.cursor == Screen.Position(row: 7, column: 4), "the terminal's cursor after the query")
        #expect(screen.lines[3].contains("\u{1B}[0;1;7mfeature/\u{1B}[0m\u{1B}[0;1;4;7mlo"),
                "without colours, as fzf's bw: the cursor's row bold and inverted, the match underlined")
    }

    @Test func theGutterIsFzfsPointerAndMarkerAndTheCountIsFzfs() throws {
        var picker = Picker(Self.options { $0.multi = 0; $0.layout = .reverse }, matches: [7, 8], query: "lo")
        var rows = Self.rows
        rows[1].marked = true
        let size = TerminalSize(rows: 4, columns: 30)
        #expect(Self.plain(picker, size: size) == ["> lo", "  2/100 (0) " + String(repeating: "─", count: 17), "> feature/login",
                                                   "  feature/logout"],
                "(0) under --multi, as fzf writes it")
        #expect(Self.plain(picker, size: size, rows: rows)[3] == " >feature/logout")
        var signs = Self.options { $0.multi = 3; $0.layout = .reverse; $0.pointer = "▶"; $0.marker = "✓ " }
        try PickerBindings.parse("ctrl-s:toggle-sort", into: &signs.bindings)
        picker = Picker(signs, matches: [7, 8], query: "lo")
        #expect(Self.plain(picker, size: size, rows: rows) == ["> lo", "  2/100 +S (0/3) " + String(repeating: "─", count: 12),
                                                               "▶  feature/login", " ✓ feature/logout"],
                "a limit as (marked/limit), the sort's state when a key toggles it, signs of their own widths")
        #expect(picker.press(.ctrl("s")) == [.search("lo")])
        picker.send(.searched(query: "lo", matches: 2))
        #expect(Self.plain(picker, size: size, rows: rows)[1] == "  2/100 -S (0/3) " + String(repeating: "─", count: 12))
    }

    @Test func reverseDrawsFromTheTopDown() {
        let picker = Picker(Self.options { $0.layout = .reverse; $0.header = ["Branches"] }, matches: [7, 8], query: "lo")
        #expect(Self.plain(picker, size: TerminalSize(rows: 6, columns: 30))
                == ["> lo", "  2/100 " + String(repeating: "─", count: 21), "  Branches", "> feature/login", "  feature/logout", ""])
        let first = Picker(Self.options { $0.layout = .reverse; $0.header = ["Branches"]; $0.headerFirst = true },
                           matches: [7, 8], query: "lo")
        #expect(Self.plain(first, size: TerminalSize(rows: 6, columns: 30)).prefix(3)
                == ["  Branches", "> lo", "  2/100 " + String(repeating: "─", count: 21)], "--header-first: beyond the prompt")
        let list = Picker(Self.options { $0.layout = .reverseList; $0.separator = nil }, matches: [7, 8], query: "lo")
        #expect(Self.plain(list, size: TerminalSize(rows: 5, columns: 30))
                == ["> feature/login", "  feature/logout", "", "  2/100", "> lo"], "reverse-list: the prompt below, the best on top")
    }

    @Test func aHeaderTallerThanTheWindowShowsTheLinesNearestThePrompt() {
        // fzf's test_header_lines_overflow: seq 100 | fzf --header-lines=200.
        let size = TerminalSize(rows: 5, columns: 20)
        for layout in [PickerOptions.Layout.default, .reverse] {
            var picker = Picker(Self.options { $0.layout = layout; $0.header = ["H"] }, matches: [])
            picker.send(.read(total: 0, header: (1...100).map(String.init), finished: true))
            picker.send(.searched(query: "", matches: 0))
            let lines = Self.plain(picker, size: size, rows: [])
            let info = "  0/0 " + String(repeating: "─", count: 13)
            #expect(lines == (layout == .default ? ["  2", "  1", "  H", info, ">"] : [">", info, "  H", "  1", "  2"]), "\(layout)")
        }
    }

    @Test func theInfoGoesInlineOrNowhere() {
        let inline = Picker(Self.options { $0.info = .inline; $0.layout = .reverse; $0.prompt = "pick: " }, matches: [7, 8], query: "lo")
        #expect(Self.plain(inline, size: TerminalSize(rows: 3, columns: 30))
                == ["pick: lo  < 2/100 " + String(repeating: "─", count: 11), "> feature/login", "  feature/logout"],
                "inline: after the query, fzf's ' < ' before the count")
        let hidden = Picker(Self.options { $0.info = .hidden; $0.layout = .reverse }, matches: [7, 8], query: "lo")
        #expect(Self.plain(hidden, size: TerminalSize(rows: 3, columns: 30)) == ["> lo", "> feature/login", "  feature/logout"])
    }

    @Test func aSpinnerTurnsWhileLinesArrive() {
        var state = PickerState()
        state.update(with: .resized(TerminalSize(rows: 3, columns: 30)), index: { _ in nil })
        state.update(with: .read(total: 120, header: [], finished: false), index: { _ in nil })
        state.update(with: .searched(query: "", matches: 120), index: { _ in 0 })
        #expect(Self.plain(state.screen(rows: [], palette: .noColor).lines[1]).hasPrefix("⠋ 120/120 ─"))
        state.update(with: .tick, index: { _ in 0 })
        #expect(Self.plain(state.screen(rows: [], palette: .noColor).lines[1]).hasPrefix("⠙ 120/120 ─"))
    }

    @Test func aBorderBoxesEverythingAndThePreviewGoesBesideAsFzfDrawsIt() {
        var picker = Picker(Self.options { $0.border = .rounded; $0.layout = .reverse; $0.pane = PaneWindow(); $0.paneCommand = "cat {}" },
                            matches: [7, 8], query: "lo")
        picker.send(.resized(TerminalSize(rows: 7, columns: 32)))
        picker.send(.paneFilled(PaneKey(index: 7), ANSIText.lines("one\ntwo\nthree\nfour"), finished: true))
        #expect(Self.plain(picker, size: TerminalSize(rows: 7, columns: 32))
                == ["╭──────────────────────────────╮",
                    "│ > lo          ╭────────────╮ │",
                    "│   2/100 ───── │ one    1/4││ │",
                    "│ > ..ure/login │ two       ││ │",
                    "│   ..re/logout │ three      │ │",
                    "│               ╰────────────╯ │",
                    "╰──────────────────────────────╯"],
                "the first line's number of all inverted at its end, the scroll bar inside the pane's right side")
    }

    @Test func thePreviewGoesBelowAndTheMouseFindsItsLines() {
        var options = PickerOptions()
        options.pane = try? PaneWindow("down:4"); options.paneCommand = "cat {}"
        let layout = PickerLayout(options: options, size: TerminalSize(rows: 10, columns: 20), headerLines: 0, pane: options.pane)
        #expect(layout.pane == ScreenRect(row: 4, column: 0, width: 20, height: 6), "4 lines of text and its border's 2, as fzf's")
        #expect(layout.paneText == ScreenRect(row: 5, column: 2, width: 16, height: 4))
        #expect(layout.promptRow == 3 && layout.infoRow == 2 && layout.listCount == 2)
        #expect(layout.shownLine(atRow: 1, column: 2) == 0 && layout.shownLine(atRow: 0, column: 2) == 1)
        #expect(layout.shownLine(atRow: 3, column: 2) == nil && layout.isInPane(row: 7, column: 3))
    }

    @Test func rowsKeepTheirColoursWithAnsiAndExpandTabs() {
        let picker = Picker(Self.options { $0.layout = .reverse; $0.ansi = true; $0.tabstop = 4 }, matches: [7], query: "",
                            size: TerminalSize(rows: 3, columns: 30))
        let rows = [PickerState.Row(text: ANSIText("\u{1B}[32mok\u{1B}[0m\tdone"))]
        let screen = picker.state.screen(rows: rows, palette: .fzf)
        #expect(Self.plain(screen.lines[2]) == "> ok  done")
        #expect(screen.lines[2].contains("\u{1B}[0;1;38;5;254;48;5;236;32mok"), "fzf's current line, its own colour over it")
    }
}
