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
        try #require(try r.view().section("menu")).items.rows().map(\.title)
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
}
