import MenuModel
@testable import MenuLua
import Testing

/// A list's strings are read a run at a time, in C (`lm_readstrings`), until an item the run
/// leaves to the host: a table, a number, a string to normalize, one too long for the run's
/// room, or "..". The list reads the same either way, and a handler still gets `{ title }`.
@Suite struct StringRunTests {
    /// 2,500 names (runs end at every 1,024 positions) with, among them, what a run stops at.
    static let script = """
        items = {}
        for i = 1, 2500 do items[i] = (i % 2 == 0 and "이름 " or "name ") .. i end
        items[5] = 42                                   -- a number: the host reads it
        items[700] = "e\\u{301}"                         -- e and a combining acute: NFC makes it é
        items[1024] = { title = "a table", kind = "t" } -- the last of the first run's positions
        items[1500] = string.rep("x", 70000)            -- longer than a run's room
        local m = menu.new{ title = "runs" }
        m:section{ id = "s", title = "s", items = items,
          on_tap = function(item) tapped = item end }
        return m
        """

    static func expectedTitles() -> [String] {
        (1...2500).map { i in
            switch i {
            case 5: "42"
            case 700: "\u{E9}"
            case 1024: "a table"
            case 1500: String(repeating: "x", count: 70000)
            default: (i % 2 == 0 ? "이름 " : "name ") + String(i)
            }
        }
    }

    @Test func everyItemReadsAsTheHostWouldReadItAlone() throws {
        let r = try runtime(Self.script)
        guard case .section(let section)? = r.menu.blocks.first else { Issue.record("no section"); return }
        let items = section.items
        #expect(items.count == 2500)
        let titles = items.indices.map { items.title(at: $0) }
        let expected = Self.expectedTitles()
        #expect(titles == expected, "first difference at \(titles.indices.first { titles[$0] != expected[$0] } ?? -1)")
        #expect(items.indices.map { items.id(at: $0) } == expected)
        #expect(items.title(at: 699).map { Array($0.utf8) } == [0xC3, 0xA9], "NFC by bytes (Swift's == would take e and U+0301 too)")
        #expect(items.position(of: "이름 2048") == 2047)
    }

    @Test func aHandlerGetsAStringItemAsATableOfItsTitle() throws {
        let r = try runtime(Self.script)
        try r.tap("s/이름 2000")
        #expect(r.evaluate("return type(tapped), tapped.title, tapped.id, rawget(tapped, 'id')")
                == .values(["\"table\"", "\"이름 2000\"", "\"이름 2000\"", "nil"]))
        #expect(r.evaluate("return rawequal(tapped, items[2000]) or type(items[2000])") == .values(["\"string\""]),
                "the script's own list keeps its string")
    }

    @Test func aRunStopsBeforeDotDotWhichFailsAsAlone() {
        let source = """
            local m = menu.new{}
            local items = {}
            for i = 1, 100 do items[i] = "n" .. i end
            items[90] = ".."
            m:section{ id = 's', title = 'S', items = items }
            return m
            """
        #expect(throws: ScriptError("test.lua:5: bad argument #1 to 'section' (items[90]: '..' can't be an id: a tap path "
                                    + "ending in '..' goes back (give the item an id of its own))")) {
            try runtime(source)
        }
    }
}
