@testable import MenuModel
import MenuRender
@testable import MenuTerminal
import Testing

/// The interactive view's update: keys move the cursor, tap, search, jump and quit.
@Suite struct InteractiveStateTests {
    static let view = MenuView(title: "T", blocks: [
        .section(SectionView(id: "s", title: "S", open: true, columns: 2,
                             items: ["a", "b", "c"].map { ItemView(id: $0, title: $0) })),
        .filter(FilterView(id: "f", title: nil, selected: "x", options: [
            .init(id: "x", title: "X", selected: true), .init(id: "y", title: "Y", selected: false)], targets: [])),
        .index(IndexView(id: "i", title: nil, current: nil, letters: ["A", "B"],
                         groups: [.init(letter: "B", items: [ItemView(id: "Bo", title: "Bo")])], scrollTarget: nil)),
    ])
    let frame = Frame(view: Self.view, renderer: TextRenderer(width: 40, colors: true))

    @Test func targetsAreEverythingTappableInReadingOrder() {
        #expect(frame.targets.map(\.path) == ["s", "s/a", "s/b", "s/c", "f/x", "f/y", "i/A", "i/B", "i/B/Bo"])
        let b = frame.targets[2]
        let line = frame.layout.line(at: b.line)
        let column = line.spans.prefix { $0.tap != b.path }.reduce(0) { $0 + $1.cellWidth }
        #expect(b.line == 4 && column == 21, "the second grid cell starts at half the width")
    }

    @Test func keysMoveOverTargetsAndStopAtTheEnds() {
        var state = InteractiveState()
        state.settle(in: frame, height: 10, jumped: false)
        #expect(state.cursor == "s", "the cursor starts on the first tappable line")
        _ = state.update(with: .down, in: frame, height: 10)
        _ = state.update(with: .character("j"), in: frame, height: 10)
        #expect(state.cursor == "s/b")
        _ = state.update(with: .up, in: frame, height: 10)
        #expect(state.cursor == "s/a")
        _ = state.update(with: .character("G"), in: frame, height: 10)
        #expect(state.cursor == "i/B/Bo")
        _ = state.update(with: .down, in: frame, height: 10)
        #expect(state.cursor == "i/B/Bo", "no further than the last")
        _ = state.update(with: .character("g"), in: frame, height: 10)
        #expect(state.cursor == "s")
        _ = state.update(with: .pageDown, in: frame, height: 4)
        #expect(state.cursor == "f/x", "a page is the height less one line")
    }

    @Test func enterTapsWhatIsUnderTheCursorAndATapThatWorkedChoosesAnItem() {
        var state = InteractiveState()
        state.settle(in: frame, height: 10, jumped: false)
        #expect(state.update(with: .enter, in: frame, height: 10) == [.tap("s")])
        state.tapped("s", in: frame)
        #expect(state.chosen == nil, "a header is not an item")
        _ = state.update(with: .down, in: frame, height: 10)
        #expect(state.update(with: .character(" "), in: frame, height: 10) == [.tap("s/a")])
        #expect(state.chosen == nil, "not before the tap worked (a failed tap chooses nothing)")
        state.tapped("s/a", in: frame)
        #expect(state.chosen == "s/a" && !state.done, "chosen; a plain item does not finish")
    }

    static let picker = MenuView(title: nil, blocks: [
        .section(SectionView(id: "b", title: "Branches", open: true, columns: 1, items: [
            ItemView(id: "main", title: "main", choose: true),
            ItemView(id: "feature/login", title: "feature/login", value: "origin/feature/login", choose: true),
            ItemView(id: "gone", title: "gone", disabled: true, choose: true),
            ItemView(id: "more", title: "more", choose: true, hasSubmenu: true),
        ])),
        .selection(SelectionView(id: "r", title: nil, columns: 4, expanded: "서울", categories: [
            .init(id: "서울", title: "서울", expanded: true, items: [ItemView(id: "강남", title: "강남", selected: true)]),
        ])),
    ])

