import Foundation
import MenuRender
import Testing

/// `luamenu serve`, driven from a separate process as a front end would drive it.
@Suite struct ServeTests {
    /// The path of every tappable thing of a view model, found as a client that knows only the
    /// schema finds them: blocks' and items' `path`, categories', options', jumps'.
    static func paths(in value: JSONValue) -> [String] {
        switch value {
        case .object(let members):
            var paths: [String] = []
            for (name, member) in members {
                if name == "path", case .string(let path) = member { paths.append(path) }
                if name != "data" { paths += Self.paths(in: member) }
            }
            return paths
        case .array(let elements): return elements.flatMap(paths)
        default: return []
        }
    }

    @Test func aSessionTapsSearchesAndKeepsGoingAfterAFailure() throws {
        let client = try ServeClient(["examples/tigers.lua"])
        let view = try client.call("view")
        #expect(view["jsonrpc"] == .string("2.0"))
        #expect(view["result"]?["blocks"]?[3]?["open"] == .bool(true))
        let tapped = try client.call("tap", .object([("path", .string("pitcher"))]))
        #expect(tapped["result"]?["blocks"]?[3]?["open"] == .bool(false))

        let failed = try client.call("tap", .object([("path", .string("nope"))]))
        #expect(failed["result"] == nil)
        #expect(failed["error"]?["code"] == .int(-32000))
        #expect(failed["error"]?["data"]?["kind"] == .string("tap"))
        #expect(failed["error"]?["message"]?.text.contains("no block 'nope'") == true)
        #expect(try client.call("state")["result"]?["open"] == .object([("pitcher", .bool(false))]),
                "the failed tap changed nothing")

