@testable import MenuLua
import MenuModel
import Testing

/// Label functions run at every render; their style wins; their failures stay local.
@Suite struct LabelTests {
    @Test func labelFunctionsSeeTheItemAndTheirStyleWins() throws {
        let r = try runtime("""
            local filled = false
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = {
              { id = "k", title = function(item) return item.id:upper() end, style = "bold",
                detail = function() if filled then return "tigers_fan", "muted" end return "30실 받기", "accent" end,
                on_tap = function() filled = true end },
              { title = "plain", style = "danger" } } }
            return m
            """)
        var items = try #require(try r.view().section("s")).items.rows()
        #expect(items[0] == ItemView(id: "k", title: "K", detail: "30실 받기", style: .accent))
        #expect(items[1] == ItemView(id: "plain", title: "plain", style: .danger))
        try r.tap("s/k")
        items = try #require(try r.view().section("s")).items.rows()
        #expect(items[0].detail == "tigers_fan" && items[0].style == .muted)
    }

    @Test func aFailingLabelShowsAMarkerAndTheRestRenders() throws {
        let warnings = WarningLog()
        let r = try runtime("""
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = {
              { id = "bad", title = "Bad", detail = function() error("no value") end },
              { id = "odd", title = "Odd", detail = function() return {} end },
              { id = "none", title = "None", detail = function() return nil end },
              "fine" } }
            return m
            """, warnings: warnings)
        let items = try #require(try r.view().section("s")).items.rows()
        #expect(items.map(\.detail) == ["⚠", "⚠", nil, nil])
        #expect(items[0].style == .danger)
        #expect(warnings.messages == [
            "test.lua:3: no value (in the detail of item 'bad')",
            "the detail function of item 'odd' returned a table, expected a string",
        ])
    }

    @Test func matchFunctionsFilterTheirTargets() throws {
        let r = try runtime("""
            local m = menu.new{}
            m:filter{ id = "type", options = { "all", "city" }, target = { "cars" },
                      match = function(car, option) return option == "all" or car.kind == option end }
            m:section{ id = "cars", title = "Cars", items = { { title = "Ray", kind = "city" }, { title = "K9", kind = "luxury" } } }
            m:section{ id = "other", title = "Other", items = { "untouched" } }
            return m
            """)
        #expect(try r.view().section("cars")?.items.rows().map(\.title) == ["Ray", "K9"])
        try r.tap("type/city")
        #expect(try r.view().section("cars")?.items.rows().map(\.title) == ["Ray"])
        #expect(try r.view().section("other")?.items.rows().map(\.title) == ["untouched"])
    }

    @Test func keyFunctionsPlaceIndexItems() throws {
        let r = try runtime("""
            local m = menu.new{}
            m:index{ id = "i", items = { { title = "김도영", key = "ㄱ" }, "Ann", "zed" },
                     key = function(item) return item.key end }
            return m
            """)
        guard case .index(let index) = try r.view().blocks[0] else { Issue.record("no index"); return }
        #expect(index.letters == ["ㄱ", "A", "Z"], "Hangul initials come before A–Z, as iOS orders them")
        #expect(try index.groups.map { try $0.items.rows().map(\.title) } == [["김도영"], ["Ann"], ["zed"]])
    }
}
