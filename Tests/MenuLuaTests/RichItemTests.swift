@testable import MenuLua
import MenuModel
import Testing

/// The richer item fields, read from Lua: separators, headings, check marks, disabled items,
/// hotkeys, values and submenus.
@Suite struct RichItemTests {
    func section(_ r: MenuRuntime, _ position: Int = 0) -> SectionBlock? {
        guard r.menu.blocks.indices.contains(position), case .section(let section) = r.menu.blocks[position] else { return nil }
        return section
    }

    @Test func everyNewFieldIsRead() throws {
        let r = try runtime("""
            local m = menu.new{ title = "설정" }
            m:section{ id = "general", title = "일반", hotkey = "g", items = {
              { heading = "연결" },
              { title = "Wi-Fi", checked = true, hotkey = "w" },
              { title = "Bluetooth", checked = false, hotkey = 1 },
              { separator = true },
              { heading = "화면", id = "screen" },
              { id = "auto", title = "밝기", checked = "mixed", disabled = true },
              { separator = false, title = "plain", disabled = false, value = 42, choose = true },
              { id = "language", title = "언어", value = "lang", submenu = {
                  "한국어", { id = "en", title = "English", value = "en-US", checked = true },
                  { separator = true },
                  { title = "더 보기", submenu = { { heading = "기타" }, "日本語" } } } },
            } }
            m:selection{ id = "r", hotkey = "r", categories = { { title = "서울", items = { { title = "종로", disabled = true } } } } }
            m:filter{ id = "f", hotkey = "f", options = { "a" } }
            m:index{ id = "i", hotkey = "i", items = { { title = "Ann", checked = true, hotkey = "a", value = "ann@x" } } }
            return m
            """)
        let general = try #require(section(r))
        #expect(general.hotkey == "g")
        let items = general.items
        #expect(items.map(\.id) == ["/heading/1", "Wi-Fi", "Bluetooth", "/separator/4", "screen", "auto", "plain", "language"])
        #expect(items.map(\.kind) == [.heading, .entry, .entry, .separator, .heading, .entry, .entry, .entry])
        #expect(items[0].title == .text("연결") && items[4].title == .text("화면"))
        #expect(items.map(\.checked) == [nil, .on, .off, nil, nil, .mixed, nil, nil])
        #expect(items.map(\.disabled) == [false, false, false, false, false, true, false, false])
        #expect(items.map(\.hotkey) == [nil, "w", "1", nil, nil, nil, nil, nil])
        #expect(items.map(\.value) == [nil, nil, nil, nil, nil, nil, "42", "lang"])
        #expect(items.map(\.choose) == [false, false, false, false, false, false, true, false])
        #expect(items[0].ref == .none && items[3].ref == .none, "no handler ever receives a separator or heading")
        let submenu = try #require(items[7].submenu)
        #expect(submenu.map(\.id) == ["한국어", "en", "/separator/3", "더 보기"])
        #expect(submenu[1].value == "en-US" && submenu[1].checked == .on)
        #expect(submenu[3].submenu?.map(\.id) == ["/heading/1", "日本語"])
        #expect(submenu[3].submenu?.map(\.kind) == [.heading, .entry])
        #expect(items[1].submenu == nil)
        #expect(r.menu.blocks.map(\.hotkey) == ["g", "r", "f", "i"])
        guard case .selection(let selection) = r.menu.blocks[1], case .index(let index) = r.menu.blocks[3] else {
            Issue.record("blocks out of order"); return
        }
        #expect(selection.categories[0].items[0].disabled)
        let ann = try #require(index.groups.first?.items.first)
        #expect(ann.checked == .on && ann.hotkey == "a" && ann.value == "ann@x")
        #expect(r.problems.isEmpty, "\(r.problems)")
        #expect(r.stack.top == 0)
    }

