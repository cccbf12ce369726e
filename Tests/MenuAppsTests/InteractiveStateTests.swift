@testable import MenuModel
import MenuRender
@testable import MenuApps
import MenuTerminal
import Testing
import TextCore

/// The interactive view's update: keys move the cursor, tap, search, jump and quit.
@Suite struct InteractiveStateTests {
    static var view: MenuView { MenuView(title: "T", blocks: [
        .section(SectionView(id: "s", title: "S", open: true, columns: 2,
                             items: ["a", "b", "c"].map { ItemView(id: $0, title: $0) })),
        .filter(FilterView(id: "f", title: nil, selected: "x", options: [
            .init(id: "x", title: "X", selected: true), .init(id: "y", title: "Y", selected: false)], targets: [])),
        .index(IndexView(id: "i", title: nil, current: nil, letters: ["A", "B"],
                         groups: [.init(letter: "B", items: [ItemView(id: "Bo", title: "Bo")])], scrollTarget: nil)),
    ]) }
    let frame = Frame(view: Self.view, renderer: TextRenderer(width: 40, colors: true))

    @Test func targetsAreEverythingTappableInReadingOrder() throws {
        #expect(frame.targets.map(\.target.description) == ["s", "s/a", "s/b", "s/c", "f/x", "f/y", "i/A", "i/B", "i/B/Bo"])
        let b = frame.targets[2]
        let line = try frame.layout.line(at: b.line)
        let column = line.spans.prefix { $0.tap != b.target }.reduce(0) { $0 + $1.cellWidth }
        #expect(b.line == 4 && column == 21, "the second grid cell starts at half the width")
    }

    @Test func keysMoveOverTargetsAndStopAtTheEnds() {
        var state = InteractiveState()
        state.settle(in: frame, height: 10)
        #expect(state.cursor?.description == "s", "the cursor starts on the first tappable line")
        _ = state.update(with: .key(.character("G")), in: frame, height: 10)
        #expect(state.cursor?.description == "i/B/Bo")
        _ = state.update(with: .key(.down), in: frame, height: 10)
        #expect(state.cursor?.description == "i/B/Bo", "no further than the last")
        _ = state.update(with: .key(.right), in: frame, height: 10)
        #expect(state.cursor?.description == "i/B/Bo", "nor in reading order")
        _ = state.update(with: .key(.character("g")), in: frame, height: 10)
        #expect(state.cursor?.description == "s")
        _ = state.update(with: .key(.up), in: frame, height: 10)
        #expect(state.cursor?.description == "s", "no further than the first")
        _ = state.update(with: .key(.pageDown), in: frame, height: 4)
        #expect(state.cursor?.description == "f/x", "a page is the height less one line")
    }

