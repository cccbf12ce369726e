import Foundation
import MenuRender
import Testing

/// One script's life under every face: editing a file the script reads (`menu.read`) loads it
/// again in `run --watch`, `run -i --watch`, the REPL, `serve` and `preview` alike, each
/// keeping the state (a folded section), the store (a counter) and the query; with the script
/// broken on disk, a tap acts on the last good menu and leaves the error standing.
@Suite(.serialized) struct FaceReloadTests {
    /// A script whose title is `title.txt`'s, with a section to fold (`t`, out of the search, so
    /// a query leaves it folded), a counter in the store (`s/inc`, shown as `n=…`), and items a
    /// query hides (`n` hides `apple`).
    static func script() throws -> (script: String, title: String) {
        let script = try Luamenu.script("""
            local store = menu.store{ n = 0 }
            local m = menu.new{ title = menu.read("title.txt") }
            m:section{ id = "s", title = "S", items = {
              { id = "inc", title = "inc", detail = function() return "n=" .. store.n end,
                on_tap = function() store.n = store.n + 1 end },
              "apple", "banana" } }
            m:section{ id = "t", title = "T", search = false, items = { "x" } }
            return m
            """)
        let title = (script as NSString).deletingLastPathComponent + "/title.txt"
        try "first".write(toFile: title, atomically: true, encoding: .utf8)
        return (script, title)
    }

    /// Whether text drawn after the title `title` shows the kept state: T folded, the counter
    /// at 1, apple searched away.
    static func keptEverything(_ text: String, after title: String) -> Bool {
        guard let drawn = text.components(separatedBy: title).last else { return false }
        return drawn.contains("▸ T") && drawn.contains("n=1") && drawn.contains("banana") && !drawn.contains("apple")
    }

    /// Whether a view model shows the kept state: T folded, the counter at 1, apple searched away.
    static func keptEverything(_ view: JSONValue) -> Bool {
        let titles = view["blocks"]?[0]?["items"].map { items -> [String] in
            guard case .array(let items) = items else { return [] }
            return items.compactMap { $0["title"]?.text }
        }
        return view["blocks"]?[1]?["open"] == .bool(false) && view["blocks"]?[0]?["items"]?[0]?["detail"] == .string("n=1")
            && titles == [#""inc""#, #""banana""#] && view["query"] == .string("n")
    }

    @Test func runWatch() throws {
        let (script, title) = try Self.script()
        let live = try LiveLuamenu(["run", script, "--watch", "--tap", "t", "--tap", "s/inc", "--query", "n", "--width", "40"])
        live.wait(for: "banana")
        #expect(Self.keptEverything(live.stdout, after: "first"))
        try live.edit(title, to: "second", until: "second")      // the menu is drawn again in one write
        #expect(Self.keptEverything(live.stdout, after: "second"), "\(live.stdout)")
    }

    @Test func runInteractiveWatch() throws {
        let (script, title) = try Self.script()
        let terminal = try PseudoTerminal(["run", script, "-i", "--watch", "--tap", "t", "--tap", "s/inc", "--query", "n"])
        terminal.read(until: "n=1")
        try "second".write(toFile: title, atomically: true, encoding: .utf8)
        terminal.read(until: "second")
        let before = terminal.text.count
        terminal.resize(rows: 30, columns: 80, until: "banana")   // the whole screen drawn again, to read it
        let screen = String(terminal.text.dropFirst(before))
        #expect(PseudoTerminal.shows(screen, "second") && PseudoTerminal.shows(screen, "▸ T")
                && PseudoTerminal.shows(screen, "n=1") && !screen.contains("apple"),
                "the state, the store and the query kept: \(screen.debugDescription)")
        terminal.type("\u{03}")
        #expect(terminal.wait() == 130)
    }

    @Test func repl() throws {
        let (script, title) = try Self.script()
        let live = try LiveLuamenu(["repl", script])
        try live.send(":tap t")
        live.wait(for: "▸ T")
        try live.send(":tap s/inc")
        live.wait(for: "n=1")
        try live.send("m:query('n')")
        try live.send("print('queried')")
        live.wait(for: "queried")
        try "second".write(toFile: title, atomically: true, encoding: .utf8)
        try live.send(":show 40")
        live.wait(for: "banana")
        #expect(live.stderr.contains("luamenu: loaded \(script) again (the state, the store and the query kept; m is the new menu)"))
        #expect(Self.keptEverything(live.stdout, after: "second"), "\(live.stdout)")
        try live.send("print(m:state().open.t)")
        live.wait(for: "false")
    }

    @Test func serve() throws {
        let (script, title) = try Self.script()
        let client = try ServeClient([script])
        _ = try client.call("tap", .object([("path", .string("t"))]))
        _ = try client.call("tap", .object([("path", .string("s/inc"))]))
        _ = try client.call("query", .object([("text", .string("n"))]))
        try "second".write(toFile: title, atomically: true, encoding: .utf8)
        let view = try client.waitForNotification("view") { $0["title"] == .string("second") }
        #expect(Self.keptEverything(view), "\(view.text)")

        // Broken on disk: a tap acts on the last good menu and says the error still stands.
        try (try String(contentsOfFile: script, encoding: .utf8) + "\nbroken(").write(toFile: script, atomically: true, encoding: .utf8)
        let status = try client.waitForNotification("status") { $0["error"] != .null }
        #expect(status["menuStays"] == .bool(true))
        let tapped = try client.call("tap", .object([("path", .string("s/inc"))]))
        #expect(tapped["result"]?["loadError"] == status["error"], "the answer carries the error")
        #expect(tapped.text.contains("n=2"), "the tap worked, on the last good menu")
        _ = try client.call("state")   // answered after all that the tap told
        #expect(!client.notifications.contains { $0.method == "status" && $0.params["error"] == .null }, "nothing cleared it")
        #expect(try client.finish() == 0)
    }

    @Test func preview() throws {
        let (script, title) = try Self.script()
        let preview = try PreviewClient([script])
        let page = try preview.events()
        _ = try page.wait(for: "view")
        for (method, params) in [("tap", ("path", "t")), ("tap", ("path", "s/inc")), ("query", ("text", "n"))] {
            _ = try preview.call(method, .object([(params.0, .string(params.1))]))
        }
        try "second".write(toFile: title, atomically: true, encoding: .utf8)
        let view = try page.wait(for: "view") { $0["view"]?["title"] == .string("second") }
        #expect(Self.keptEverything(view["view"] ?? .null), "\(view.text)")

        // Broken on disk: a tap in one page leaves the error shown in every page, new ones too.
        try (try String(contentsOfFile: script, encoding: .utf8) + "\nbroken(").write(toFile: script, atomically: true, encoding: .utf8)
        let status = try page.wait(for: "status") { $0["error"] != .null }
        let (answer, _) = try preview.call("tap", .object([("path", .string("s/inc"))]))
        #expect(answer["result"]?["loadError"] == status["error"], "the answer carries the error")
        _ = try page.wait(for: "view") { $0["view"]?["loadError"] == status["error"] }
        let later = try preview.events()
        #expect(try later.wait(for: "status") == status, "a page opened after the tap sees the error standing")
        #expect(preview.stop().status == 0)
    }
}