        let searched = try client.call("query", .object([("text", .string("나"))]))
        #expect(searched["result"]?["query"] == .string("나"))
        let cleared = try client.call("query", .object([("text", .null)]))
        #expect(cleared["result"]?["query"] == .null)
        #expect(try client.finish() == 0)
        #expect(client.unread == "")
    }

    @Test func notificationsRunWithoutAnAnswerAndBadLinesAnswerErrors() throws {
        let client = try ServeClient(["examples/tigers.lua"])
        try client.send(#"{"jsonrpc":"2.0","method":"tap","params":{"path":"outfield"}}"#)   // no id: no answer
        try client.send("")                                                                     // blank: skipped
        #expect(try client.call("state")["result"]?["open"] == .object([("outfield", .bool(false))]))

        try client.send("not json")
        let parse = try #require(try client.readAnswer())
        #expect(parse["id"] == .null && parse["error"]?["code"] == .int(-32700))
        try client.send(#"{"jsonrpc":"1.0","id":7,"method":"view"}"#)
        #expect(try client.readAnswer()?["error"]?["code"] == .int(-32600))
        try client.send(#"[1]"#)
        #expect(try client.readAnswer() == .array([.object([("jsonrpc", .string("2.0")), ("id", .null), ("error", .object([
            ("code", .int(-32600)), ("message", .string("invalid request: a request is an object"))]))])]))
        #expect(try client.call("draw")["error"]?["code"] == .int(-32601))
        #expect(try client.call("tap")["error"]?["code"] == .int(-32602))
        #expect(try client.call("tap", .array([.string("outfield")]))["error"]?["code"] == .int(-32602))

        for id in ["123456789012345678901234567890", "1.50", "-0", "9007199254740993"] {
            try client.send(#"{"jsonrpc":"2.0","id":"# + id + #","method":"state"}"#)
            let answer = try #require(try client.readAnswer())
            #expect(answer["id"]?.text == id, "the id is echoed exactly as sent")
        }
        try client.send(#"[{"jsonrpc":"2.0","id":"a","method":"state"},{"jsonrpc":"2.0","method":"view"}]"#)
        guard case .array(let batch)? = try client.readAnswer() else { Issue.record("no batch answer"); return }
        #expect(batch.map { $0["id"] } == [.string("a")], "a batch answers its requests, not its notifications")
        #expect(try client.finish() == 0)
    }

    @Test func printAndWarningsAreLogNotificationsAndEachRequestHasItsOwnTimeLimit() throws {
        let script = try Luamenu.script("""
            local m = menu.new{ title = "t" }
            local taps = 0
            m:section{ id = "s", title = "S", items = {
              { id = "count", title = function() return "taps: " .. taps end,
                on_tap = function() taps = taps + 1; print("tapped " .. taps) end },
              { id = "bad", title = function() if taps > 1 then error("boom") end return "fine" end },
              { id = "loop", title = "loop", on_tap = function() while true do end end } } }
            return m
            """)
        // 2 s: the loop reaches it; the load and the other taps (a millisecond's work each)
        // don't, however busy the machine.
        let client = try ServeClient([script, "--timeout", "2"])
        #expect(try client.call("tap", .object([("path", .string("s/count"))]))["result"]?["blocks"]?[0]?["items"]?[0]?["title"]
                == .string("taps: 1"))
        #expect(client.logs == [.object([("level", .string("print")), ("text", .string("tapped 1"))])],
                "what the tap printed came before its answer")
        let stuck = try client.call("tap", .object([("path", .string("s/loop"))]))
        #expect(stuck["error"]?["data"]?["kind"] == .string("timeLimit"))
        let again = try client.call("tap", .object([("path", .string("s/count"))]))
        #expect(again["result"]?["blocks"]?[0]?["items"]?[0]?["title"] == .string("taps: 2"),
                "the session goes on, and the script's variables live as long as it")
        #expect(client.logs.map { $0["level"] } == [.string("print"), .string("print"), .string("warning")])
        #expect(client.logs.last?["text"]?.text.contains("boom (in the title of item 'bad')") == true,
                "the warning of the label drawn for the answer")
        #expect(try client.finish() == 0)
        #expect(client.stderr == "")
    }

    @Test func theEndOfInputSavesTheState() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("luamenu-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let state = folder.appendingPathComponent("state.json").path
        let client = try ServeClient(["examples/regions.lua", "--state", state])
        _ = try client.call("tap", .object([("path", .string("region/서울"))]))
        _ = try client.call("state")   // answered after all that the tap did
        #expect(!FileManager.default.fileExists(atPath: state), "saved at the end, not after each tap")
        #expect(try client.finish() == 0)
        let saved = try JSONValue.parse(try String(contentsOfFile: state, encoding: .utf8))
        #expect(saved["expanded"] == .object([("region", .string("서울"))]))
        let next = try ServeClient(["examples/regions.lua", "--state", state])
        #expect(try next.call("view")["result"]?["blocks"]?[0]?["expanded"] == .string("서울"), "and the next session starts from it")
        #expect(try next.finish() == 0)
    }

    @Test func theStoreLastsThroughReloadsAndSessionsAndFinishAsksTheMenu() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("luamenu-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let state = folder.appendingPathComponent("state.json").path
        let client = try ServeClient(["examples/cafe.lua", "--state", state])
        let claimed = try client.call("tap", .object([("path", .string("benefit/coupon"))]))
        #expect(claimed["result"]?["blocks"]?[5]?["items"]?[0]?["detail"] == .string("받음"))
        #expect(try client.call("reload")["result"]?["blocks"]?[5]?["items"]?[0]?["detail"] == .string("받음"),
                "a reload keeps the store")
        _ = try client.call("tap", .object([("path", .string("coffee/latte"))]))
        let finished = try client.call("finish", .object([("choice", .string("coffee/latte"))]))
        #expect(finished["result"] == .object([("coupon", .bool(true)), ("items", .array([.string("latte")])),
                                               ("size", .string("tall"))]), "\(finished.text)")
        #expect(try client.call("finish", .object([("choice", .int(3))]))["error"]?["code"] == .int(-32602))
        #expect(try client.finish() == 0)
        let saved = try JSONValue.parse(try String(contentsOfFile: state, encoding: .utf8))
        #expect(saved["store"] == .object([("coupon", .bool(true))]), "--state saves the store")
        let next = try ServeClient(["examples/cafe.lua", "--state", state])
        #expect(try next.call("view")["result"]?["blocks"]?[5]?["items"]?[0]?["detail"] == .string("받음"),
                "the next session starts from it")
        #expect(try next.finish() == 0)
        let plain = try ServeClient(["examples/tigers.lua"])
        #expect(try plain.call("finish")["result"] == .null, "no on_finish: the front end decides")
        #expect(try plain.finish() == 0)
    }

    @Test func aScriptThatFailsToLoadAnswersItsErrorAndStaysUpForReload() throws {
        let script = try Luamenu.script("local m = menu.new{ title = 'broken' \nm:section{ id = 's', title = 'S', items = { 'a' } }\nreturn m\n")
        let client = try ServeClient([script])
        let view = try client.call("view")
        #expect(view["error"]?["code"] == .int(-32000))
        #expect(view["error"]?["data"]?["kind"] == .string("load"))
        #expect(view["error"]?["message"]?.text.contains("menu.lua:2:") == true, "file and line: \(view.text)")
        #expect(client.logs.first?["level"] == .string("error"), "the failed load was logged when the session began")

        try "local m = menu.new{ title = 'fixed' }\nm:section{ id = 's', title = 'S', items = { 'a' } }\nreturn m\n"
            .write(toFile: script, atomically: true, encoding: .utf8)
        #expect(try client.call("reload")["result"]?["title"] == .string("fixed"))
        _ = try client.call("tap", .object([("path", .string("s"))]))

        try "return 42\n".write(toFile: script, atomically: true, encoding: .utf8)
        let failed = try client.call("reload")
        #expect(failed["error"]?["message"]?.text.contains("expected a menu") == true)
        let kept = try client.call("view")
        #expect(kept["result"]?["title"] == .string("fixed"), "the last good menu stays")
        #expect(kept["result"]?["blocks"]?[0]?["open"] == .bool(false), "with its state")
        #expect(client.logs.last?["text"]?.text.contains("(the last good menu stays)") == true)
        #expect(try client.finish() == 0)
    }

    @Test func reloadKeepsTheStateAndReadsTheScriptAgain() throws {
        let script = try Luamenu.script("""
            local m = menu.new{ title = "one" }
            m:section{ id = "s", title = "S", items = { "a", "b" } }
            return m
            """)
        let client = try ServeClient([script])
        _ = try client.call("tap", .object([("path", .string("s"))]))
        try """
            local m = menu.new{ title = "two" }
            m:section{ id = "s", title = "S", items = { "a", "b", "c" } }
            return m
            """.write(toFile: script, atomically: true, encoding: .utf8)
        let reloaded = try client.call("reload")
        #expect(reloaded["result"]?["title"] == .string("two"))
        #expect(reloaded["result"]?["blocks"]?[0]?["open"] == .bool(false))
        #expect(reloaded["result"]?["blocks"]?[0]?["items"]?[2]?["id"] == .string("c"))
        #expect(try client.finish() == 0)
    }

    /// A client that knows only the schema draws and drives every example: it taps the paths the
    /// first view model offers (at most about 40, spread over the document: the Korean contacts
    /// offer 469), and every answer is a valid view model or a typed error.
    @Test(arguments: ExampleTests.examples)
    func everyExampleCanBeDrivenByItsPaths(name: String) throws {
        let client = try ServeClient(["examples/\(name).lua"])
        let first = try #require(try client.call("view")["result"])
        #expect(ViewModelSchemaTests.validator.errors(in: first) == [])
        let offered = Self.paths(in: first)
        #expect(!offered.isEmpty)
        let paths = offered.enumerated().filter { $0.offset % max(1, offered.count / 40) == 0 }.map(\.element)
        for path in paths {
            let answer = try client.call("tap", .object([("path", .string(path))]))
            if let result = answer["result"] {
                #expect(ViewModelSchemaTests.validator.errors(in: result) == [], "\(name): after \(path)")
            } else {
                #expect(answer["error"]?["data"]?["kind"] != nil, "\(name): \(path): \(answer.text.prefix(300))")
            }
        }
        #expect(try client.finish() == 0)
    }
}
