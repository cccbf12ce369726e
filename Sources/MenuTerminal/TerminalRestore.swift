#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Puts the terminal back from anywhere the process may end: `restore()`, `exit`, a signal, a crash.
///
/// What the signal handlers need (the descriptors, the original termios, the bytes that leave
/// the alternate screen) is copied into memory allocated once, before any handler is installed,
/// so a handler only reads plain memory and calls `write`, `tcsetattr`, `sigaction` and `raise`,
/// which are async-signal-safe. No handler allocates, retains or takes a lock.
///
/// Termination signals (SIGINT, SIGTERM, SIGHUP, SIGQUIT) restore the terminal, then kill the
/// process with the default action. Crash signals (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP,
/// SIGABRT: a Swift trap is SIGILL or SIGTRAP) restore it, then go on to the handler that was
/// there before (Swift's backtracer, say), so the report is printed on the normal screen.
///
/// One terminal is armed at a time per process.
enum TerminalRestore {
    /// The plain data a handler reads. `armed` is cleared before anything else changes.
    struct Plan {
        var armed = false
        var input: Int32 = -1
        var output: Int32 = -1
        var byteCount = 0
    }

    static let byteCapacity = 128
    static let signalCount = 65   // NSIG on Linux
    static let terminationSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT]

    // Signal handlers can't reach Swift objects safely, so the state lives in raw memory
    // allocated once. nonisolated(unsafe) is sound here: the memory is written only by the thread
    // that arms or disarms a terminal, while `armed` is false (or before handlers exist), and the
    // handlers only read it after seeing `armed` true. `ensureAllocated()` runs these lazy
    // initialisers before the first handler is installed, so a handler never triggers one.
    nonisolated(unsafe) static let plan: UnsafeMutablePointer<Plan> = {
        let plan = UnsafeMutablePointer<Plan>.allocate(capacity: 1)
        plan.initialize(to: Plan())
        return plan
    }()
    nonisolated(unsafe) static let original: UnsafeMutablePointer<termios> = {
        let saved = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        saved.initialize(to: termios())
        return saved
    }()
    nonisolated(unsafe) static let leavingBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: byteCapacity)
    nonisolated(unsafe) static let previousActions: UnsafeMutablePointer<sigaction> = {
        let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: signalCount)
        actions.initialize(repeating: sigaction(), count: signalCount)
        return actions
    }()
    /// Set once `atexit` has our hook; only touched by the arming thread.
    nonisolated(unsafe) static var exitHookRegistered = false

    static func ensureAllocated() {
        _ = plan
        _ = original
        _ = leavingBytes
        _ = previousActions
    }

    /// Records how to restore `input`'s termios and what to write to `output`, then installs the
    /// handlers. Throws `.alreadyActive` when another terminal is armed.
    static func arm(input: Int32, output: Int32, original termios: termios, leaving: [UInt8]) throws(TerminalError) {
        ensureAllocated()
        guard !plan.pointee.armed else { throw .alreadyActive }
        precondition(leaving.count <= byteCapacity, "restore sequence too long")
        original.pointee = termios
        leaving.withUnsafeBufferPointer { leavingBytes.update(from: $0.baseAddress!, count: $0.count) }
        plan.pointee = Plan(armed: false, input: input, output: output, byteCount: leaving.count)
        for signal in terminationSignals + crashSignals {
            install(signal)
        }
        if !exitHookRegistered {
            exitHookRegistered = true
            atexit { TerminalRestore.restoreNow() }
        }
        plan.pointee.armed = true
    }

    /// Puts back the handlers that were there before `arm`; the terminal itself is left as is.
    static func disarm() {
        plan.pointee.armed = false
        for signal in terminationSignals + crashSignals {
            sigaction(signal, previousActions + Int(signal), nil)
        }
    }

    /// Writes the leaving bytes and sets the original termios back, once; async-signal-safe.
    static func restoreNow() {
        guard plan.pointee.armed else { return }
        plan.pointee.armed = false
        _ = FileDescriptorIO.writeAll(plan.pointee.output, UnsafeRawBufferPointer(start: leavingBytes, count: plan.pointee.byteCount))
        _ = tcsetattr(plan.pointee.input, TCSANOW, original)
    }

    /// Whether `signal` reports a fault (a switch, not an array: handlers must not touch ARC).
    static func isCrash(_ signal: Int32) -> Bool {
        switch signal {
        case SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT: return true
        default: return false
        }
    }

    private static func install(_ signal: Int32) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in
            let savedErrno = errno
            TerminalRestore.restoreNow()
            if TerminalRestore.isCrash(signal) {
                // The previous handler gets it: at once if it was raised, or when the faulting
                // instruction runs again after this handler returns.
                sigaction(signal, TerminalRestore.previousActions + Int(signal), nil)
            } else {
                signal_default(signal)
            }
            raise(signal)   // blocked until this handler returns, then delivered
            errno = savedErrno
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = Int32(SA_ONSTACK)
        sigaction(signal, &action, previousActions + Int(signal))
    }
}

/// Sets `signal` back to its default action (SIG_DFL), async-signal-safe.
private func signal_default(_ signal: Int32) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&action.sa_mask)
    sigaction(signal, &action, nil)
}
