#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Puts the terminal back from anywhere the process may end or stop: `restore()`, `exit`, a
/// signal, a crash, Ctrl-Z; and sets it up again when a stopped process is resumed.
///
/// What the signal handlers need (the descriptors, the original termios, the bytes that leave
/// and enter the alternate screen) is copied into memory allocated once, before any handler is
/// installed, so a handler only reads plain memory and calls `write`, `tcgetattr`, `tcsetattr`,
/// `sigaction`, `pthread_sigmask` and `raise`, which are async-signal-safe. No handler
/// allocates, retains or takes a lock.
///
/// Termination signals (every signal whose default action ends the process without a crash:
/// SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2, SIGVTALRM, SIGPROF,
/// SIGXCPU, SIGXFSZ, SIGIO, SIGPWR, SIGSYS, SIGSTKFLT and the real-time signals) restore the
/// terminal, then kill the process with the default action; one that was ignored when the
/// terminal was armed (`nohup` ignores SIGHUP) stays ignored. Crash signals (SIGSEGV, SIGBUS,
/// SIGILL, SIGFPE, SIGTRAP, SIGABRT: a Swift trap is SIGILL or SIGTRAP) restore it, then go on
/// to the handler that was there before (Swift's backtracer, say), so the report is printed on
/// the normal screen. Stopping and resuming (SIGTSTP, SIGCONT) are in `TerminalRestore+Suspend`.
///
/// One terminal is armed at a time per process.
enum TerminalRestore {
    /// The plain data a handler reads. `armed` is cleared before anything else changes.
    struct Plan {
        var armed = false
        var input: Int32 = -1
        var output: Int32 = -1
        var leavingCount = 0
        var enteringCount = 0
        /// Whether `here` holds the mode to set again on resuming.
        var knowsHere = false
        /// Set by the SIGTSTP handler before it stops the process; cleared by whoever re-enters.
        var away = false
    }

