import Testing
@testable import MenuModel

/// Seed 002: filter chips, the first selected at start, exactly one selected, the choice handed on.
@Suite struct FilterTapTests {
    let menu = Fixtures.carMenu
    let ref = ScriptRef(20)

    func chipStates(_ state: MenuState) throws -> [Bool] {
        let view = try MenuView(menu: menu, state: state, evaluator: FixedEvaluator())
        guard case .filter(let filter) = view.blocks.first else { return [] }
        return filter.options.map(\.selected)
    }

    @Test func theFirstOptionIsSelectedAtStart() throws {
        #expect(MenuState().selectedOption(Fixtures.carType) == "all")
        #expect(try chipStates(MenuState()) == [true, false, false, false, false])
    }

    @Test func aFilterWithoutOptionsHasNoSelection() {
        #expect(MenuState().selectedOption(FilterBlock(id: "empty", options: [])) == nil)
    }

    @Test func tappingAnOptionByIdSelectsIt() throws {
        var state = MenuState()
        let effects = try state.apply("type/city", in: menu)

        var expected = MenuState()
        expected.filter["type"] = "city"
        #expect(state == expected)
        #expect(effects == [.optionSelected(block: ref, option: "city")])
        #expect(state.selectedOption(Fixtures.carType) == "city")
    }

    @Test func tappingAnOptionByTitleSelectsItAndReportsItsId() throws {
        var state = MenuState()
        let effects = try state.apply("차종/Luxury", in: menu)

        var expected = MenuState()
        expected.filter["type"] = "luxury"
        #expect(state == expected)
        #expect(effects == [.optionSelected(block: ref, option: "luxury")])
    }

    @Test func exactlyOneOptionIsSelected() throws {
        var state = MenuState()
        try state.apply("type/luxury", in: menu)
        let effects = try state.apply("type/city", in: menu)

        var expected = MenuState()
        expected.filter["type"] = "city"
        #expect(state == expected)
        #expect(effects == [.optionSelected(block: ref, option: "city")])
        #expect(try chipStates(state) == [false, false, true, false, false])
    }

    @Test func tappingTheSelectedOptionKeepsItSelected() throws {
        var state = MenuState()
        try state.apply("type/city", in: menu)
        let before = state
        let effects = try state.apply("type/city", in: menu)

        #expect(state == before)
        #expect(effects == [.optionSelected(block: ref, option: "city")])
        #expect(try chipStates(state) == [false, false, true, false, false])
    }

    @Test func tappingTheFirstOptionGoesBackToIt() throws {
        var state = MenuState()
        try state.apply("type/supercar", in: menu)
        let effects = try state.apply("type/All", in: menu)

        var expected = MenuState()
        expected.filter["type"] = "all"
        #expect(state == expected)
        #expect(effects == [.optionSelected(block: ref, option: "all")])
        #expect(try chipStates(state) == [true, false, false, false, false])
    }

    @Test func anOptionsIdWinsOverAnotherOptionsTitle() throws {
        let filter = FilterBlock(id: "f", options: [.init(id: "a", title: "b"), .init(id: "b", title: "c")],
                                 ref: ScriptRef(5))
        var state = MenuState()
        let effects = try state.apply("f/b", in: Menu(blocks: [.filter(filter)]))

        var expected = MenuState()
        expected.filter["f"] = "b"
        #expect(state == expected)
        #expect(effects == [.optionSelected(block: ScriptRef(5), option: "b")])
    }

    @Test func anOptionMadeFromAnIdIsTitledByItCapitalised() {
        #expect(FilterBlock.Option("family") == FilterBlock.Option(id: "family", title: "Family"))
    }
}
