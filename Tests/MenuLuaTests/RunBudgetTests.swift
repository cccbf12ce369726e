import Foundation
@testable import MenuLua
import MenuModel
import Testing

/// One budget for a run: every operation draws on the same clock and the same memory, an
/// operation started inside another joins it, and the run's deadline bounds them all.
@Suite struct RunBudgetTests {
    /// A busy loop of at least one second of the wall clock (`os.clock` counts the processor
    /// time of every thread of the test process, which runs tests in parallel).
    static let busySecond = "local t = os.time() + 1 while os.time() <= t do end"

    /// Reading the items' data inside a drawing is part of the drawing: it used to start and end
    /// a budget of its own, which left the drawing with no deadline at all, so a label that
    /// looped after it ran forever.
    @Test(.timeLimit(.minutes(1))) func anOperationInsideAnotherKeepsItsClock() throws {
        // 5,000 items: more than a view keeps made, so row 0 is made again after the data is read.
        let r = try MenuRuntime(source: """
            local calls, items = {}, {}
            for i = 1, 5000 do
              items[i] = { id = "i" .. i, price = i, title = function()
                calls[i] = (calls[i] or 0) + 1
                if calls[i] > 1 then while true do end end    -- the second time: forever
                return "item " .. i
              end }
            end
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = items }
            return m
            """, name: "nested.lua", options: .init(timeout: 50))
        // The load has all the time a busy machine needs; the drawing, the run's last 2 s.
        r.budget.deadline = Deadline(seconds: 2)
        let error = #expect(throws: ScriptError.self) {
            try r.drawing { view throws(EvaluationStopped) in
                do throws(ScriptError) {
                    _ = try r.itemData(in: view)                      // every row made once
                } catch {
                    throw EvaluationStopped(error.message)
                }
                guard case .section(let section)? = view.blocks.first else { return }
                _ = try section.items.row(at: 0)                      // made again: loops
            }
        }
        #expect(error?.kind == .timeLimit, "\(String(describing: error))")
    }

    /// With a deadline for the run, operations share it: two taps that each fit the per-operation
    /// timeout can't both fit the run.
    @Test func theRunsDeadlineBoundsEveryOperation() throws {
        var options = MenuRuntime.Options(timeout: 60)
        options.deadline = Deadline(seconds: 1.5)
        let r = try MenuRuntime(source: """
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = { "a", "quick" }, on_tap = function(item)
              if item.id == "a" then \(Self.busySecond) end
            end }
            return m
            """, name: "run.lua", options: options)
        let error = #expect(throws: ScriptError.self) {
            try r.tap("s/a")
            try r.tap("s/a")
        }
        #expect(error?.kind == .timeLimit)
        #expect(error?.message.contains("time limit exceeded: more than 1.5 s during tap 's/a'") == true, "\(String(describing: error))")
        r.deadline = Deadline(seconds: 60)                           // a new request: time of its own
        #expect(throws: Never.self) { try r.tap("s/quick") }
    }

    /// A plugin that uses up the run's time ends the run with its own error: there is no time
    /// left for the script, and saying so at the script's first line would blame the script.
    @Test func aPluginThatUsesUpTheRunEndsIt() throws {
        let plugins = FileManager.default.temporaryDirectory.appendingPathComponent("budget-plugins-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: plugins, withIntermediateDirectories: true)
        try "while true do end".write(to: plugins.appendingPathComponent("loop.lua"), atomically: true, encoding: .utf8)
        var options = MenuRuntime.Options(timeout: 0.3, plugins: [plugins.path])
        options.deadline = Deadline(seconds: 0.3)
        let error = #expect(throws: ScriptError.self) {
            try MenuRuntime(source: "return menu.new{}", name: "s.lua", options: options)
        }
        #expect(error?.kind == .timeLimit)
        #expect(error?.message.hasSuffix("loop.lua:1: time limit exceeded: more than 0.3 s while loading plugin \(plugins.path)/loop.lua (see --timeout)") == true,
                "\(String(describing: error))")
    }

    /// What a front end holds while it draws (a document being written) counts against the
    /// memory limit, and stops the drawing with the memory limit's error.
    @Test func outputHeldCountsAgainstTheMemoryLimit() throws {
        let r = try MenuRuntime(source: "return menu.new{}", name: "s.lua", options: .init(memoryLimit: 16 << 20))
        let error = #expect(throws: ScriptError.self) {
            try r.drawing { _ throws(EvaluationStopped) in
                for _ in 1...64 { try r.holdOutput(bytes: 1 << 20) }
            }
        }
        #expect(error?.kind == .memoryLimit)
        #expect(error?.message == "s.lua: memory limit exceeded: more than 16 MiB while drawing the menu (see --memory)")
        _ = try r.view()                                             // given back when the drawing ended
    }

    /// Label functions that all return one shared string: Lua holds it once, the host copies it
    /// for every row, and the copies count until the drawing ends.
    @Test func copiesOfOneSharedLabelCount() throws {
        let r = try MenuRuntime(source: """
            local big = string.rep("x", 2 * 1024 * 1024)
            local items = {}
            for i = 1, 40 do items[i] = { id = "i" .. i, title = function() return big end } end
            local m = menu.new{}
            m:section{ id = "s", title = "S", items = items }
            return m
            """, name: "shared.lua", options: .init(timeout: 60, memoryLimit: 32 << 20))
        let error = #expect(throws: ScriptError.self) { try r.view() }
        #expect(error?.kind == .memoryLimit, "\(String(describing: error))")
    }
}
