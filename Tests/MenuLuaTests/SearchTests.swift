@testable import MenuLua
import MenuModel
import Testing

/// Queries reach every searchable block, with each block's search.
@Suite struct ScriptSearchTests {
    func items(_ r: MenuRuntime, _ block: String) throws -> [String] {
        for block2 in try r.view().blocks {
            switch block2 {
            case .section(let section) where section.id == block: return try section.items.rows().map(\.title)
            case .index(let index) where index.id == block: return try (index.results ?? IndexResults([])).results().map(\.item.title)
            default: continue
            }
        }
        return []
    }

    @Test func eachBlockSearchesItsOwnWay() throws {
        let r = try runtime("""
            local m = menu.new{}
            m:section{ id = "plain", title = "P", items = { "서울", "수원역", "Seoul" } }
            m:section{ id = "initials", title = "I", search = "choseong", items = { "서울", "수원역", "서대문", "Seoul" } }
            m:section{ id = "fuzzy", title = "F", search = "fuzzy", items = { "user", "search", "sea rat" } }
            m:section{ id = "custom", title = "C", items = { "a1", "b22", "c333" },
                       search = function(item, query) return #item.title >= tonumber(query) and #item.title or nil end }
            return m
            """)
        r.query("ㅅㅇ")
        #expect(try items(r, "plain") == [])
        #expect(try items(r, "initials") == ["서울", "수원역"])
        r.query("sr")
        #expect(try items(r, "fuzzy") == ["sea rat", "search", "user"], "ranked: prefix and word boundary first")
        r.query("3")
        #expect(try items(r, "custom") == ["c333", "b22"], "the script's scores rank its items")
        r.query(nil)
        #expect(try items(r, "initials").count == 4)
    }

    @Test func queryFromLuaAndMatchesInTheView() throws {
        let r = try runtime("""
            local m = menu.new{}
            m:index{ id = "i", search = "choseong", items = { "👤 김도영", "👤 박찬호" } }
            m:query("ㄷㅇ")
            return m
            """)
        guard case .index(let index) = try r.view().blocks[0] else { Issue.record("no index"); return }
        #expect(try index.results?.results().map(\.letter) == ["#"])
        #expect(try index.results?.results().map(\.item.matches) == [[3..<5]])
    }

    @Test func nfdLabelsBehaveLikeComposedOnes() throws {
        let nfd = "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}"      // 한글, decomposed
        let r = try runtime("""
            local m = menu.new{}
            m:index{ id = "i", items = { "\(nfd)", "가나" }, search = "choseong" }
            return m
            """)
        guard case .index(let index) = try r.view().blocks[0] else { Issue.record("no index"); return }
        #expect(index.letters == ["ㄱ", "ㅎ"])
        #expect(try index.groups.last?.items.rows().first?.title == "한글")
        try r.tap("i/ㅎ/한글")
        r.query("ㅎㄱ")
        guard case .index(let searched) = try r.view().blocks[0] else { Issue.record("no index"); return }
        #expect(try searched.results?.results().map(\.item.title) == ["한글"])
    }

    @Test func hangulHelpersAndBuiltInMatchNames() throws {
        let r = try runtime("""
            assert(menu.hangul.choseong("서울역") == "ㅅㅇㅇ")
            assert(menu.hangul.initial("까치") == "ㄱ" and menu.hangul.initial("Ryan") == "R" and menu.hangul.initial("42") == "#")
            assert(not pcall(function() menu.hangul.choseong = nil end), "menu.hangul is read-only")
            local m = menu.new{}
            m:filter{ id = "f", options = { "ㅅㅇ", "ㅂ" }, target = "cities", match = "choseong" }
            m:section{ id = "cities", title = "C", items = { "서울", "부산", "수원" } }
            return m
            """)
        #expect(try items(r, "cities") == ["서울", "수원"])
        try r.tap("f/ㅂ")
        #expect(try items(r, "cities") == ["부산"])
    }

    @Test func aBadSearchIsAnError() {
        #expect(failure("local m = menu.new{}\nm:section{ title = 's', items = {}, search = 'regex' }")
            == "test.lua:2: bad argument #1 to 'section' (field 'search': unknown search 'regex' (expected substring, choseong, fuzzy or a function))")
    }
}
