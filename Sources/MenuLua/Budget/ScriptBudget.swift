import MenuModel
import TextCore

/// The script's time and memory budget: every piece of work the host does for a script —
/// running it, drawing, a tap, copying its data, writing its output — draws from it, and it
/// explains what stopped the work. It owns the limits (``LuaLimits``), the warnings counted per
/// operation, and the host memory charged for the script. It touches no Lua state, so one
/// budget can be passed to whatever works for the script.
///
/// Time: each operation (loading a plugin or the script, a tap, a drawing) has `timeout`
/// seconds, and ends by the run's ``deadline`` too when one is set. An operation started while
/// another runs joins it (its clock, its memory refusal, its warning count): rows drawn while
/// the items' data is read belong to that one operation, never to a fresh clock.
///
/// Memory: one limit counts what Lua holds, the host's lasting copies of the script's data
/// (``chargeHostWork(bytes:step:at:)``, put back by a failed tap), what the host holds for the
/// running operation alone (``hold(_:)``: copies of labels, output being written, given back
/// when it ends), and is checked before the host makes anything large (``hasRoom(for:)``).
final class ScriptBudget {
    let limits: LuaLimits
    /// The script's name, for messages.
    private let scriptName: String
    /// Seconds each operation may take; nil: no limit.
    private let timeout: Double?
    /// When the whole run must end: every operation ends by it too; nil: none.
    var deadline: Deadline?
    /// Where warnings go.
    private let warnings: @Sendable (String) -> Void
    /// Counts the items read while the script loads.
    private let progress: LoadProgress?
    /// Warnings passed on and held back during the running operation (see ``warn(_:)``).
    private var warningCount = WarningCount()
    /// Bytes of host memory charged to the budget for lasting copies of the script's data.
    /// Charged for every item table read: unchecked, as the run-time check of exclusive access
    /// Swift makes for a class's stored property cost more than the charge (91 instructions
    /// an item). It is only ever read and written whole, on the thread that runs Lua.
    @exclusivity(unchecked) private(set) var hostMemory = 0
    /// How many operations are running: nested ones join the outermost.
    private var depth = 0
    /// Seconds the running operation was given (its own, or the run's), for messages.
    private var seconds: Double?
    /// Bytes held for the running operation alone, given back when it ends.
    private var held = 0
    /// What the running operation is doing, as messages say it ("while drawing the menu").
    private var activity = ""

    init(scriptName: String, options: MenuRuntime.Options) {
        limits = LuaLimits(memoryLimit: options.memoryLimit)
        self.scriptName = scriptName
        timeout = options.timeout
        deadline = options.deadline
        warnings = options.warn
        progress = options.progress
    }

    /// Runs `body` as an operation, naming `activity` when a limit stops it:
    /// "test.lua:3: time limit exceeded: more than 5 s while loading the script (see --timeout)".
    /// The error's kind comes from the budget (the limit that stopped it), never its text.
    /// Warnings past the first ``warningsPerBudget`` are counted and summarised at the end.
    /// Inside a running operation, `body` joins it: the clock keeps running.
    func spend<T>(_ activity: String, _ body: () throws(ScriptError) -> T) throws(ScriptError) -> T {
        guard depth == 0 else {
            depth += 1
            defer { depth -= 1 }
            do {
                return try body()
            } catch {
                throw explained(error, activity: activity)
            }
        }
        let (end, length) = clock()
        seconds = length
        let shown = length.map(Self.seconds) ?? "?"
        limits.start(deadline: end, seconds: length ?? 0,
                     stuck: TerminalSafe.message("luamenu: \(scriptName): time limit exceeded in a library call: more than \(shown) s \(activity) (see --timeout); it could not be stopped safely, so luamenu ends"),
                     interrupted: TerminalSafe.message("luamenu: \(scriptName): interrupted in a library call \(activity); it could not be stopped safely, so luamenu ends"))
        depth = 1
        self.activity = activity
        warningCount = WarningCount()
        defer {
            depth = 0
            limits.end()
            _ = limits.charge(-held)                           // only says whether the limit is passed
            held = 0
            summarizeWarnings()
            warningCount = WarningCount()
        }
        do throws(ScriptError) {
            let result = try body()
            // A limit that stopped the script stops the operation, even when the script caught
            // every error it raised.
            if isStopped { throw ScriptError("stopped by a limit") }
            return result
        } catch {
            throw explained(error, activity: activity)
        }
    }

    /// When an operation starting now must end, and how long that is: its own `timeout` or the
    /// run's ``deadline``, whichever comes first; nil when neither is set.
    private func clock() -> (end: Double?, seconds: Double?) {
        let own = timeout.map { (end: LuaLimits.now() + $0, seconds: $0) }
        guard let deadline else { return (own?.end, own?.seconds) }
        if let own, own.end <= deadline.instant { return (own.end, own.seconds) }
        return (deadline.instant, deadline.seconds)
    }

