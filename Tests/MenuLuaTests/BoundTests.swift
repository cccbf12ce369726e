@testable import MenuLua
import Testing

/// What the host would copy over and over is bounded where the script gives it, with an error
/// that says so: ids that every path under them repeats, and messages that quote the script.
@Suite struct BoundTests {
    static let long = "string.rep('i', \(IDLimit.bytes + 1))"

    @Test(arguments: [
        ("m:section{ id = \(long), title = 'S', items = {} }",
         "test.lua:1: bad argument #1 to 'section' (field 'id' or 'title': an id of 4097 bytes, longer than 4096 "
            + "(tap paths repeat this id for everything under it, so it may have at most 4096 bytes))"),
        ("m:section{ title = \(long), items = {} }", "bad argument #1 to 'section' (field 'id' or 'title': an id of 4097 bytes"),
        ("m:selection{ id = 'r', categories = { { title = \(long), items = {} } } }",
         "bad argument #1 to 'selection' (categories[1].id: an id of 4097 bytes"),
        ("m:filter{ id = 'f', options = { \(long) } }", "bad argument #1 to 'filter' (options[1]: an id of 4097 bytes"),
        ("m:filter{ id = 'f', options = { { id = \(long) } } }", "bad argument #1 to 'filter' (options[1].id: an id of 4097 bytes"),
        ("m:section{ id = 's', title = 'S', items = { { title = \(long), submenu = { 'a' } } } }",
         "bad argument #1 to 'section' (items[1].id: an id of 4097 bytes"),
        ("menu.register_filter(\(long), function() end)", "bad argument #1 to 'register_filter' (the filter's name: an id of 4097 bytes"),
    ])
    func idsThatPathsRepeatAreBounded(call: String, message: String) {
        let error = failure("local m = menu.new{} " + call)
        #expect(error?.contains(message) == true, "\(String(describing: error))")
    }

    @Test func idsWithinTheBoundAndItemIDsOfAnyLengthAreFine() throws {
        let r = try runtime("""
            local m = menu.new{}
            m:section{ id = string.rep('i', \(IDLimit.bytes)), title = 'S', items = { string.rep('t', 100000) } }
            return m
            """)
        #expect(r.menu.blocks.first?.id.utf8.count == IDLimit.bytes)
    }

    /// A script's error object of any size makes a message of at most 4 KiB, which says how
    /// much it left out; so do the warnings that quote one.
    @Test func messagesQuotingTheScriptAreBounded() throws {
        let error = failure("error(string.rep('x', 1000000))")
        #expect(error?.utf8.count ?? 0 < MessageLimit.bytes + 64)
        #expect(error?.hasSuffix("… (\(1_000_000 + "test.lua:1: ".utf8.count - MessageLimit.bytes) more bytes)") == true,
                "\(String(describing: error?.suffix(40)))")
        let warnings = WarningLog()
        let r = try runtime("""
            local m = menu.new{}
            m:section{ id = 's', title = 'S', items = { { id = 'a', title = function() error(string.rep('y', 1000000)) end } } }
            return m
            """, warnings: warnings)
        _ = try r.view()
        #expect(warnings.messages.count == 1 && warnings.messages[0].utf8.count < MessageLimit.bytes + 64)
    }

    @Test func aMessageIsCutBetweenCharacters() {
        let text = String(repeating: "가", count: 2000)                  // 6,000 bytes, 3 a character
        let bounded = MessageLimit.bounded(text)
        #expect(bounded.hasPrefix(String(repeating: "가", count: MessageLimit.bytes / 3)))
        #expect(bounded.hasSuffix("… (\(6000 - MessageLimit.bytes / 3 * 3) more bytes)"))
    }
}
