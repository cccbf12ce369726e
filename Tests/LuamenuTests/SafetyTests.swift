import Foundation
import Testing

/// What a hostile or broken script can do to a run: nothing worse than a clear error.
@Suite struct SafetyTests {
    @Test func limitsNameThemselvesAndExitOne() throws {
        let loop = try Luamenu.script("while true do end")
        let timeout = try Luamenu("run", loop, "--timeout", "0.2")
        #expect(timeout.status == 1)
        #expect(timeout.stderr == "luamenu: \(loop):1: time limit exceeded: more than 0.2 s while loading the script (see --timeout)\n")

        let bomb = try Luamenu.script("local t = {} for i = 1, 1e9 do t[i] = tostring(i) end")
        let memory = try Luamenu("run", bomb, "--memory", "16", "--timeout", "60")
        #expect(memory.status == 1)
        #expect(memory.stderr == "luamenu: \(bomb): memory limit exceeded: more than 16 MiB while loading the script (see --memory)\n")
    }

    @Test func unsafeLiftsTheSandbox() throws {
        let script = try Luamenu.script("return menu.new{ title = io and 'io' or 'no io' }")
        #expect(try Luamenu("run", script).stdout.hasPrefix("no io\n"))
        #expect(try Luamenu("run", script, "--unsafe").stdout.hasPrefix("io\n"))
    }

    @Test func labelsCannotDriveTheTerminal() throws {
        let script = try Luamenu.script(#"""
            local m = menu.new{ title = "\27]0;pwned\7T" }
            m:section{ id = "s", title = "S\27[2J", items = {
              { id = "a", title = "nul\0byte", detail = function() return "\27[31mred\155 1m" end },
              "bad \255\254 utf8", "tab\there\nnewline" } }
            return m
            """#)
        for format in ["text", "ansi"] {
            let result = try Luamenu("run", script, "--format", format)
            #expect(result.status == 0)
            let controls = result.stdout.unicodeScalars.filter {
                ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
            }
            let allowed = format == "ansi" ? controls.filter { $0 != "\u{1B}" } : controls
            #expect(allowed.isEmpty, "\(format): \(result.stdout.debugDescription)")
            #expect(result.stdout.contains("bad ��� utf8") || result.stdout.contains("bad �� utf8"))
            #expect(!result.stdout.contains("\u{1B}]0;") && !result.stdout.contains("\u{1B}[2J") && !result.stdout.contains("\u{1B}[31mred"))
        }
        let json = try Luamenu("run", script, "--format", "json")
        #expect(json.stdout.contains(#""title":"\u001b]0;pwned\u0007T""#), "JSON keeps the text, escaped")
    }

    @Test func aFailingLabelIsMarkedAndReported() throws {
        let script = try Luamenu.script("""
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = {
              { id = "bad", title = "Bad", detail = function() error("no value here") end }, "fine" } }
            return m
            """)
        let result = try Luamenu("run", script, "--width", "30")
        #expect(result.status == 0)
        #expect(result.stdout == "▾ S\n  Bad                        ⚠\n  fine\n")
        #expect(result.stderr == "luamenu: \(script):3: no value here (in the detail of item 'bad')\n")
    }

    @Test func pluginsFromTheCommandLine() throws {
        let plugin = try Luamenu.script("menu.register_filter('kind', function(item, option) return item.kind == option end)",
                                        name: "kind.lua")
        let folder = (plugin as NSString).deletingLastPathComponent
        let script = try Luamenu.script("""
            local m = menu.new{}
            m:filter{ id = "t", options = { "city", "luxury" }, target = "cars", match = "kind" }
            m:section{ id = "cars", title = "Cars", items = { { title = "Ray", kind = "city" }, { title = "K9", kind = "luxury" } } }
            return m
            """)
        let result = try Luamenu("run", script, "--plugin", folder, "--tap", "t/luxury", "--format", "json")
        #expect(result.status == 0, "\(result.stderr)")
        #expect((try result.json().block("cars")?["items"] as? [[String: Any]])?.compactMap { $0["title"] as? String } == ["K9"])
    }
}

/// The memory limit bounds the process, not only what Lua asks for.
@Suite struct MemoryCapTests {
    @Test(.disabled(if: ProcessInfo.processInfo.environment["ASAN_OPTIONS"] != nil,
                    "AddressSanitizer's shadow memory and quarantine inflate the resident size"),
          arguments: ["local s = 'x' while true do s = s .. s end",
                      "local t = {} for i = 1, 1e9 do t[i] = { i } end",
                      "local t = {} for i = 1, 1e9 do t[i] = tostring(i) .. 'padding' end",
                      // host copies: one table of items given to section after section
                      "local t = {} for i = 1, 200000 do t[i] = 'item ' .. i end local m = menu.new{} "
                        + "for s = 1, 1000 do m:section{ id = 's' .. s, title = 'S', items = t } end"])
    func bombsStayWithinTheCapPlusTheBaseline(bomb: String) throws {
        let baseline = try MeasuredRun(["run", Luamenu.root + "/examples/tigers.lua"])
        #expect(baseline.status == 0)
        let script = try Luamenu.script(bomb)
        let capped = try MeasuredRun(["run", script, "--memory", "32", "--timeout", "120"])
        #expect(capped.status == 1)
        #expect(capped.peak <= baseline.peak + 32 << 20 + 2 << 20, "peak \(capped.peak >> 10) KiB, baseline \(baseline.peak >> 10) KiB")
    }
}
