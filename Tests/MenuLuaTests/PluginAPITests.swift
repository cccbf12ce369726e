import MenuModel
import Testing
@testable import MenuLua

/// The plugin API over a menu someone else wrote: what a `tap` hook is told and how it says
/// no, the hooks after the fact, `menu.off`, and the menu read and rearranged through
/// `m:blocks()`, `m:item(path)`, `m:remove(id)` and `before`/`after`/`replace`.
struct PluginAPITests {
    /// A Lua expression evaluated in `r`'s script environment, as `tostring` gives it.
    func value(_ expression: String, in r: MenuRuntime) -> String? {
        guard case .values(let values) = r.evaluate("tostring(\(expression))"), let text = values.first else { return nil }
        return text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"") ? String(text.dropFirst().dropLast()) : text
    }

    static let everyKind = """
        seen = {}
        menu.on("tap", function(target)
          seen[#seen + 1] = table.concat({ target.kind, target.path, target.block, tostring(target.id),
            tostring(target.category or target.letter), tostring(target.item and target.item.price) }, " ")
        end)
        local m = menu.new{}
        m:section{ id = "coffee", title = "커피", items = {
          { id = "latte", title = "라떼", price = 5000, submenu = { "hot", "iced" } } } }
        m:selection{ id = "region", title = "지역", categories = { { id = "서울", title = "서울", items = { "강남" } } } }
        m:filter{ id = "type", options = { "all", "city" } }
        m:index{ id = "contacts", items = { "Ryan" } }
        return m
        """

    @Test(arguments: [
        ("coffee", "header coffee coffee nil nil nil"),
        ("커피/라떼", "item coffee/latte coffee latte nil 5000"),
        ("region/서울", "category region/서울 region 서울 nil nil"),
        ("region/서울/강남", "child region/서울/강남 region 강남 서울 nil"),
        ("type/city", "option type/city type city nil nil"),
        ("contacts/R", "letter contacts/R contacts R nil nil"),
        ("contacts/Ryan", "entry contacts/R/Ryan contacts Ryan R nil"),
    ])
    func aTapHookIsToldWhatIsTapped(path: String, seen: String) throws {
        let r = try runtime(Self.everyKind)
        try r.tap(path)
        #expect(value("seen[1]", in: r) == seen)
    }

    @Test func goingBackIsATargetToo() throws {
        let r = try runtime(Self.everyKind)
        try r.tap("coffee/latte")
        try r.tap("..")
        #expect(value("seen[2]", in: r) == "back coffee/latte/.. coffee nil nil nil")
    }

    @Test func aVetoCarriesItsReasonAndNamesItsHook() throws {
        let warnings = WarningLog()
        let r = try runtime("""
            local soldOut = { coldbrew = "품절" }
            menu.on("tap", function(target)
              if target.item and soldOut[target.item.id] then return false, soldOut[target.item.id] end
            end)
            menu.on("tap", function(target) if target.id == "mocha" then return false, {} end end)
            local m = menu.new{}
            m:section{ id = "coffee", title = "커피", items = { "coldbrew", "latte", "mocha" } }
            return m
            """, warnings: warnings)
        let refused = try r.tap("coffee/coldbrew")
        #expect(refused.veto == TapOutcome.Veto(reason: "품절", by: "test.lua:2"))
        #expect(refused.message == "tap 'coffee/coldbrew' was vetoed: 품절 (the tap hook of test.lua:2)")
        #expect(refused.choice == nil && refused.effects.isEmpty)
        #expect(try r.tap("coffee/latte").veto == nil)
        #expect(try r.tap("coffee/mocha").veto == TapOutcome.Veto(reason: nil, by: "test.lua:5"), "a reason that is no text is left out")
        #expect(warnings.messages == ["tap 'coffee/coldbrew' was vetoed: 품절 (the tap hook of test.lua:2)",
                                      "tap 'coffee/mocha' was vetoed (the tap hook of test.lua:5)"])
    }

    @Test func aLongReasonIsCut() throws {
        let r = try runtime("""
            menu.on("tap", function() return false, ("x"):rep(10000) end)
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = { "a" } }
            return m
            """)
        #expect(try r.tap("s/a").veto?.reason?.count == ScriptHooks.reasonLimit)
    }

    @Test func tappedRunsOnlyAfterATapThatWentThrough() throws {
        let r = try runtime("""
            log = {}
            menu.on("tap", function(target) if target.id == "no" then return false, "no" end end)
            menu.on("tapped", function(target, m)
              log[#log + 1] = target.path .. (m:state().open.s and " open" or " folded")
            end)
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = { "yes", "no", { id = "bad", title = "Bad", on_tap = function() error("broken") end } } }
            return m
            """)
        try r.tap("s")
        try r.tap("s/yes")
        try r.tap("s/no")
        #expect(throws: ScriptError.self) { try r.tap("s/bad") }
        #expect(value("table.concat(log, ';')", in: r) == "s folded;s/yes folded")
    }

    @Test func queryHooksSeeEverySearch() throws {
        let r = try runtime("""
            searches = {}
            menu.on("query", function(text, m) searches[#searches + 1] = tostring(text) end)
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = { "a" } }
            m:query("from the script")
            return m
            """)
        r.query("ab")
        r.query(nil)
        #expect(value("table.concat(searches, ';')", in: r) == "from the script;ab;nil")
    }

    @Test func offRemovesAHandlerAndSaysWhetherItWasThere() throws {
        let r = try runtime("""
            log = {}
            local function star(item) item.title = "★ " .. item.title end
            menu.on("render", star)
            removed = tostring(menu.off("render", star)) .. " " .. tostring(menu.off("render", star))
            local function note(target) log[#log + 1] = target.path end
            menu.on("tap", note)
            menu.on("tap", function() log[#log + 1] = "kept" end)
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = { "a" } }
            return m
            """)
        #expect(value("removed", in: r) == "true false")
        #expect(try r.view().section("s")?.items.rows().first?.title == "a", "the render hook is gone")
        try r.tap("s")
        _ = r.evaluate("menu.off('tap', note)")
        #expect(value("menu.off('tap', function() end)", in: r) == "false")
        #expect(value("table.concat(log, ';')", in: r) == "s;kept")
    }

    @Test func blocksListTheMenuAndItemReadsOne() throws {
        let r = try runtime("""
            local m = menu.new{}
            m:section{ id = "coffee", title = "커피", items = { { id = "latte", title = "라떼", price = 5000 }, "mocha" } }
            m:selection{ id = "region", categories = { { id = "서울", title = "서울", items = { "강남" } } } }
            m:filter{ id = "type", title = "종류", options = { "all", "city" } }
            m:index{ id = "contacts", items = { "Ryan" } }
            local lines = {}
            for _, block in ipairs(m:blocks()) do
              local items = {}
              for _, item in ipairs(block.items) do
                items[#items + 1] = item.id .. (item.items and "(" .. #item.items .. ")" or "")
              end
              lines[#lines + 1] = block.id .. " " .. block.kind .. " " .. tostring(block.title) .. " " .. table.concat(items, ",")
            end
            listed = table.concat(lines, "; ")
            return m
            """)
        #expect(value("listed", in: r) == "coffee section 커피 latte,mocha; region selection nil 서울(1); type filter 종류 all,city; contacts index nil Ryan")
        r.bindMenu()
        #expect(value("m:item('커피/라떼').price", in: r) == "5000", "the item's own table, by titles or ids")
        #expect(value("m:item('coffee/mocha').title", in: r) == "mocha")
        #expect(value("m:item('contacts/Ryan').id", in: r) == "Ryan")
        #expect(value("m:item('coffee') == nil and m:item('nothing/here') == nil", in: r) == "true", "a header is no item; nothing is nil")
    }

    @Test func blocksArePlacedRelativeToOthersReplacedAndRemoved() throws {
        let r = try runtime("""
            local m = menu.new{}
            m:section{ id = "a", title = "A", items = { "x" } }
            m:section{ id = "c", title = "C", items = { "x" } }
            m:section{ id = "b", title = "B", items = { "y" }, before = "c" }
            m:section{ id = "first", title = "First", items = {}, before = "a" }
            m:section{ id = "last", title = "Last", items = {}, after = "c" }
            m:section{ id = "c", title = "C again", items = { "new" }, replace = "c" }
            m:tap("a")
            removed = tostring(m:remove("a")) .. " " .. tostring(m:remove("a"))
            return m
            """)
        #expect(r.menu.blocks.map(\.id) == ["first", "b", "c", "last"])
        #expect(r.menu.block(named: "c")?.title == "C again")
        #expect(value("removed", in: r) == "true false")
        #expect(r.state.open["a"] == nil, "a removed block's state goes with it")
    }

    @Test(arguments: [
        ("m:section{ id = 'b', title = 'B', items = {}, before = 'nope' }",
         "test.lua:3: bad argument #1 to 'section' (before: no block 'nope' (the menu has 'a'))"),
        ("m:section{ id = 'b', title = 'B', items = {}, before = 'a', after = 'a' }",
         "test.lua:3: bad argument #1 to 'section' (give one of before, after and replace, not before and after)"),
        ("m:remove(1)", "test.lua:3: bad argument #1 to 'remove' (string expected, got number)"),
    ])
    func aPlacementThatLeadsNowhereSaysSo(call: String, message: String) {
        #expect(failure("local m = menu.new{}\nm:section{ id = 'a', title = 'A', items = {} }\n\(call)\nreturn m") == message)
    }

    @Test func aMenuIsReadButNotChangedWhileDrawn() throws {
        let warnings = WarningLog()
        let r = try runtime("""
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = {
              { id = "n", title = function(_, mm) return #mm:blocks() .. " blocks" end },
              { id = "r", title = function(_, mm) mm:remove("s"); return "removed" end } } }
            return m
            """, warnings: warnings)
        #expect(try r.view().section("s")?.items.rows().map(\.title) == ["1 blocks", "⚠"])
        #expect(warnings.messages.contains { $0.contains("m:remove can't be called while the menu is drawn") })
    }

    @Test func aRenderHookReadsTheItemsOwnFieldsAndChangesOnlyWhatIsDrawn() throws {
        let r = try runtime("""
            menu.on("render", function(item)
              if item.price then item.icon = "🏷️"; item.detail = item.price .. "원"; item.title = item.title .. "!" end
            end)
            local m = menu.new{}
            m:section{ id = "coffee", title = "커피", items = { { id = "coldbrew", title = "콜드 브루", price = 5500 }, "latte" } }
            return m
            """)
        let rows = try #require(try r.view().section("coffee")?.items.rows())
        #expect(rows.map(\.title) == ["콜드 브루!", "latte"])
        #expect(rows.map(\.detail) == ["5500원", nil] && rows.map(\.icon) == ["🏷️", nil])
        r.bindMenu()
        #expect(value("m:item('coffee/coldbrew').title", in: r) == "콜드 브루", "the script's own table is as it was")
    }

    @Test func aRenderHookSetsTheSubtitleAndTheCheckMark() throws {
        let warnings = WarningLog()
        let r = try runtime("""
            menu.on("render", function(item)
              if item.id == "a" then item.subtitle = "두 번째 줄"; item.checked = true end
              if item.id == "b" then item.checked = "mixed"; item.subtitle = nil end
              if item.id == "c" then item.checked = "yes" end
            end)
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = { "a", { id = "b", title = "b", subtitle = "gone", checked = false }, "c" } }
            return m
            """, warnings: warnings)
        let rows = try #require(try r.view().section("s")?.items.rows())
        #expect(rows.map(\.subtitle) == ["두 번째 줄", nil, nil])
        #expect(rows.map(\.checked) == [.on, .mixed, nil])
        #expect(warnings.messages == [#"a render hook set the checked of item 'c' to "yes", expected true, false or "mixed""#])
    }

    @Test func restoreAndFinishHooksHearAboutTheSessionsLife() throws {
        let r = try runtime("""
            heard = {}
            menu.on("restore", function(m) heard[#heard + 1] = "restore " .. tostring(m:state().open.s) end)
            menu.on("finish", function(choice, m) heard[#heard + 1] = "finish " .. tostring(choice) end)
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = { "a" } }
            return m
            """)
        try r.restore(MenuState(open: ["s": false]))
        #expect(try r.finish(choice: "s/a") == .notDecided, "no on_finish: the front end's own answer")
        #expect(value("table.concat(heard, ';')", in: r) == "restore false;finish s/a")
    }

    @Test func aRenderHookIsToldWhereTheItemIsDrawn() throws {
        let r = try runtime("""
            seen = {}
            menu.on("render", function(item, m, place)
              seen[#seen + 1] = tostring(place.path) .. " " .. tostring(place.block) .. " " .. tostring(place.kind)
            end)
            local m = menu.new{}
            m:section{ id = "coffee", title = "커피", items = { { id = "latte", title = "라떼", submenu = { "hot" } } } }
            m:selection{ id = "region", categories = { { id = "서울", title = "서울", items = { "강남" } } } }
            m:index{ id = "contacts", items = { "Ryan" } }
            return m
            """)
        try r.tap("region/서울")
        _ = try r.view().section("coffee")?.items.rows()
        _ = try r.itemData(in: try r.view())
        try r.tap("coffee/latte")
        _ = try r.view().section("coffee")?.items.rows()
        let seen = try #require(value("table.concat(seen, ';')", in: r))
        for place in ["coffee/latte coffee section", "region/서울/강남 region selection", "contacts/Ryan contacts index",
                      "coffee/latte/hot coffee section"] {
            #expect(seen.contains(place), "\(place) in \(seen)")
        }
    }

    @Test func anItemARenderHookDisablesIsDrawnDisabledAndItsTapRefused() throws {
        let warnings = WarningLog()
        let r = try runtime("""
            tapped = 0
            menu.on("render", function(item, m, place)
              if item.id == "coldbrew" then item.disabled = true end
              if item.id == "off" then item.disabled = false end
            end)
            local m = menu.new{}
            m:section{ id = "coffee", title = "커피", on_tap = function() tapped = tapped + 1 end,
              items = { "coldbrew", "latte", { id = "off", title = "off", disabled = true } } }
            return m
            """, warnings: warnings)
        #expect(try r.view().section("coffee")?.items.rows().map(\.disabled) == [true, false, true],
                "a hook disables an item; it can't enable one the script disabled")
        let refused = try r.tap("coffee/coldbrew")
        #expect(refused.effects == [.notice("tap 'coffee/coldbrew': a render hook draws the item disabled")])
        try r.tap("coffee/latte")
        #expect(value("tapped", in: r) == "1")
        #expect(warnings.messages.first == "tap 'coffee/coldbrew': a render hook draws the item disabled")
    }
}