    static let byteCapacity = 128
    static let signalCount = 65   // NSIG on Linux
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT]
    static let terminationSignals: [Int32] = [
        SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGTERM, SIGSTKFLT,
        SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGIO, SIGPWR, SIGSYS,
    ] + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())

    // Signal handlers can't reach Swift objects safely, so the state lives in raw memory
    // allocated once. nonisolated(unsafe) is sound here: the memory is written only by the thread
    // that arms or disarms a terminal, while `armed` is false (or before handlers exist), and by
    // the handlers, which run one at a time on the thread the signal stopped; the handlers only
    // read it after seeing `armed` true. `ensureAllocated()` runs these lazy initialisers before
    // the first handler is installed, so a handler never triggers one.
    nonisolated(unsafe) static let plan: UnsafeMutablePointer<Plan> = {
        let plan = UnsafeMutablePointer<Plan>.allocate(capacity: 1)
        plan.initialize(to: Plan())
        return plan
    }()
    /// The mode before the program changed it: set back on leaving.
    nonisolated(unsafe) static let original = allocatedMode()
    /// The mode the program works in: set again on resuming.
    nonisolated(unsafe) static let here = allocatedMode()
    nonisolated(unsafe) static let leavingBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: byteCapacity)
    nonisolated(unsafe) static let enteringBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: byteCapacity)
    nonisolated(unsafe) static let previousActions: UnsafeMutablePointer<sigaction> = {
        let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: signalCount)
        actions.initialize(repeating: sigaction(), count: signalCount)
        return actions
    }()
    /// The signals whose actions `arm` replaced; only touched by the arming thread.
    nonisolated(unsafe) static var replaced: [Int32] = []
    /// Set once `atexit` has our hook; only touched by the arming thread.
    nonisolated(unsafe) static var exitHookRegistered = false

    static func ensureAllocated() {
        _ = plan
        _ = original
        _ = here
        _ = leavingBytes
        _ = enteringBytes
        _ = previousActions
        _ = terminalHandler
        _ = suspendHandler
        _ = resumeHandler
        ResizeSignal.prepare()
    }

    private static func allocatedMode() -> UnsafeMutablePointer<termios> {
        let mode = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        mode.initialize(to: termios())
        return mode
    }

    /// Records how to restore `input`'s termios (`original`) and what to write to `output` on
    /// the way out (`leaving`) and back in after a stop (`entering`, and the mode `here` when
    /// known), then installs the handlers. Throws `.alreadyActive` when another terminal is armed.
    static func arm(input: Int32, output: Int32, original: termios, here: termios? = nil,
                    entering: [UInt8] = [], leaving: [UInt8]) throws(TerminalError) {
        ensureAllocated()
        guard !plan.pointee.armed else { throw .alreadyActive }
        precondition(leaving.count <= byteCapacity && entering.count <= byteCapacity, "terminal sequence too long")
        Self.original.pointee = original
        if let here { Self.here.pointee = here }
        leaving.withUnsafeBufferPointer { leavingBytes.update(from: $0.baseAddress!, count: $0.count) }
        entering.withUnsafeBufferPointer { enteringBytes.update(from: $0.baseAddress!, count: $0.count) }
        plan.pointee = Plan(input: input, output: output, leavingCount: leaving.count,
                            enteringCount: entering.count, knowsHere: here != nil)
        replaced = []
        for signal in crashSignals { replace(signal, with: terminalHandler) }
        for signal in terminationSignals where !isIgnored(signal) { replace(signal, with: terminalHandler) }
        if !isIgnored(SIGTSTP) { replace(SIGTSTP, with: suspendHandler) }
        replace(SIGCONT, with: resumeHandler)
        if !exitHookRegistered {
            exitHookRegistered = true
            atexit { TerminalRestore.restoreNow() }
        }
        plan.pointee.armed = true
    }

    /// Puts back the handlers that were there before `arm`; the terminal itself is left as is.
    static func disarm() {
        plan.pointee.armed = false
        for signal in replaced {
            sigaction(signal, previousActions + Int(signal), nil)
        }
        replaced = []
    }

    /// Writes the leaving bytes and sets the original termios back, once; async-signal-safe.
    static func restoreNow() {
        guard plan.pointee.armed else { return }
        plan.pointee.armed = false
        writeLeaving()
        _ = tcsetattr(plan.pointee.input, TCSANOW, original)
    }

    static func writeLeaving() {
        _ = FileDescriptorIO.writeAll(plan.pointee.output, UnsafeRawBufferPointer(start: leavingBytes, count: plan.pointee.leavingCount))
    }

    /// Whether `signal` reports a fault (a switch, not an array: handlers must not touch ARC).
    static func isCrash(_ signal: Int32) -> Bool {
        switch signal {
        case SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT: return true
        default: return false
        }
    }

    /// Restores the terminal, then lets `signal` do what it did before: a crash goes on to the
    /// previous handler, anything else kills with the default action.
    static let terminalHandler: @convention(c) (Int32) -> Void = { signal in
        let savedErrno = errno
        TerminalRestore.restoreNow()
        if TerminalRestore.isCrash(signal) {
            // The previous handler gets it: at once if it was raised, or when the faulting
            // instruction runs again after this handler returns.
            sigaction(signal, TerminalRestore.previousActions + Int(signal), nil)
        } else {
            setAction(of: signal, to: SIG_DFL)
        }
        raise(signal)   // blocked until this handler returns, then delivered
        errno = savedErrno
    }

    /// Whether the process ignores `signal` now.
    private static func isIgnored(_ signal: Int32) -> Bool {
        var current = sigaction()
        sigaction(signal, nil, &current)
        let handler = unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
        return handler == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Installs `handler` for `signal`, keeping the action it replaces for `disarm`.
    private static func replace(_ signal: Int32, with handler: @convention(c) (Int32) -> Void) {
        setAction(of: signal, to: handler, previous: previousActions + Int(signal))
        replaced.append(signal)
    }
}

/// Sets what `signal` does to `handler` (SIG_DFL, say), on the alternate stack when there is
/// one and restarting the system calls it interrupts, saving the action it replaces in
/// `previous`; async-signal-safe.
func setAction(of signal: Int32, to handler: (@convention(c) (Int32) -> Void)?,
               previous: UnsafeMutablePointer<sigaction>? = nil) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = handler
    sigemptyset(&action.sa_mask)
    action.sa_flags = Int32(SA_ONSTACK | SA_RESTART)
    sigaction(signal, &action, previous)
}
