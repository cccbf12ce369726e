@testable import MenuLua
import MenuModel
import Testing

/// Which menu a script yields, and the errors of scripts that yield none.
@Suite struct ScriptLoadingTests {
    @Test func returnedMenuIsTheMenu() throws {
        let r = try runtime("""
            local a = menu.new{ title = "A" }
            local b = menu.new{ title = "B" }
            return a
            """)
        #expect(r.menu.title == "A")
    }

    @Test func lastMenuIsUsedWhenNothingIsReturned() throws {
        let r = try runtime("menu.new{ title = 'A' }; menu.new{ title = 'B' }")
        #expect(r.menu.title == "B")
    }

    @Test func requireMenuIsTheGlobal() throws {
        let r = try runtime("assert(require('menu') == menu); return menu.new{ title = tostring(menu.version) }")
        #expect(r.menu.title == LuamenuVersion.current)
    }

    @Test func scriptWithoutMenuFails() {
        #expect(failure("local x = 1")?.contains("made no menu") == true)
    }

    @Test func scriptReturningSomethingElseFails() {
        #expect(failure("menu.new{}; return 42") == "test.lua: the script returned a number, expected a menu (from menu.new)")
    }

    @Test func syntaxErrorNamesTheLine() {
        #expect(failure("local m = menu.new{}\nm:section{ title = }")?.hasPrefix("test.lua:2:") == true)
    }

    @Test func runtimeErrorNamesTheLine() {
        #expect(failure("local m = menu.new{}\n\nerror('broken')") == "test.lua:3: broken")
    }

    @Test func errorObjectsThatAreNotStringsBecomeMessages() {
        #expect(failure("error({})") == "(error object is a table value)")
        #expect(failure("error(setmetatable({}, { __tostring = function() return 'custom' end }))") == "custom")
        #expect(failure("error(setmetatable({}, { __tostring = function() error('again') end }))")
            == "test.lua:1: again", "the __tostring's own error is what is reported")
    }

    @Test func missingFileIsReported() {
        #expect(throws: ScriptError.self) { try MenuRuntime(script: "/nonexistent/menu.lua") }
    }

    @Test func theStackIsBalancedAfterLoadingTappingAndViewing() throws {
        let r = try runtime("""
            local m = menu.new{ title = "T" }
            m:section{ id = "s", title = "S", items = { { title = "a", detail = function() return "d", "muted" end } },
                       on_tap = function() end }
            m:filter{ id = "f", options = { "x", "y" }, target = "s", match = function() return true end }
            return m
            """)
        #expect(r.stack.top == 0)
        try r.tap("s/a")
        try r.tap("f/y")
        _ = try r.view()
        #expect(r.stack.top == 0)
        #expect(throws: ScriptError.self) { try r.tap("nope") }
        #expect(r.stack.top == 0)
    }
}
