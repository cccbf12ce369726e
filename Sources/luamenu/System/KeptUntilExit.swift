/// What the process keeps until it exits instead of freeing it: at the end of a one-shot
/// command, freeing a script's Lua state and its lists one object at a time is work nobody
/// sees (a third of a small menu's cold start, a tenth of a run over 100,000 items), and the
/// kernel takes the memory back at once, as a compiler leaves its syntax trees.
///
/// Only what needs no teardown goes here: a session already closed (its state file saved and
/// let go) whose script ran in the sandbox, which lets it set no finalizer (`__gc`), the one
/// thing closing a Lua state runs. An `--unsafe` script's state is closed, as lua5.4 closes
/// its own at exit (see ``ScriptOptions/keepsUntilExit(_:)``).
///
///     KeptUntilExit.keep(session)   // the last use of it: the command returns, the process exits
enum KeptUntilExit {
    /// Touched only by the main thread, at the end of a command.
    nonisolated(unsafe) private static var kept: [AnyObject] = []

    /// Keeps `object` alive until the process exits.
    static func keep(_ object: AnyObject) {
        kept.append(object)
    }
}

extension ScriptOptions {
    /// Keeps `session` until the process exits when its script ran in the sandbox (see
    /// ``KeptUntilExit``); otherwise it is freed, its Lua state closed, as usual.
    func keepsUntilExit(_ session: AnyObject) {
        if !unsafe { KeptUntilExit.keep(session) }
    }
}
