@testable import MenuLua
import MenuModel
import Testing

/// What a script's build leaves behind (a data module's parser tables, its temporaries) is
/// freed when the build ends, not kept for the menu's whole life.
@Suite struct BuildGarbageTests {
    @Test func theBuildsGarbageIsFreedWhenTheBuildEnds() throws {
        let runtime = try MenuRuntime(source: """
            local scratch = string.rep("x", 8 << 20)   -- 8 MiB, garbage once the chunk returns
            local m = menu.new { title = "Garbage" }
            m:section { id = "sizes", title = "Sizes", items = { #scratch .. " bytes" } }
            return m
            """, name: "garbage.lua")
        // Lua's collector would start its next cycle only once the heap had doubled.
        #expect(runtime.budget.limits.pointer.pointee.used < 2 << 20)
        #expect(runtime.budget.limits.peak > 8 << 20)
        #expect(try #require(try runtime.view().section("sizes")).items.rows().map(\.title) == ["8388608 bytes"])
    }
}
