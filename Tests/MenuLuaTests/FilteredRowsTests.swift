import MenuModel
@testable import MenuLua
import Testing

/// Every filter targeting a section asks about the entries the ones before it kept; the
/// entries all of them keep show in their order, and headings and separators stay.
@Suite struct FilteredRowsTests {
    static let drinks = """
        asked = {}
        local m = menu.new{ title = "카페" }
        m:filter{ id = "temp", options = { "all", "hot", "iced" }, target = "menu",
          match = function(item, option) return option == "all" or item.temp == option end }
        m:filter{ id = "size", options = { "all", "big" }, target = "menu",
          match = function(item, option)
            if option ~= "all" then asked[#asked + 1] = item.id end
            return option == "all" or item.big end }
        m:section{ id = "menu", title = "메뉴", items = {
          { heading = "커피" },
          { id = "espresso", title = "에스프레소", temp = "hot" },
          { id = "coldbrew", title = "콜드 브루", temp = "iced", big = true },
          { separator = true },
          { id = "latte", title = "라테", temp = "hot", big = true },
          { id = "icedtea", title = "아이스티", temp = "iced" },
          { id = "cocoa", title = "코코아", temp = "hot", big = true } } }
        return m
        """

    func titles(_ r: MenuRuntime) throws -> [String] {
        try titles(r, section: "menu")
    }

