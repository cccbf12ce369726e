import Testing
@testable import MenuModel

/// Seed 001: one category expanded at a time; multi-select children with the "전체" rules,
/// kept per category.
@Suite struct SelectionTapTests {
    let menu = Fixtures.regionMenu
    let ref = ScriptRef(10)

    /// The effects of tapping `child`, when the categories then hold `selected` (others none).
    func childEffects(_ child: String, _ selected: [String: [String]]) -> [Effect] {
        [.itemTapped(block: ref, item: Item(child)),
         .selectionChanged(block: ref, selected: Fixtures.noneSelected.merging(selected) { $1 })]
    }

    /// A state whose 서울 category holds `children`, chosen by tapping them in this order.
    func seoul(_ children: String...) throws -> MenuState {
        var state = MenuState()
        for child in children { try state.apply(TapPath("region/서울/\(child)"), in: menu) }
        let inItemOrder = Fixtures.districts["서울"]!.filter(children.contains)
        #expect(state.selectedChildren(Fixtures.regions, category: "서울") == inItemOrder)
        return state
    }

    @Test func everyCategoryIsCollapsedAtStart() throws {
        let view = try MenuView(menu: menu, state: MenuState(), evaluator: FixedEvaluator())
        guard case .selection(let selection) = view.blocks.first else {
            Issue.record("expected a selection view")
            return
        }
        #expect(selection.expanded == nil)
        #expect(selection.categories.allSatisfy { !$0.expanded })
    }

    @Test func tappingACategoryExpandsIt() throws {
        var state = MenuState()
        let effects = try state.apply("region/서울", in: menu)

        var expected = MenuState()
        expected.expanded["region"] = "서울"
        #expect(state == expected)
        #expect(effects == [])
    }

    @Test func theBlockIsFoundByTitleToo() throws {
        var state = MenuState()
        try state.apply("지역/부산", in: menu)

        var expected = MenuState()
        expected.expanded["region"] = "부산"
        #expect(state == expected)
    }

    @Test func aCategoryIsFoundByTitleToo() throws {
        let block = SelectionBlock(id: "region", all: "전체", categories: [
            .init(id: "seoul", title: "서울", items: ["전체", "종로"].map(Item.init)),
        ], ref: ref)
        var state = MenuState()
        try state.apply("region/서울", in: Menu(blocks: [.selection(block)]))

        var expected = MenuState()
        expected.expanded["region"] = "seoul"
        #expect(state == expected)
    }

    @Test func expandingAnotherCategoryCollapsesTheFirst() throws {
        var state = MenuState()
        try state.apply("region/서울", in: menu)
        let effects = try state.apply("region/인천", in: menu)

        var expected = MenuState()
        expected.expanded["region"] = "인천"
        #expect(state == expected)
        #expect(effects == [])
    }

    @Test func tappingTheExpandedCategoryCollapsesIt() throws {
        var state = MenuState()
        try state.apply("region/서울", in: menu)
        let effects = try state.apply("region/서울", in: menu)

        #expect(state == MenuState())
        #expect(effects == [])
    }

    @Test func tappingAllWhenSelectedClearsTheCategory() throws {
        var state = try seoul("전체")
        var expected = state
        let effects = try state.apply("region/서울/전체", in: menu)

        expected.selected["region", default: [:]]["서울"] = []
        #expect(state == expected)
        #expect(effects == childEffects("전체", ["서울": []]))
    }

    @Test func tappingAllOtherwiseMakesItTheOnlySelection() throws {
        var state = try seoul("종로", "강남")
        var expected = state
        let effects = try state.apply("region/서울/전체", in: menu)

        expected.selected["region", default: [:]]["서울"] = ["전체"]
        #expect(state == expected)
        #expect(effects == childEffects("전체", ["서울": ["전체"]]))
    }

    @Test func tappingAllWithNothingSelectedSelectsIt() throws {
        var state = MenuState()
        let effects = try state.apply("region/서울/전체", in: menu)

        var expected = MenuState()
        expected.selected["region"] = ["서울": ["전체"]]
        #expect(state == expected)
        #expect(effects == childEffects("전체", ["서울": ["전체"]]))
    }