    /// Whether the run's deadline has passed: nothing more can be done for the script.
    var deadlinePassed: Bool { deadline?.hasPassed ?? false }

    /// Runs `body`, which closes a Lua state, under a budget of its own that the watchdog
    /// enforces: closing runs no script code in the sandbox (no finalizers), but with the
    /// sandbox lifted it may.
    func closing(_ body: () -> Void) {
        limits.start(deadline: timeout.map { LuaLimits.now() + $0 }, seconds: timeout ?? 0,
                     stuck: TerminalSafe.message("luamenu: \(scriptName): time limit exceeded while closing (a finalizer?)"),
                     interrupted: TerminalSafe.message("luamenu: \(scriptName): interrupted while closing"))
        body()
        limits.end()
    }

    /// The error as the budget explains it: the limit that stopped the work, if one did. An
    /// operation that joined another explains it first, naming its own activity.
    private func explained(_ error: ScriptError, activity: String) -> ScriptError {
        guard !error.kind.isLimit else { return error }
        let place = limits.place
        if limits.timedOut {
            let shown = seconds.map(Self.seconds) ?? "?"
            return ScriptError("\(place)time limit exceeded: more than \(shown) s \(activity) (see --timeout)",
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

    /// Whether the running operation's time limit (not Ctrl-C) stopped it.
    var isTimedOut: Bool { limits.timedOut }

    // MARK: Warnings

    /// How many warnings a budget passes on before it only counts them: a script whose label
    /// fails for each of a million items says so twenty times, then how many more there were.
    static let warningsPerBudget = 20

    /// Passes on how many warnings were held back since the last summary, if any.
    func summarizeWarnings() {
        guard warningCount.suppressed > 0 else { return }
        warnings("… and \(warningCount.suppressed) more warnings \(activity) (not shown)")
        warningCount.suppressed = 0
    }

    /// Passes a warning on, up to ``warningsPerBudget`` per operation, each at most
    /// ``MessageLimit/bytes`` long.
    func warn(_ message: String) {
        if warningCount.shown < Self.warningsPerBudget {
            warningCount.shown += 1
            warnings(MessageLimit.bounded(message))
        } else {
            warningCount.suppressed += 1
        }
    }

    // MARK: Host work

    /// Host work for the script, in a long loop: counts `bytes` of host memory (a lasting copy)
    /// against the memory limit, and every so often checks the clock. Throws the limit's
    /// error, raised in Lua by the trampoline and explained by ``spend(_:_:)``, placed at
    /// `location` (where the script called the host) when no limit stopped the script
    /// elsewhere first.
    func chargeHostWork(bytes: Int, step: Int, at location: @autoclosure () -> String) throws(HostCallError) {
        try chargeCopy(bytes: bytes)
        guard step & 1023 == 0 else { return }
        progress?.add(1024)
        if limits.expired() {
            limits.notePlace(location() + " ")
            throw .here(limits.timedOut ? "time limit exceeded" : "interrupted")
        }
    }

    /// Counts `bytes` of a lasting copy of the script's data (a block's texts) against the
    /// memory limit; throws the limit's error, raised in Lua by the trampoline, past it.
    func chargeCopy(bytes: Int) throws(HostCallError) {
        let fits = limits.charge(bytes)
        hostMemory += bytes
        if !fits { throw .here("not enough memory") }
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

    /// Whether what Lua and the host hold is within the memory limit; past it (or once memory
    /// was refused), memory is refused for the rest of the operation.
    func withinMemoryLimit() -> Bool { limits.charge(0) }

    /// Whether `bytes` more fit under the memory limit: checked before the host makes
    /// something that large and lets it go within the same step (a file's text, before Lua
    /// has its copy). When they don't, memory is refused for the rest of the operation, as
    /// the allocator does.
    func hasRoom(for bytes: Int) -> Bool { limits.hasRoom(for: bytes) }

    /// Counts `bytes` the host holds for the running operation (copies of labels, output being
    /// written) against the memory limit until the operation ends; false, and memory refused
    /// for the rest of it, when they don't fit. Outside an operation it only checks for room.
    func hold(_ bytes: Int) -> Bool {
        guard depth > 0 else { return hasRoom(for: bytes) }
        let fits = limits.charge(bytes)
        held += bytes
        return fits
    }

    /// Whether the running operation's time is up (its deadline passed, or Ctrl-C): for host
    /// work that runs no Lua code, which the hook can't stop.
    func timeIsUp() -> Bool { limits.expired() }
}

/// Warnings passed on and held back during one operation.
struct WarningCount {
    var shown = 0
    var suppressed = 0
}
