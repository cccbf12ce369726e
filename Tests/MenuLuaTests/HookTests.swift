import Foundation
@testable import MenuLua
import MenuModel
import Testing

/// `menu.on(event, fn)`: build, render and tap hooks, in registration order; a failing one
/// is reported and skipped.
@Suite struct HookTests {
    @Test func buildHooksRunAfterTheScriptAndMayAddBlocks() throws {
        let r = try runtime("""
            menu.on("build", function(m)
              m:section{ id = "added", title = "Added", items = { "x", "x" } }
            end)
            local m = menu.new{ title = "T" }
            m:section{ id = "own", title = "Own", items = { "a" } }
            return m
            """)
        #expect(r.menu.blocks.map(\.id) == ["own", "added"])
        #expect(r.problems == ["test.lua:2: section 'added': two items have the id 'x'; taps reach only the first"],
                "problems are found after the hooks, at the hook's line")
        #expect(r.stack.top == 0)
    }

    @Test func hooksRunInRegistrationOrderAndAFailingOneIsSkipped() throws {
        let warnings = WarningLog()
        let r = try runtime("""
            log = {}
            menu.on("build", function() log[#log + 1] = "first" end)
            menu.on("build", function() error("broken hook") end)
            menu.on("build", function() log[#log + 1] = "third" end)
            menu.on("tap", function(target) log[#log + 1] = "tap1 " .. target.path end)
            menu.on("tap", function() error({}) end)
            menu.on("tap", function(target) log[#log + 1] = "tap3 " .. target.path end)
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = { "a" }, on_tap = function() log[#log + 1] = "on_tap" end }
            m:section{ id = "log", title = "L", items = { { id = "x", title = function() return table.concat(log, ",") end } } }
            return m
            """, warnings: warnings)
        try r.tap("s/a")
        #expect(try r.view().section("log")?.items.rows().first?.title == "first,third,tap1 s/a,tap3 s/a,on_tap")
        #expect(warnings.messages == [
            "hook 'build' skipped: test.lua:3: broken hook",
            "hook 'tap' skipped: (error object is a table value)",
        ])
    }

    @Test func aTapHookReturningFalseVetoesTheTap() throws {
        let warnings = WarningLog()
        let r = try runtime("""
            tapped, later = 0, 0
            menu.on("tap", function(target, m) return target.path ~= "s" and target.path ~= "s/a" end)
            menu.on("tap", function() later = later + 1 end)
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = { "a", "b" }, on_tap = function() tapped = tapped + 1 end }
            m:section{ id = "log", title = "L", items = { { id = "x", title = function() return tapped .. "/" .. later end } } }
            return m
            """, warnings: warnings)
        try r.tap("s")
        try r.tap("s/a")
        #expect(r.state == MenuState(), "nothing changed")
        #expect(try r.view().section("log")?.items.rows().first?.title == "0/0", "no handler ran, nor later hooks")
        try r.tap("s/b")
        #expect(try r.view().section("log")?.items.rows().first?.title == "1/1")
        #expect(warnings.messages == ["tap 's' was vetoed (the tap hook of test.lua:2)", "tap 's/a' was vetoed (the tap hook of test.lua:2)"])
    }

    @Test func onlyFalseVetoes() throws {
        let r = try runtime("""
            menu.on("tap", function() return nil end)
            menu.on("tap", function() return 0 end)
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = {} }
            return m
            """)
        try r.tap("s")
        #expect(r.state.open["s"] == false)
    }

    @Test func renderHooksDecorateItems() throws {
        let r = try runtime("""
            menu.on("render", function(item, m)
              if item.checked == true then item.title = "✓ " .. item.title end
              if item.disabled then item.style = "muted" end
              if item.value then item.detail = math.type(item.value) .. " " .. item.value end
            end)
            menu.on("render", function(item) if item.id == "b" then item.icon = "🌙"; item.detail = nil end end)
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = {
              { id = "a", title = "A", checked = true },
              { id = "b", title = "B", detail = "gone", disabled = true },
              { separator = true },
              { id = "c", title = "C", value = 7 } } }
            return m
            """)
        let items = try #require(try r.view().section("s")?.items).rows()
        #expect(items[0] == ItemView(id: "a", title: "✓ A", checked: .on))
        #expect(items[1] == ItemView(id: "b", title: "B", icon: "🌙", style: .muted, disabled: true))
        #expect(items[2].kind == .separator)
        #expect(items[3] == ItemView(id: "c", title: "C", detail: "integer 7", value: "7", valueIsNumber: true))
        #expect(r.stack.top == 0)
    }

    @Test func aRenderHooksMistakesAreReportedOncePerRenderAndIgnored() throws {
        let warnings = WarningLog()
        let r = try runtime("""
            menu.on("render", function(item) item.style = "pink"; item.title = {} end)
            menu.on("render", function(item) error("render broke") end)
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = { "a", "b" } }
            return m
            """, warnings: warnings)
        #expect(try r.view().section("s")?.items.rows().map(\.title) == ["a", "b"])
        #expect(warnings.messages == [
            "hook 'render' skipped: test.lua:2: render broke",
            "a render hook set the title of item 'a' to a table, expected a string",
            "a render hook gave item 'a' unknown style 'pink' (expected one of: normal, accent, muted, bold, danger)",
            "a render hook set the title of item 'b' to a table, expected a string",
            "a render hook gave item 'b' unknown style 'pink' (expected one of: normal, accent, muted, bold, danger)",
        ], "the failing hook is reported once per render, not once per item")
        _ = try r.view()
        #expect(warnings.messages.count == 10, "each render reports again")
    }

    @Test func aHookThatRunsOutOfTimeStopsWhatItIsPartOfAndRunsNoMore() throws {
        let warnings = WarningLog()
        #expect(throws: ScriptError("test.lua:1: time limit exceeded: more than 0.2 s while loading the script (see --timeout)", kind: .timeLimit)) {
            try MenuRuntime(source: "menu.on('build', function() while true do end end)\nreturn menu.new{}",
                            name: "test.lua", options: .init(printDescriptor: 2, timeout: 0.2))
        }
        // 2 s: the loops reach it; the load and the last tap (a millisecond's work each) don't,
        // however busy the machine.
        let r = try MenuRuntime(source: """
            menu.on("tap", function(target) if target.path == "s/slow" then while true do end end end)
            menu.on("render", function(item) if item.id == "drawn slowly" then while true do end end end)
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = { "a", "slow", "drawn slowly" } }
            return m
            """, name: "test.lua", options: .init(printDescriptor: 2, warn: { warnings.append($0) }, timeout: 2))
        #expect(throws: ScriptError("test.lua:1: time limit exceeded: more than 2 s during tap 's/slow' (see --timeout)", kind: .timeLimit)) {
            try r.tap("s/slow")
        }
        #expect(throws: ScriptError("test.lua:2: time limit exceeded: more than 2 s while drawing the menu (see --timeout)", kind: .timeLimit)) {
            try r.view()
        }
        try r.tap("s")
        #expect(r.state.open["s"] == false, "the next tap has its own budget")
        try r.tap("s")
        try r.tap("s/slow")
        #expect(try r.view().section("s")?.items.rows().map(\.title) == ["a", "slow", "drawn slowly"],
                "a hook that ran out of time is disabled for the rest of the session: it costs one operation, not every one")
        #expect(warnings.messages == ["the tap hook of test.lua:1 ran out of time; it is disabled for the rest of the session",
                                      "the render hook of test.lua:2 ran out of time; it is disabled for the rest of the session"])
        #expect(r.stack.top == 0)
    }

    @Test(arguments: [
        ("menu.on('draw', function() end)", "bad argument #1 to 'on' (unknown event 'draw' (expected build, render, tap, tapped, query, restore, reload or finish))"),
        ("menu.on(1, function() end)", "bad argument #1 to 'on' (string expected, got number)"),
        ("menu.on('tap')", "bad argument #2 to 'on' (function expected, got no value)"),
        ("menu.on('tap', 'f')", "bad argument #2 to 'on' (function expected, got string)"),
        ("menu.on = nil", "menu is read-only (cannot set 'on')"),
    ])
    func badRegistrationsAreArgumentErrors(call: String, message: String) {
        #expect(failure(call) == "test.lua:1: \(message)")
    }

    @Test func pluginsRegisterHooksForTheScript() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hooks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            menu.on("build", function(m) m:section{ id = "plugin", title = "From a plugin", items = { "p" } } end)
            menu.on("tap", function(target) if target.path:match("^admin") then return false end end)
            """.write(to: folder.appendingPathComponent("hooks.lua"), atomically: true, encoding: .utf8)
        let warnings = WarningLog()
        let r = try MenuRuntime(source: """
            local m = menu.new{}
            m:section{ id = "admin", title = "Admin", items = { "reset" } }
            return m
            """, name: "test.lua",
            options: .unhurried(.init(printDescriptor: 2, warn: { warnings.append($0) }, plugins: [folder.path])))
        #expect(r.menu.blocks.map(\.id) == ["admin", "plugin"])
        try r.tap("admin")
        try r.tap("plugin")
        #expect(r.state.open == ["plugin": false])
        #expect(warnings.messages == ["tap 'admin' was vetoed (the tap hook of hooks.lua:2)"])
    }
}
