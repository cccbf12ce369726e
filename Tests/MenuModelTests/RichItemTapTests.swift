import Testing
@testable import MenuModel

/// Taps on disabled items, headings and separators.
@Suite struct RichItemTapTests {
    let menu = RichFixtures.menu

    /// A state with something changed, so "unchanged" means something.
    var touched: MenuState {
        var state = MenuState()
        state.open["outfield"] = false
        return state
    }

    @Test func aDisabledItemChangesNothingAndSaysSo() throws {
        var state = touched
        let effects = try state.apply("general/auto", in: menu)
        #expect(effects == [.notice("item 'auto' of section 'general' is disabled")])
        #expect(state == touched)
    }

    @Test func aDisabledItemWithASubmenuDoesNotOpenIt() throws {
        var state = touched
        #expect(try state.apply("general/잠김", in: menu) == [.notice("item 'locked' of section 'general' is disabled")])
        #expect(try state.apply("general/locked/secret", in: menu) == [.notice("item 'locked' of section 'general' is disabled")])
        #expect(state == touched)
    }

    @Test func aDisabledSelectionChildKeepsTheSelection() throws {
        var regions = Fixtures.regions
        regions.categories[0].items[3].disabled = true                 // 서울/강남
        let menu = Menu(blocks: [.selection(regions)])
        var state = MenuState()
        try state.apply("region/서울/종로", in: menu)
        let before = state
        let effects = try state.apply("region/서울/강남", in: menu)
        #expect(effects == [.notice("item '강남' of category '서울' of selection 'region' is disabled")])
        #expect(state == before)
    }

    @Test func aDisabledIndexEntryIsNotTappedEitherWay() throws {
        var items = Fixtures.contactItems
        items[0].disabled = true                                       // Chris
        let menu = Menu(blocks: [.index(IndexBlock(id: "contacts", items: items))])
        var state = MenuState()
        #expect(try state.apply("contacts/Chris", in: menu) == [.notice("item 'Chris' of letter 'C' of index 'contacts' is disabled")])
        #expect(try state.apply("contacts/C/Chris", in: menu)
            == [.notice("item 'Chris' of letter 'C' of index 'contacts' is disabled")])
        #expect(state == MenuState())
    }

    @Test func aHeadingCannotBeTapped() throws {
        var state = touched
        expectTapError("general/연결", .untappable, "'연결' is a heading; it can't be tapped") {
            try state.apply("general/연결", in: menu)
        }
        expectTapError("general//heading/1", .unknown, "no item '' in section 'general' (expected one of: wifi, bluetooth, auto, locked, language)") {
            try state.apply("general//heading/1", in: menu)
        }
        #expect(state == touched)
    }

    @Test func aSeparatorCannotBeTapped() throws {
        var line = Item.separator(at: 2)
        line.id = "line"                                               // only Swift can name one
        let menu = Menu(blocks: [.section(SectionBlock(id: "s", title: "S", items: [Item("a"), line]))])
        var state = MenuState()
        expectTapError("s/line", .untappable, "'line' is a separator; it can't be tapped") {
            try state.apply("s/line", in: menu)
        }
    }

    @Test func anEntryWinsOverAHeadingWithItsTitle() throws {
        let entry = Item(id: "display", title: .text("화면"))
        let menu = Menu(blocks: [.section(SectionBlock(id: "s", title: "S", items: [.heading("화면", at: 1), entry]))])
        var state = MenuState()
        #expect(try state.apply("s/화면", in: menu) == [.itemTapped(block: .none, item: entry)])
    }

    @Test func separatorsAndHeadingsHaveIdsNoPlainTapPathCanName() throws {
        #expect(Item.separator(at: 3).id == "/separator/3")
        #expect(Item.heading("연결", at: 1).id == "/heading/1")
        #expect(Item.heading("연결", at: 1, id: "connect").id == "connect")
        #expect(TapPath("general//separator/3").segments.allSatisfy { $0 != Item.separator(at: 3).id })
        let menu = Menu(blocks: [.section(SectionBlock(id: "s", title: "S", items: [Item("a"), .separator(at: 2)]))])
        var state = MenuState()
        expectTapError(#"s/\/separator\/2"#, .untappable, "'/separator/2' is a separator; it can't be tapped") {
            try state.apply(#"s/\/separator\/2"#, in: menu)
        }
    }
}

/// Submenus: a tap opens one, paths reach into them, `..` closes them.
@Suite struct SubmenuTapTests {
    let menu = RichFixtures.menu
    let ref = ScriptRef(50)

