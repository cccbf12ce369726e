import Testing
@testable import MenuModel

/// An evaluator that answers computed check marks and decorates items as render hooks would.
final class DecoratingEvaluator: ScriptEvaluator {
    var checkedAnswers: [String: Checked] = [:]
    private(set) var decorated: [String] = []

    func evaluate(_ field: LabelField, of item: Item) -> EvaluatedLabel { EvaluatedLabel(text: "computed") }
    func matches(_ item: Item, filter: FilterBlock, option: String) -> Bool { item.title.text != "Bluetooth" }
    func checked(of item: Item) -> Checked? { checkedAnswers[item.id] }
    func decorate(_ view: ItemView, of item: Item, at place: ItemPlace?) -> ItemView {
        decorated.append(item.id)
        var view = view
        if view.id == "wifi" { view.icon = "📶" }
        return view
    }
}

/// The view of richer items: kinds, check marks, disabled items, submenus.
@Suite struct RichItemViewTests {
    let menu = RichFixtures.menu

    func section(_ view: MenuView, _ id: String) -> SectionView? {
        for case .section(let section) in view.blocks where section.id == id { return section }
        return nil
    }

    @Test func itemViewsCarryKindCheckedDisabledHotkeyValueAndSubmenu() throws {
        let view = try MenuView(menu: menu, state: MenuState(), evaluator: FixedEvaluator())
        let items = try #require(section(view, "general")).items.rows()
        #expect(items == [
            ItemView(id: "/heading/1", title: "연결", kind: .heading),
            ItemView(id: "wifi", title: "Wi-Fi", checked: .on, hotkey: "w"),
            ItemView(id: "bluetooth", title: "Bluetooth", checked: .off),
            ItemView(id: "/separator/4", title: "", kind: .separator),
            ItemView(id: "auto", title: "밝기 자동", checked: .mixed, disabled: true),
            ItemView(id: "locked", title: "잠김", disabled: true, hasSubmenu: true),
            ItemView(id: "language", title: "언어", hotkey: "l", hasSubmenu: true),
        ])
        #expect(view.submenu == [])
    }

    @Test func anOpenSubmenuIsTheWholeView() throws {
        var state = MenuState()
        try state.apply("general/language", in: menu)
        let view = try MenuView(menu: menu, state: state, evaluator: FixedEvaluator())
        #expect(view == MenuView(title: "설정", blocks: [
            .section(SectionView(id: "general", title: "언어", open: true, columns: 1, items: [
                ItemView(id: "ko", title: "한국어", checked: .on, hotkey: "k", value: "ko-KR"),
                ItemView(id: "en", title: "English", checked: .off, value: "en-US"),
                ItemView(id: "region", title: "지역", hasSubmenu: true),
            ], submenu: ["language"])),
        ], submenu: ["general", "language"]))
    }

    @Test func aNestedSubmenuIsTitledByItsOpener() throws {
        var state = MenuState()
        try state.apply("general/language/region", in: menu)
        let view = try MenuView(menu: menu, state: state, evaluator: FixedEvaluator())
        let shown = try #require(section(view, "general"))
        #expect(shown.title == "지역" && shown.submenu == ["language", "region"])
        #expect(shown.headerTarget == .back(submenu: ["general", "language", "region"]))
        #expect(shown.target(ofItem: "seoul") == .item(section: "general", submenu: ["language", "region"], id: "seoul"))
        #expect(try shown.items.rows().map(\.value) == ["KR-11", "KR-26"])
    }

    @Test func aSubmenuThatNoLongerResolvesShowsTheMenu() throws {
        var state = MenuState()
        state.submenu = ["general", "gone"]
        let view = try MenuView(menu: menu, state: state, evaluator: FixedEvaluator())
        #expect(view.blocks.count == 2 && view.submenu == [])
    }

    @Test func computedCheckMarksAskTheEvaluatorAndHooksDecorateEveryItemButSeparators() throws {
        var wifi = RichFixtures.wifi
        wifi.computesChecked = true
        var general = RichFixtures.general
        general.items[1] = wifi
        let evaluator = DecoratingEvaluator()
        evaluator.checkedAnswers["wifi"] = .off
        let view = try MenuView(menu: Menu(blocks: [.section(general)]), state: MenuState(), evaluator: evaluator)
        let items = try #require(section(view, "general")).items
        let wifiRow = try items.row(at: 1)
        #expect(wifiRow.checked == .off && wifiRow.icon == "📶")
        #expect(evaluator.decorated == ["wifi"], "rows are made (and decorated) when they are read")
        _ = try items.rows()
        #expect(evaluator.decorated == ["wifi", "/heading/1", "bluetooth", "auto", "locked", "language"],
                "every row but the separator, each once")
    }

    @Test func filtersLetSeparatorsAndHeadingsThrough() throws {
        let filter = FilterBlock(id: "f", options: [.init("all")], targets: ["general"], hasMatch: true)
        let view = try MenuView(menu: Menu(blocks: [.filter(filter), .section(RichFixtures.general)]),
                            state: MenuState(), evaluator: DecoratingEvaluator())
        #expect(try #require(section(view, "general")).items.rows().map(\.id)
            == ["/heading/1", "wifi", "/separator/4", "auto", "locked", "language"])
    }

    @Test func aQueryShowsOnlyMatchingEntries() throws {
        var state = MenuState()
        state.query = "i"
        let view = try MenuView(menu: menu, state: state, evaluator: FixedEvaluator())
        #expect(try #require(section(view, "general")).items.rows().map(\.id) == ["wifi"])
    }

    @Test func problemsFindSharedHotkeysAndDuplicatesInsideSubmenus() {
        var general = RichFixtures.general
        general.hotkey = "g"
        general.items[2].hotkey = "w"                                   // bluetooth, like wifi
        general.items[6].submenu?.append(RichFixtures.en)
        general.items.append(.separator(at: 8))                         // separators are no duplicates
        var outfield = Fixtures.outfield
        outfield.hotkey = "g"
        let problems = Menu(blocks: [.section(general), .section(outfield)]).problems().map(\.message)
        #expect(problems == [
            "section 'general': two items have the hotkey 'w'; it reaches only the first",
            "submenu of item 'language' in section 'general': two items have the id 'en'; taps reach only the first",
            "section 'outfield' has the hotkey 'g' of section 'general'; it reaches only the first",
        ])
        #expect(RichFixtures.menu.problems() == [])
    }
}
