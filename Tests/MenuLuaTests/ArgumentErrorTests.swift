@testable import MenuLua
import Testing

/// Every bad argument is a Lua error with the script's line and Lua's own wording.
@Suite struct ArgumentErrorTests {
    /// The error of `call` placed on line 2 of a script that made `m` on line 1.
    func error(_ call: String) -> String? {
        failure("local m = menu.new{ title = 'T' }\n\(call)\nreturn m")
    }

    @Test(arguments: [
        ("m:section()", "test.lua:2: bad argument #1 to 'section' (table expected, got no value)"),
        ("m:section{ items = {} }", "test.lua:2: bad argument #1 to 'section' (field 'title': string expected, got nil)"),
        ("m:section{ title = {}, items = {} }", "test.lua:2: bad argument #1 to 'section' (field 'title': string expected, got table)"),
        ("m:section{ title = 's' }", "test.lua:2: bad argument #1 to 'section' (field 'items': table expected, got nil)"),
        ("m:section{ title = 's', items = { true } }", "test.lua:2: bad argument #1 to 'section' (items[1]: string or table expected, got boolean)"),
        ("m:section{ title = 's', items = { {} } }", "test.lua:2: bad argument #1 to 'section' (items[1].title: string or function expected, got nil)"),
        ("m:section{ title = 's', items = { { title = function() end } } }", "test.lua:2: bad argument #1 to 'section' (items[1].id: an id is needed when the title is a function)"),
        ("m:section{ title = 's', items = { { title = 'a', detail = {} } } }", "test.lua:2: bad argument #1 to 'section' (items[1].detail: string or function expected, got table)"),
        ("m:section{ title = 's', items = { { title = 'a', style = 'pink' } } }", "test.lua:2: bad argument #1 to 'section' (items[1].style: unknown style 'pink' (expected one of: normal, accent, muted, bold, danger))"),
        ("m:section{ title = 's', items = { { title = 'a', on_tap = 1 } } }", "test.lua:2: bad argument #1 to 'section' (items[1].on_tap: function expected, got number)"),
        ("m:section{ title = 's', items = {}, columns = 0 }", "test.lua:2: bad argument #1 to 'section' (field 'columns': 0 is out of range (expected 1 to 12))"),
        ("m:section{ title = 's', items = {}, columns = 1.5 }", "test.lua:2: bad argument #1 to 'section' (field 'columns': integer expected, got number)"),
        ("m:section{ title = 's', items = {}, open = 'yes' }", "test.lua:2: bad argument #1 to 'section' (field 'open': boolean expected, got string)"),
        ("m:section{ title = 's', items = {}, on_tap = 'f' }", "test.lua:2: bad argument #1 to 'section' (field 'on_tap': function expected, got string)"),
        ("m.section({ title = 's', items = {} })", "test.lua:2: bad argument #1 to 'section' (menu expected, got table (call it with a colon: m:section{ … }, not m.section{ … }))"),
        ("m:selection{ categories = {} }", "test.lua:2: bad argument #1 to 'selection' (field 'id' or 'title': string expected, got nil)"),
        ("m:selection{ id = 'r', categories = { 'x' } }", "test.lua:2: bad argument #1 to 'selection' (categories[1]: table expected, got string)"),
        ("m:selection{ id = 'r', categories = { { items = {} } } }", "test.lua:2: bad argument #1 to 'selection' (categories[1].title: string expected, got nil)"),
        ("m:selection{ id = 'r', categories = { { title = 'c', items = { false } } } }", "test.lua:2: bad argument #1 to 'selection' (categories[1].items[1]: string or table expected, got boolean)"),
        ("m:selection{ id = 'r', categories = { { title = 'c' } } }", "test.lua:2: bad argument #1 to 'selection' (categories[1].items: table expected, got nil)"),
        ("m:filter{ id = 'f', options = {} }", "test.lua:2: bad argument #1 to 'filter' (field 'options': non-empty list expected, got table)"),
        ("m:filter{ id = 'f', options = { 1, true } }", "test.lua:2: bad argument #1 to 'filter' (options[2]: string or table expected, got boolean)"),
        ("m:filter{ id = 'f', options = { 'a' }, target = true }", "test.lua:2: bad argument #1 to 'filter' (field 'target': block id or list of block ids expected, got boolean)"),
        ("m:filter{ id = 'f', options = { {} } }", "test.lua:2: bad argument #1 to 'filter' (options[1].id: string expected, got nil)"),
        ("m:filter{ id = 'f', options = { 'a' }, match = true }", "test.lua:2: bad argument #1 to 'filter' (field 'match': function or registered filter name expected, got boolean)"),
        ("m:index{ id = 'i', items = {}, letters = 'Z-A' }", "test.lua:2: bad argument #1 to 'index' (field 'letters': bad range 'Z-A' (expected e.g. \"A-Z\" or \"A-Z,#\"))"),
        ("m:index{ id = 'i', items = {}, letters = { 'A', {} } }", "test.lua:2: bad argument #1 to 'index' (letters[2]: string expected, got table)"),
        ("m:index{ id = 'i', items = { 'a' }, key = function() return 1 end }", "test.lua:2: bad argument #1 to 'index' (key(items[1]) returned a number, expected a string or nil)"),
        ("m:tap(nil)", "test.lua:2: bad argument #1 to 'tap' (string expected, got nil)"),
        ("menu.new(5)", "test.lua:2: bad argument #1 to 'new' (table expected, got number)"),
        ("m:tap('nothing')", "test.lua:2: bad tap path 'nothing': no block 'nothing' in the menu (it has none)"),
    ])
    func badArgument(call: String, message: String) {
        #expect(error(call) == message)
    }

    @Test func callingAMethodOnSomethingElseNamesTheBadSelf() {
        #expect(error("m.state(42)") == "test.lua:2: bad argument #1 to 'state' (menu expected, got number)")
    }

    @Test func hostileTablesAreReadRawSoTheirMetamethodsNeverRun() throws {
        let r = try runtime("""
            local trap = setmetatable({}, { __index = function() error("metamethod ran") end,
                                            __len = function() error("metamethod ran") end })
            local m = menu.new{ title = "T" }
            m:section(setmetatable({ title = "s", items = setmetatable({ "a" }, getmetatable(trap)) }, getmetatable(trap)))
            return m
            """)
        #expect(r.menu.blocks.count == 1)
    }

    @Test func keyErrorsPropagateWithTheirLine() {
        #expect(error("m:index{ id = 'i', items = { 'a' }, key = function() error('bad key') end }")
            == "test.lua:2: bad key")
    }
}
