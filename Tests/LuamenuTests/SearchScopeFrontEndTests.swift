import Foundation
import MenuRender
import Testing

/// The search's scope and its "No results" line, and switches, as `run -i` and `serve` show
/// them: the same rules as `run`'s text and JSON, since every front end draws one view model.
@Suite struct SearchScopeFrontEndTests {
    static let source = """
        local on = true
        local m = menu.new{ title = "알림" }
        m:section{ id = "set", title = "설정", search = false, items = {
          { id = "sound", title = "소리", switch = true, checked = function() return on end,
            on_tap = function() on = not on end } } }
        m:section{ id = "ppl", title = "친구", open = false, items = { "서윤", "민준" } }
        return m
        """

    @Test func runInteractiveDrawsSwitchesUnfoldsMatchesAndSaysNoResults() throws {
        let terminal = try PseudoTerminal(["run", try Luamenu.script(Self.source), "-i"])
        terminal.read(until: "q quit")
        #expect(terminal.text.contains("[on ]"), "the switch at the row's right")
        terminal.type("j\r", until: "[off]")                     // Enter on the switch flips it
        terminal.type("/서윤", until: "/서윤")
        terminal.read(until: "▾ 친구")                              // searching unfolds the section
        terminal.type("\u{15}zzz", until: "No results for 'zzz'")
        terminal.press("\u{1B}")
        terminal.press("\u{1B}")
        #expect(terminal.wait() == 130, "\(terminal.text.suffix(600).debugDescription)")
    }

    @Test func runInteractiveDrawsAListFilterAsRowsAndEnterChoosesOne() throws {
        let terminal = try PseudoTerminal(["run", Luamenu.root + "/examples/settings.lua", "-i"], rows: 40)
        terminal.read(until: "q quit")
        #expect(PseudoTerminal.shows(terminal.text, "30초") && PseudoTerminal.shows(terminal.text, "1분"))
        terminal.type("G\rq")                                    // the last row, 안 함, chosen
        #expect(terminal.wait() == 0, "\(terminal.text.suffix(600).debugDescription)")
        #expect(terminal.text.hasSuffix(#""filter":{"lock":"never"},"current":{},"scrolled":null}\#r\#n"#),
                "q prints the state, the choice in it: \(terminal.text.suffix(300).debugDescription)")
    }

    @Test func serveAnswersAQueryWithTheBlocksOutOfTheSearchAndNoResults() throws {
        let client = try ServeClient([try Luamenu.script(Self.source)])
        let found = try client.call("query", .object([("text", .string("서윤"))]))["result"]
        #expect(found?["blocks"]?[0]?["id"] == .string("set"))
        #expect(found?["blocks"]?[0]?["items"]?[0]?["control"] == .string("switch"))
        #expect(found?["blocks"]?[1]?["open"] == .bool(true))
        #expect(found?["blocks"]?[1]?["items"]?[0]?["title"] == .string("서윤"))
        #expect(found?["noResults"] == nil)
        let none = try client.call("query", .object([("text", .string("zzz"))]))["result"]
        #expect(none?["blocks"]?[1] == nil, "친구 has no match: left out")
        #expect(none?["noResults"] == .string("No results for 'zzz'"))
        let cleared = try client.call("query", .object([("text", .null)]))["result"]
        #expect(cleared?["blocks"]?[1]?["open"] == .bool(false), "its fold comes back")
        #expect(cleared?["noResults"] == nil)
        #expect(try client.finish() == 0)
    }
}