    @Test func tappingAnItemWithASubmenuOpensItAndTapsIt() throws {
        var state = MenuState()
        let effects = try state.apply("general/language", in: menu)
        #expect(effects == [.itemTapped(block: ref, item: RichFixtures.language)])
        var expected = MenuState()
        expected.submenu = ["general", "language"]
        #expect(state == expected)
    }

    @Test func titlesReachSubmenusAndTheStateKeepsIds() throws {
        var state = MenuState()
        try state.apply("일반/언어/지역", in: menu)
        #expect(state.submenu == ["general", "language", "region"])
    }

    @Test func aNestedItemIsTappedByItsAbsolutePath() throws {
        var state = MenuState()
        try state.apply("general/language", in: menu)
        let effects = try state.apply("general/language/en", in: menu)
        #expect(effects == [.itemTapped(block: ref, item: RichFixtures.en)])
        #expect(state.submenu == ["general", "language"], "a leaf leaves the submenu open")
        #expect(try state.apply("general/language/region/busan", in: menu)
            == [.itemTapped(block: ref, item: RichFixtures.busan)])
        #expect(state.submenu == ["general", "language"], "paths are absolute: nothing had to be open")
    }

    @Test func aNestedSubmenuOpensOverItsParent() throws {
        var state = MenuState()
        try state.apply("general/language", in: menu)
        try state.apply("general/language/region", in: menu)
        #expect(state.submenu == ["general", "language", "region"])
    }

    @Test func dotDotAloneGoesBackOneLevelAtATime() throws {
        var state = MenuState()
        try state.apply("general/language/region", in: menu)
        #expect(try state.apply("..", in: menu) == [])
        #expect(state.submenu == ["general", "language"])
        try state.apply("..", in: menu)
        #expect(state == MenuState())
        expectTapError("..", .noSubmenuOpen, "no submenu is open, so '..' has nothing to close") {
            try state.apply("..", in: menu)
        }
    }

    @Test func aPathEndingInDotDotClosesThatSubmenuAndWhatIsOpenInside() throws {
        var state = MenuState()
        try state.apply("general/language/region", in: menu)
        try state.apply("general/language/region/..", in: menu)
        #expect(state.submenu == ["general", "language"])
        try state.apply("general/language/region", in: menu)
        try state.apply("일반/언어/..", in: menu)
        #expect(state.submenu == [])
    }

    @Test func dotDotAfterASubmenuThatIsNotOpenIsAnError() throws {
        var state = MenuState()
        try state.apply("general/language", in: menu)
        let before = state
        expectTapError("general/language/region/..", .notOpen, "'general/language/region' is no open submenu (the open one is 'general/language')") {
            try state.apply("general/language/region/..", in: menu)
        }
        expectTapError("outfield/나성범/..", .notOpen, "'outfield/나성범' is no open submenu (the open one is 'general/language')") {
            try state.apply("outfield/나성범/..", in: menu)
        }
        #expect(state == before)
        var fresh = MenuState()
        expectTapError("general/language/..", .noSubmenuOpen, "no submenu is open, so '..' has nothing to close") {
            try fresh.apply("general/language/..", in: menu)
        }
    }

    @Test func badPathsIntoSubmenusNameWhatWasExpected() throws {
        var state = MenuState()
        expectTapError("general/language/fr", .unknown, "no item 'fr' in submenu 'general/language' (expected one of: ko, en, region)") {
            try state.apply("general/language/fr", in: menu)
        }
        expectTapError("general/language/en/x", .tooDeep, "an item of submenu 'general/language' has nothing to tap inside") {
            try state.apply("general/language/en/x", in: menu)
        }
        expectTapError("general/wifi/x", .tooDeep, "an item of section 'general' has nothing to tap inside") {
            try state.apply("general/wifi/x", in: menu)
        }
        #expect(state == MenuState())
    }

    @Test func pruningKeepsASubmenuThatStillResolves() {
        var state = MenuState()
        state.submenu = ["general", "language", "region"]
        #expect(state.pruned(for: menu).submenu == ["general", "language", "region"])
    }

    @Test(arguments: [["general", "gone"], ["general", "wifi"], ["outfield", "나성범"], ["general"],
                      ["nothing", "language"], ["general", "언어"], ["general", "language", "ko"]])
    func pruningDropsASubmenuThatNoLongerResolves(path: [String]) {
        var state = MenuState()
        state.submenu = path
        state.open["general"] = false
        #expect(state.pruned(for: menu).submenu == [])
        #expect(state.pruned(for: menu).open == ["general": false])
    }
}
