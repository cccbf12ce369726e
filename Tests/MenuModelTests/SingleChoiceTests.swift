@testable import MenuModel
import Testing

/// A single-choice selection keeps one child in all of its categories, as radio buttons do;
/// a filter can start on an option other than its first.
@Suite struct SingleChoiceTests {
    static let sizes: SelectionBlock = {
        var block = SelectionBlock(id: "size", categories: [
            .init(id: "hot", title: "따뜻한", items: ["tall", "grande"].map(Item.init)),
            .init(id: "iced", title: "차가운", items: ["tall", "venti"].map(Item.init)),
        ], ref: ScriptRef(7))
        block.single = true
        return block
    }()
    static let menu = Menu(blocks: [.selection(sizes)])

    @Test func choosingAChildUnchoosesTheRestInEveryCategory() throws {
        var state = MenuState()
        try state.apply("size/hot/tall", in: Self.menu)
        #expect(state.selected == ["size": ["hot": ["tall"]]])
        let effects = try state.apply("size/iced/venti", in: Self.menu)
        #expect(state.selected == ["size": ["iced": ["venti"]]], "iced/venti alone: hot/tall unchosen")
        #expect(effects.last == .selectionChanged(block: ScriptRef(7), selected: ["hot": [], "iced": ["venti"]]))
        try state.apply("size/iced/venti", in: Self.menu)
        #expect(state.selected == ["size": ["iced": ["venti"]]], "choosing it again keeps it")
    }

    @Test func aFilterStartsOnItsInitialOptionUntilOneIsChosen() throws {
        var filter = FilterBlock(id: "size", options: ["tall", "grande", "venti"].map(FilterBlock.Option.init))
        filter.initial = "grande"
        let menu = Menu(blocks: [.filter(filter)])
        var state = MenuState()
        #expect(state.selectedOption(filter) == "grande")
        let view = try MenuView(menu: menu, state: state, evaluator: FixedEvaluator())
        guard case .filter(let drawn) = view.blocks[0] else { Issue.record("no filter"); return }
        #expect(drawn.selected == "grande" && drawn.options.map(\.selected) == [false, true, false])
        try state.apply("size/venti", in: menu)
        #expect(state.selectedOption(filter) == "venti")
        #expect(state.pruned(for: menu).selectedOption(filter) == "venti")
    }
}
