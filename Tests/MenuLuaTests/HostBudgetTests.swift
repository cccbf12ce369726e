import Foundation
import Synchronization
@testable import MenuLua
import Testing

/// Host work done for a script counts against its budget, and what it reports stays readable
/// however much of it there is; errors say what stopped them by kind, not by text.
@Suite struct HostBudgetTests {
    /// One table of 50,000 items given to many sections: the host's copies grow with every
    /// section, while Lua's memory barely does.
    static let sharedItems = """
        local items = {}
        for i = 1, 50000 do items[i] = "item " .. i end
        local m = menu.new{}
        for s = 1, 400 do
          m:section{ id = "s" .. s, title = "S", items = items }
        end
        return m
        """

    @Test func hostCopiesOfItemsCountAgainstTheMemoryLimit() {
        do {
            _ = try MenuRuntime(source: Self.sharedItems, name: "shared.lua",
                                options: .init(timeout: nil, memoryLimit: 48 << 20))
            Issue.record("400 copies of 50,000 items fit in 48 MiB?")
        } catch {
            #expect(error.kind == .memoryLimit, "\(error)")
            #expect(error.message == "shared.lua: memory limit exceeded: more than 48 MiB while loading the script (see --memory)")
        }
    }

    @Test func hostCopiesOfItemsCountAgainstTheTimeLimit() {
        // Reading 20,000,000 items takes many seconds, nearly all of it in the host: its own
        // checks stop it, placed at the call it was working for (or, when the time ran out
        // just as a call returned, the hook at the loop around it).
        do {
            _ = try MenuRuntime(source: Self.sharedItems, name: "shared.lua",
                                options: .init(timeout: 1, memoryLimit: nil))
            Issue.record("20,000,000 items read within 1 s?")
        } catch {
            #expect(error.kind == .timeLimit, "\(error)")
            #expect(["shared.lua:5: ", "shared.lua:4: "].contains { error.message.hasPrefix($0 + "time limit exceeded: more "
                                                                                           + "than 1 s while loading") },
                    "placed where the script was: \(error.message)")
        }
    }

    /// One long id given to many blocks: Lua holds it once, the host keeps a copy per block.
    @Test func hostCopiesOfBlocksCountAgainstTheMemoryLimit() {
        do {
            _ = try MenuRuntime(source: """
                local id = string.rep("s", 4000)
                local m = menu.new{}
                for s = 1, 10000 do m:section{ id = id, title = "S", items = {} } end
                return m
                """, name: "blocks.lua", options: .init(timeout: nil, memoryLimit: 16 << 20))
            Issue.record("10,000 copies of a 4 KB id fit in 16 MiB?")
        } catch {
            #expect(error.kind == .memoryLimit, "\(error)")
        }
    }

    @Test func aFailedTapGivesBackTheHostMemoryOfWhatItAdded() throws {
        let r = try runtime("""
            local items = {}
            for i = 1, 1000 do items[i] = "a long item title number " .. i end
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = { "x" }, on_tap = function(_, m)
              m:section{ id = "more", title = "More", items = items }
              error("and then it failed")
            end }
            return m
            """)
        let before = r.budget.hostMemory
        #expect(throws: ScriptError.self) { try r.tap("s/x") }
        #expect(r.budget.hostMemory == before)
    }

    @Test func repeatedWarningsAreSummarised() throws {
        let warnings = WarningLog()
        let r = try runtime("""
            local items = {}
            for i = 1, 500 do items[i] = { id = "i" .. i, title = function() error("broken label") end } end
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = items }
            return m
            """, warnings: warnings)
        _ = try r.view()
        #expect(warnings.messages.count == ScriptBudget.warningsPerBudget + 1)
        #expect(warnings.messages.last == "… and 480 more warnings while drawing the menu (not shown)")
        _ = try r.view()
        #expect(warnings.messages.count == 2 * (ScriptBudget.warningsPerBudget + 1), "each render has its own count")
    }

    @Test func repeatedProblemsAreSummarised() throws {
        let r = try runtime("""
            local items = {}
            for i = 1, 1000 do items[i] = { title = "t" .. i, detial = "x" } end
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = items }
            m:section{ id = "d", title = "D", items = { "a", "a", "a", "a", "a" } }
            return m
            """)
        #expect(r.problems == [
            "test.lua:4: unknown field 'detial' in item 't1' (items[1]) (did you mean 'detail'?)",
            "test.lua:4: unknown field 'detial' in item 't2' (items[2]) (did you mean 'detail'?)",
            "test.lua:4: unknown field 'detial' in item 't3' (items[3]) (did you mean 'detail'?)",
            "test.lua:5: section 'd': two items have the id 'a'; taps reach only the first",
            "test.lua:5: section 'd': two items have the id 'a'; taps reach only the first",
            "test.lua:5: section 'd': two items have the id 'a'; taps reach only the first",
            "test.lua:4: unknown field 'detial': … and 997 more like the above",
            "test.lua:5: section 'd': duplicate ids: … and 1 more like the above",
        ])
    }

    @Test(arguments: [
        ("return menu.new{", ScriptError.Kind.load),
        ("error('no')", .runtime),
        ("while true do end", .timeLimit),
        ("local t = {} for i = 1, 1e9 do t[i] = i end", .memoryLimit),
        ("local m = menu.new{} m:tap('nowhere') return m", .runtime),
    ])
    func errorsSayWhatStoppedThem(source: String, kind: ScriptError.Kind) {
        // A short time limit for the endless loop only: a busy machine could stop the others with it.
        let limits = MenuRuntime.Options(timeout: 0.3, memoryLimit: 16 << 20)
        do {
            _ = try MenuRuntime(source: source, name: "k.lua", options: kind == .timeLimit ? limits : .unhurried(limits))
            Issue.record("\(source) ran")
        } catch {
            #expect(error.kind == kind, "\(error)")
        }
    }

    @Test func aBadTapPathIsATapError() throws {
        let r = try runtime("local m = menu.new{} m:section{ id = 's', title = 'S', items = {} } return m")
        let error = #expect(throws: ScriptError.self) { try r.tap("nowhere") }
        #expect(error?.kind == .tap && error?.tapError?.kind == .unknown && error?.tapError?.segment == "nowhere")
        #expect(error?.tapError?.expected == ["s"])
        #expect(error?.message == "bad tap path 'nowhere': no block 'nowhere' in the menu (expected one of: s)")
    }

    @Test func aMemoryErrorCaughtByTheScriptStillEndsTheOperation() {
        do {
            _ = try MenuRuntime(source: """
                local ok = pcall(function() local t = {} for i = 1, 1e9 do t[i] = i end end)
                local after = {}
                for i = 1, 100 do after[i] = { i } end      -- refused: the limit is sticky
                return menu.new{ title = tostring(ok) }
                """, name: "k.lua", options: .unhurried(.init(memoryLimit: 16 << 20)))
            Issue.record("it went on past the limit")
        } catch {
            #expect(error.kind == .memoryLimit, "\(error)")
        }
    }

    @Test func ctrlCIsAnInterruptedError() throws {
        // Ctrl-C comes once the line's own loop runs (the line tells, through a host
        // function): earlier, on a busy machine, it would stop the REPL's code before it.
        final class Flag: Sendable {
            let raised = Mutex(false)
        }
        let looping = Flag()
        var options = MenuRuntime.Options(timeout: nil)
        options.hostFunctions = ["looping": { _ in
            looping.raised.withLock { $0 = true }
            return .nil
        }]
        let r = try MenuRuntime(options: options)
        nonisolated(unsafe) let limits = r.budget.limits.pointer
        Thread.detachNewThread {
            // Once the loop runs (a budget's start clears the flag), for a minute at most.
            let deadline = Date().addingTimeInterval(60)
            while !looping.raised.withLock({ $0 }) || limits.pointee.lua_running == 0, Date() < deadline {
                usleep(1_000)
            }
            limits.pointee.interrupted = 1                    // what the SIGINT handler does
        }
        #expect(r.evaluate("menu.host.looping() while true do end") == .failed("stdin:1: interrupted"))
        #expect(r.evaluate("return 1 + 1") == .values(["2"]), "the next line runs")
    }

    @Test func lettingGoOfCtrlCPutsBackWhatItDidBefore() throws {
        let r = try MenuRuntime(options: .unhurried())
        func handler() -> Int {
            var now = sigaction()
            sigaction(SIGINT, nil, &now)
            return unsafeBitCast(now.__sigaction_handler.sa_handler, to: Int.self)
        }
        var ignore = sigaction(), previous = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        sigaction(SIGINT, &ignore, &previous)
        defer { sigaction(SIGINT, &previous, nil) }
        let ignored = unsafeBitCast(SIG_IGN, to: Int.self)
        r.interruptOnControlC(true)
        #expect(handler() != ignored, "the chunk's handler is in place")
        r.interruptOnControlC(false)
        // The REPL counts Ctrl-C between a line and its chunk; the default would end the process.
        #expect(handler() == ignored, "what was there before, not the default action")
    }
}
