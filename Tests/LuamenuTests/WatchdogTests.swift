import Foundation
import Testing

/// Every way in and out of a script is bounded: where the time limit's hook can't fire (a
/// library call, a finalizer, closing), the watchdog ends the run with a clear message.
@Suite struct WatchdogTests {
    /// A pattern match that backtracks for minutes inside one call to C.
    static let stuck = #"("a"):rep(3e5):find(".-.-.-.-.-b")"#

    @Test(arguments: [
        ("local _ = \(stuck)\nreturn menu.new{}", "while loading the script"),
        ("local m = menu.new{}\nm:section{ id = 's', title = 'S', items = { { id = 'x', title = function() return \(stuck) end } } }\nreturn m",
         "while drawing the menu"),
        ("local m = menu.new{}\nm:section{ id = 's', title = 'S', items = { 'x' }, on_tap = function() local _ = \(stuck) end }\nreturn m",
         "during tap 's/x'"),
    ])
    func aLibraryCallPastTheDeadlineEndsTheRun(source: String, activity: String) throws {
        let script = try Luamenu.script(source)
        // 2 s: the stuck call passes it; the load before it (a millisecond's work) doesn't,
        // however busy the machine.
        let run = try Luamenu(arguments: ["run", script, "--timeout", "2", "--tap", "s/x"], limit: 60)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("time limit exceeded in a library call: more than 2 s \(activity) (see --timeout)"),
                "\(run.stderr)")
    }

    @Test func aFinalizerThatNeverEndsIsBoundedAtExitToo() throws {
        // Held by a global, so no collection before the close can finalize it.
        let script = try Luamenu.script("held = setmetatable({}, { __gc = function() while true do end end })\nreturn menu.new{ title = 'T' }")
        let sandboxed = try Luamenu(arguments: ["run", script], limit: 60)
        #expect(sandboxed.status == 1)
        #expect(sandboxed.stderr.contains("__gc metamethods (finalizers) are not allowed in the sandbox"), "\(sandboxed.stderr)")
        // 2 s: the finalizer passes it; the load and the drawing (a millisecond's work each)
        // don't, however busy the machine.
        let unsafe = try Luamenu(arguments: ["run", script, "--unsafe", "--timeout", "2"], limit: 60)
        #expect(unsafe.stdout.hasPrefix("T\n"), "the menu was drawn first")
        #expect(unsafe.status == 1 && unsafe.stderr.contains("time limit exceeded while closing"), "\(unsafe.stderr)")
    }

    @Test func controlCInALibraryCallEndsTheReplWith130() throws {
        let terminal = try PseudoTerminal(["repl", "--timeout", "0"])
        terminal.read(until: "> ")
        terminal.type("print('match' .. 'ing') local _ = \(Self.stuck)\r", until: "matching")   // Ctrl-C once it runs
        terminal.type("\u{03}")
        terminal.read(until: "so luamenu ends")        // a second's grace, then the watchdog
        #expect(terminal.text.contains("interrupted in a library call"), "\(terminal.text.debugDescription)")
        #expect(terminal.wait() == 130)
    }

    @Test func nothingFromAScriptReachesStderrRaw() throws {
        let clipboard = "\u{1B}]52;c;aGk=\u{7}"
        let script = try Luamenu.script("""
            print("printed\(clipboard)\u{202E}reversed")
            menu.on("tap", function() print("hook\(clipboard)") end)
            local m = menu.new{}
            m:section{ id = "s\(clipboard)", title = "S", items = { { id = "x", title = function() error("label\(clipboard)") end },
              { id = "y", title = "y", on_tap = function() error("handler\(clipboard)") end } } }
            return m
            """)
        let run = try Luamenu(arguments: ["run", script, "--format", "json", "--tap", "nowhere\(clipboard)"])
        #expect(run.status == 1)
        let tapped = try Luamenu(arguments: ["run", script, "--format", "json", "--tap", "s\(clipboard)/y"])
        #expect(tapped.status == 1)
        for output in [run.stderr, tapped.stderr] {
            #expect(!output.contains("\u{1B}") && !output.contains("\u{7}") && !output.contains("\u{202E}"),
                    "\(output.debugDescription)")
            #expect(output.contains("\u{FFFD}]52;c;aGk=\u{FFFD}"), "shown, harmless: \(output.debugDescription)")
        }
        #expect(tapped.stderr.contains("printed"), "print goes to stderr with --format json")
    }

    @Test func testAppliesTimeoutToSpecs() throws {
        let script = try Luamenu.script("return menu.new{}")
        let folder = URL(fileURLWithPath: script).deletingLastPathComponent().path
        try "while true do end".write(toFile: folder + "/loop.spec.lua", atomically: true, encoding: .utf8)
        let run = try Luamenu(arguments: ["test", folder, "--timeout", "0.5"], limit: 60)
        #expect(run.status == 1)
        #expect(run.stderr.contains("time limit exceeded: more than 0.5 s while reading"), "\(run.stderr)")
    }
}
