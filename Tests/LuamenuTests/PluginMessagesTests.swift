import Foundation
import MenuRender
import Testing

/// What a plugin says, and what goes wrong in one, reaches the user wherever the user is: a
/// veto's reason on `run`'s stderr, in `run -i`'s status line and as `serve`'s answer (the page
/// logs that answer); a plugin skipped, or a hook that fails, in `run -i`'s status line.
@Suite struct PluginMessagesTests {
    /// A cafe menu and a plugin folder whose plugin says the cold brew is sold out; the
    /// script's path and the folder's.
    static func cafe() throws -> (script: String, plugins: String) {
        let script = try Luamenu.script("""
            local m = menu.new{ title = "카페" }
            m:section{ id = "coffee", title = "커피", items = { { id = "coldbrew", title = "콜드브루" }, "latte" } }
            return m
            """)
        let plugins = (script as NSString).deletingLastPathComponent + "/plugins"
        try FileManager.default.createDirectory(atPath: plugins, withIntermediateDirectories: true)
        try """
            local soldOut = { coldbrew = "품절" }
            menu.on("tap", function(target)
              if target.item and soldOut[target.item.id] then return false, soldOut[target.item.id] end
            end)
            """.write(toFile: plugins + "/soldout.lua", atomically: true, encoding: .utf8)
        return (script, plugins)
    }

    static let message = "tap 'coffee/coldbrew' was vetoed: 품절 (the tap hook of soldout.lua:2)"

    @Test func runSaysWhyOnStderr() throws {
        let (script, plugins) = try Self.cafe()
        let result = try Luamenu("run", script, "--plugin", plugins, "--tap", "coffee/coldbrew", "--tap", "coffee/latte")
        #expect(result.status == 0)
        #expect(result.stderr == "luamenu: \(Self.message)\n")
    }

    @Test func serveAnswersAVetoAsAnErrorWithTheReason() throws {
        let (script, plugins) = try Self.cafe()
        let client = try ServeClient([script, "--plugin", plugins])
        let answer = try client.call("tap", .object([("path", .string("커피/콜드브루"))]))
        #expect(answer["result"] == nil)
        #expect(answer["error"]?["code"] == .int(-32001))
        #expect(answer["error"]?["message"] == .string(Self.message))
        #expect(answer["error"]?["data"] == .object([
            ("kind", .string("vetoed")), ("path", .string("coffee/coldbrew")), ("reason", .string("품절")),
            ("hook", .string("soldout.lua:2")), ("warnings", .array([])),
        ]))
        let allowed = try client.call("tap", .object([("path", .string("coffee/latte"))]))
        #expect(allowed["result"]?["warnings"] == .array([]), "the veto's warning was answered, not kept for later")
        #expect(try client.finish() == 0)
    }

    @Test func runInteractiveShowsItInTheStatusLine() throws {
        let (script, plugins) = try Self.cafe()
        let terminal = try PseudoTerminal(["run", script, "-i", "--plugin", plugins])
        terminal.read(until: "q quit")
        terminal.type("j\r", until: "품절 (the tap hook of soldout.lua:2)")
        terminal.type("q")
        #expect(terminal.wait() == 0)
    }

    @Test func aSkippedPluginAndAFailingHookShowInRunInteractive() throws {
        let (script, plugins) = try Self.cafe()
        try "menu.on('render', function(item) if item.id == 'latte' then error('no milk') end end)\n"
            .write(toFile: plugins + "/broken-hook.lua", atomically: true, encoding: .utf8)
        try "menu.on('tap', function() end)\nlocal x = nil + 1\n"
            .write(toFile: plugins + "/broken-load.lua", atomically: true, encoding: .utf8)
        let terminal = try PseudoTerminal(["run", script, "-i", "--plugin", plugins], columns: 160)
        #expect(terminal.shows("plugin skipped: "), "\(terminal.text.suffix(800).debugDescription)")
        #expect(terminal.shows("broken-load.lua:2"))
        terminal.type("j")
        #expect(terminal.shows("broken-hook.lua:1: no milk"), "\(terminal.text.suffix(800).debugDescription)")
        terminal.type("q")
        #expect(terminal.wait() == 0)
    }

    @Test func aPluginsStoreIsKeptApartInTheStateFile() throws {
        let script = try Luamenu.script("""
            local store = menu.store{ coupon = "없음" }
            local m = menu.new{ title = "카페" }
            m:section{ id = "coffee", title = "쿠폰 " .. store.coupon, items = { "latte" } }
            return m
            """)
        let plugins = (script as NSString).deletingLastPathComponent + "/plugins"
        try FileManager.default.createDirectory(atPath: plugins, withIntermediateDirectories: true)
        try """
            local store = menu.store{ coupon = "받음", recent = {} }
            menu.on("tapped", function(target) if target.item then table.insert(store.recent, target.item.id) end end)
            """.write(toFile: plugins + "/recent.lua", atomically: true, encoding: .utf8)
        let file = (script as NSString).deletingLastPathComponent + "/state.json"
        let first = try Luamenu("run", script, "--plugin", plugins, "--state", file, "--tap", "coffee/latte")
        #expect(first.status == 0 && first.stdout.contains("쿠폰 없음"), "the plugin's coupon is not the script's")
        let second = try Luamenu("run", script, "--plugin", plugins, "--state", file, "--tap", "coffee/latte")
        #expect(second.status == 0)
        let saved = try JSONValue.parse(try String(contentsOfFile: file, encoding: .utf8))
        #expect(saved["store"] == .object([("coupon", .string("없음"))]))
        #expect(saved["plugins"] == .object([("recent", .object([("coupon", .string("받음")),
                                                                ("recent", .array([.string("latte"), .string("latte")]))]))]))

        try #"{"version":1,"open":{},"plugins":{"recent":[1]}}"#.write(toFile: file, atomically: true, encoding: .utf8)
        let refused = try Luamenu("run", script, "--state", file)
        #expect(refused.status == 1)
        #expect(refused.stderr == "luamenu: \(file): not a luamenu state file (plugin recent's store is a list, expected an object); it was left as it is\n")
    }
}
