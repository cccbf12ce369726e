@testable import MenuLua
import MenuModel
import Testing

/// Host functions called from a coroutine work on the coroutine's own stack: the same results
/// as outside one, never a crash, and yields between calls are fine.
@Suite struct CoroutineTests {
    @Test func menuNewInALoopInsideACoroutine() throws {
        let r = try runtime("""
            coroutine.wrap(function() for i = 1, 200 do menu.new{ title = "t" .. i } end end)()
            local m = coroutine.wrap(function() return menu.new{ title = "co" } end)()
            assert(tostring(m) == "menu 'co' (0 blocks)", tostring(m))
            return m
            """)
        #expect(r.menu.title == "co")
        #expect(r.menus.documents.count == 201)
        #expect(r.stack.top == 0)
    }

    @Test func methodsAndYieldsBetweenThem() throws {
        let r = try runtime("""
            local m = menu.new{ title = "T" }
            local build = coroutine.create(function()
              m:section{ id = "a", title = "A", items = { "x", "y" } }
              coroutine.yield(m:state().open.a)
              m:index{ id = "i", items = { "Ann", "Bob" }, key = function(item)
                return coroutine.wrap(function() return item.title:sub(1, 1) end)()
              end }
              coroutine.yield(menu.hangul.choseong("서울"))
              m:tap("a")
              return m:state().open.a
            end)
            local results = {}
            while coroutine.status(build) ~= "dead" do
              local ok, value = coroutine.resume(build)
              assert(ok, value)
              results[#results + 1] = tostring(value)
            end
            m:section{ id = "out", title = table.concat(results, ","), items = {} }
            return m
            """)
        #expect(r.menu.blocks.count == 3)
        #expect(try r.view().section("out")?.title == "true,ㅅㅇ,false")
        #expect(r.stack.top == 0)
    }

    @Test func handlersHooksAndLabelsMayUseCoroutines() throws {
        let r = try runtime("""
            local log = {}
            menu.on("tap", function(target)
              return coroutine.wrap(function() log[#log + 1] = "hook " .. target.path; return true end)()
            end)
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = {
              { id = "x", title = "X", on_tap = function(item, mm)
                  coroutine.wrap(function() mm:section{ id = "added", title = "Added", items = { "z" } } end)()
                  log[#log + 1] = "tapped " .. item.id
                end },
              { id = "label", title = function(_, mm)
                  return coroutine.wrap(function() return table.concat(log, ";") .. "|" .. #mm:state().submenu end)()
                end } } }
            return m
            """)
        try r.tap("s/x")
        let view = try r.view()
        #expect(try view.section("s")?.items.rows().last?.title == "hook s/x;tapped x|0")
        #expect(view.section("added") != nil)
        #expect(r.stack.top == 0)
    }

    @Test func aTapFromACoroutineRunsItsHandlersThere() throws {
        let r = try runtime("""
            local m = menu.new{}
            local seen
            m:section{ id = "s", title = "S", items = { "x" }, on_tap = function()
              seen = select(2, coroutine.running()) and "main" or "in a coroutine"
            end }
            coroutine.wrap(function() m:tap("s/x") end)()
            m:section{ id = "out", title = seen, items = {} }
            return m
            """)
        #expect(r.menu.blocks.last?.title == "in a coroutine")
    }

    @Test func aHandlerThatYieldsFailsCleanly() throws {
        let r = try runtime("""
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = { "x" }, on_tap = function() coroutine.yield(1) end }
            local ok, message = coroutine.resume(coroutine.create(function() return m:tap("s/x") end))
            m:section{ id = "out", title = tostring(ok) .. ": " .. message, items = {} }
            return m
            """)
        let title = try #require(r.menu.blocks.last?.title)
        #expect(title.hasPrefix("false: ") && title.contains("yield across a C-call boundary"), "\(title)")
        #expect(r.stack.top == 0)
    }

    @Test func errorsRaisedInACoroutineNameTheScriptLine() throws {
        let r = try runtime("""
            local ok, message = coroutine.resume(coroutine.create(function()
              return menu.new{ title = {} }
            end))
            return menu.new{ title = message }
            """)
        #expect(r.menu.title == "test.lua:2: bad argument #1 to 'new' (field 'title': string expected, got table)")
    }
}
