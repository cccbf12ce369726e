import Foundation
@testable import MenuLua
import MenuModel
import MenuRender
import Testing

/// What a draw costs follows what is drawn: labels run for the rows drawn, lists are read
/// once, label functions can't change the menu under the renderer, and a tap says what it did.
@Suite struct LazyRowsTests {
    /// 100,000 items whose detail function counts its calls in `calls`.
    static let counted = """
        calls = 0
        local items = {}
        for i = 1, 100000 do
          items[i] = { id = "i" .. i, title = "item " .. i, detail = function() calls = calls + 1 return "d" end }
        end
        local m = menu.new{ title = "Counted" }
        m:section{ id = "s", title = "S", items = items }
        return m
        """

    @Test func labelsRunForTheRowsDrawnOnly() throws {
        let r = try runtime(Self.counted)
        var text = ""
        try r.drawing { view throws(EvaluationStopped) in try TextRenderer(width: 40, height: 12).write(view) { text += $0 } }
        #expect(text.filter { $0 == "\n" }.count == 12)
        #expect(r.evaluate("return calls") == .values(["8"]), "12 lines: title, rule, blank, header, 8 rows")
        let (count, lastID) = try r.drawing { view -> (Int, String?) in
            guard case .section(let section)? = view.blocks.first else { return (0, nil) }
            return (section.items.count, section.items.id(at: 99_999))
        }
        #expect(count == 100_000 && lastID == "i100000", "counts and ids without making rows")
        #expect(r.evaluate("return calls") == .values(["8"]), "counting and ids evaluate nothing")
    }

    @Test func aLabelCantChangeTheMenuWhileItIsDrawn() throws {
        let warnings = WarningLog()
        let r = try runtime("""
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = {
              { id = "x", title = function(_, m) m:tap("s") return "x" end },
              { id = "y", title = function(_, m) m:section{ id = "t", title = "T", items = {} } return "y" end } } }
            return m
            """, warnings: warnings)
        let view = try r.view()
        #expect(view.blocks.count == 1)
        guard case .section(let section) = view.blocks[0] else { return }
        #expect(try section.items.rows().map(\.title) == ["⚠", "⚠"])
        #expect(warnings.messages.contains { $0.contains("m:tap can't be called while the menu is drawn") })
        #expect(warnings.messages.contains { $0.contains("m:section can't be called while the menu is drawn") })
        #expect(r.state.open.isEmpty && r.menu.blocks.count == 1, "nothing changed")
    }

    @Test func aTapSaysWhatItDid() throws {
        let r = try runtime("""
            menu.on("tap", function(target) return target.path ~= "s/no" end)
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = { "yes", "no" } }
            return m
            """)
        let tapped = try r.tap("s/yes")
        #expect(!tapped.vetoed && tapped.effects.count == 1)
        if case .itemTapped(_, let item)? = tapped.effects.first { #expect(item.id == "yes") }
        #expect(try r.tap("s/no") == TapOutcome(target: .item(section: "s", submenu: [], id: "no"), effects: [], veto: TapOutcome.Veto(reason: nil, by: "test.lua:1")))
    }

    @Test func aLoadCountsTheItemsItReads() throws {
        let progress = LoadProgress()
        var options = MenuRuntime.Options.unhurried()
        options.progress = progress
        _ = try MenuRuntime(source: Self.counted, name: "counted.lua", options: options)
        #expect(progress.itemsRead == 99_328, "counted every 1,024 items: 97 steps")
    }

    @Test func aStringItemGetsOneTableForGood() throws {
        let r = try runtime("""
            local kept = {}
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = { "a" }, on_tap = function(item)
              item.count = (item.count or 0) + 1
              kept[#kept + 1] = item
            end }
            m:section{ id = "out", title = "out", items = { { id = "o", title = function()
              return #kept == 2 and tostring(kept[1] == kept[2]) .. " " .. kept[2].count or "-"
            end } } }
            return m
            """)
        try r.tap("s/a")
        try r.tap("s/a")
        #expect(try r.view().section("out")?.items.rows().first?.title == "true 2")
    }
}