    @Test func tappingAnotherChildSelectsIt() throws {
        var state = try seoul("종로")
        var expected = state
        let effects = try state.apply("region/서울/강남", in: menu)

        expected.selected["region", default: [:]]["서울"] = ["종로", "강남"]
        #expect(state == expected)
        #expect(effects == childEffects("강남", ["서울": ["종로", "강남"]]))
    }

    @Test func tappingASelectedChildDeselectsIt() throws {
        var state = try seoul("종로", "강남")
        var expected = state
        let effects = try state.apply("region/서울/종로", in: menu)

        expected.selected["region", default: [:]]["서울"] = ["강남"]
        #expect(state == expected)
        #expect(effects == childEffects("종로", ["서울": ["강남"]]))
    }

    @Test func selectingAnotherChildClearsAll() throws {
        var state = try seoul("전체")
        var expected = state
        let effects = try state.apply("region/서울/강남", in: menu)

        expected.selected["region", default: [:]]["서울"] = ["강남"]
        #expect(state == expected)
        #expect(effects == childEffects("강남", ["서울": ["강남"]]))
    }

    @Test func childrenAreKeptInItemOrderNotTapOrder() throws {
        var state = try seoul("강동", "종로")
        var expected = state
        let effects = try state.apply("region/서울/중구", in: menu)

        expected.selected["region", default: [:]]["서울"] = ["종로", "중구", "강동"]
        #expect(state == expected)
        #expect(effects == childEffects("중구", ["서울": ["종로", "중구", "강동"]]))
    }

    @Test func tappingAChildLeavesTheExpandedCategoryAlone() throws {
        var state = MenuState()
        try state.apply("region/인천", in: menu)
        var expected = state
        try state.apply("region/서울/종로", in: menu)

        expected.selected["region"] = ["서울": ["종로"]]
        #expect(state == expected)
    }

    @Test func choicesAreKeptPerCategoryWhileItIsCollapsed() throws {
        var state = MenuState()
        try state.apply("region/서울", in: menu)
        try state.apply("region/서울/종로", in: menu)
        try state.apply("region/서울/강남", in: menu)
        try state.apply("region/인천", in: menu)       // collapses 서울
        try state.apply("region/인천/부평", in: menu)
        let effects = try state.apply("region/인천/전체", in: menu)
        try state.apply("region/인천", in: menu)       // collapses 인천

        var expected = MenuState()
        expected.selected["region"] = ["서울": ["종로", "강남"], "인천": ["전체"]]
        #expect(state == expected)
        #expect(effects == childEffects("전체", ["서울": ["종로", "강남"], "인천": ["전체"]]))
    }

    @Test func theChangeEffectCarriesEveryCategory() throws {
        var state = MenuState()
        try state.apply("region/부산/해운대", in: menu)
        let effects = try state.apply("region/강원/춘천", in: menu)

        #expect(effects == [
            .itemTapped(block: ref, item: Item("춘천")),
            .selectionChanged(block: ref, selected: [
                "서울": [], "인천": [], "경기": [], "강원": ["춘천"], "부산": ["해운대"],
            ]),
        ])
    }

    @Test func aChildIsFoundByTitleAndReportedById() throws {
        let gangnam = Item(id: "gangnam", title: .text("강남"))
        let block = SelectionBlock(id: "region", all: "all", categories: [
            .init(id: "seoul", title: "서울", items: [Item(id: "all", title: .text("전체")), gangnam]),
        ], ref: ref)
        var state = MenuState()
        try state.apply("region/seoul/all", in: Menu(blocks: [.selection(block)]))
        var expected = state
        let effects = try state.apply("region/서울/강남", in: Menu(blocks: [.selection(block)]))

        expected.selected["region", default: [:]]["seoul"] = ["gangnam"]
        #expect(state == expected)
        #expect(effects == [.itemTapped(block: ref, item: gangnam),
                            .selectionChanged(block: ref, selected: ["seoul": ["gangnam"]])])
    }
}
