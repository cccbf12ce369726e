@testable import MenuLua
import Testing

/// The time-limit hook is set only once the time is up, on the thread (coroutine) that runs:
/// scripts run as fast as stock Lua until then, and a loop anywhere still stops.
@Suite struct HookArmingTests {
    /// Limits that a loop reaches and a load (a millisecond's work) doesn't, however busy the machine.
    let options = MenuRuntime.Options(printDescriptor: 2, sandbox: false, timeout: 2, memoryLimit: 32 << 20)

    func failure(_ source: String) -> ScriptError? {
        do {
            _ = try MenuRuntime(source: source, name: "test.lua", options: options)
            return nil
        } catch {
            return error
        }
    }

    @Test func noHookIsSetWhileTheBudgetHasTime() throws {
        let r = try MenuRuntime(source: "assert(debug.gethook() == nil, 'a hook at load') return menu.new{}",
                                name: "test.lua", options: options)
        #expect(r.evaluate("return debug.gethook(), coroutine.wrap(function() return debug.gethook() end)()")
            == .values(["nil", "nil"]))
    }

    @Test func aLoopInACoroutineStopsWithTheTimeLimit() {
        #expect(failure("coroutine.wrap(function() while true do end end)()")?.kind == .timeLimit)
        #expect(failure("""
            local co = coroutine.create(function() while true do end end)
            local ok, message = coroutine.resume(co)
            while true do end
            """)?.kind == .timeLimit, "the resumer is stopped too once the coroutine is")
    }

    @Test func aCoroutineMadeBeforeTheTimeIsUpIsStoppedWhenResumedAfter() {
        #expect(failure("""
            local parked = coroutine.create(function() while true do end end)
            while true do pcall(coroutine.resume, parked) end
            """)?.kind == .timeLimit)
    }

    @Test func theHookOfATimedOutOperationIsGoneInTheNext() throws {
        let r = try MenuRuntime(source: """
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = { "spin" }, on_tap = function() while true do end end }
            return m
            """, name: "test.lua", options: options)
        #expect(throws: ScriptError.self) { try r.tap("s/spin") }
        #expect(r.evaluate("local x = 0 for i = 1, 10 do x = x + i end return x, debug.gethook()")
            == .values(["55", "nil"]))
    }

    /// coroutine.resume and wrap behave as the standard library's (their messages are stock Lua 5.4's).
    @Test(arguments: [
        ("local co = coroutine.create(function(a, b) local c = coroutine.yield(a + b) return c * 2 end)"
         + " local _, x = coroutine.resume(co, 1, 2) local _, y = coroutine.resume(co, 10)"
         + " return x, y, coroutine.status(co)", ["3", "20", "\"dead\""]),
        ("local co = coroutine.create(function() end) coroutine.resume(co) return coroutine.resume(co)",
         ["false", "\"cannot resume dead coroutine\""]),
        ("local co co = coroutine.create(function() return coroutine.resume(co) end) return coroutine.resume(co)",
         ["true", "false", "\"cannot resume non-suspended coroutine\""]),
        ("return coroutine.resume(coroutine.running())", ["false", "\"cannot resume non-suspended coroutine\""]),
        ("return pcall(coroutine.wrap(function() error('boom') end))", ["false", "\"stdin:1: boom\""]),
        ("local f = coroutine.wrap(function() error({}) end) local ok, e = pcall(f) return ok, type(e)",
         ["false", "\"table\""]),
        ("return pcall(coroutine.resume, 42)",
         ["false", "\"bad argument #1 to 'coroutine.resume' (thread expected, got number)\""]),
        ("local f = coroutine.wrap(function(...) return select('#', ...), ... end) return f(1, nil, 3)",
         ["3", "1", "nil", "3"]),
    ])
    func resumeAndWrapAreStock(chunk: String, expected: [String]) throws {
        let r = try MenuRuntime(source: "return menu.new{}", name: "test.lua", options: options)
        #expect(r.evaluate(chunk) == .values(expected))
    }
}
