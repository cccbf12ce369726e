import MenuModel
@testable import MenuLua
import Testing

/// What a script fills a pane with: an item's `preview` (a string or a function), else its
/// block's `preview(item, m)`.
@Suite struct ScriptPaneTests {
    static let source = """
        local m = menu.new{ title = "Files" }
        m:section{ id = "files", title = "Files",
          preview = function(item, m) return item.title .. ": " .. (item.size or "?") .. " bytes" .. (m and "" or ", no m") end,
          items = {
            { title = "a.txt", size = 12 },
            { title = "b.txt", preview = "its own text" },
            { title = "c.txt", preview = function(item) return "own function for " .. item.id end },
            { title = "d.txt", preview = function() return nil end },
            { title = "more", submenu = { { title = "e.txt" } } },
          } }
        m:section{ id = "plain", title = "Plain", items = { "x" } }
        m:index{ id = "people", items = { { title = "Ann", preview = "Ann's card" } } }
        m:filter{ title = "f", options = { "a", "b" } }
        return m
        """

    @Test func anItemsOwnPreviewComesFirstThenItsBlocks() throws {
        let r = try runtime(Self.source)
        #expect(try r.paneContent(of: .item(section: "files", submenu: [], id: "a.txt")) == "a.txt: 12 bytes")
        #expect(try r.paneContent(of: .item(section: "files", submenu: [], id: "b.txt")) == "its own text")
        #expect(try r.paneContent(of: .item(section: "files", submenu: [], id: "c.txt")) == "own function for c.txt")
        #expect(try r.paneContent(of: .item(section: "files", submenu: [], id: "d.txt")) == nil, "nil: no preview")
        #expect(try r.paneContent(of: .item(section: "files", submenu: ["more"], id: "e.txt")) == "e.txt: ? bytes",
                "a submenu's items are the section's")
        #expect(try r.paneContent(of: .entry(index: "people", letter: "A", id: "Ann")) == "Ann's card")
    }

    @Test func whatIsNoItemOrHasNoPreviewGivesNone() throws {
        let r = try runtime(Self.source)
        #expect(try r.paneContent(of: .item(section: "plain", submenu: [], id: "x")) == nil)
        #expect(try r.paneContent(of: .header(section: "files")) == nil)
        #expect(try r.paneContent(of: .option(filter: "f", id: "a")) == nil)
        #expect(try r.paneContent(of: .item(section: "files", submenu: [], id: "gone")) == nil)
    }

    @Test func aMenuHasPreviewsWhenABlockOrAnyItemHasOne() throws {
        #expect(try runtime(Self.source).hasPaneContent())
        #expect(try !runtime("local m = menu.new{} m:section{ id = 's', title = 'S', items = { 'a' } } return m").hasPaneContent())
        let deep = try runtime("""
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = { { title = "a", submenu = { { title = "b", preview = "deep" } } } } }
            return m
            """)
        #expect(try deep.hasPaneContent(), "an item of a submenu")
    }

    /// The look reads what the lists noted as they were read: a block's own `preview`, or an
    /// item's anywhere in a section, a category, an index, past a long run of strings.
    @Test func everyKindOfListNotesAnItemsPreview() throws {
        func has(_ blocks: String) throws -> Bool { try runtime("local m = menu.new{}\n\(blocks)\nreturn m").hasPaneContent() }
        let names = (1...3_000).map { "'n\($0)'" }.joined(separator: ", ")
        #expect(try has("m:section{ id = 's', title = 'S', items = { \(names), { title = 'last', preview = 'p' } } }"))
        #expect(try !has("m:section{ id = 's', title = 'S', items = { \(names), { title = 'last' } } }"))
        #expect(try has("""
            m:selection{ id = 'c', categories = { { id = 'a', title = 'A', items = { 'x' } },
                                                  { id = 'b', title = 'B', items = { { title = 'y', preview = 'p' } } } } }
            """))
        #expect(try has("m:index{ id = 'i', items = { 'Ann', { title = 'Bo', preview = function() return 'p' end } } }"))
        #expect(try has("m:section{ id = 's', title = 'S', items = { 'x' }, preview = function() return 'p' end }"))
        #expect(try !has("m:index{ id = 'i', items = { 'Ann', { title = 'Bo', detail = 'preview' } } }"))
    }

    @Test func aFailingPreviewSaysWhichItemAndWhy() throws {
        let r = try runtime("""
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = {
              { title = "boom", preview = function() error("no such file") end },
              { title = "table", preview = function() return {} end } } }
            return m
            """)
        let raised = #expect(throws: ScriptError.self) { try r.paneContent(of: .item(section: "s", submenu: [], id: "boom")) }
        #expect(raised?.message == "test.lua:3: no such file (in the preview of item 'boom')")
        let wrong = #expect(throws: ScriptError.self) { try r.paneContent(of: .item(section: "s", submenu: [], id: "table")) }
        #expect(wrong?.message == "test.lua: the preview of item 'table' returned a table, expected a string")
    }

    @Test func aPreviewThatLoopsStopsAtTheTimeLimit() throws {
        let r = try MenuRuntime(source: """
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = { { title = "spin", preview = function() while true do end end } } }
            return m
            """, name: "test.lua", options: .init(printDescriptor: 2, timeout: 2))
        let error = #expect(throws: ScriptError.self) { try r.paneContent(of: .item(section: "s", submenu: [], id: "spin")) }
        #expect(error?.kind == .timeLimit)
    }

    @Test func aPreviewOfTheWrongTypeIsRefusedWhenTheMenuIsMade() {
        #expect(failure("local m = menu.new{} m:section{ id = 's', title = 'S', items = { { title = 'a', preview = true } } }")
                == "test.lua:1: bad argument #1 to 'section' (items[1].preview: string or function expected, got boolean)")
        #expect(failure("local m = menu.new{} m:section{ id = 's', title = 'S', items = {}, preview = 'text' }")
                == "test.lua:1: bad argument #1 to 'section' (field 'preview': function expected, got string)")
    }
}
