#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Ctrl-C as a flag that code polls: a SIGINT handler that only counts, so nothing unwinds.
///
/// The REPL installs it while a chunk runs and checks ``isPending`` from its Lua hook (the
/// one that already checks the time limit), raising "interrupted" in Lua when it is set, as
/// `lua.c` does with `lua_sethook`. ``LineEditor`` uses the same counter while it reads a line,
/// so Ctrl-C at the prompt is `.interrupted`, not the end of the process.
///
/// Code stuck where no hook runs (a long C call) would make Ctrl-C useless, so by default the
/// third press that nobody took ends the process the way SIGINT normally does.
///
///     InterruptSignal.install()
///     defer { InterruptSignal.uninstall() }
///     InterruptSignal.take()            // forget an earlier press
///     runChunk()                         // its hook: if InterruptSignal.take() { error }
public enum InterruptSignal {
    /// Presses not yet taken. An atomic: the handler adds to it, any thread reads it.
    static let presses = Atomic<Int>(0)
    /// How many untaken presses end the process (0: never), for the handler ``install(quitAfter:)`` sets.
    static let quitAfter = Atomic<Int>(0)
    /// The thread blocked in ``LineEditor/read(prompt:)`` (a `pthread_t`), or 0. A SIGINT the
    /// kernel hands to another thread is passed on to it, so its `read` fails with EINTR.
    static let reader = Atomic<UInt>(0)
    /// The action before ``install(quitAfter:)``, put back by ``uninstall()``.
    static let saved = Mutex<sigaction?>(nil)

    /// Whether Ctrl-C was pressed since the last ``take()``; cheap enough for a hook.
    public static var isPending: Bool { presses.load(ordering: .relaxed) > 0 }

    /// Whether Ctrl-C was pressed since the last call, clearing it.
    @discardableResult
    public static func take() -> Bool { presses.exchange(0, ordering: .relaxed) > 0 }

    /// Makes SIGINT count instead of killing the process, until ``uninstall()``, except that
    /// the `quitAfter`-th untaken press (nil: none) ends it as usual. System calls it
    /// interrupts are restarted (SA_RESTART). Installing twice keeps the first saved action.
    public static func install(quitAfter presses: Int? = 3) {
        quitAfter.store(max(presses ?? 0, 0), ordering: .relaxed)
        saved.withLock { saved in
            let previous = swap(in: countOrQuit, restartingCalls: true)
            if saved == nil { saved = previous }
        }
    }

    /// Puts back what SIGINT did before ``install(quitAfter:)``.
    public static func uninstall() {
        saved.withLock { saved in
            guard var previous = saved else { return }
            sigaction(SIGINT, &previous, nil)
            saved = nil
        }
    }

    /// Installs `handler` for SIGINT and returns the action it replaced. Without
    /// `restartingCalls`, a blocked `read` fails with EINTR: that is how libedit's `readline`
    /// learns of Ctrl-C.
    static func swap(in handler: @convention(c) (Int32) -> Void, restartingCalls: Bool) -> sigaction {
        _ = presses.load(ordering: .relaxed)   // initialise the atomics before a handler can run
        _ = quitAfter.load(ordering: .relaxed)
        _ = reader.load(ordering: .relaxed)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = restartingCalls ? Int32(SA_RESTART) : 0
        var previous = sigaction()
        sigaction(SIGINT, &action, &previous)
        return previous
    }

    /// Counts the press and passes it on to a thread reading a line; async-signal-safe.
    static let count: @convention(c) (Int32) -> Void = { _ in
        InterruptSignal.presses.add(1, ordering: .relaxed)
        let reader = InterruptSignal.reader.load(ordering: .relaxed)
        if reader != 0 && reader != pthread_self() { pthread_kill(reader, SIGINT) }
    }

    /// Counts the press, or on the `quitAfter`-th untaken one dies of SIGINT; async-signal-safe.
    static let countOrQuit: @convention(c) (Int32) -> Void = { signal in
        let pending = InterruptSignal.presses.add(1, ordering: .relaxed).newValue
        let limit = InterruptSignal.quitAfter.load(ordering: .relaxed)
        guard limit > 0, pending >= limit else { return }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)
        raise(signal)   // delivered, with the default action, when this handler returns
    }
}
