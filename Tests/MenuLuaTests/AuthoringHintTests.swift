@testable import MenuLua
import Testing

/// Mistakes a new script makes get a message that says what to do.
@Suite struct AuthoringHintTests {
    @Test func aMethodCalledWithADotSaysToUseAColon() {
        #expect(failure("local m = menu.new{}\nm.section{ id = 's', title = 'S', items = {} }\nreturn m")
            == "test.lua:2: bad argument #1 to 'section' (menu expected, got table (call it with a colon: m:section{ … }, not m.section{ … }))")
    }

    @Test func aHugeUnknownFieldIsNamedByItsBeginningAndLength() throws {
        let script = "local t = { title = 'x' }\nt[string.rep('k', 20 * 1024 * 1024)] = 1\nreturn menu.new(t)"
        let problems = try runtime(script).problems
        #expect(problems == ["test.lua:3: unknown field '\(String(repeating: "k", count: 64))… (20971520 bytes)' in menu.new "
                             + "(known: title, on_finish)"], "never the 20 MB name itself: \(problems.map { $0.prefix(200) })")
    }

    @Test func aMissingTitleNamesTheMisspeltField() {
        #expect(failure("local m = menu.new{}\nm:section{ id = 's', title = 'S', items = { 'a', { titel = 'b' } } }\nreturn m")
            == "test.lua:2: bad argument #1 to 'section' (items[2].title: string or function expected, got nil (is 'titel' a misspelt 'title'?))")
    }

    @Test(arguments: [
        ("m:section{ id = 's', title = 'S', items = { 'a', '..' } }",
         "test.lua:2: bad argument #1 to 'section' (items[2]: '..' can't be an id: a tap path ending in '..' goes back (give the item an id of its own))"),
        ("m:section{ id = 's', title = 'S', items = { { id = '..', title = 'up' } } }",
         "test.lua:2: bad argument #1 to 'section' (items[1]: '..' can't be an id: a tap path ending in '..' goes back (give the item an id of its own))"),
        ("m:section{ title = '..', items = {} }",
         "test.lua:2: bad argument #1 to 'section' (field 'id' or 'title': '..' can't be an id: a tap path ending in '..' goes back (give the block an id of its own))"),
        ("m:filter{ id = 'f', options = { 'a', '..' } }",
         "test.lua:2: bad argument #1 to 'filter' (options[2]: '..' can't be an id: a tap path ending in '..' goes back (give the option an id of its own))"),
        ("m:selection{ id = 'r', categories = { { title = '..', items = {} } } }",
         "test.lua:2: bad argument #1 to 'selection' (categories[1].id: '..' can't be an id: a tap path ending in '..' goes back (give the category an id of its own))"),
    ])
    func anIDOfTwoDotsIsRefused(call: String, message: String) {
        #expect(failure("local m = menu.new{}\n\(call)\nreturn m") == message)
    }
}
