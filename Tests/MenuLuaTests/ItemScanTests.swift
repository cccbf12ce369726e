@testable import MenuLua
import MenuModel
import Testing

/// An item table is walked once in C (``ItemScan``): each field it finds is checked as the one
/// its key names, the script's own keys are judged once a list, and a near miss is noted
/// however many other keys an item has.
@Suite struct ItemScanTests {
    /// A value each field refuses, and what it expects instead.
    static let refused: [(field: ItemScan.Field, value: String, expected: String)] = [
        (.title, "{}", "string or function"), (.detail, "{}", "string or function"),
        (.subtitle, "{}", "string or function"), (.id, "{}", "string"), (.icon, "{}", "string"),
        (.style, "{}", "string"), (.onTap, "{}", "function"), (.preview, "{}", "string or function"),
        (.checked, "{}", "boolean, \"mixed\" or function"), (.switch, "{}", "boolean"), (.disabled, "{}", "boolean"),
        (.choose, "{}", "boolean"), (.hotkey, "{}", "string"), (.value, "{}", "string or number"),
        (.submenu, "true", "table or function"), (.separator, "{}", "boolean"), (.heading, "{}", "string"),
    ]

    @Test func everyFieldIsCheckedAsTheOneItsKeyNames() {
        #expect(Self.refused.map(\.field) == ItemScan.Field.allCases, "one case a field")
        for (field, value, expected) in Self.refused {
            let script = "local m = menu.new{}\nm:section{ id = 's', title = 'S', items = { 'a', { title = 'b', \(field.name) = \(value) } } }\nreturn m"
            let got = value == "true" ? "boolean" : "table"
            #expect(failure(script) == "test.lua:2: bad argument #1 to 'section' (items[2].\(field.name): \(expected) expected, got \(got))")
        }
    }

    @Test func numbersAreReadAsTheirText() throws {
        let r = try runtime("local m = menu.new{}\nm:section{ id = 's', title = 'S', items = { { title = 7, id = 8, detail = 2.5 } } }\nreturn m")
        let rows = try #require(try r.view().section("s")).items.rows()
        #expect(rows.map(\.title) == ["7"] && rows.map(\.id) == ["8"] && rows.map(\.detail) == ["2.5"])
        #expect(r.stack.top == 0)
    }

    @Test func aNearMissAmongManyKeysOfAnItemsOwnIsNoted() throws {
        // more keys of the script's own than a scan names, all new, and a misspelt one among them
        let data = (1...(Int(ItemScan.namedOthers) + 4)).map { "data\($0) = \($0)" }.joined(separator: ", ")
        let script = """
            local m = menu.new { title = 'T' }
            m:section { id = 's', title = 'S', items = { { title = 'a', \(data), detial = 'x' }, { title = 'b', \(data) },
              { title = 'c', \(data), iconn = 'y' } } }
            return m
            """
        #expect(try runtime(script).problems == [
            "test.lua:2: unknown field 'detial' in item 'a' (items[1]) (did you mean 'detail'?)",
            "test.lua:2: unknown field 'iconn' in item 'c' (items[3]) (did you mean 'icon'?)",
        ])
    }
}