    @Test func anItemWithChooseFinishesWithItsValueAndOthersNeverDo() {
        let frame = Frame(view: Self.picker, renderer: TextRenderer(width: 40, colors: true))
        var state = InteractiveState()
        state.tapped(#"b/feature\/login"#, in: frame)
        #expect(state.chosen == "origin/feature/login" && state.done)
        for path in ["b/gone", "b/more", "r/서울/강남", "r/서울"] {
            var other = InteractiveState()
            other.tapped(TapPath(path), in: frame)
            #expect(other.chosen == nil && !other.done, "\(path): disabled, a submenu's opener, a selection's child, a category")
        }
    }

    @Test func escAtTheTopAndCtrlCAnywhereCancel() {
        var state = InteractiveState()
        _ = state.update(with: .character("/"), in: frame, height: 10)
        _ = state.update(with: .character("b"), in: frame, height: 10)
        #expect(state.update(with: .escape, in: frame, height: 10) == [.query(nil)], "Esc clears the search first")
        #expect(!state.cancelled)
        #expect(state.update(with: .escape, in: frame, height: 10) == [])
        #expect(state.cancelled && !state.done)

        var typing = InteractiveState()
        _ = typing.update(with: .character("/"), in: frame, height: 10)
        _ = typing.update(with: .ctrl("c"), in: frame, height: 10)
        #expect(typing.cancelled, "Ctrl-C cancels even while typing a search")
    }

    @Test func enterAfterASearchPutsTheCursorOnTheFirstMatch() {
        var state = InteractiveState()
        state.settle(in: frame, height: 10, jumped: false)
        #expect(state.cursor == "s")
        _ = state.update(with: .character("/"), in: frame, height: 10)
        _ = state.update(with: .character("b"), in: frame, height: 10)
        _ = state.update(with: .enter, in: frame, height: 10)
        #expect(state.cursor == "s/a", "the first item drawn, not the header")
    }

    @Test func cursorKeysPassOverEmptyLettersAndAQuoteJumpsToALetterThatIsAKey() {
        let index = MenuView(title: nil, blocks: [
            .index(IndexView(id: "i", title: nil, current: nil, letters: ["A", "B", "G", "J", "K", "Q"],
                             groups: [.init(letter: "G", items: [ItemView(id: "Gil", title: "Gil")]),
                                      .init(letter: "Q", items: [ItemView(id: "Quinn", title: "Quinn")])],
                             scrollTarget: nil)),
        ])
        let frame = Frame(view: index, renderer: TextRenderer(width: 40, colors: true))
        #expect(frame.skipped == ["i/A", "i/B", "i/J", "i/K"])
        var state = InteractiveState()
        state.settle(in: frame, height: 10, jumped: false)
        #expect(state.cursor == "i/G", "the first letter with items")
        _ = state.update(with: .right, in: frame, height: 10)
        #expect(state.cursor == "i/Q", "J and K passed over")
        _ = state.update(with: .left, in: frame, height: 10)
        #expect(state.cursor == "i/G")
        _ = state.update(with: .up, in: frame, height: 10)
        #expect(state.cursor == "i/G", "nothing but empty letters before it")
        #expect(state.update(with: .character("'"), in: frame, height: 10) == [])
        #expect(state.update(with: .character("q"), in: frame, height: 10) == [.tap("i/Q")])
        #expect(!state.done, "after ', q is a letter")
        _ = state.update(with: .character("'"), in: frame, height: 10)
        #expect(state.update(with: .character("j"), in: frame, height: 10) == [.tap("i/J")], "an empty letter too")
        #expect(state.update(with: .character("Q"), in: frame, height: 10) == [.tap("i/Q")], "upper case is no key")
    }

    @Test func slashTypesALiveQueryAndEscClearsIt() {
        var state = InteractiveState()
        #expect(state.update(with: .character("/"), in: frame, height: 10) == [])
        #expect(state.update(with: .character("b"), in: frame, height: 10) == [.query("b")])
        #expect(state.update(with: .character("o"), in: frame, height: 10) == [.query("bo")])
        #expect(state.update(with: .backspace, in: frame, height: 10) == [.query("b")])
        #expect(state.update(with: .character("q"), in: frame, height: 10) == [.query("bq")], "q is text while typing")
        #expect(!state.done)
        #expect(state.update(with: .enter, in: frame, height: 10) == [])
        #expect(!state.typingQuery && state.query == "bq")
        #expect(state.update(with: .escape, in: frame, height: 10) == [.query(nil)])
        #expect(state.query.isEmpty)
    }

    @Test func aSearchedIndexIsOneListToMoveOverAndTap() {
        let searched = MenuView(title: nil, blocks: [
            .index(IndexView(id: "i", title: nil, current: nil, letters: ["A", "B", "R"], groups: [], results: IndexResults([
                .init(letter: "R", item: ItemView(id: "Relay", title: "Relay", value: "relay@example.com")),
                .init(letter: "B", item: ItemView(id: "Brel", title: "Brel")),
            ]), scrollTarget: nil)),
        ], query: "rel")
        let frame = Frame(view: searched, renderer: TextRenderer(width: 40, colors: true))
        #expect(frame.targets.map(\.path) == ["i/R/Relay", "i/B/Brel"], "no letters while searching")
        var state = InteractiveState()
        state.settle(in: frame, height: 10, jumped: false)
        #expect(state.update(with: .enter, in: frame, height: 10) == [.tap("i/R/Relay")])
        state.tapped("i/R/Relay", in: frame)
        #expect(state.chosen == "relay@example.com")
        _ = state.update(with: .down, in: frame, height: 10)
        #expect(state.update(with: .enter, in: frame, height: 10) == [.tap("i/B/Brel")])
    }

    @Test func aLetterJumpsInTheIndex() {
        var state = InteractiveState()
        #expect(state.update(with: .character("b"), in: frame, height: 10) == [.tap("i/B")])
        #expect(state.update(with: .character("z"), in: frame, height: 10) == [])
        #expect(state.message == "no letter 'z' in index 'i'")
    }

    @Test func qQuits() {
        var state = InteractiveState()
        _ = state.update(with: .character("q"), in: frame, height: 10)
        #expect(state.done)
    }

    @Test func theScreenInvertsTheCursorAndEndsWithTheStatusLine() {
        var state = InteractiveState()
        state.settle(in: frame, height: 10, jumped: false)
        _ = state.update(with: .down, in: frame, height: 10)
        let screen = state.screen(for: frame, size: TerminalSize(rows: 6, columns: 40))
        #expect(screen.lines.count == 6)
        #expect(screen.lines[4].contains("\u{1B}[7ma"), "the cursor's cell is inverted")
        #expect(screen.lines[5].contains("j/k move"))
        #expect(screen.cursor == nil)
    }

    @Test func theViewScrollsToKeepTheCursorVisible() {
        var state = InteractiveState()
        state.settle(in: frame, height: 3, jumped: false)
        _ = state.update(with: .character("G"), in: frame, height: 3)
        let line = frame.targets.last!.line
        #expect(state.scroll <= line && line < state.scroll + 3)
    }

    @Test func theSearchLineIsEditedWithAShellsKeys() {
        var state = InteractiveState()
        _ = state.update(with: .character("/"), in: frame, height: 10)
        for character in "jo" { _ = state.update(with: .character(character), in: frame, height: 10) }
        #expect(state.update(with: .left, in: frame, height: 10) == [], "moving changes no query")
        #expect(state.update(with: .character("h"), in: frame, height: 10) == [.query("jho")])
        #expect(state.update(with: .ctrl("e"), in: frame, height: 10) == [])
        #expect(state.update(with: .ctrl("w"), in: frame, height: 10) == [.query(nil)])
        #expect(state.typingQuery, "still typing")
    }

    @Test func aPasteGoesToTheSearchLineAndNeverActsAsKeys() {
        var state = InteractiveState()
        state.settle(in: frame, height: 10, jumped: false)
        #expect(state.update(with: .paste("q  "), in: frame, height: 10) == [.query("q  ")])
        #expect(!state.done, "a pasted q does not quit")
        #expect(state.typingQuery, "the search line opened")
        #expect(state.update(with: .left, in: frame, height: 10) == [])
        #expect(state.update(with: .paste("b\n"), in: frame, height: 10) == [.query("q b ")])
    }

    @Test func aTerminalReplyIsNoKeyAndKeepsTheMessage() {
        var state = InteractiveState()
        state.settle(in: frame, height: 10, jumped: false)
        state.message = "tapped"
        let before = state
        #expect(state.update(with: .unknown(Array("\u{1B}]11;rgb:0/0/0\u{7}".utf8)), in: frame, height: 10) == [])
        #expect(state == before)
    }

    @Test func aLongQueryShowsItsEndAndTheCursorThere() {
        var state = InteractiveState()
        state.typingQuery = true
        state.query = "a search longer than the window"
        let screen = state.screen(for: frame, size: TerminalSize(rows: 6, columns: 12))
        #expect(Self.plain(screen.lines[5]) == "/…he window")
        #expect(screen.cursor == Screen.Position(row: 5, column: 11))
    }

    @Test func aNarrowWindowCutsEveryLineInsteadOfWrapping() {
        var state = InteractiveState()
        let narrow = Frame(view: Self.view, renderer: TextRenderer(width: 4, colors: true))
        state.settle(in: narrow, height: 9, jumped: false)
        for columns in 1...7 {
            let screen = state.screen(for: narrow, size: TerminalSize(rows: 10, columns: columns))
            for line in screen.lines {
                #expect(Self.plain(line).cellWidth <= columns, "\(line.debugDescription) in \(columns) columns")
            }
        }
    }

    @Test func withoutColoursOnlyAttributesAreDrawn() {
        var state = InteractiveState()
        state.settle(in: frame, height: 10, jumped: false)
        let coloured = state.screen(for: frame, size: TerminalSize(rows: 12, columns: 40)).lines.joined()
        let plain = state.screen(for: frame, size: TerminalSize(rows: 12, columns: 40), colors: false).lines.joined()
        #expect(coloured.contains("\u{1B}[90m"), "the keys in grey")
        for colour in ["\u{1B}[90m", ";90m", "\u{1B}[34m", ";34m", "\u{1B}[31m", "\u{1B}[32m", "\u{1B}[33m"] {
            #expect(!plain.contains(colour), "no \(colour.debugDescription)")
        }
        #expect(plain.contains("\u{1B}[7m"), "the cursor is still inverted")
        #expect(plain.contains("\u{1B}[1m"), "titles still bold")
    }

    /// `line` without its SGR sequences.
    static func plain(_ line: String) -> String {
        var text = "", inSequence = false
        for character in line {
            if character == "\u{1B}" { inSequence = true } else if inSequence { inSequence = character != "m" } else { text.append(character) }
        }
        return text
    }
}
