import LuaShim
import Synchronization

/// What a program does just before the watchdog ends it: when a script is stuck where no limit
/// can stop it (a library call that backtracks for minutes, a finalizer with the sandbox
/// lifted) well past its deadline, or ignores Ctrl-C for a second, the watchdog prints its
/// message on stderr and ends the process (see `lm_startbudget`). A program that owes someone
/// an answer (`luamenu serve`: the request's error reply, the state saved) gives it here.
public enum Watchdog {
    /// Sets what runs, on the watchdog's own thread, before it ends the process: `handler`
    /// gets the message it will print and the exit status (1, or 130 after Ctrl-C). The
    /// script's thread is still stuck meanwhile, so `handler` must not touch the runtime; it
    /// may write and save what it kept aside. nil: nothing.
    public static func beforeEnding(_ handler: (@Sendable (_ message: String, _ status: Int) -> Void)?) {
        beforeEndingHandler.withLock { $0 = handler }
        lm_setstuckhandler(handler == nil ? nil : { message, status in
            let text = message.map { String(cString: $0) } ?? ""
            beforeEndingHandler.withLock { $0 }?(text, Int(status))
        })
    }
}

/// The handler ``Watchdog/beforeEnding(_:)`` set last.
private let beforeEndingHandler = Mutex<(@Sendable (String, Int) -> Void)?>(nil)
