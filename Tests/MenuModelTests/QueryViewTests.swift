@testable import MenuModel
import Testing
import TextCore

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

    func items(_ view: MenuView) throws -> [ItemView] {
        for case .section(let section) in view.blocks { return try section.items.rows() }
        return []
    }

    @Test func filtersAndTheQueryCombineAndMatchesPointAtTheRightItem() throws {
        let evaluator = RecordingEvaluator { item, _, option in item.key == option }
        var state = MenuState()
        state.query = "r"
        let found = try items(MenuView(menu: cars(search: .substring), state: state, evaluator: evaluator))
        #expect(found.map(\.id) == ["ray", "morning"], "city cars whose title has an r")
        #expect(found.map(\.matches) == [[0..<1], [2..<3]])
    }

    @Test func withoutAQueryItemsHaveNoMatches() throws {
        let found = try items(MenuView(menu: cars(search: .substring), state: MenuState(), evaluator: RecordingEvaluator()))
        #expect(found.count == 4 && found.allSatisfy { $0.matches == nil })
    }

    @Test func fuzzyResultsAreRankedSubstringOnesKeepTheirOrder() throws {
        func found(_ search: BlockSearch) throws -> [String] {
            var section = SectionBlock(id: "s", title: "S", items: ["user", "sea rat", "search"].map(Item.init))
            section.search = search
            var state = MenuState()
            state.query = "se"
            return try items(MenuView(menu: Menu(blocks: [.section(section)]), state: state, evaluator: RecordingEvaluator())).map(\.id)
        }
        #expect(try found(.substring) == ["user", "sea rat", "search"])
        #expect(try found(.mode(.fuzzy)) == ["search", "sea rat", "user"], "prefix matches first, the shorter of equals first")
    }

    @Test func theQueryIsNormalized() throws {
        var state = MenuState()
        state.query = "\u{1112}\u{1161}"                          // 하, decomposed
        let menu = Menu(blocks: [.section(SectionBlock(id: "s", title: "S", items: [Item("하나"), Item("둘")]))])
        let view = try MenuView(menu: menu, state: state, evaluator: RecordingEvaluator())
        #expect(try items(view).map(\.id) == ["하나"] && view.query == "하")
    }

    /// The menus' search box reads the same query language as `pick`: fzf's extended syntax,
    /// in every mode, for lists searched where they are kept and for those searched as drawn.
    @Test(arguments: [BlockSearch.substring, .mode(.choseong), .mode(.fuzzy)])
    func theQueryIsReadInFzfsExtendedSyntax(search: BlockSearch) throws {
        func found(_ query: String, computed: Bool) throws -> Set<String> {
            let titles = ["kim fried rice", "fried kim", "kimchi stew", "김치찌개"]
            var section = SectionBlock(id: "s", title: "S", items: titles.map { title in
                Item(id: title, title: computed ? .computed : .text(title))
            })
            section.search = search
            var state = MenuState()
            state.query = query
            let evaluator = RecordingEvaluator(labels: Dictionary(uniqueKeysWithValues: titles.map {
                ($0, [LabelField.title: EvaluatedLabel(text: $0)])
            }))
            let view = try MenuView(menu: Menu(blocks: [.section(section)]), state: state, evaluator: evaluator)
            return Set(try items(view).map(\.id))
        }
        for computed in [false, true] {
            #expect(try found("fried kim", computed: computed) == ["kim fried rice", "fried kim"])
            #expect(try found("^kim !fried", computed: computed) == ["kimchi stew"])
            #expect(try found("stew$ | 개$", computed: computed) == ["kimchi stew", "김치찌개"])
        }
    }
}

/// A searched index: one list of matches, best first, instead of groups under letters.
@Suite struct SearchedIndexTests {
    static func index(search: BlockSearch) -> Menu {
        var index = IndexBlock(id: "people", items: ["Carmel", "Ariel", "Relay", "Brel", "Aurelia"].map(Item.init))
        index.search = search
        return Menu(blocks: [.index(index)])
    }

    static func view(_ menu: Menu, query: String?) throws -> IndexView? {
        var state = MenuState()
        state.query = query
        state.current["people"] = "B"
        for case .index(let index) in try MenuView(menu: menu, state: state, evaluator: RecordingEvaluator()).blocks {
            return index
        }
        return nil
    }

    @Test func matchesAreOneListBestFirstNotGroupedUnderLetters() throws {
        let searched = try #require(try Self.view(Self.index(search: .mode(.fuzzy)), query: "rel"))
        #expect(searched.groups == [])
        #expect(searched.scrollTarget == nil)
        let results = try #require(searched.results)
        #expect(try results.results().map(\.item.title) == ["Relay", "Brel", "Aurelia", "Ariel", "Carmel"],
                "the prefix match first though R comes after A and B")
        #expect(try results.results().map(\.letter) == ["R", "B", "A", "A", "C"])
        #expect(try results.results().first?.item.matches == [0..<3])
    }

    @Test(arguments: [BlockSearch.substring, .mode(.choseong)])
    func contiguousModesRankByWhereTheMatchStarts(search: BlockSearch) throws {
        let results = try #require(try Self.view(Self.index(search: search), query: "rel")?.results)
        #expect(try results.results().map(\.item.title) == ["Relay", "Brel", "Aurelia"], "the earlier the match, the better")
        let ties = try #require(try Self.view(Self.index(search: search), query: "el")?.results)
        #expect(try ties.results().map(\.item.title) == ["Relay", "Brel", "Ariel", "Aurelia", "Carmel"], "equals in the index's order")
    }

    @Test func lettersReturnWhenTheQueryIsCleared() throws {
        let menu = Self.index(search: .mode(.fuzzy))
        for cleared in [nil, "", "  "] as [String?] {
            let index = try #require(try Self.view(menu, query: cleared))
            #expect(index.results == nil)
            #expect(index.groups.map(\.letter) == ["A", "B", "C", "R"])
            #expect(index.scrollTarget == "B")
        }
    }

    @Test func aBlankQueryIsNoQuery() throws {
        var state = MenuState()
        state.query = " "
        let menu = Menu(blocks: [.section(SectionBlock(id: "s", title: "S", items: [Item("a b"), Item("c")]))])
        let view = try MenuView(menu: menu, state: state, evaluator: RecordingEvaluator())
        guard case .section(let section) = view.blocks[0] else { Issue.record("no section"); return }
        #expect(try section.items.rows().map(\.id) == ["a b", "c"])
        #expect(try section.items.rows().allSatisfy { $0.matches == nil })
        #expect(view.query == nil)
    }

    @Test func anIndexWithNoMatchIsLeftOutOfTheView() throws {
        #expect(try Self.view(Self.index(search: .substring), query: "zzz") == nil)
        #expect(try Self.view(Self.index(search: .substring), query: "rel") != nil)
    }
}
