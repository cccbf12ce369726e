import LuaShim
import MenuModel

/// Time and memory budgets around everything the host asks of Lua, and the host's own work
/// for a script (copies of its items) counted against them.
extension MenuRuntime {
    /// Runs `body` with a fresh time budget, naming `activity` when a limit stops it:
    /// "test.lua:3: time limit exceeded: more than 5 s while loading the script (see --timeout)".
    /// The error's kind comes from the budget (the limit that stopped it), never its text.
    /// Warnings past the first ``warningsPerBudget`` are counted and summarised at the end.
    func budgeted<T>(_ activity: String, _ body: () throws(ScriptError) -> T) throws(ScriptError) -> T {
        let seconds = options.timeout.map(Self.seconds) ?? "?"
        let stuck = TerminalSafe.message("luamenu: \(scriptName): time limit exceeded in a library call: more than \(seconds) s \(activity) (see --timeout); it could not be stopped safely, so luamenu ends")
        let interrupted = TerminalSafe.message("luamenu: \(scriptName): interrupted in a library call \(activity); it could not be stopped safely, so luamenu ends")
        lm_startbudget(L, limits, options.timeout ?? 0, stuck, interrupted)
        warnings = WarningCount()
        defer {
            lm_endbudget(limits)
            if warnings.suppressed > 0 {
                options.warn("… and \(warnings.suppressed) more warnings \(activity) (not shown)")
            }
            warnings = WarningCount()
        }
        do {
            return try body()
        } catch {
            throw classified(error, activity: activity)
        }
    }

    /// The error as the budget explains it: the limit that stopped the work, if one did.
    private func classified(_ error: ScriptError, activity: String) -> ScriptError {
        let limits = limits.pointee
        let place = withUnsafeBytes(of: limits.where) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if limits.timed_out != 0 {
            let seconds = options.timeout.map(Self.seconds) ?? "?"
            return ScriptError("\(place)time limit exceeded: more than \(seconds) s \(activity) (see --timeout)",
                               kind: .timeLimit)
        }
        if limits.interrupted != 0 {
            return ScriptError("\(place)interrupted", kind: .interrupted)
        }
        if limits.memory_refused != 0 {
            let mebibytes = limits.limit >> 20
            return ScriptError("\(scriptName): memory limit exceeded: more than \(mebibytes) MiB \(activity) (see --memory)",
                               kind: .memoryLimit)
        }
        return error
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value))" : "\(value)"
    }

    /// How many warnings a budget passes on before it only counts them: a script whose label
    /// fails for each of a million items says so twenty times, then how many more there were.
    static let warningsPerBudget = 20

    /// Passes a warning on to `options.warn`, up to ``warningsPerBudget`` per budget.
    func warn(_ message: String) {
        if warnings.shown < Self.warningsPerBudget {
            warnings.shown += 1
            options.warn(message)
        } else {
            warnings.suppressed += 1
        }
    }

    /// Host work for the script, in a long loop: counts `bytes` of host memory against the
    /// memory limit, and every so often checks the clock. Throws the limit's error, raised in
    /// Lua by the trampoline and explained by ``budgeted(_:_:)``.
    func chargeHostWork(bytes: Int, step: Int) throws(HostCallError) {
        if lm_chargehost(limits, Int64(bytes)) == 0 { throw .here("not enough memory") }
        hostMemory += bytes
        if step & 1023 == 0 { options.progress?.add(1024) }
        if step & 1023 == 0, lm_budgetexpired(limits) != 0 {
            if limits.pointee.where.0 == 0 {
                let place = callerLocation() + " "
                withUnsafeMutableBytes(of: &limits.pointee.where) { buffer in
                    let bytes = Array(place.utf8.prefix(buffer.count - 1)) + [0]
                    buffer.copyBytes(from: bytes)
                }
            }
            throw .here(limits.pointee.timed_out != 0 ? "time limit exceeded" : "interrupted")
        }
    }
}

/// Warnings passed on and held back during one budget.
struct WarningCount {
    var shown = 0
    var suppressed = 0
}
