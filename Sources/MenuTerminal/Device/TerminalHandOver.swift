/// A program run on the terminal while a full-screen view waits, as fzf's `execute` runs one:
/// the terminal is left as for Ctrl-Z (the normal screen, the original mode), the program runs,
/// and the terminal is taken back and the view asked to redraw everything, as after `fg`.
/// Nothing else reads the terminal meanwhile: the view's thread is the one waiting.
///
///     TerminalHandOver.run { ShellCommandRun.run("vim notes.txt", onTerminal: true) }
public enum TerminalHandOver {
    /// Runs `body` with the terminal handed over; what it returns.
    public static func run<Result>(_ body: () -> Result) -> Result {
        TerminalRestore.leaveForStop()
        defer { if TerminalRestore.plan.pointee.away { TerminalRestore.reenter() } }
        return body()
    }
}
