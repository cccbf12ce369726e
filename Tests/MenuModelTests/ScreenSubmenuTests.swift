import Testing
@testable import MenuModel

/// A submenu whose screen is blocks (`submenu = function(sub) sub:index{ … } end`): opening
/// it, taps, search and state inside it, going back.
@Suite struct ScreenSubmenuTests {
    /// A settings menu whose "people" section has a row that pushes the contacts index.
    static let opener: Item = {
        var item = Item(id: "contacts", title: .text("Contacts"), ref: ItemRef(list: ScriptRef(71), position: 0))
        item.screen = [.index(Fixtures.contacts)]
        return item
    }()
    static let people = SectionBlock(id: "people", title: "사람", items: [opener], ref: ScriptRef(70))
    let menu = Menu(title: "설정", blocks: [.section(people), .section(Fixtures.outfield)])

    /// The state with the contacts screen open.
    func opened() throws -> MenuState {
        var state = MenuState()
        let effects = try state.apply("people/contacts", in: menu)
        #expect(effects == [.itemTapped(block: ScriptRef(70), item: Self.opener)])
        return state
    }

    @Test func aTapOnTheOpenerPushesTheScreenOfBlocks() throws {
        let state = try opened()
        #expect(state.submenu == ["people", "contacts"])
        let view = try MenuView(menu: menu, state: state, evaluator: FixedEvaluator()).materialized()
        #expect(view.screenTitle == "Contacts")
        #expect(view.screenBack == .back(submenu: ["people", "contacts"]))
        #expect(view.blocks.count == 1)
        guard case .index(let index)? = view.blocks.first else { Issue.record("expected the index"); return }
        #expect(index.id == "contacts")
        #expect(index.groups.map(\.letter).first == "A")
    }

    @Test func theOpenerIsDrawnAsOpeningASubmenu() throws {
        let view = try MenuView(menu: menu, state: MenuState(), evaluator: FixedEvaluator()).materialized()
        guard case .section(let section)? = view.blocks.first else { Issue.record("expected the section"); return }
        #expect(try section.items.rows().map(\.hasSubmenu) == [true])
        #expect(view.screenTitle == nil)
    }

    @Test func aJumpAndATapInsideTheScreenReachTheIndex() throws {
        var state = try opened()
        #expect(try state.apply("contacts/R", in: menu) == [.indexJumped(block: ScriptRef(30), letter: "R")])
        #expect(state.current == ["contacts": "R"])
        #expect(state.scrolledIndex == "contacts")
        #expect(state.submenu == ["people", "contacts"])
        let effects = try state.apply("contacts/K/Kent", in: menu)
        #expect(effects == [.itemTapped(block: ScriptRef(30), item: Fixtures.contacts("Kent")[0])])
    }

    @Test func theScreensBlocksAreOutOfReachWhileItIsClosed() {
        var state = MenuState()
        expectTapError("contacts/R", .unknown, "no block 'contacts' in the menu (expected one of: people, outfield)") {
            try state.apply("contacts/R", in: menu)
        }
        #expect(state == MenuState())
    }

    @Test func aSearchInsideTheScreenSearchesItsIndex() throws {
        var state = try opened()
        try state.reduce(.search("ryan"), in: menu)
        let view = try MenuView(menu: menu, state: state, evaluator: FixedEvaluator()).materialized()
        guard case .index(let index)? = view.blocks.first else { Issue.record("expected the index"); return }
        #expect(try index.results?.results().map(\.item.id) == ["Ryan", "Ryan"])
        #expect(view.noResults == false)
        try state.reduce(.search("zzz"), in: menu)
        let none = try MenuView(menu: menu, state: state, evaluator: FixedEvaluator())
        #expect(none.blocks.isEmpty)
        #expect(none.noResultsMessage == "No results for 'zzz'")
        #expect(none.screenTitle == "Contacts")
    }

    @Test func goingBackClosesTheScreenAndKeepsItsState() throws {
        var state = try opened()
        try state.apply("contacts/R", in: menu)
        try state.apply("..", in: menu)
        #expect(state.submenu == [])
        #expect(state.current == ["contacts": "R"])
        let view = try MenuView(menu: menu, state: state, evaluator: FixedEvaluator())
        #expect(view.screenTitle == nil)
        #expect(view.blocks.map(\.id) == ["people", "outfield"])
    }

    @Test func aSavedStateKeepsTheScreenOpenAndItsLetter() throws {
        var saved = try opened()
        try saved.apply("contacts/R", in: menu)
        var restored = MenuState()
        try restored.reduce(.restore(saved), in: menu)
        #expect(restored.submenu == ["people", "contacts"])
        #expect(restored.current == ["contacts": "R"])
        #expect(menu.submenuPaths == [["people", "contacts"]])
        #expect(menu.allBlocks.map(\.id) == ["people", "outfield", "contacts"])
    }

    @Test func aSavedLetterTheScreenNoLongerHasIsDropped() throws {
        var saved = try opened()
        try saved.apply("contacts/R", in: menu)
        let without = Menu(title: "설정", blocks: [.section(SectionBlock(id: "people", title: "사람", items: [Item("contacts")]))])
        let pruned = saved.pruned(for: without)
        #expect(pruned.current == [:])
        #expect(pruned.submenu == [])
    }

    @Test func aScreenBlockWithTheIdOfAMenuBlockIsAProblem() {
        var opener = Self.opener
        let few = IndexBlock(id: "contacts", items: Fixtures.contacts("Chris", "Kent"))
        opener.screen = [.section(Fixtures.outfield), .index(few), .index(few)]
        let menu = Menu(blocks: [.section(SectionBlock(id: "people", title: "사람", items: [opener])),
                                 .section(Fixtures.outfield)])
        #expect(menu.problems().map(\.message) == [
            "section 'outfield' of the screen of 'people/contacts' has the id of a block of the menu: while the screen "
                + "is open taps reach only the screen's, and the two share their state (give it another id)",
            "the screen of 'people/contacts': index 'contacts': another block has the id 'contacts'; taps reach only the first",
        ])
        opener.screen = [.index(few)]
        #expect(Menu(blocks: [.section(SectionBlock(id: "people", title: "사람", items: [opener]))]).problems() == [])
    }

    @Test func aSectionOfTheScreenFoldsByItsHeaderAndItsRowsAreTapped() throws {
        var opener = Self.opener
        opener.screen = [.section(Fixtures.outfield)]
        let menu = Menu(blocks: [.section(SectionBlock(id: "people", title: "사람", items: [opener], ref: ScriptRef(70)))])
        var state = MenuState()
        try state.apply("people/contacts", in: menu)
        try state.apply("외야수", in: menu)
        #expect(state.open == ["outfield": false])
        let view = try MenuView(menu: menu, state: state, evaluator: FixedEvaluator())
        guard case .section(let section)? = view.blocks.first else { Issue.record("expected the section"); return }
        #expect(!section.open && section.submenu == [], "drawn as a menu's section, its header folding it")
        #expect(try state.apply("outfield/테스형", in: menu) == [.itemTapped(block: ScriptRef(2), item: Item("테스형"))])
        #expect(state.submenu == ["people", "contacts"])
    }
}
