import MenuModel
@testable import MenuLua
import Testing

/// A section with `on_query` shows the items its script gives for the query, and taps them;
/// one whose function fails keeps its own items, searched as usual.
@Suite struct LiveQueryTests {
    static let source = """
        tapped = nil
        local m = menu.new{ title = "Live" }
        m:section{ id = "s", title = "S", items = { "a", "b" }, on_query = function(text, m)
          return { text .. "!", { id = "more", title = "more " .. text, on_tap = function() tapped = text end } } end }
        m:section{ id = "bad", title = "Bad", items = { "keep", "other" }, on_query = function() error("offline") end }
        return m
        """

    @Test func theScriptGivesTheItemsForTheQueryAndTheyAreTapped() throws {
        let warnings = WarningLog()
        let r = try runtime(Self.source, warnings: warnings)
        r.query("ke")
        #expect(try r.view().section("s")?.items.rows().map(\.title) == ["ke!", "more ke"])
        try r.tap("s/more")
        #expect(r.evaluate("return tapped") == .values(["\"ke\""]))
        #expect(try r.view().section("bad")?.items.rows().map(\.title) == ["keep"], "its own items, searched")
        #expect(warnings.messages == ["test.lua:5: offline (in on_query of section 'bad'; its own items are searched)"])
        r.query(nil)
        #expect(try r.view().section("s")?.items.rows().map(\.title) == ["a", "b"], "no query: its own items again")
        #expect(r.stack.top == 0)
    }

    @Test func aLimitInOnQueryIsReportedAndTheListStays() throws {
        let warnings = WarningLog()
        let r = try MenuRuntime(source: """
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = { "a", "ab" }, on_query = function() while true do end end }
            return m
            """, name: "test.lua", options: .init(printDescriptor: 2, warn: { warnings.append($0) }, timeout: 2))
        r.query("a")
        #expect(warnings.messages.first?.contains("time limit exceeded") == true, "\(warnings.messages)")
        #expect(try r.view().section("s")?.items.rows().map(\.title) == ["a", "ab"])
    }

    @Test func mQueryRunsTheLiveSectionsToo() throws {
        let r = try runtime("""
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = { "a" }, on_query = function(text) return { "live " .. text } end }
            m:query("x")
            return m
            """)
        #expect(try r.view().section("s")?.items.rows().map(\.title) == ["live x"])
    }
}