    @Test(arguments: [
        ("{ title = 'a', checked = 1 }", #"items[1].checked: boolean, "mixed" or function expected, got number"#),
        ("{ title = 'a', checked = 'yes' }", #"items[1].checked: boolean, "mixed" or function expected, got "yes""#),
        ("{ title = 'a', disabled = 'no' }", "items[1].disabled: boolean expected, got string"),
        ("{ title = 'a', hotkey = 'ab' }", #"items[1].hotkey: one character expected, got "ab""#),
        ("{ title = 'a', hotkey = '' }", #"items[1].hotkey: one character expected, got """#),
        ("{ title = 'a', hotkey = 10 }", #"items[1].hotkey: one character expected, got "10""#),
        ("{ title = 'a', hotkey = {} }", "items[1].hotkey: string expected, got table"),
        ("{ title = 'a', value = {} }", "items[1].value: string or number expected, got table"),
        ("{ title = 'a', value = true }", "items[1].value: string or number expected, got boolean"),
        ("{ title = 'a', choose = 'yes' }", "items[1].choose: boolean expected, got string"),
        ("{ title = 'a', submenu = 5 }", "items[1].submenu: table or function expected, got number"),
        ("{ title = 'a', submenu = { true } }", "items[1].submenu[1]: string or table expected, got boolean"),
        ("'x', { title = 'a', submenu = { 'b', { title = 'c', checked = 2 } } }",
         #"items[2].submenu[2].checked: boolean, "mixed" or function expected, got number"#),
        ("{ title = 'a', submenu = { { title = 'b', submenu = { {} } } } }",
         "items[1].submenu[1].submenu[1].title: string or function expected, got nil"),
        ("{ separator = 1 }", "items[1].separator: boolean expected, got number"),
        ("{ heading = {} }", "items[1].heading: string expected, got table"),
        ("{ heading = 'h', separator = true }", "items[1]: an item is a separator or a heading, not both"),
    ])
    func badItemFieldsSayWhatWasExpected(items: String, message: String) {
        #expect(failure("local m = menu.new{}\nm:section{ title = 's', items = { \(items) } }")
            == "test.lua:2: bad argument #1 to 'section' (\(message))")
    }

    @Test(arguments: [
        ("m:section{ title = 's', items = {}, hotkey = 'ab' }", "section", #"field 'hotkey': one character expected, got "ab""#),
        ("m:filter{ id = 'f', options = { 'a' }, hotkey = true }", "filter", "field 'hotkey': string expected, got boolean"),
        ("m:selection{ id = 'r', categories = { { title = 'c', items = { { separator = true } } } } }", "selection",
         "categories[1].items[1]: separators and headings belong in sections"),
        ("m:index{ id = 'i', items = { { heading = 'H' } } }", "index", "items[1]: separators and headings belong in sections"),
        ("m:index{ id = 'i', items = { { title = 'a', submenu = {} } } }", "index",
         "items[1].submenu: submenus belong to the items of sections"),
        ("m:selection{ id = 'r', categories = { { title = 'c', items = { { title = 'a', submenu = { 'x' } } } } } }", "selection",
         "categories[1].items[1].submenu: submenus belong to the items of sections"),
    ])
    func badBlockFieldsSayWhatWasExpected(call: String, function: String, message: String) {
        #expect(failure("local m = menu.new{}\n\(call)") == "test.lua:2: bad argument #1 to '\(function)' (\(message))")
    }

    @Test func aSubmenuThatContainsItselfIsTooDeep() throws {
        let message = try #require(failure("""
            local m = menu.new{}
            local loop = { title = "loop" }
            loop.submenu = { loop }
            m:section{ title = "s", items = { loop } }
            """))
        #expect(message.hasPrefix("test.lua:4: bad argument #1 to 'section' (items[1].submenu[1].submenu"))
        #expect(message.hasSuffix(": submenus nest too deeply (at most 8 levels))"))
    }

    @Test func misspeltNewFieldsAreNoted() throws {
        let r = try runtime("""
            local m = menu.new{}
            m:section{ title = "s", hotky = "x", items = { { title = "a", disabeld = true, seperator = true } } }
            return m
            """)
        #expect(r.problems == [
            "test.lua:2: unknown field 'hotky' in section 's' (did you mean 'hotkey'?)",
            "test.lua:2: unknown field 'disabeld' in item 'a' (items[1]) (did you mean 'disabled'?)",
            "test.lua:2: unknown field 'seperator' in item 'a' (items[1]) (did you mean 'separator'?)",
        ])
    }

    @Test func checkedFunctionsFollowTheStateTheirTapsFlip() throws {
        let r = try runtime("""
            local on = { wifi = true }
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = {
              { id = "wifi", title = "Wi-Fi", checked = function(item, mm) return on[item.id] end,
                on_tap = function(item) on[item.id] = not on[item.id] end },
              { id = "mixed", title = "M", checked = function() return "mixed" end },
              { id = "none", title = "N", checked = function() end } } }
            return m
            """)
        #expect(try r.view().section("s")?.items.rows().map(\.checked) == [.on, .mixed, nil])
        try r.tap("s/wifi")
        #expect(try r.view().section("s")?.items.rows().first?.checked == .off)
        #expect(r.stack.top == 0)
    }

    @Test func aFailingOrWrongCheckedFunctionDrawsNoMarkAndIsReported() throws {
        let warnings = WarningLog()
        let r = try runtime("""
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = {
              { id = "bad", title = "B", checked = function() error("no state") end },
              { id = "odd", title = "O", checked = function() return "yes" end },
              { id = "num", title = "N", checked = function() return 1 end } } }
            return m
            """, warnings: warnings)
        #expect(try r.view().section("s")?.items.rows().map(\.checked) == [nil, nil, nil])
        #expect(warnings.messages == [
            "test.lua:3: no state (in the checked function of item 'bad')",
            #"the checked function of item 'odd' returned "yes", expected true, false or "mixed""#,
            #"the checked function of item 'num' returned a number, expected true, false or "mixed""#,
        ])
    }

    @Test func aDisabledItemsTapIsANoticeNotAnError() throws {
        let warnings = WarningLog()
        let r = try runtime("""
            tapped = false
            local m = menu.new{}
            m:section{ id = "s", title = "S", on_tap = function() tapped = true end,
              items = { { id = "off", title = "Off", disabled = true, on_tap = function() tapped = true end } } }
            m:section{ id = "log", title = "L", items = { { id = "x", title = function() return tostring(tapped) end } } }
            return m
            """, warnings: warnings)
        try r.tap("s/off")
        #expect(warnings.messages == ["item 'off' of section 's' is disabled"])
        #expect(try r.view().section("log")?.items.rows().first?.title == "false")
        #expect(r.state == MenuState())
    }

    @Test func submenusOpenRunTheirOnTapAndCloseFromLua() throws {
        let r = try runtime("""
            log = {}
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = {
              { id = "lang", title = "언어", on_tap = function(item) log[#log + 1] = "open " .. item.id end, submenu = {
                { id = "en", title = "English", value = "en-US",
                  on_tap = function(item, mm) log[#log + 1] = item.value; mm:tap("..") end } } } } }
            m:section{ id = "log", title = "L", items = { { id = "x", title = function()
              return table.concat(log, ";") .. "|" .. table.concat(m:state().submenu, "/") end } } }
            return m
            """)
        try r.tap("s/lang")
        #expect(r.state.submenu == ["s", "lang"])
        let submenu = try r.view()
        #expect(submenu.submenu == ["s", "lang"])
        #expect(try submenu.section("s")?.items.rows().map(\.value) == ["en-US"])
        try r.tap("s/lang/en")
        #expect(r.state.submenu == [])
        #expect(try r.view().section("log")?.items.rows().first?.title == "open lang;en-US|")
        let error = #expect(throws: ScriptError.self) { try r.tap("..") }
        #expect(error?.kind == .tap && error?.tapError?.kind == .noSubmenuOpen)
        #expect(r.stack.top == 0)
    }

    @Test func theStateTableHasTheOpenSubmenu() throws {
        let r = try runtime("""
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = { { title = "a", submenu = { { title = "b", submenu = { "c" } } } } } }
            m:tap("s/a/b")
            local s = m:state()
            assert(#s.submenu == 3 and s.submenu[1] == "s" and s.submenu[2] == "a" and s.submenu[3] == "b", "submenu")
            m:tap("..")
            assert(#m:state().submenu == 2, "one level closed")
            return m
            """)
        #expect(r.state.submenu == ["s", "a"])
    }
}
