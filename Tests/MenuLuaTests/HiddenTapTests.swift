import MenuModel
@testable import MenuLua
import Testing

/// An item a filter or the search keeps out of the view can't be tapped: the tap runs no
/// handler, changes nothing, and says what hides the item.
@Suite struct HiddenTapTests {
    static let cafe = """
        tapped = {}
        local m = menu.new{ title = "카페" }
        m:filter{ id = "temp", options = { "all", "hot", "iced" }, target = "coffee",
          match = function(item, option) return option == "all" or item.temp == option end }
        m:section{ id = "coffee", title = "커피", on_tap = function(item) tapped[#tapped + 1] = item.id end, items = {
          { id = "espresso", title = "에스프레소", temp = "hot" },
          { id = "coldbrew", title = "콜드 브루", temp = "iced" } } }
        return m
        """

    @Test func aFilterThatHidesAnItemRefusesItsTap() throws {
        let warnings = WarningLog()
        let r = try runtime(Self.cafe, warnings: warnings)
        try r.tap("temp/iced")
        let before = r.state
        let outcome = try r.tap("coffee/espresso")
        #expect(outcome.effects == [.notice("tap 'coffee/espresso': the item is hidden by filter 'temp' (iced)")])
        #expect(outcome.choice == nil && r.state == before)
        #expect(warnings.messages == ["tap 'coffee/espresso': the item is hidden by filter 'temp' (iced)"])
        try r.tap("coffee/coldbrew")
        #expect(r.evaluate("return table.concat(tapped, ',')") == .values(["\"coldbrew\""]), "the shown one was tapped, the hidden one not")
    }

    @Test func theSearchHidesToo() throws {
        let r = try runtime(Self.cafe)
        r.query("브루")
        #expect(try r.tap("coffee/espresso").message == "tap 'coffee/espresso': the item is hidden by the search '브루'")
        r.query(nil)
        #expect(try r.tap("coffee/espresso").message == nil, "shown again once the search is cleared")
    }
}