    @Test func upAndDownMoveByLinesKeepingTheColumnAndLeftAndRightInReadingOrder() {
        var state = InteractiveState()
        state.settle(in: frame, height: 20)
        var visited: [String] = []
        for key in [Key.down, .character("j"), .up, .right, .down, .character("k"), .right, .down, .down, .down, .left] {
            _ = state.update(with: .key(key), in: frame, height: 20)
            visited.append(state.cursor?.description ?? "nil")
        }
        #expect(visited == ["s/a", "s/c", "s/a", "s/b", "s/c", "s/a", "s/b", "s/c", "f/x", "i/B", "f/y"],
                "a grid's rows keep the column (c is below a); a row of chips, of letters is one stop; A is empty")
    }

    @Test func enterTapsWhatIsUnderTheCursorAndATapThatWorkedChoosesAnItem() {
        var state = InteractiveState()
        state.settle(in: frame, height: 10)
        #expect(state.update(with: .key(.enter), in: frame, height: 10) == [.tap(.header(section: "s"))])
        state.update(with: .tapped(TapOutcome(target: .header(section: "s"), effects: [])), in: frame, height: 10)
        #expect(state.chosen == nil, "a header is not an item")
        _ = state.update(with: .key(.down), in: frame, height: 10)
        #expect(state.update(with: .key(.character(" ")), in: frame, height: 10) == [.tap(.item(section: "s", submenu: [], id: "a"))])
        #expect(state.chosen == nil, "not before the tap worked (a failed tap chooses nothing)")
        state.update(with: .tapped(Self.outcome(.item(section: "s", submenu: [], id: "a"), Item("a"))), in: frame, height: 10)
        #expect(state.chosen == "s/a" && !state.done, "chosen; a plain item does not finish")
    }

    /// What a tap on `target` that reached `item` (when it reached one) did.
    static func outcome(_ target: TapTarget, _ item: Item?, vetoed: Bool = false) -> TapOutcome {
        TapOutcome(target: target, effects: item.map { [.itemTapped(block: .none, item: $0)] } ?? [],
                   veto: vetoed ? TapOutcome.Veto(reason: "품절", by: "soldout.lua:2") : nil)
    }

    @Test func anItemWithChooseFinishesWithItsValueAndOthersNeverDo() {
        var login = Item("feature/login")
        login.value = "origin/feature/login"
        login.choose = true
        var state = InteractiveState()
        state.update(with: .tapped(Self.outcome(.item(section: "b", submenu: [], id: "feature/login"), login)),
                     in: frame, height: 10)
        #expect(state.chosen == "origin/feature/login" && state.done)

        var more = Item("more")
        more.choose = true
        more.submenu = [Item("x")]
        let disabled = TapOutcome(target: .item(section: "b", submenu: [], id: "gone"),
                                  effects: [.notice("item 'gone' of section 'b' is disabled")])
        let others: [(String, TapOutcome)] = [
            ("disabled", disabled),
            ("a submenu's opener", Self.outcome(.item(section: "b", submenu: [], id: "more"), more)),
            ("a selection's child", Self.outcome(.child(selection: "r", category: "서울", id: "강남"), login)),
            ("a category", Self.outcome(.category(selection: "r", id: "서울"), nil)),
            ("a veto", Self.outcome(.item(section: "b", submenu: [], id: "feature/login"), login, vetoed: true)),
        ]
        for (what, outcome) in others {
            var other = InteractiveState()
            other.update(with: .tapped(outcome), in: frame, height: 10)
            #expect(other.chosen == nil && !other.done, "\(what)")
        }
    }

    @Test func whatATapOrTheScriptSaysGoesToTheStatusLine() {
        var state = InteractiveState()
        state.update(with: .printed("선택: 서울"), in: frame, height: 10)
        #expect(state.message == "선택: 서울")
        let vetoed = Self.outcome(.item(section: "s", submenu: [], id: "a"), Item("a"), vetoed: true)
        state.update(with: .tapped(vetoed), in: frame, height: 10)
        #expect(state.message == "tap 's/a' was vetoed: 품절 (the tap hook of soldout.lua:2)")
        let notice = TapOutcome(target: .item(section: "s", submenu: [], id: "a"), effects: [.notice("item 'a' of section 's' is disabled")])
        state.update(with: .tapped(notice), in: frame, height: 10)
        #expect(state.message == "item 'a' of section 's' is disabled")
        state.update(with: .printed("printed"), in: frame, height: 10)
        state.update(with: .tapped(Self.outcome(.header(section: "s"), nil)), in: frame, height: 10)
        #expect(state.message == "printed", "a tap with nothing to say keeps what the script printed")
        state.update(with: .failed("test.lua:3: boom"), in: frame, height: 10)
        #expect(state.message == "test.lua:3: boom")
        state.update(with: .reloadFailed("test.lua:1: syntax"), in: frame, height: 10)
        #expect(state.message == "test.lua:1: syntax (the last good menu stays)")
        state.update(with: .reloaded, in: frame, height: 10)
        #expect(state.message == "reloaded")
        state.update(with: .key(.down), in: frame, height: 10)
        #expect(state.message == nil, "a key clears it")
    }

    @Test func aJumpScrollsTheNextFrameToTheLettersGroup() throws {
        let names = (0..<30).map { "B\($0)" }
        let view = MenuView(title: nil, blocks: [
            .section(SectionView(id: "s", title: "S", open: true, columns: 1, items: (0..<20).map { ItemView(id: "\($0)", title: "\($0)") })),
            .index(IndexView(id: "i", title: nil, current: "B", letters: ["A", "B"],
                             groups: [.init(letter: "B", items: names.map { ItemView(id: $0, title: $0) })], scrollTarget: "B")),
        ], scrolledIndex: "i")
        let frame = Frame(view: view, renderer: TextRenderer(width: 40))
        var state = InteractiveState()
        state.settle(in: frame, height: 5)
        #expect(state.scroll == 0, "no jump yet")
        state.update(with: .tapped(TapOutcome(target: .jump(index: "i", letter: "B"),
                                              effects: [.indexJumped(block: .none, letter: "B")])), in: frame, height: 5)
        state.settle(in: frame, height: 5)
        let anchor = try #require(frame.anchorLine)
        #expect(state.scroll == anchor && state.cursor == .entry(index: "i", letter: "B", id: "B0"),
                "the group's header at the top, the cursor on its first entry")
        state.update(with: .key(.up), in: frame, height: 5)
        state.settle(in: frame, height: 5)
        #expect(state.scroll == anchor - 1, "only once: the next frame keeps the cursor in view")
    }

    @Test func theViewsOwnKeysAreExactlyTheHotkeysThatNeverReachAnItem() {
        for scalar in (0x20...0x7E).compactMap(Unicode.Scalar.init) {
            let key = String(scalar)
            let view = MenuView(title: nil, blocks: [
                .section(SectionView(id: "s", title: "S", open: true, columns: 1,
                                     items: [ItemView(id: "a", title: "a", hotkey: key)])),
            ])
            let frame = Frame(view: view, renderer: TextRenderer(width: 40))
            var state = InteractiveState()
            state.settle(in: frame, height: 10)
            let reached = state.update(with: .key(.character(Character(key))), in: frame, height: 10)
                == [.tap(.item(section: "s", submenu: [], id: "a"))]
            #expect(reached == (InteractiveKeys.ownCharacters[key] == nil), "'\(key)'")
        }
    }

    @Test func aBlocksHotkeyTapsASectionsHeaderAndMovesToOtherBlocks() {
        let view = MenuView(title: nil, blocks: [
            .section(SectionView(id: "s", title: "S", open: true, columns: 1, items: [ItemView(id: "a", title: "a")], hotkey: "x")),
            .filter(FilterView(id: "f", title: nil, selected: "p", options: [.init(id: "p", title: "P", selected: true),
                                                                            .init(id: "q", title: "Q", selected: false)],
                               targets: [], hotkey: "y")),
        ])
        let frame = Frame(view: view, renderer: TextRenderer(width: 40))
        var state = InteractiveState()
        #expect(state.update(with: .key(.character("x")), in: frame, height: 10) == [.tap(.header(section: "s"))])
        #expect(state.update(with: .key(.character("y")), in: frame, height: 10) == [], "a filter's hotkey taps no chip")
        #expect(state.cursor == .option(filter: "f", id: "p"), "it goes to the filter's first chip")
    }

    @Test func escAtTheTopAndCtrlCAnywhereCancel() {
        var state = InteractiveState()
        _ = state.update(with: .key(.character("/")), in: frame, height: 10)
        _ = state.update(with: .key(.character("b")), in: frame, height: 10)
        #expect(state.update(with: .key(.escape), in: frame, height: 10) == [.query(nil)], "Esc clears the search first")
        #expect(!state.cancelled)
        #expect(state.update(with: .key(.escape), in: frame, height: 10) == [])
        #expect(state.cancelled && !state.done)

        var typing = InteractiveState()
        _ = typing.update(with: .key(.character("/")), in: frame, height: 10)
        _ = typing.update(with: .key(.ctrl("c")), in: frame, height: 10)
        #expect(typing.cancelled, "Ctrl-C cancels even while typing a search")
    }

    @Test func aSubmenusScreenOfBlocksStartsWithItsBackLineAndEscGoesBack() {
        var view = MenuView(title: "T", blocks: Self.view.blocks.suffix(1), submenu: ["people", "contacts"])
        view.screenTitle = "Contacts"
        let screen = Frame(view: view, renderer: TextRenderer(width: 40, colors: true))
        #expect(screen.targets.map(\.target.description) == ["people/contacts/..", "i/A", "i/B", "i/B/Bo"])
        var state = InteractiveState()
        state.settle(in: screen, height: 10)
        #expect(state.update(with: .key(.enter), in: screen, height: 10) == [.tap(.back(submenu: ["people", "contacts"]))],
                "Enter on the back line goes back")
        #expect(state.update(with: .key(.escape), in: screen, height: 10) == [.tap(.back(submenu: ["people", "contacts"]))])
        #expect(!state.cancelled)
    }

    @Test func enterAfterASearchPutsTheCursorOnTheFirstMatch() {
        var state = InteractiveState()
        state.settle(in: frame, height: 10)
        #expect(state.cursor?.description == "s")
        _ = state.update(with: .key(.character("/")), in: frame, height: 10)
        _ = state.update(with: .key(.character("b")), in: frame, height: 10)
        _ = state.update(with: .key(.enter), in: frame, height: 10)
        #expect(state.cursor?.description == "s/a", "the first item drawn, not the header")
    }

    @Test func cursorKeysPassOverEmptyLettersAndAQuoteJumpsToALetterThatIsAKey() {
        let index = MenuView(title: nil, blocks: [
            .index(IndexView(id: "i", title: nil, current: nil, letters: ["A", "B", "G", "J", "K", "Q"],
                             groups: [.init(letter: "G", items: [ItemView(id: "Gil", title: "Gil")]),
                                      .init(letter: "Q", items: [ItemView(id: "Quinn", title: "Quinn")])],
                             scrollTarget: nil)),
        ])
        let frame = Frame(view: index, renderer: TextRenderer(width: 40, colors: true))
        #expect(Set(frame.skipped.map(\.description)) == ["i/A", "i/B", "i/J", "i/K"])
        var state = InteractiveState()
        state.settle(in: frame, height: 10)
        #expect(state.cursor?.description == "i/G", "the first letter with items")
        _ = state.update(with: .key(.right), in: frame, height: 10)
        #expect(state.cursor?.description == "i/Q", "J and K passed over")
        _ = state.update(with: .key(.left), in: frame, height: 10)
        #expect(state.cursor?.description == "i/G")
        _ = state.update(with: .key(.up), in: frame, height: 10)
        #expect(state.cursor?.description == "i/G", "nothing but empty letters before it")
        #expect(state.update(with: .key(.character("'")), in: frame, height: 10) == [])
        #expect(state.update(with: .key(.character("q")), in: frame, height: 10) == [.tap(.jump(index: "i", letter: "Q"))])
        #expect(!state.done, "after ', q is a letter")
        _ = state.update(with: .key(.character("'")), in: frame, height: 10)
        #expect(state.update(with: .key(.character("j")), in: frame, height: 10) == [.tap(.jump(index: "i", letter: "J"))], "an empty letter too")
        #expect(state.update(with: .key(.character("Q")), in: frame, height: 10) == [.tap(.jump(index: "i", letter: "Q"))], "upper case is no key")
    }

    @Test func slashTypesALiveQueryAndEscClearsIt() {
        var state = InteractiveState()
        #expect(state.update(with: .key(.character("/")), in: frame, height: 10) == [])
        #expect(state.update(with: .key(.character("b")), in: frame, height: 10) == [.query("b")])
        #expect(state.update(with: .key(.character("o")), in: frame, height: 10) == [.query("bo")])
        #expect(state.update(with: .key(.backspace), in: frame, height: 10) == [.query("b")])
        #expect(state.update(with: .key(.character("q")), in: frame, height: 10) == [.query("bq")], "q is text while typing")
        #expect(!state.done)
        #expect(state.update(with: .key(.enter), in: frame, height: 10) == [])
        #expect(!state.typingQuery && state.query == "bq")
        #expect(state.update(with: .key(.escape), in: frame, height: 10) == [.query(nil)])
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
        #expect(frame.targets.map(\.target.description) == ["i/R/Relay", "i/B/Brel"], "no letters while searching")
        var state = InteractiveState()
        state.settle(in: frame, height: 10)
        #expect(state.update(with: .key(.enter), in: frame, height: 10) == [.tap(.entry(index: "i", letter: "R", id: "Relay"))])
        var relay = Item("Relay")
        relay.value = "relay@example.com"
        state.update(with: .tapped(Self.outcome(.entry(index: "i", letter: "R", id: "Relay"), relay)), in: frame, height: 10)
        #expect(state.chosen == "relay@example.com")
        _ = state.update(with: .key(.down), in: frame, height: 10)
        #expect(state.update(with: .key(.enter), in: frame, height: 10) == [.tap(.entry(index: "i", letter: "B", id: "Brel"))])
    }

    @Test func aLetterJumpsInTheIndex() {
        var state = InteractiveState()
        #expect(state.update(with: .key(.character("b")), in: frame, height: 10) == [.tap(.jump(index: "i", letter: "B"))])
        #expect(state.update(with: .key(.character("z")), in: frame, height: 10) == [])
        #expect(state.message == "no letter 'z' in index 'i'")
    }

    @Test func qQuits() {
        var state = InteractiveState()
        _ = state.update(with: .key(.character("q")), in: frame, height: 10)
        #expect(state.done)
    }

    @Test func theScreenInvertsTheCursorAndEndsWithTheStatusLine() throws {
        var state = InteractiveState()
        state.settle(in: frame, height: 10)
        _ = state.update(with: .key(.down), in: frame, height: 10)
        let screen = try state.screen(for: frame, size: TerminalSize(rows: 6, columns: 40))
        #expect(screen.lines.count == 6)
        #expect(screen.lines[4].contains("\u{1B}[7ma"), "the cursor's cell is inverted")
        #expect(screen.lines[5].contains("j/k move"))
        #expect(screen.cursor == nil)
    }

    @Test func theViewScrollsToKeepTheCursorVisible() {
        var state = InteractiveState()
        state.settle(in: frame, height: 3)
        _ = state.update(with: .key(.character("G")), in: frame, height: 3)
        let line = frame.targets.last!.line
        #expect(state.scroll <= line && line < state.scroll + 3)
    }

    @Test func theSearchLineIsEditedWithAShellsKeys() {
        var state = InteractiveState()
        _ = state.update(with: .key(.character("/")), in: frame, height: 10)
        for character in "jo" { _ = state.update(with: .key(.character(character)), in: frame, height: 10) }
        #expect(state.update(with: .key(.left), in: frame, height: 10) == [], "moving changes no query")
        #expect(state.update(with: .key(.character("h")), in: frame, height: 10) == [.query("jho")])
        #expect(state.update(with: .key(.ctrl("e")), in: frame, height: 10) == [])
        #expect(state.update(with: .key(.ctrl("w")), in: frame, height: 10) == [.query(nil)])
        #expect(state.typingQuery, "still typing")
    }

    @Test func aPasteGoesToTheSearchLineAndNeverActsAsKeys() {
        var state = InteractiveState()
        state.settle(in: frame, height: 10)
        #expect(state.update(with: .key(.paste("q  ")), in: frame, height: 10) == [.query("q  ")])
        #expect(!state.done, "a pasted q does not quit")
        #expect(state.typingQuery, "the search line opened")
        #expect(state.update(with: .key(.left), in: frame, height: 10) == [])
        #expect(state.update(with: .key(.paste("b\n")), in: frame, height: 10) == [.query("q b ")])
    }

    @Test func aTerminalReplyIsNoKeyAndKeepsTheMessage() {
        var state = InteractiveState()
        state.settle(in: frame, height: 10)
        state.message = "tapped"
        let before = state
        #expect(state.update(with: .key(.unknown(Array("\u{1B}]11;rgb:0/0/0\u{7}".utf8))), in: frame, height: 10) == [])
        #expect(state == before)
    }

    @Test func aLongQueryShowsItsEndAndTheCursorThere() throws {
        var state = InteractiveState()
        state.typingQuery = true
        state.query = "a search longer than the window"
        let screen = try state.screen(for: frame, size: TerminalSize(rows: 6, columns: 12))
        #expect(Self.plain(screen.lines[5]) == "/…he window")
        #expect(screen.cursor == Screen.Position(row: 5, column: 11))
    }

    @Test func aNarrowWindowCutsEveryLineInsteadOfWrapping() throws {
        var state = InteractiveState()
        let narrow = Frame(view: Self.view, renderer: TextRenderer(width: 4, colors: true))
        state.settle(in: narrow, height: 9)
        for columns in 1...7 {
            let screen = try state.screen(for: narrow, size: TerminalSize(rows: 10, columns: columns))
            for line in screen.lines {
                #expect(Self.plain(line).cellWidth <= columns, "\(line.debugDescription) in \(columns) columns")
            }
        }
    }

    @Test func withoutColoursOnlyAttributesAreDrawn() throws {
        var state = InteractiveState()
        state.settle(in: frame, height: 10)
        let coloured = try state.screen(for: frame, size: TerminalSize(rows: 12, columns: 40)).lines.joined()
        let plain = try state.screen(for: frame, size: TerminalSize(rows: 12, columns: 40), colors: false).lines.joined()
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
