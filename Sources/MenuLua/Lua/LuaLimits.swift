import LuaShim

/// The limits a Lua state runs under and what it used (LuaShim's `lm_Limits`, the allocator's
/// data), owned here: the memory stays valid as long as a state or a budget holds this.
///
/// The allocator counts every byte and refuses growth past the limit while Lua code runs; the
/// hook stops Lua code past the deadline; both set flags that stay set until the next budget
/// starts (see Limits.c). ``ScriptBudget`` reads and explains them.
final class LuaLimits {
    let pointer: UnsafeMutablePointer<lm_Limits>

    /// No memory limit when `memoryLimit` is nil.
    init(memoryLimit: Int?) {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: lm_Limits())
        pointer.pointee.limit = memoryLimit.map { max(0, $0) } ?? 0
    }

    deinit {
        pointer.deinitialize(count: 1)
        pointer.deallocate()
    }

    /// Seconds on the clock deadlines are measured in (CLOCK_MONOTONIC).
    static func now() -> Double { lm_now() }

    /// Starts a budget that ends at `deadline` (``now()`` seconds; nil: no time limit),
    /// `seconds` long, and clears the last one's flags; the watchdog prints `stuck` (or
    /// `interrupted`) and ends the process when the script can't be stopped safely (see
    /// `lm_startbudget`).
    func start(deadline: Double?, seconds: Double, stuck: String, interrupted: String) {
        lm_startbudget(pointer, deadline ?? 0, seconds, stuck, interrupted)
    }

    /// Ends the budget: the watchdog stops watching it.
    func end() { lm_endbudget(pointer) }

    /// Whether the budget is used up (the deadline passed, or Ctrl-C); sets ``timedOut`` when
    /// the deadline passed.
    func expired() -> Bool { lm_budgetexpired(pointer) != 0 }

    /// Counts `bytes` of host memory (negative: gives them back) against the limit; false,
    /// and ``memoryRefused`` set, when what Lua and the host hold is past it.
    func charge(_ bytes: Int) -> Bool { lm_chargehost(pointer, Int64(bytes)) != 0 }

    /// The deadline passed during this budget.
    var timedOut: Bool { pointer.pointee.timed_out != 0 }

    /// Ctrl-C asked to stop during this budget.
    var interrupted: Bool { pointer.pointee.interrupted != 0 }

    /// Memory was refused during this budget.
    var memoryRefused: Bool { pointer.pointee.memory_refused != 0 }

    /// Whether `bytes` more fit under the memory limit; when they don't, memory is refused for
    /// the rest of the budget, as the allocator does.
    func hasRoom(for bytes: Int) -> Bool { lm_hasroom(pointer, max(0, bytes)) != 0 }

    /// The memory limit in bytes; 0 when there is none.
    var limit: Int { Int(pointer.pointee.limit) }

    /// The bytes left under the memory limit (`Int.max` without one), for a host loop that
    /// decides how much to do before its next check; reads only.
    var headroom: Int {
        let limits = pointer.pointee
        guard limits.limit > 0 else { return .max }
        return limits.used >= limits.limit || limits.memory_refused != 0 ? 0 : Int(limits.limit - limits.used)
    }

    /// The most memory Lua (and the host's copies) held, in bytes.
    var peak: Int { pointer.pointee.peak }

    /// "file:line: " where a limit first stopped the script, or "".
    var place: String {
        withUnsafeBytes(of: pointer.pointee.where) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }

    /// Sets ``place``, unless a limit stopped the script somewhere already.
    func notePlace(_ place: String) {
        guard pointer.pointee.where.0 == 0 else { return }
        withUnsafeMutableBytes(of: &pointer.pointee.where) { buffer in
            buffer.copyBytes(from: Array(place.utf8.prefix(buffer.count - 1)) + [0])
        }
    }

    /// Makes Ctrl-C stop the Lua code running under these limits (with "interrupted") instead
    /// of the process; false puts the default back.
    func interruptOnControlC(_ enabled: Bool) {
        lm_interruptonsigint(enabled ? pointer : nil)
    }
}
