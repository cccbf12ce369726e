@testable import MenuLua
import MenuModel
import Testing

/// `submenu = function(sub) … end`: the function builds the pushed screen with a menu's
/// methods; taps, handlers and search work inside it.
@Suite struct ScreenSubmenuBridgeTests {
    static let script = """
        got = {}
        local m = menu.new{ title = "설정" }
        m:section{ id = "people", title = "사람", items = {
          { id = "contacts", title = "연락처", submenu = function(sub)
              sub:index{ id = "contacts", letters = "ㄱ-ㅎ,A-Z", search = "choseong",
                         items = { "김민준", "서윤", "송아", "Ryan" },
                         on_tap = function(item, mm) got[#got + 1] = item.title .. tostring(mm == m) end,
                         on_jump = function(letter) got[#got + 1] = letter end }
              sub:section{ id = "more", title = "더 보기", items = { "도움말" } }
            end },
          "plain",
        } }
        m:section{ id = "log", title = "Log", items = { { id = "x", title = function() return table.concat(got, ",") end } } }
        return m
        """

    /// What the handlers logged, read from the main menu once the screen is closed.
    func log(_ r: MenuRuntime) throws -> String? {
        try r.tap("..")
        return try r.view().section("log")?.items.rows().first?.title
    }

    @Test func theFunctionsBlocksBecomeTheOpenersScreen() throws {
        let r = try runtime(Self.script)
        guard case .section(let people) = r.menu.blocks[0] else { Issue.record("expected the section"); return }
        let opener = people.items[0]
        #expect(opener.submenu == nil)
        #expect(opener.screen?.map(\.id) == ["contacts", "more"])
        #expect(people.items[1].screen == nil)
        #expect(r.menu.blocks.map(\.id) == ["people", "log"], "the screen's object is no menu of the script")
        #expect(r.problems.isEmpty, "\(r.problems)")
        #expect(r.stack.top == 0)
    }

    @Test func tapsInsideTheScreenCallTheIndexsHandlers() throws {
        let r = try runtime(Self.script)
        try r.tap("people/contacts")
        #expect(r.state.submenu == ["people", "contacts"])
        try r.tap("contacts/ㅅ")
        try r.tap("contacts/ㅅ/서윤")
        #expect(r.state.current["contacts"] == "ㅅ")
        let view = try r.view()
        #expect(view.screenTitle == "연락처")
        #expect(view.blocks.map(\.id) == ["contacts", "more"])
        #expect(try log(r) == "ㅅ,서윤true")
        #expect(r.state.current["contacts"] == "ㅅ", "the screen's state outlasts going back")
    }

    @Test func aSearchInsideTheScreenLeavesOutItsBlocksWithoutMatches() throws {
        let r = try runtime(Self.script)
        try r.tap("people/contacts")
        r.query("ㅅㅇ")
        let view = try r.view()
        #expect(view.blocks.map(\.id) == ["contacts"])
        guard case .index(let index) = view.blocks[0] else { Issue.record("expected the index"); return }
        #expect(try index.results?.results().map(\.item.title) == ["서윤", "송아"])
    }

    @Test(arguments: [
        ("""
         local kept
         local m = menu.new{}
         m:section{ id = "s", title = "S", items = { { title = "a", submenu = function(sub) kept = sub end } } }
         kept:section{ title = "late", items = {} }
         return m
         """, "test.lua:4: this submenu's screen was built when its function returned: m:section can't change it now"),
        ("""
         local m = menu.new{}
         m:section{ id = "s", title = "S", items = { { title = "a", submenu = function(sub)
           sub:index{ id = "i", items = { 5, {} } }
         end } } }
         return m
         """, "test.lua:3: bad argument #1 to 'index' (items[2].title: string or function expected, got nil)"),
        ("""
         local m = menu.new{}
         m:section{ id = "s", title = "S", items = { { title = "a", submenu = function(sub)
           sub:section{ id = "in", title = "In", items = { { title = "b", submenu = { "c" } } } }
         end } } }
         return m
         """, "test.lua:2: items[1].submenu: item 'b' of section 'in' has a submenu, "
            + "but a submenu's screen can't open another one (give its rows no submenu)"),
    ])
    func aMistakeInAScreenSaysWhereAndWhat(script: String, message: String) {
        #expect(failure(script) == message)
    }
}
