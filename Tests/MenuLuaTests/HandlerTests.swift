@testable import MenuLua
import MenuModel
import Testing

/// Taps call the script's handlers with the item's own table and the menu.
@Suite struct HandlerTests {
    @Test func itemHandlerWinsOverBlockHandler() throws {
        let r = try runtime("""
            log = {}
            local m = menu.new{}
            m:section{ id = "s", title = "S", on_tap = function(item, mm) log[#log+1] = "block " .. item.id .. " " .. tostring(mm == m) end,
              items = { "a", { id = "b", title = "B", extra = 7, on_tap = function(item) log[#log+1] = "own " .. item.extra end } } }
            m:section{ id = "log", title = "Log", items = { { id = "x", title = function() return table.concat(log, ";") end } } }
            return m
            """)
        try r.tap("s/a")
        try r.tap("s/B")
        #expect(try r.view().section("log")?.items.rows().first?.title == "block a true;own 7")
    }

    @Test func selectionHandlerGetsEveryCategoryInItemOrder() throws {
        let r = try runtime("""
            got = ""
            local m = menu.new{}
            m:selection{ id = "r", all = "전체", categories = {
                { title = "서울", items = { "전체", "종로", "강남" } }, { title = "인천", items = { "전체", "연수" } } },
              on_change = function(selected)
                got = table.concat(selected["서울"], ",") .. "|" .. #selected["인천"]
              end }
            m:section{ id = "out", title = "o", items = { { id = "x", title = function() return got end } } }
            return m
            """)
        try r.tap("r/서울/강남")
        try r.tap("r/서울/종로")
        #expect(try r.view().section("out")?.items.rows().first?.title == "종로,강남|0")
    }

    @Test func filterAndIndexHandlersGetTheChoice() throws {
        let r = try runtime("""
            got = {}
            local m = menu.new{}
            m:filter{ id = "f", options = { "all", { id = "city", title = "City!" } },
                      on_select = function(option) got[#got+1] = option end }
            m:index{ id = "i", items = { "Ann" }, letters = "A-C", on_jump = function(letter) got[#got+1] = letter end }
            m:section{ id = "out", title = "o", items = { { id = "x", title = function() return table.concat(got, ",") end } } }
            return m
            """)
        try r.tap("f/City!")
        try r.tap("i/B")
        #expect(try r.view().section("out")?.items.rows().first?.title == "city,B")
        #expect(r.state.filter["f"] == "city" && r.state.current["i"] == "B")
    }

    @Test func aFailingHandlerLeavesTheStateAsBeforeTheTap() throws {
        let r = try runtime("""
            local m = menu.new{}
            m:filter{ id = "f", options = { "a", "b" }, on_select = function() error("nope") end }
            m:section{ id = "s", title = "S", items = { "x" }, on_tap = function(_, m) m:tap("s") error("late") end }
            return m
            """)
        let before = r.state
        #expect(throws: ScriptError("test.lua:2: nope (during tap 'f/b')")) { try r.tap("f/b") }
        #expect(r.state == before)
        #expect(throws: ScriptError("test.lua:3: late (during tap 's/x')")) { try r.tap("s/x") }
        #expect(r.state == before, "the nested tap that closed the section is rolled back too")
    }

    @Test func handlersCanTapAndScriptsCanCatchTapErrors() throws {
        let r = try runtime("""
            local m = menu.new{}
            m:section{ id = "a", title = "A", items = { "go" }, on_tap = function(_, m) m:tap("b") end }
            m:section{ id = "b", title = "B", items = {} }
            local ok, message = pcall(m.tap, m, "zzz")
            assert(not ok and message:find("no block 'zzz'"), message)
            return m
            """)
        try r.tap("a/go")
        #expect(r.state.open["b"] == false)
    }

    @Test func stateTableHasEveryBlocksState() throws {
        let r = try runtime("""
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = {}, open = false }
            m:selection{ id = "r", all = "전체", categories = { { title = "서울", items = { "전체", "종로" } } } }
            m:filter{ id = "f", options = { "a", "b" } }
            m:index{ id = "i", items = { "Ann" } }
            m:tap("r/서울"):tap("r/서울/종로"):tap("i/A")
            local s = m:state()
            assert(s.open.s == false, "open")
            assert(s.expanded.r == "서울", "expanded")
            assert(s.selected.r["서울"][1] == "종로" and #s.selected.r["서울"] == 1, "selected")
            assert(s.filter.f == "a", "filter")
            assert(s.current.i == "A", "current")
            return m
            """)
        #expect(r.state.expanded["r"] == "서울")
    }
}