    @Test func entriesEveryFilterKeepsShowInOrderWithHeadingsAndSeparators() throws {
        let r = try runtime(Self.drinks)
        #expect(try titles(r) == ["커피", "에스프레소", "콜드 브루", "", "라테", "아이스티", "코코아"])
        try r.tap("temp/hot")
        #expect(try titles(r) == ["커피", "에스프레소", "", "라테", "코코아"])
        try r.tap("size/big")
        #expect(try titles(r) == ["커피", "", "라테", "코코아"])
        #expect(r.evaluate("return table.concat(asked, ',')") == .values(["\"espresso,latte,cocoa\""]),
                "the second filter is asked only about what the first kept")
    }

    /// A list of entries only is asked about as a whole by its first filter (no array of its
    /// positions); the filters after it are asked about what the first kept, a built-in one too.
    @Test func aListOfEntriesOnlyIsFilteredByEveryFilterInOrder() throws {
        let r = try runtime("""
            asked = {}
            local m = menu.new{ title = "카페" }
            m:filter{ id = "temp", options = { "all", "hot" }, target = "menu",
              match = function(item, option)
                asked[#asked + 1] = item.id
                return option == "all" or item.temp == option end }
            m:filter{ id = "name", options = { "라", "아" }, target = "menu", match = "substring" }
            m:section{ id = "menu", title = "메뉴", items = {
              { id = "espresso", title = "에스프레소", temp = "hot" },
              { id = "coldbrew", title = "콜드 브루", temp = "iced" },
              { id = "latte", title = "라테", temp = "hot" },
              { id = "icedlatte", title = "아이스 라테", temp = "iced" },
              { id = "cocoa", title = "코코아", temp = "hot" } } }
            return m
            """)
        #expect(try titles(r) == ["라테", "아이스 라테"])
        try r.tap("temp/hot")
        #expect(try titles(r) == ["라테"])
        try r.tap("name/아")
        #expect(try titles(r) == ["코코아"])
        _ = r.evaluate("asked = {}")
        try r.tap("temp/all")
        #expect(try titles(r) == ["아이스 라테", "코코아"])
        #expect(r.evaluate("return table.concat(asked, ',')") == .values(["\"espresso,coldbrew,latte,icedlatte,cocoa\""]),
                "the first filter is asked about every item, in order")
    }

    /// A limit stops a filter's loop where it is: the items after the one that ran out of
    /// time are not asked (each would fail at once and be shown), and the draw fails with it.
    @Test func aLimitStopsTheLoopWhereItIs() throws {
        // 2 s: the loop on n3 reaches it; loading and the first draw (milliseconds) don't,
        // however busy the machine.
        let r = try MenuRuntime(source: """
            asked = 0
            local names = {}
            for i = 1, 5000 do names[i] = "n" .. i end
            local m = menu.new{ title = "Names" }
            m:filter{ id = "f", options = { "all", "odd" }, target = "s",
              match = function(item, option)
                if option == "all" then return true end
                asked = asked + 1
                if item.title == "n3" then while true do end end
                return true end }
            m:section{ id = "s", title = "S", items = names }
            return m
            """, name: "test.lua", options: .init(printDescriptor: 2, timeout: 2))
        _ = try r.view()
        try r.tap("f/odd")
        #expect(throws: ScriptError("test.lua:9: time limit exceeded: more than 2 s while drawing the menu (see --timeout)", kind: .timeLimit)) {
            try r.view()
        }
        #expect(r.evaluate("return asked") == .values(["3"]))
    }

    /// A `match` that is no Lua function (a host function here, or one of Lua's own in C)
    /// runs no instruction the limit's hook could stop at: the loop checks the budget itself,
    /// every 256 items, so Ctrl-C stops it well before the 5,000th.
    @Test func aLimitStopsALoopWhoseMatchIsNoLuaFunction() throws {
        final class Asked: @unchecked Sendable {
            var count = 0
            var limits: LuaLimits?
        }
        let asked = Asked()
        var options = MenuRuntime.Options(printDescriptor: 2, timeout: nil)
        options.hostFunctions = ["match": { arguments in
            guard arguments.count == 2, arguments[1] == .string("odd") else { return .boolean(true) }
            asked.count += 1
            if asked.count == 3 { asked.limits?.pointer.pointee.interrupted = 1 }   // what Ctrl-C does
            return .boolean(true)
        }]
        let r = try MenuRuntime(source: """
            local names = {}
            for i = 1, 5000 do names[i] = "n" .. i end
            local m = menu.new{ title = "Names" }
            m:filter{ id = "f", options = { "all", "odd" }, target = "s", match = menu.host.match }
            m:section{ id = "s", title = "S", items = names }
            return m
            """, name: "test.lua", options: options)
        asked.limits = r.budget.limits
        _ = try r.view()
        try r.tap("f/odd")
        #expect(throws: ScriptError.self) { try r.view() }
        #expect(asked.count > 0 && asked.count <= 256, "asked \(asked.count) times")
    }

    /// 5,000 names: a `match` that fails on two neighbours shows those two and judges every
    /// other one (the loop goes on after each failure, from the next item).
    static let names = """
        local names = {}
        for i = 1, 5000 do names[i] = "n" .. i end
        local m = menu.new{ title = "Names" }
        m:filter{ id = "even", options = { "all", "even" }, target = "names",
          match = function(item, option)
            local i = tonumber(item.title:sub(2))
            if i == 4096 or i == 4097 then error("no number " .. i) end
            return option == "all" or i % 2 == 0 end }
        m:section{ id = "names", title = "Names", items = names }
        return m
        """

    @Test func aMatchThatFailsShowsItsItemAndTheRestAreJudged() throws {
        let warnings = WarningLog()
        let r = try runtime(Self.names, warnings: warnings)
        try r.tap("even/even")
        let shown = try titles(r, section: "names")
        let expected = (1...5000).filter { $0 % 2 == 0 || $0 == 4097 }.map { "n\($0)" }
        #expect(shown == expected)
        #expect(warnings.messages.contains { $0.contains("no number 4097") && $0.hasSuffix("(in match of filter 'even' for item 'n4097')") },
                "\(warnings.messages)")
        #expect(warnings.messages.contains { $0.contains("no number 4096") && $0.hasSuffix("(in match of filter 'even' for item 'n4096')") })
    }

    @Test func aListOfStringsAndTablesGivesMatchATableForEach() throws {
        let r = try runtime("""
            local m = menu.new{ title = "mixed" }
            m:filter{ id = "f", options = { "all", "long" }, target = "s",
              match = function(item, option) return option == "all" or #item.title > 1 end }
            m:section{ id = "s", title = "s", items = { "a", { title = "bb" }, "cc", { title = "d" } } }
            return m
            """)
        try r.tap("f/long")
        #expect(try titles(r, section: "s") == ["bb", "cc"])
    }

    func titles(_ r: MenuRuntime, section: String) throws -> [String] {
        try #require(try r.view().section(section)).items.rows().map(\.title)
    }
}

