import MenuModel

/// The script's time and memory budget: every piece of work the host does for a script —
/// running it, drawing, a tap, copying its data — draws from it, and it explains what stopped
/// the work. It owns the limits (``LuaLimits``), the warnings counted per budget, and the host
/// memory charged for copies of the script's data. It touches no Lua state, so one budget can
/// be passed to whatever works for the script.
final class ScriptBudget {
    let limits: LuaLimits
    /// The script's name, for messages.
    private let scriptName: String
    /// Seconds each piece of work may take; nil: no limit.
    private let timeout: Double?
    /// Where warnings go.
    private let warnings: @Sendable (String) -> Void
    /// Counts the items read while the script loads.
    private let progress: LoadProgress?
    /// Warnings passed on and held back during the running budget (see ``warn(_:)``).
    private var warningCount = WarningCount()
    /// Bytes of host memory charged to the budget for copies of the script's data.
    private(set) var hostMemory = 0

    init(scriptName: String, options: MenuRuntime.Options) {
        limits = LuaLimits(memoryLimit: options.memoryLimit)
        self.scriptName = scriptName
        timeout = options.timeout
        warnings = options.warn
        progress = options.progress
    }

    /// Runs `body` with a fresh time budget, naming `activity` when a limit stops it:
    /// "test.lua:3: time limit exceeded: more than 5 s while loading the script (see --timeout)".
    /// The error's kind comes from the budget (the limit that stopped it), never its text.
    /// Warnings past the first ``warningsPerBudget`` are counted and summarised at the end.
    func spend<T>(_ activity: String, _ body: () throws(ScriptError) -> T) throws(ScriptError) -> T {
        let seconds = timeout.map(Self.seconds) ?? "?"
        limits.start(seconds: timeout ?? 0,
                     stuck: TerminalSafe.message("luamenu: \(scriptName): time limit exceeded in a library call: more than \(seconds) s \(activity) (see --timeout); it could not be stopped safely, so luamenu ends"),
                     interrupted: TerminalSafe.message("luamenu: \(scriptName): interrupted in a library call \(activity); it could not be stopped safely, so luamenu ends"))
        warningCount = WarningCount()
        defer {
            limits.end()
            if warningCount.suppressed > 0 {
                warnings("… and \(warningCount.suppressed) more warnings \(activity) (not shown)")
            }
            warningCount = WarningCount()
        }
        do {
            return try body()
        } catch {
            throw explained(error, activity: activity)
        }
    }

    /// Runs `body`, which closes a Lua state, under a budget the watchdog enforces: closing
    /// runs no script code in the sandbox (no finalizers), but with the sandbox lifted it may.
    func closing(_ body: () -> Void) {
        limits.start(seconds: timeout ?? 0,
                     stuck: TerminalSafe.message("luamenu: \(scriptName): time limit exceeded while closing (a finalizer?)"),
                     interrupted: TerminalSafe.message("luamenu: \(scriptName): interrupted while closing"))
        body()
        limits.end()
    }

    /// The error as the budget explains it: the limit that stopped the work, if one did.
    private func explained(_ error: ScriptError, activity: String) -> ScriptError {
        let place = limits.place
        if limits.timedOut {
            let seconds = timeout.map(Self.seconds) ?? "?"
            return ScriptError("\(place)time limit exceeded: more than \(seconds) s \(activity) (see --timeout)",
                               kind: .timeLimit)
        }
        if limits.interrupted {
            return ScriptError("\(place)interrupted", kind: .interrupted)
        }
        if limits.memoryRefused {
            return ScriptError("\(scriptName): memory limit exceeded: more than \(limits.limit >> 20) MiB \(activity) (see --memory)",
                               kind: .memoryLimit)
        }
        return error
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value))" : "\(value)"
    }

    /// Whether a limit stopped the script: the time limit, Ctrl-C, or the memory limit.
    var isStopped: Bool { limits.timedOut || limits.interrupted || limits.memoryRefused }

    /// Whether the time limit or Ctrl-C stopped the script (the script can't go on at all).
    var isOutOfTime: Bool { limits.timedOut || limits.interrupted }

    // MARK: Warnings

    /// How many warnings a budget passes on before it only counts them: a script whose label
    /// fails for each of a million items says so twenty times, then how many more there were.
    static let warningsPerBudget = 20

    /// Passes a warning on, up to ``warningsPerBudget`` per budget.
    func warn(_ message: String) {
        if warningCount.shown < Self.warningsPerBudget {
            warningCount.shown += 1
            warnings(message)
        } else {
            warningCount.suppressed += 1
        }
    }

    // MARK: Host work

    /// Host work for the script, in a long loop: counts `bytes` of host memory against the
    /// memory limit, and every so often checks the clock. Throws the limit's error, raised in
    /// Lua by the trampoline and explained by ``spend(_:_:)``, placed at `location` (where the
    /// script called the host) when no limit stopped the script elsewhere first.
    func chargeHostWork(bytes: Int, step: Int, at location: @autoclosure () -> String) throws(HostCallError) {
        if !limits.charge(bytes) { throw .here("not enough memory") }
        hostMemory += bytes
        guard step & 1023 == 0 else { return }
        progress?.add(1024)
        if limits.expired() {
            limits.notePlace(location() + " ")
            throw .here(limits.timedOut ? "time limit exceeded" : "interrupted")
        }
    }

    /// Gives back `bytes` of host memory charged for copies the host no longer holds.
    func release(_ bytes: Int) {
        _ = limits.charge(-bytes)                              // only says whether the limit is passed
        hostMemory -= bytes
    }

    /// Puts the host memory charged back to `bytes`, what it was before a tap that failed.
    func restoreHostMemory(to bytes: Int) {
        release(hostMemory - bytes)
    }

    /// Whether what Lua and the host hold is within the memory limit; past it, memory is
    /// refused for the rest of the budget.
    func withinMemoryLimit() -> Bool { limits.charge(0) }

    /// Whether `bytes` more fit under the memory limit; when they don't, memory is refused
    /// for the rest of the budget, as the allocator does.
    func hasRoom(for bytes: Int) -> Bool {
        guard let room = limits.room, bytes > room else { return true }
        limits.refuseMemory()
        return false
    }
}

/// Warnings passed on and held back during one budget.
struct WarningCount {
    var shown = 0
    var suppressed = 0
}
