import CLua
import LuaShim
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

    /// The quick rule a run reads by, byte for byte: ASCII (eight bytes at a time, so a
    /// non-ASCII byte is looked for at every place of a word) and U+AC00-U+D7A3, nothing else,
    /// nor a syllable cut short or with a bad continuation byte.
    @Test func aRunTakesASCIIAndHangulSyllablesOnly() throws {
        let taken: [[UInt8]] = [
            [], Array("name".utf8), Array("a longer ASCII name!".utf8), Array("송준상름".utf8), Array("Cheri 한 Han".utf8),
            [0xEA, 0xB0, 0x80], [0xED, 0x9E, 0xA3], [0xEB, 0x80, 0x80], [0xEC, 0xBF, 0xBF],
        ]
        var left: [[UInt8]] = [
            [0xEA, 0xAF, 0xBF], [0xED, 0x9E, 0xA4], [0xED, 0xA0, 0x80], [0xEA, 0xB0, 0x7F], [0xEA, 0xC0, 0x80],
            [0x61, 0xEA, 0xB0], [0xC3, 0xA9], [0xE1, 0x84, 0x80], [0xF0, 0x9F, 0x99, 0x82], [0x80],
            Array("e\u{301}".utf8), Array("ꥠ".utf8),
        ]
        for place in 0..<17 {                                   // é, and a stray byte, at every place of two words
            for odd: [UInt8] in [[0xC3, 0xA9], [0x80]] {
                var bytes = Array("abcdefghijklmnopq".utf8)
                bytes.replaceSubrange(place..<place + 1, with: odd)
                left.append(bytes)
            }
        }
        try withFreshState { L, _ in
            let room = UnsafeMutablePointer<CChar>.allocate(capacity: 64)
            let ends = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
            defer { room.deallocate(); ends.deallocate() }
            func read(_ bytes: [UInt8]) -> Int32 {
                lua_settop(L, 0)
                lua_createtable(L, 1, 0)                        // list
                bytes.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { _ = lua_pushlstring(L, $0.baseAddress, $0.count) } }
                lua_rawseti(L, 1, 1)
                lua_createtable(L, 1, 0)                        // list, copy
                var run = lm_StringRun()
                run.bytes = room
                run.room = 64
                run.ends = ends
                run.capacity = 1
                return lm_readstrings(L, 1, 2, 1, 1, &run)
            }
            for bytes in taken { #expect(read(bytes) == 1, "taken: \(bytes)") }
            for bytes in left { #expect(read(bytes) == 0, "left to the host: \(bytes)") }
        }
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
