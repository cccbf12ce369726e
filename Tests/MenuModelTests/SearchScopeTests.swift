@testable import MenuModel
import Testing

/// What a query does to blocks, as iOS's searchable lists do it: blocks out of the search
/// keep every item, blocks without a match go, searching unfolds, and the view says when
/// nothing matched anywhere.
@Suite struct SearchScopeTests {
    /// Settings out of the search, friends (folded) and a contacts index in it.
    static func menu() -> Menu {
        var settings = SectionBlock(id: "settings", title: "설정", open: false, items: ["소리", "배지"].map(Item.init))
        settings.search = .excluded
        let friends = SectionBlock(id: "friends", title: "친구", open: false, items: ["서윤", "민준"].map(Item.init))
        let contacts = IndexBlock(id: "contacts", items: ["서윤아", "Ryan"].map(Item.init))
        return Menu(blocks: [.section(settings), .section(friends), .index(contacts)])
    }

    static func view(query: String?, menu: Menu = menu()) throws -> MenuView {
        var state = MenuState()
        state.query = query
        return try MenuView(menu: menu, state: state, evaluator: RecordingEvaluator())
    }

    static func section(_ id: String, of view: MenuView) -> SectionView? {
        for case .section(let section) in view.blocks where section.id == id { return section }
        return nil
    }

    @Test func aBlockOutOfTheSearchKeepsItsItemsAndItsFold() throws {
        let view = try Self.view(query: "서윤")
        let settings = try #require(Self.section("settings", of: view))
        #expect(try settings.items.rows().map(\.id) == ["소리", "배지"])
        #expect(try settings.items.rows().allSatisfy { $0.matches == nil })
        #expect(!settings.open, "its fold is the user's, searching or not")
    }

    @Test func searchingUnfoldsASectionWithMatchesAndClearingFoldsItAgain() throws {
        let searching = try #require(Self.section("friends", of: try Self.view(query: "서윤")))
        #expect(searching.open)
        #expect(try searching.items.rows().map(\.id) == ["서윤"])
        let cleared = try #require(Self.section("friends", of: try Self.view(query: nil)))
        #expect(!cleared.open)
    }

    @Test func aHeaderTapDuringASearchChangesTheFoldThatComesBack() throws {
        let menu = Self.menu()
        var state = MenuState()
        state.query = "서윤"
        try state.apply("friends", in: menu)
        let searching = try MenuView(menu: menu, state: state, evaluator: RecordingEvaluator())
        #expect(Self.section("friends", of: searching)?.open == true, "the search still shows the matches")
        state.query = nil
        let cleared = try MenuView(menu: menu, state: state, evaluator: RecordingEvaluator())
        #expect(Self.section("friends", of: cleared)?.open == true, "the tap unfolded it for after the search")
    }

    @Test func blocksWithoutAMatchAreLeftOutWhileBlocksOutOfTheSearchStay() throws {
        #expect(try Self.view(query: "Ryan").blocks.map(\.id) == ["settings", "contacts"])
        #expect(try Self.view(query: "민준").blocks.map(\.id) == ["settings", "friends"])
        #expect(try Self.view(query: nil).blocks.map(\.id) == ["settings", "friends", "contacts"])
    }

    @Test func nothingMatchingAnywhereSaysNoResultsOnce() throws {
        let view = try Self.view(query: "zzz")
        #expect(view.blocks.map(\.id) == ["settings"])
        #expect(view.noResults)
        #expect(view.noResultsMessage == "No results for 'zzz'")
        #expect(try Self.view(query: "서윤").noResultsMessage == nil)
        #expect(try Self.view(query: nil).noResultsMessage == nil)
    }

    @Test func aMenuWhoseBlocksAreAllOutOfTheSearchNeverSaysNoResults() throws {
        var settings = SectionBlock(id: "settings", title: "설정", items: ["소리"].map(Item.init))
        settings.search = .excluded
        let view = try Self.view(query: "zzz", menu: Menu(blocks: [.section(settings)]))
        #expect(view.blocks.map(\.id) == ["settings"])
        #expect(!view.noResults)
    }

    @Test func filtersStayWhileTheirTargetsAreSearchedAway() throws {
        let filter = FilterBlock(id: "kind", options: ["all"].map(FilterBlock.Option.init), targets: ["friends"])
        let menu = Menu(blocks: [.filter(filter)] + Self.menu().blocks)
        let view = try Self.view(query: "zzz", menu: menu)
        #expect(view.blocks.map(\.id) == ["kind", "settings"])
        #expect(view.noResults)
    }

    @Test func aTapOnAnItemOutOfTheSearchIsNotRefusedAsHidden() throws {
        var state = MenuState()
        state.query = "서윤"
        let menu = Self.menu()
        #expect(try menu.hider(of: .item(section: "settings", submenu: [], id: "소리"), in: state,
                               evaluator: RecordingEvaluator()) == nil)
        #expect(try menu.hider(of: .item(section: "friends", submenu: [], id: "민준"), in: state,
                               evaluator: RecordingEvaluator()) == .search("서윤"))
    }
}
