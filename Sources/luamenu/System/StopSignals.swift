#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// SIGINT, SIGTERM and SIGHUP as a flag that a long-running command polls, so Ctrl-C or `kill`
/// ends it the way the end of its input would (its state saved) instead of on the spot. A
/// second signal, while the command is still stopping, ends the process at once (exit 130).
///
///     StopSignals.install()
///     while !StopSignals.received { serveABit() }
///     save()
enum StopSignals {
    private static let count = Atomic<Int>(0)

    /// Whether a stop signal came since ``install()``.
    static var received: Bool { count.load(ordering: .relaxed) > 0 }

    /// Makes SIGINT, SIGTERM and SIGHUP set the flag (system calls they interrupt restart).
    static func install() {
        _ = count.load(ordering: .relaxed)            // initialise the atomic before a handler can run
        var action = sigaction()
        action.__sigaction_handler.sa_handler = note
        sigemptyset(&action.sa_mask)
        action.sa_flags = Int32(SA_RESTART)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaction(signal, &action, nil) }
    }

    /// Counts the signal; on the second, ends the process. Async-signal-safe.
    private static let note: @convention(c) (Int32) -> Void = { _ in
        if StopSignals.count.add(1, ordering: .relaxed).newValue > 1 { _exit(130) }
    }
}
