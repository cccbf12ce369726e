import Testing
@testable import MenuModel

/// Seed 000: a section folds and unfolds when its header is tapped; its items are tappable.
@Suite struct SectionTapTests {
    let menu = Fixtures.tigers

    @Test func allSectionsAreOpenAtStart() {
        let state = MenuState()
        #expect(menu.blocks.allSatisfy {
            guard case .section(let section) = $0 else { return false }
            return state.isOpen(section)
        })
    }

    @Test func tappingTheHeaderByIdClosesAnOpenSection() throws {
        var state = MenuState()
        let effects = try state.apply("outfield", in: menu)

        var expected = MenuState()
        expected.open["outfield"] = false
        #expect(state == expected)
        #expect(effects == [])
        #expect(!state.isOpen(Fixtures.outfield))
    }

    @Test func tappingTheHeaderByTitleTogglesTheSameSection() throws {
        var state = MenuState()
        let effects = try state.apply("외야수", in: menu)

        var expected = MenuState()
        expected.open["outfield"] = false
        #expect(state == expected)
        #expect(effects == [])
    }

    @Test func tappingTheHeaderAgainReopensTheSection() throws {
        var state = MenuState()
        try state.apply("outfield", in: menu)
        let effects = try state.apply("외야수", in: menu)

        var expected = MenuState()
        expected.open["outfield"] = true
        #expect(state == expected)
        #expect(effects == [])
        #expect(state.isOpen(Fixtures.outfield))
    }

    @Test func onlyTheTappedSectionToggles() throws {
        var state = MenuState()
        try state.apply("outfield", in: menu)
        try state.apply("pitchers", in: menu)

        var expected = MenuState()
        expected.open["outfield"] = false
        expected.open["pitchers"] = false
        #expect(state == expected)
        #expect(state.isOpen(Fixtures.staff))
        #expect(state.isOpen(Fixtures.infield))
    }

    @Test func aSectionClosedByDefaultStartsClosedAndOpensOnTap() throws {
        let closed = SectionBlock(id: "bench", title: "벤치", open: false, items: ["한준수"].map(Item.init))
        let menu = Menu(blocks: menu.blocks + [.section(closed)])
        var state = MenuState()
        #expect(!state.isOpen(closed))

        let effects = try state.apply("bench", in: menu)

        var expected = MenuState()
        expected.open["bench"] = true
        #expect(state == expected)
        #expect(effects == [])
        #expect(state.isOpen(closed))
    }

    @Test func tappingAnItemReportsItWithItsBlocksRefAndLeavesTheStateAlone() throws {
        var state = MenuState()
        try state.apply("pitchers", in: menu)
        let before = state

        let effects = try state.apply("outfield/나성범", in: menu)

        #expect(state == before)
        #expect(effects == [.itemTapped(block: ScriptRef(2), item: Item("나성범"))])
    }

    @Test func anItemIsFoundByIdOrByTitleUnderTheSectionsIdOrTitle() throws {
        let kakao = Fixtures.contactPoint.items[0]
        for path: TapPath in ["contactPoint/kakaoTalkId", "contactPoint/카카오톡 ID", "연락수단/kakaoTalkId", "연락수단/카카오톡 ID"] {
            var state = MenuState()
            let effects = try state.apply(path, in: Fixtures.myPage)
            #expect(state == MenuState(), "\(path)")
            #expect(effects == [.itemTapped(block: ScriptRef(40), item: kakao)], "\(path)")
        }
    }

    @Test func aBlocksIdWinsOverAnotherBlocksTitle() throws {
        // "b" is the first block's title and the second block's id: the id wins.
        let first = SectionBlock(id: "a", title: "b", items: [])
        let second = SectionBlock(id: "b", title: "c", items: [])
        var state = MenuState()
        try state.apply("b", in: Menu(blocks: [.section(first), .section(second)]))

        var expected = MenuState()
        expected.open["b"] = false
        #expect(state == expected)
    }

    @Test func anItemsIdWinsOverAnotherItemsTitle() throws {
        let byTitle = Item(id: "one", title: .text("two"))
        let byId = Item(id: "two", title: .text("three"))
        let section = SectionBlock(id: "s", title: nil, items: [byTitle, byId], ref: ScriptRef(7))
        var state = MenuState()
        let effects = try state.apply("s/two", in: Menu(blocks: [.section(section)]))
        #expect(effects == [.itemTapped(block: ScriptRef(7), item: byId)])
    }
}
