@testable import MenuLua
import Testing

/// An item's own fields are judged once per name: data is left alone, a near miss of a known
/// field is noted on every item that has it, however many names came before.
@Suite struct ItemFieldNamesTests {
    @Test func dataIsLeftOutAndNearMissesKept() {
        let names = ItemFieldNames()
        func judge(_ name: String) -> Bool { Array(name.utf8).withUnsafeBytes { names.mayBeMisspelt($0) } }
        #expect(!judge("kind") && !judge("kind"), "the same answer when remembered")
        #expect(judge("titel") && judge("titel"))
        #expect(judge("icons"), "kept: the reader's rule leaves plurals out, and a missing title's hint may use it")
    }

    @Test func aNearMissIsNotedPastTheNamesRemembered() throws {
        // more data names than are remembered, then a misspelt one on two items
        let data = (1...(ItemFieldNames.remembered + 8)).map { "data\($0) = \($0)" }.joined(separator: ", ")
        let script = """
            local m = menu.new { title = 'T' }
            m:section { id = 's', title = 'S', items = { { title = 'a', \(data) }, { title = 'b', \(data), detial = 'x' },
              { title = 'c', detial = 'y', icons = 'z' } } }
            return m
            """
        #expect(try runtime(script).problems == [
            "test.lua:2: unknown field 'detial' in item 'b' (items[2]) (did you mean 'detail'?)",
            "test.lua:2: unknown field 'detial' in item 'c' (items[3]) (did you mean 'detail'?)",
        ])
    }

    @Test func aMissingTitleStillNamesAPluralOfIt() {
        #expect(failure("local m = menu.new{}\nm:section{ id = 's', title = 'S', items = { { titles = 'b', kind = 1 } } }\nreturn m")
            == "test.lua:2: bad argument #1 to 'section' (items[1].title: string or function expected, got nil (is 'titles' a misspelt 'title'?))")
    }
}
