import Glibc

/// Ctrl-Z and `fg`: the terminal is put back before the process stops and set up again when it
/// is resumed, as vim and htop do.
///
/// SIGTSTP (Ctrl-Z, `kill -TSTP`) remembers the mode the terminal is in, writes the leaving
/// bytes, sets the original mode, and stops the process with the default action. SIGCONT
/// (`fg`, `bg`, `kill -CONT`) sets the remembered mode again, writes the entering bytes and
/// wakes ``ResizeSignal``, so a reader redraws everything; after a SIGSTOP, which can't be
/// caught, it does the same with the mode the terminal was armed with. In an orphaned process
/// group (started by a program that does no job control) the kernel discards the stop and the
/// SIGTSTP handler re-enters at once.
extension TerminalRestore {
    /// Leaves, stops, and on waking re-enters unless SIGCONT's handler already did.
    static let suspendHandler: @convention(c) (Int32) -> Void = { signal in
        let savedErrno = errno
        TerminalRestore.leaveForStop()
        setAction(of: signal, to: SIG_DFL)
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, signal)
        pthread_sigmask(SIG_UNBLOCK, &stop, nil)   // blocked while its handler runs
        raise(signal)                              // stopped here until SIGCONT
        setAction(of: signal, to: TerminalRestore.suspendHandler)
        if TerminalRestore.plan.pointee.away { TerminalRestore.reenter() }
        errno = savedErrno
    }

    /// Re-enters the terminal (on SIGCONT, which runs before the stopped handler goes on).
    static let resumeHandler: @convention(c) (Int32) -> Void = { _ in
        let savedErrno = errno
        TerminalRestore.reenter()
        errno = savedErrno
    }

    /// Remembers the terminal's mode, writes the leaving bytes and sets the original mode.
    static func leaveForStop() {
        guard plan.pointee.armed else { return }
        if tcgetattr(plan.pointee.input, here) == 0 { plan.pointee.knowsHere = true }
        writeLeaving()
        _ = tcsetattr(plan.pointee.input, TCSANOW, original)
        plan.pointee.away = true
    }

    /// Sets the remembered mode, writes the entering bytes, and asks readers to redraw.
    static func reenter() {
        guard plan.pointee.armed else { return }
        plan.pointee.away = false
        if plan.pointee.knowsHere { _ = tcsetattr(plan.pointee.input, TCSANOW, here) }
        _ = FileDescriptorIO.writeAll(plan.pointee.output, UnsafeRawBufferPointer(start: enteringBytes, count: plan.pointee.enteringCount))
        ResizeSignal.wake(resumed: true)
    }
}
