import LuaShim

/// Time and memory budgets around everything the host asks of Lua.
extension MenuRuntime {
    /// Runs `body` with a fresh time budget, naming `activity` when a limit stops it:
    /// "test.lua:3: time limit exceeded: more than 5 s while loading the script (see --timeout)".
    func budgeted<T>(_ activity: String, _ body: () throws(ScriptError) -> T) throws(ScriptError) -> T {
        lm_startbudget(L, limits, options.timeout ?? 0)
        do {
            return try body()
        } catch {
            if limits.pointee.timed_out != 0 {
                let seconds = options.timeout.map { $0 == $0.rounded() ? "\(Int($0))" : "\($0)" } ?? "?"
                let place = error.message.firstRange(of: "time limit exceeded").map {
                    String(error.message[..<$0.lowerBound])
                } ?? ""
                throw ScriptError("\(place)time limit exceeded: more than \(seconds) s \(activity) (see --timeout)")
            }
            if limits.pointee.memory_refused != 0, error.message.contains("not enough memory") {
                let mebibytes = limits.pointee.limit >> 20
                throw ScriptError("\(scriptName): memory limit exceeded: more than \(mebibytes) MiB \(activity) (see --memory)")
            }
            throw error
        }
    }
}
