@testable import MenuLua
import MenuModel
import Testing

/// Loops, memory bombs and runaway recursion end in clear errors, and the host goes on.
@Suite struct LimitTests {
    let options = MenuRuntime.Options(printDescriptor: 2, timeout: 0.3, memoryLimit: 32 << 20)

    /// The limits for a script that loads and then runs out of time in a tap or a render: 2 s,
    /// which a loop soon reaches and the load (a millisecond's work) doesn't, however busy the machine.
    var optionsWithRoomToLoad: MenuRuntime.Options {
        var options = options
        options.timeout = 2
        return options
    }

    /// The error `source` fails with while loading, under `options` (by default these limits).
    func failure(_ source: String, options: MenuRuntime.Options? = nil) -> ScriptError? {
        do {
            _ = try MenuRuntime(source: source, name: "test.lua", options: options ?? self.options)
            return nil
        } catch {
            return error
        }
    }

    @Test func anEndlessLoopStopsWithTheTimeLimit() {
        #expect(failure("while true do end")
            == ScriptError("test.lua:1: time limit exceeded: more than 0.3 s while loading the script (see --timeout)", kind: .timeLimit))
    }

    @Test func pcallCannotSwallowTheTimeLimit() {
        #expect(failure("""
            local m = menu.new{}
            while true do pcall(function() while true do end end) end
            """)?.kind == .timeLimit)
        #expect(failure("""
            while true do
              local co = coroutine.wrap(function() while true do end end)
              pcall(co)
            end
            """)?.kind == .timeLimit)
    }

    @Test func aLoopingHandlerStopsAndTheStateIsKept() throws {
        let r = try MenuRuntime(source: """
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = { "spin", "fine" },
              on_tap = function(item, m) if item.id == "spin" then m:tap("s"); while true do end end end }
            return m
            """, name: "test.lua", options: optionsWithRoomToLoad)
        #expect(throws: ScriptError("test.lua:3: time limit exceeded: more than 2 s during tap 's/spin' (see --timeout)", kind: .timeLimit)) {
            try r.tap("s/spin")
        }
        #expect(r.state == MenuState(), "the tap that timed out changed nothing")
        try r.tap("s")
        #expect(r.state.open["s"] == false, "the next tap gets a fresh budget")
    }

    @Test func aLoopingLabelStopsTheRender() throws {
        let r = try MenuRuntime(source: """
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = { { id = "a", title = "A", detail = function() while true do end end } } }
            return m
            """, name: "test.lua", options: optionsWithRoomToLoad)
        #expect(throws: ScriptError("test.lua:2: time limit exceeded: more than 2 s while drawing the menu (see --timeout)", kind: .timeLimit)) {
            try r.view()
        }
    }

    @Test func memoryBombsStopAtTheMemoryLimit() {
        let message = ScriptError("test.lua: memory limit exceeded: more than 32 MiB while loading the script (see --memory)",
                                  kind: .memoryLimit)
        // A long time limit, so that a slow machine (or AddressSanitizer) hits memory first.
        #expect(failure("local s = 'x' while true do s = s .. s end", options: .unhurried(options)) == message)
        #expect(failure("local s = string.rep('x', 1 << 30)", options: .unhurried(options)) == message)
        #expect(failure("local t = {} for i = 1, 1e9 do t[i] = { i } end", options: .unhurried(options)) == message)
    }

    @Test func memoryIsCountedAndFreed() throws {
        let r = try MenuRuntime(source: """
            local big = string.rep("x", 8 << 20)
            big = nil
            collectgarbage()
            local again = string.rep("y", 8 << 20)
            return menu.new{}
            """, name: "test.lua", options: .unhurried(options))
        #expect(r.peakMemory > 8 << 20)
        #expect(r.peakMemory < 24 << 20, "the first string was freed before the second")
    }

    @Test func deepRecursionIsAStackOverflow() throws {
        #expect(throws: ScriptError("test.lua:1: stack overflow")) {
            try MenuRuntime(source: "local function f() return 1 + f() end f()", name: "test.lua", options: .unhurried())
        }
    }

    @Test func endlessTapRecursionThroughTheHostIsAnError() throws {
        let r = try MenuRuntime(source: """
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = { "a" }, on_tap = function(_, m) m:tap("s/a") end }
            return m
            """, name: "test.lua", options: .unhurried(options))
        #expect(throws: ScriptError.self) { try r.tap("s/a") }
        try r.tap("s")
        #expect(r.state.open["s"] == false, "the runtime still works")
    }
}
