@testable import MenuModel
import Testing

/// The state's query searches every searchable block while the view is built.
@Suite struct QueryViewTests {
    /// Cars filtered by kind, searched by name.
    func cars(search: BlockSearch) -> Menu {
        var section = SectionBlock(id: "cars", title: "Cars", items: [
            Item(id: "carnival", title: .text("Carnival"), key: "family"),
            Item(id: "ray", title: .text("Ray"), key: "city"),
            Item(id: "morning", title: .text("Morning"), key: "city"),
            Item(id: "stinger", title: .text("Stinger"), key: "supercar"),
        ])
        section.search = search
        return Menu(blocks: [
            .filter(FilterBlock(id: "type", options: ["city", "family"].map(FilterBlock.Option.init),
                                targets: ["cars"], hasMatch: true)),
            .section(section),
        ])
    }

    func items(_ view: MenuView) -> [ItemView] {
        for case .section(let section) in view.blocks { return section.items }
        return []
    }

    @Test func filtersAndTheQueryCombineAndMatchesPointAtTheRightItem() {
        let evaluator = RecordingEvaluator { item, _, option in item.key == option }
        var state = MenuState()
        state.query = "r"
        let found = items(MenuView(menu: cars(search: .substring), state: state, evaluator: evaluator))
        #expect(found.map(\.id) == ["ray", "morning"], "city cars whose title has an r")
        #expect(found.map(\.matches) == [[0..<1], [2..<3]])
    }

    @Test func withoutAQueryItemsHaveNoMatches() {
        let found = items(MenuView(menu: cars(search: .substring), state: MenuState(), evaluator: RecordingEvaluator()))
        #expect(found.count == 4 && found.allSatisfy { $0.matches == nil })
    }

    @Test func fuzzyResultsAreRankedSubstringOnesKeepTheirOrder() {
        func found(_ search: BlockSearch) -> [String] {
            var section = SectionBlock(id: "s", title: "S", items: ["user", "sea rat", "search"].map(Item.init))
            section.search = search
            var state = MenuState()
            state.query = "se"
            return items(MenuView(menu: Menu(blocks: [.section(section)]), state: state, evaluator: RecordingEvaluator())).map(\.id)
        }
        #expect(found(.substring) == ["user", "sea rat", "search"])
        #expect(found(.mode(.fuzzy)) == ["search", "sea rat", "user"], "prefix matches first, the shorter of equals first")
    }

    @Test func theQueryIsNormalized() {
        var state = MenuState()
        state.query = "\u{1112}\u{1161}"                          // 하, decomposed
        let menu = Menu(blocks: [.section(SectionBlock(id: "s", title: "S", items: [Item("하나"), Item("둘")]))])
        let view = MenuView(menu: menu, state: state, evaluator: RecordingEvaluator())
        #expect(items(view).map(\.id) == ["하나"] && view.query == "하")
    }
}
