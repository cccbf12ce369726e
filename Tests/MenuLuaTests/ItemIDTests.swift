import MenuModel
@testable import MenuLua
import Testing

/// `item.id` of an item the script gave no id is its title, wherever the script reads it: in a
/// handler, in a filter's `match`, in its own tables after the build. The host lends it through
/// a metatable shared by such items instead of writing it into each table; an item with a
/// metatable of its own, or a submenu, gets it written in.
@Suite struct ItemIDTests {
    static let script = """
        seen = {}
        Own = setmetatable({}, { __index = function(_, key) return key == "kind" and "own" or nil end })
        items = { { title = "Espresso" }, { id = "cb", title = "Cold brew" },
                  setmetatable({ title = "Classy" }, { __index = Own }),
                  { title = "More", submenu = { "a" } } }
        local m = menu.new{ title = "cafe" }
        m:filter{ id = "f", options = { "a", "b" }, target = "s",
          match = function(item) seen[#seen + 1] = tostring(item.id); return true end }
        m:section{ id = "s", title = "s", items = items,
          on_tap = function(item) seen[#seen + 1] = "tap " .. item.id end }
        return m
        """

    @Test func anItemWithoutAnIDReadsItsTitleEverywhere() throws {
        let r = try runtime(Self.script)
        #expect(r.evaluate("return items[1].id, items[2].id, items[3].id, items[4].id")
                == .values(["\"Espresso\"", "\"cb\"", "\"Classy\"", "\"More\""]))
        try r.tap("f/b")
        _ = try r.view()
        #expect(r.evaluate("return table.concat(seen, ',')") == .values(["\"Espresso,cb,Classy,More\""]), "in match")
        try r.tap("s/Espresso")
        #expect(r.evaluate("return seen[#seen]") == .values(["\"tap Espresso\""]), "in a handler")
    }

    @Test func itIsLentNotWrittenUnlessTheTableHasAMetatableOfItsOwn() throws {
        let r = try runtime(Self.script)
        #expect(r.evaluate("return rawget(items[1], 'id'), rawget(items[3], 'id'), rawget(items[4], 'id')")
                == .values(["nil", "\"Classy\"", "\"More\""]), "no id written into a plain table")
        #expect(r.evaluate("return items[3].kind") == .values(["\"own\""]), "its own metatable kept")
        #expect(r.evaluate("items[1].title = 'Doppio'; return items[1].id") == .values(["\"Doppio\""]),
                "read when asked for: the title now")
        #expect(r.evaluate("items[1].id = 'e'; return items[1].id") == .values(["\"e\""]), "an id the script sets wins")
    }

    /// A string item becomes a table of one field, `{ title = s }`, its id lent: the same
    /// table in `match` (made by the filter's loop) and in a handler (kept in the list).
    @Test func aStringItemIsATableOfItsTitleWithItsIDLent() throws {
        let r = try runtime("""
            got = {}
            local m = menu.new{ title = "names" }
            m:filter{ id = "f", options = { "a", "b" }, target = "s",
              match = function(item) got.match = item; return true end }
            m:section{ id = "s", title = "s", items = { "나성범" },
              on_tap = function(item) got.tap = item end }
            return m
            """)
        try r.tap("f/b")
        _ = try r.view()
        try r.tap("s/나성범")
        #expect(r.evaluate("return got.match == got.tap, got.tap.id, got.tap.title, rawget(got.tap, 'id'), next(got.tap, next(got.tap))")
                == .values(["true", "\"나성범\"", "\"나성범\"", "nil", "nil"]))

        let handlerFirst = try runtime("""
            local m = menu.new{ title = "names" }
            m:section{ id = "s", title = "s", items = { "최원준" },
              on_tap = function(item) got = item; item.visits = (item.visits or 0) + 1 end }
            return m
            """)
        try handlerFirst.tap("s/최원준")
        try handlerFirst.tap("s/최원준")
        #expect(handlerFirst.evaluate("return got.id, rawget(got, 'id'), got.visits")
                == .values(["\"최원준\"", "nil", "2"]), "made by the host for a handler, and kept")
    }
}

