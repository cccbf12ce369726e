import MenuModel
import MenuRender
@testable import MenuLua
import Testing

/// Scripts give items a subtitle, a selection `single = true`, a filter its `selected` option.
@Suite struct ChoiceAndSubtitleTests {
    @Test func aSubtitleIsFixedTextOrAFunction() throws {
        let r = try runtime("""
            local m = menu.new{ title = "카페" }
            m:section{ id = "coffee", title = "커피", items = {
              { id = "latte", title = "라떼", subtitle = "우유 듬뿍" },
              { id = "mocha", title = "모카", subtitle = function(item) return item.id .. "!" end },
              { id = "plain", title = "아메리카노" } } }
            return m
            """)
        let rows = try #require(try r.view().section("coffee")).items.rows()
        #expect(rows.map(\.subtitle) == ["우유 듬뿍", "mocha!", nil])
        #expect(r.stack.top == 0)
    }

    @Test func aSingleSelectionKeepsOneChild() throws {
        let r = try runtime("""
            local m = menu.new{}
            m:selection{ id = "size", single = true, categories = {
              { id = "hot", title = "따뜻한", items = { "tall", "grande" } },
              { id = "iced", title = "차가운", items = { "tall", "venti" } } } }
            return m
            """)
        try r.tap("size/hot/tall")
        try r.tap("size/iced/venti")
        #expect(r.state.selected == ["size": ["iced": ["venti"]]])
    }

    @Test func aFilterStartsOnItsSelectedOption() throws {
        let r = try runtime("""
            local m = menu.new{}
            m:filter{ id = "size", options = { "tall", "grande", { id = "venti", title = "벤티" } }, selected = "벤티" }
            return m
            """)
        guard case .filter(let filter)? = try r.view().blocks.first else { Issue.record("no filter"); return }
        #expect(filter.selected == "venti", "named by its title, kept by its id")
    }

    @Test func aSelectedOptionThatIsNoneIsAnError() throws {
        #expect(failure("""
            local m = menu.new{}
            m:filter{ id = "size", options = { "tall", "grande" }, selected = "grnade" }
            return m
            """) == "test.lua:2: bad argument #1 to 'filter' (field 'selected': no option 'grnade' (did you mean 'grande'?))")
    }
}
