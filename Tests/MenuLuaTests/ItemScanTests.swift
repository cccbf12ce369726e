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

    /// A text the scan finds NFC by the quick rule is stored as it is; any other is the host's
    /// to normalise: every field's text ends up in NFC, byte for byte.
    @Test func textsAreStoredInNFCWhateverTheScanFound() throws {
        let r = try runtime("""
            local m = menu.new{}
            m:section{ id = 's', title = 'S', items = {
              { title = "e\u{301}", detail = "A\u{30A}", icon = "가" },
              { title = "Plain ASCII title", detail = "송준상", id = "\u{1100}\u{1161}" } } }
            return m
            """)
        let rows = try #require(try r.view().section("s")).items.rows()
        #expect(rows.map { Array($0.title.utf8) } == [[0xC3, 0xA9], Array("Plain ASCII title".utf8)])
        #expect(rows.map { $0.detail.map { Array($0.utf8) } } == [[0xC3, 0x85], Array("송준상".utf8)])
        #expect(rows.map(\.id) == ["\u{E9}", "가"] && rows[0].icon == "가")
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

    /// The keys of the script's own are remembered from item to item of a list (short ones by
    /// their bytes' address): a misspelt key that comes later, beside them, is still noted,
    /// and a long key of its own is judged each time without a note.
    @Test func keysOfTheScriptsOwnAreRememberedAndANewOneIsStillJudged() throws {
        let long = "a_key_of_the_scripts_own_longer_than_lua_interns_\(String(repeating: "x", count: 10))"
        let script = """
            local m = menu.new { title = 'T' }
            local items = {}
            for i = 1, 50 do items[i] = { title = 'n' .. i, kind = 'k', price = i, \(long) = i } end
            items[40].detial = 'x'
            m:section { id = 's', title = 'S', items = items }
            return m
            """
        #expect(long.utf8.count > 40, "longer than the strings Lua interns (LUAI_MAXSHORTLEN)")
        #expect(try runtime(script).problems == [
            "test.lua:5: unknown field 'detial' in item 'n40' (items[40]) (did you mean 'detail'?)",
        ])
    }
}
