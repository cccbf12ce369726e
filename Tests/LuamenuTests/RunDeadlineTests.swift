import Foundation
import MenuRender
import Testing

/// `--timeout` bounds a whole run, whatever it does: plugins, the script, every tap, the drawing
/// and the output share one deadline. Where a program or a person drives the menu, each
/// request is a run of its own.
@Suite struct RunDeadlineTests {
    /// At least `seconds` of processor time (a single-threaded luamenu's wall clock runs at
    /// least as fast, however busy the machine is).
    static func busy(_ seconds: Double) -> String {
        "local t0 = os.clock() while os.clock() - t0 < \(seconds) do end"
    }

    @Test func pluginsTheScriptAndTapsShareTheRunsTime() throws {
        let script = try Luamenu.script("""
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = { "a" }, on_tap = function() \(Self.busy(0.4)) end }
            return m
            """)
        let folder = URL(fileURLWithPath: script).deletingLastPathComponent().appendingPathComponent("plugins")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["a", "b"] {
            try Self.busy(0.4).write(to: folder.appendingPathComponent("\(name).lua"), atomically: true, encoding: .utf8)
        }
        // Each step fits one second; all of them (1.6 s of processor time at least) don't.
        let run = try Luamenu(arguments: ["run", script, "--plugin", folder.path, "--timeout", "1",
                                          "--tap", "s/a", "--tap", "s/a"], limit: 120)
        #expect(run.status == 1)
        #expect(run.stderr.contains("time limit exceeded: more than 1 s "), "\(run.stderr)")
        #expect(run.stdout == "", "no menu after the run's time is up")
    }

    @Test func eachServeRequestHasARunsTime() throws {
        let script = try Luamenu.script("""
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = { "loop", "quick" }, on_tap = function(item)
              if item.id == "loop" then while true do end end
            end }
            return m
            """)
        let client = try ServeClient([script, "--timeout", "0.5"])
        let stopped = try client.call("tap", .object([("path", .string("s/loop"))]))
        #expect(stopped["error"]?["data"]?["kind"] == .string("timeLimit"))
        let next = try client.call("tap", .object([("path", .string("s/quick"))]))
        #expect(next["error"] == nil, "the next request has time of its own: \(next.text.prefix(300))")
        #expect(try client.finish() == 0)
    }

    /// A request stuck where no limit can stop it (a pattern match that backtracks for minutes)
    /// is answered with its error and the state the lines before it left is saved, then the
    /// session ends.
    @Test func aStuckServeRequestIsAnsweredAndTheStateSaved() throws {
        let script = try Luamenu.script("""
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = { "stuck" }, on_tap = function() local _ = \(WatchdogTests.stuck) end }
            return m
            """)
        let state = URL(fileURLWithPath: script).deletingLastPathComponent().appendingPathComponent("state.json").path
        let client = try ServeClient([script, "--timeout", "0.5", "--state", state])
        #expect(try client.call("tap", .object([("path", .string("s"))]))["error"] == nil)     // folds the section
        let stuck = try client.call("tap", .object([("path", .string("s/stuck"))]))
        #expect(stuck["error"]?["code"] == .int(-32000))
        #expect(stuck["error"]?["data"]?["kind"] == .string("timeLimit"))
        #expect(stuck["error"]?["message"]?.text.contains("time limit exceeded in a library call") == true, "\(stuck.text)")
        #expect(try client.finish() == 1)
        #expect(client.stderr.contains("it could not be stopped safely, so luamenu ends"), "\(client.stderr)")
        let saved = try JSONValue.parse(try String(contentsOfFile: state, encoding: .utf8))
        #expect(saved["open"] == .object([("s", .bool(false))]), "the first tap's state: \(saved.text)")
    }

    /// The preview's watchdog does as serve's: the stuck request is answered with its error,
    /// the state the requests before it left is saved, then the preview ends.
    @Test func aStuckPreviewRequestIsAnsweredAndTheStateSaved() throws {
        let script = try Luamenu.script("""
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = { "stuck" }, on_tap = function() local _ = \(WatchdogTests.stuck) end }
            return m
            """)
        let state = URL(fileURLWithPath: script).deletingLastPathComponent().appendingPathComponent("state.json").path
        let preview = try PreviewClient([script, "--timeout", "0.5", "--state", state])
        #expect(try preview.call("tap", .object([("path", .string("s"))])).answer["error"] == nil)   // folds the section
        let (stuck, response) = try preview.call("tap", .object([("path", .string("s/stuck"))]))
        #expect(response.status == 200)
        #expect(stuck["error"]?["data"]?["kind"] == .string("timeLimit"))
        #expect(stuck["error"]?["message"]?.text.contains("time limit exceeded in a library call") == true, "\(stuck.text)")
        let ended = preview.stop()
        #expect(ended.status == 1 && ended.stderr.contains("it could not be stopped safely, so luamenu ends"), "\(ended.stderr)")
        let saved = try JSONValue.parse(try String(contentsOfFile: state, encoding: .utf8))
        #expect(saved["open"] == .object([("s", .bool(false))]), "the first tap's state: \(saved.text)")
    }
}
