@testable import MenuLua
import MenuModel
import Testing

/// A tap is a transaction: when a handler fails, everything the host keeps is as before it —
/// states, blocks, menus, registered filters and hooks.
@Suite struct TapTransactionTests {
    static let script = """
        made = nil
        local m = menu.new{ title = "T" }
        m:section{ id = "s", title = "S", items = { "x" }, on_tap = function(_, m)
          m:tap("s")                                            -- a state change
          m:section{ id = "added", title = "Added", items = { "a" } }
          made = menu.new{ title = "made in the tap" }
          menu.register_filter("late", function() return true end)
          menu.on("render", function(item) item.title = "hooked" end)
          error("and then it failed")
        end }
        return m
        """

    @Test func everythingAFailingHandlerAddedIsRolledBack() throws {
        let r = try runtime(Self.script)
        let menuBefore = r.menu, stateBefore = r.state
        #expect(throws: ScriptError.self) { try r.tap("s/x") }
        #expect(r.menu == menuBefore)
        #expect(r.state == stateBefore)
        #expect(r.hooks.filters.isEmpty && r.hooks.handlers.isEmpty)
        #expect(try r.view().section("s")?.items.rows().map(\.title) == ["x"], "no render hook left behind")
        #expect(r.evaluate("return tostring(pcall(menu.register_filter, 'late', print))") == .values(["\"true\""]),
                "the name is free again")
    }

    @Test func aMenuMadeInAFailedTapIsDiscarded() throws {
        let r = try runtime(Self.script)
        #expect(throws: ScriptError.self) { try r.tap("s/x") }
        #expect(r.evaluate("return made:section{ id = 'y', title = 'Y', items = {} }")
            == .failed("stdin:1: this menu was made during a tap that failed, and was discarded with it"))
        #expect(r.evaluate("return menu.new{ title = 'fresh' }") == .values(["menu 'fresh' (0 blocks)"]),
                "new menus still work")
    }

    @Test func aTapThatSucceedsKeepsWhatItAdded() throws {
        let r = try runtime(Self.script.replacingOccurrences(of: "error(\"and then it failed\")", with: ""))
        try r.tap("s/x")
        #expect(r.menu.blocks.map(\.id) == ["s", "added"])
        #expect(r.hooks.filters["late"] != nil && r.hooks.handlers[.render]?.count == 1)
    }
}
