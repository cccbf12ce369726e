@testable import MenuLua
import MenuModel
import Testing

/// The fields of issue 28, read from Lua: `switch` on items, `style` on filters, and
/// `search = false` on blocks; each checked, with its own error.
@Suite struct ControlFieldTests {
    @Test func switchIsAnItemFieldNotTheScriptsData() throws {
        let r = try runtime("""
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = { { id = "sound", title = "소리", switch = true, checked = true },
                                                       { id = "plain", title = "Plain", switch = false } } }
            return m
            """)
        let view = try r.view()
        let rows = try #require(view.section("s")).items.rows()
        #expect(rows.map(\.isSwitch) == [true, false])
        #expect(rows.map(\.checked) == [.on, nil])
        #expect(try r.itemData(in: view).isEmpty, "switch is not kept as data")
        #expect(r.problems.isEmpty, "\(r.problems)")
    }

    @Test func aTapOnASwitchFlipsItThroughOnTapAndItsComputedStateFollows() throws {
        let r = try runtime("""
            local on = true
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = {
              { id = "sound", title = "소리", switch = true, checked = function() return on end,
                on_tap = function() on = not on end } } }
            return m
            """)
        let checked = { () throws -> Checked? in try r.view().section("s")?.items.rows().first?.checked }
        #expect(try checked() == .on)
        try r.tap("s/sound")
        #expect(try checked() == .off)
        try r.tap("s/sound")
        #expect(try checked() == .on)
    }

    @Test func aSwitchThatIsNoBooleanIsAnError() {
        let message = failure("""
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = { { title = "소리", switch = "yes" } } }
            return m
            """)
        #expect(message?.contains("items[1].switch: boolean expected, got string") == true, "\(message ?? "")")
        #expect(message?.hasPrefix("test.lua:2:") == true, "\(message ?? "")")
    }

    @Test func aFilterIsDrawnAsAListOrAsChips() throws {
        let r = try runtime("""
            local m = menu.new{}
            m:filter{ id = "freq", style = "list", options = { "즉시", "매일" }, selected = "매일" }
            m:filter{ id = "kind", options = { "all" } }
            m:filter{ id = "chips", style = "chips", options = { "all" } }
            return m
            """)
        let styles = r.menu.blocks.compactMap { block -> FilterBlock.Style? in
            guard case .filter(let filter) = block else { return nil }
            return filter.style
        }
        #expect(styles == [.list, .chips, .chips])
        #expect(r.problems.isEmpty, "\(r.problems)")
    }

    @Test func anUnknownFilterStyleIsAnErrorThatNamesTheStyles() {
        let message = failure("""
            local m = menu.new{}
            m:filter{ id = "freq", style = "wheel", options = { "a" } }
            return m
            """)
        #expect(message?.contains("field 'style': unknown filter style 'wheel' (expected chips or list)") == true,
                "\(message ?? "")")
    }

    @Test func searchFalseKeepsABlockOutOfTheSearch() throws {
        let r = try runtime("""
            local m = menu.new{}
            m:section{ id = "set", title = "설정", search = false, items = { "소리", "배지" } }
            m:selection{ id = "r", search = false, categories = { { title = "서울", items = { "종로" } } } }
            m:index{ id = "i", search = false, items = { "Ann", "Bob" } }
            m:section{ id = "ppl", title = "친구", items = { "서윤", "민준" } }
            return m
            """)
        #expect(r.menu.blocks.map(\.search) == [.excluded, .excluded, .excluded, .substring])
        r.query("서윤")
        let view = try r.view()
        #expect(view.blocks.map(\.id) == ["set", "r", "i", "ppl"])
        #expect(try view.section("set")?.items.rows().map(\.title) == ["소리", "배지"])
        #expect(try view.section("ppl")?.items.rows().map(\.title) == ["서윤"])
        guard case .index(let index) = view.blocks[2] else { Issue.record("no index"); return }
        #expect(index.results == nil && index.groups.map(\.letter) == ["A", "B"], "an index out of the search keeps its letters")
    }

    @Test func searchFalseWithOnQueryIsAnError() {
        let message = failure("""
            local m = menu.new{}
            m:section{ id = "s", title = "S", search = false, on_query = function() return {} end, items = { "a" } }
            return m
            """)
        #expect(message?.contains("field 'search': false keeps the section out of the search, so its on_query would never run")
                == true, "\(message ?? "")")
    }

    @Test func searchTrueIsAnError() {
        let message = failure("""
            local m = menu.new{}
            m:section{ id = "s", title = "S", search = true, items = { "a" } }
            return m
            """)
        #expect(message?.contains("field 'search': search name, false or function expected, got boolean") == true,
                "\(message ?? "")")
    }
}
