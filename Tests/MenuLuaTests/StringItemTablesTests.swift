@testable import MenuLua
import Testing

/// A string item's table that a filter's `match` got, `{ title = s }`, is held weakly: a
/// filter over 100,000 names keeps no 100,000 tables. It stays the same table while the script
/// holds it, and for good once the script has changed it, however it did.
@Suite struct StringItemTablesTests {
    /// A menu of the string items `names` in section "s", filtered by "f" with `match` (whose
    /// body sees `item` and `option`), its handler keeping what it got in `got`.
    func names(_ names: [String], match: String) throws -> MenuRuntime {
        let items = names.map { "\"\($0)\"" }.joined(separator: ", ")
        return try runtime("""
            got = {}
            local m = menu.new{ title = "names" }
            m:filter{ id = "f", options = { "all", "some" }, target = "s",
              match = function(item, option) \(match); return true end }
            m:section{ id = "s", title = "s", items = { \(items) },
              on_tap = function(item) got[#got + 1] = item end }
            return m
            """)
    }

    /// Taps the chip that makes `match` run over every item, draws, and collects.
    func filterAndCollect(_ r: MenuRuntime) throws {
        try r.tap("f/some")
        _ = try r.view()
        #expect(r.evaluate("return collectgarbage()") == .values(["0"]))
    }

    @Test func tablesMatchGotAreGoneOnceNothingHoldsThem() throws {
        let r = try names((1...1_000).map { "name \($0)" },
                          match: "seen = seen or setmetatable({}, { __mode = 'k' }); seen[item] = true")
        try filterAndCollect(r)
        #expect(r.evaluate("local n = 0; for _ in pairs(seen) do n = n + 1 end; return n") == .values(["0"]),
                "every table match got was collected")
        try r.tap("s/name 7")
        #expect(r.evaluate("return got[1].title, got[1].id, next(got[1], 'title')")
                == .values(["\"name 7\"", "\"name 7\"", "nil"]), "a handler gets a table made anew")
    }

    /// A list filtered again after its tables were collected (`run -i` asks at every key)
    /// gets tables kept for good the second time: later passes make none.
    @Test func anItemNeededAgainKeepsItsSecondTable() throws {
        let r = try names((1...100).map { "name \($0)" }, match: """
            made = made or setmetatable({}, { __mode = 'k' }); made[item] = true
            """)
        let count = "local n = 0; for _ in pairs(made) do n = n + 1 end; return n"
        try filterAndCollect(r)
        #expect(r.evaluate(count) == .values(["0"]), "the first tables: collected")
        try r.tap("f/all")
        try filterAndCollect(r)
        #expect(r.evaluate(count) == .values(["100"]), "the second: kept")
    }

    /// The loop looks in the cache only for an item whose table it made before: a held one
    /// must still be found there when the list is filtered again.
    @Test func aTableTheScriptHoldsIsTheOneMatchGetsAgain() throws {
        let r = try names(["a", "b", "c"], match: """
            if item.title == 'b' then passes = (passes or 0) + 1; held = held or item; same = rawequal(held, item) end
            """)
        try filterAndCollect(r)
        try r.tap("f/all")
        try filterAndCollect(r)
        #expect(r.evaluate("return passes, same") == .values(["2", "true"]))
    }

    @Test func aTableTheScriptHoldsIsTheOneAHandlerGets() throws {
        let r = try names(["a", "b", "c"], match: "if item.title == 'b' then held = item end")
        try filterAndCollect(r)
        try r.tap("s/b")
        #expect(r.evaluate("return rawequal(got[1], held)") == .values(["true"]))
        #expect(r.evaluate("held = nil; collectgarbage(); return got[1].title") == .values(["\"b\""]),
                "kept in the list once a handler got it")
    }

    @Test func aFieldWrittenInMatchStays() throws {
        let r = try names(["a", "b"], match: """
            item.asked = (item.asked or 0) + 1
            if item.title == 'b' then calls = (calls or 0) + 1 end
            """)
        try filterAndCollect(r)
        try r.tap("f/all")
        try filterAndCollect(r)
        try r.tap("s/b")
        #expect(r.evaluate("return got[1].asked == calls, got[1].asked > 1") == .values(["true", "true"]))
    }

    /// A table the script held, wrote a field into after `match` returned and then let go:
    /// the write is what keeps it (the metatable's `__newindex`).
    @Test func aFieldWrittenLaterThroughAHeldTableStays() throws {
        let r = try names(["a", "b"], match: "if item.title == 'b' then held = item end")
        try filterAndCollect(r)
        #expect(r.evaluate("held.note = 'x'; held = nil; return collectgarbage()") == .values(["0"]))
        try r.tap("s/b")
        #expect(r.evaluate("return got[1].note") == .values(["\"x\""]))
    }

    /// Changes `__newindex` does not see, found when `match` returns: a title replaced, a
    /// metatable of the script's own.
    @Test func aTableMatchChangedOtherwiseIsKept() throws {
        let r = try names(["a", "b"], match: """
            if item.title == 'a' then item.title = 'A' end
            if item.title == 'b' then setmetatable(item, { __index = { own = true } }) end
            """)
        try filterAndCollect(r)
        for name in ["a", "b"] { try r.tap("s/\(name)") }
        #expect(r.evaluate("return got[1].title, got[2].own") == .values(["\"A\"", "true"]))

        // A number item is read as its text, "7"; match replaces that title by a number.
        let numbers = try runtime("""
            got = {}
            local m = menu.new{ title = "numbers" }
            m:filter{ id = "f", options = { "all", "some" }, target = "s",
              match = function(item) if item.title == "7" then item.title = 8 end; return true end }
            m:section{ id = "s", title = "s", items = { 7 }, on_tap = function(item) got[1] = item end }
            return m
            """)
        try filterAndCollect(numbers)
        try numbers.tap("s/7")
        #expect(numbers.evaluate("return got[1].title") == .values(["8"]), "a title replaced by a number")
    }

    /// While the loop makes string items' tables, Lua's collector is generational (the tables
    /// die young); it is incremental again when the loop ends, and when a match fails. A large
    /// step ends a cycle (and says so) only in incremental mode.
    @Test func theCollectorIsIncrementalAgainAfterTheLoop() throws {
        let r = try names(["a", "b", "c"], match: """
            if option == 'some' and item.title == 'b' then cycled = collectgarbage("step", 1 << 20) end
            if option == 'some' and item.title == 'c' then error('no c') end
            """)
        #expect(r.evaluate("return collectgarbage('step', 1 << 20)") == .values(["true"]), "incremental at first")
        try r.tap("f/some")
        _ = try r.view()
        #expect(r.evaluate("return cycled") == .values(["false"]), "generational in the loop")
        #expect(r.evaluate("return collectgarbage('step', 1 << 20)") == .values(["true"]), "incremental after it")
    }
}
