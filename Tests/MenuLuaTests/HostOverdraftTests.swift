import CLua
import Foundation
import LuaShim
@testable import MenuLua
import Testing

/// What the host allocates in Lua for the script (tables it returns, strings it pushes) counts
/// against the memory limit like the script's own allocations: the allocator never refuses the
/// host (no Lua error may unwind through Swift), so past the limit it flags an overdraft, which
/// the host's checks and the trampoline turn into the memory error before the script sees the
/// result (LuaShim.h, "Allocating").
@Suite struct HostOverdraftTests {
    /// 40 results of `m:state()`, each a fresh table of 300 ids of 3,000 bytes (about 1 MB),
    /// kept in locals: no Lua code allocates between the calls, so only the host's own
    /// accounting can stop them.
    static let keptStates: String = {
        var lines = ["local m = menu.new{}",
                     "for s = 1, 300 do m:section{ id = string.rep('s', 3000) .. s, title = 'S', items = {} } end"]
        lines += (1...40).map { "local s\($0) = m:state()" }
        return lines.joined(separator: "\n") + "\nreturn m\n"
    }()

    @Test func keptHostResultsStopAtTheLimit() throws {
        let limit = 16 << 20
        let r = try MenuRuntime(options: .init(timeout: 60, memoryLimit: limit))
        guard case .failed(let message) = r.evaluate(Self.keptStates) else {
            Issue.record("40 MB of states fit in 16 MiB?")
            return
        }
        #expect(message.hasSuffix("memory limit exceeded: more than 16 MiB while running the line (see --memory)"), "\(message)")
        // The overdraft is at most one step of the host's: one entry of a state table.
        #expect(r.peakMemory <= limit + (64 << 10), "peak \(r.peakMemory >> 10) KiB")
    }

    /// The script never gets a value the host made past the limit: the call raises "not
    /// enough memory" instead, and stays refused for the rest of the operation, however the
    /// script catches errors.
    @Test func aResultMadePastTheLimitIsNeverSeen() throws {
        let r = try MenuRuntime(options: .init(timeout: 60, memoryLimit: 8 << 20))
        // Globals and slots made first, so that nothing but the host allocates in the loop.
        #expect(r.evaluate("first_error, seen, kept = false, 0, {} for i = 1, 100 do kept[i] = false end") == .values([]))
        let outcome = r.evaluate("""
            local m = menu.new{}
            for s = 1, 100 do m:section{ id = string.rep('s', 4000) .. s, title = 'S', items = {} } end
            for i = 1, 100 do
              local ok, state = pcall(m.state, m)
              if ok then kept[i] = state; seen = i elseif not first_error then first_error = state end
            end
            """)
        guard case .failed(let message) = outcome else {
            Issue.record("100 states of 400 KB fit in 8 MiB: \(outcome)")
            return
        }
        #expect(message.contains("memory limit exceeded"), "\(message)")
        #expect(r.evaluate("return first_error") == .values(["\"not enough memory\""]))
        #expect(r.evaluate("return seen < 20") == .values(["true"]), "states stopped near the limit")
        #expect(r.evaluate("kept = nil collectgarbage() return 1 + 1") == .values(["2"]), "the next operation starts afresh")
    }

    /// The host checks for room before it makes something large out of the script's data: a
    /// file's text, an input line, a function's result.
    @Test func largeHostResultsAreCheckedFirst() throws {
        let limit = 16 << 20
        let r = try MenuRuntime(options: .init(timeout: 60, memoryLimit: limit))
        let outcome = r.evaluate("""
            local big = string.rep("가", 2 * 1024 * 1024)          -- 6 MB of Hangul
            local a = menu.hangul.choseong(big)
            local b = menu.hangul.choseong(big)
            return #a + #b
            """)
        guard case .failed(let message) = outcome else {
            Issue.record("two 6 MB results and their source fit in 16 MiB: \(outcome)")
            return
        }
        #expect(message.contains("memory limit exceeded"), "\(message)")
        #expect(r.peakMemory <= limit + (64 << 10), "peak \(r.peakMemory >> 10) KiB")
    }
}
