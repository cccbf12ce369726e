#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// SIGWINCH, and a resume after a stop, as counts and a byte in a pipe, so a `poll` loop wakes
/// up when the screen must be drawn again.
///
/// The handler adds one to ``generation`` and writes a byte to a non-blocking self-pipe; a
/// reader polls the pipe's read end beside its input, drains it, and compares the generation
/// with the last one it saw. The SIGCONT handler of ``TerminalRestore`` does the same through
/// ``wake(resumed:)``, also counting ``resumes``: after `fg` the screen is stale as after a
/// resize. Installed once per process, on first use, and left installed (with SA_RESTART, so
/// other system calls are not disturbed by a resize).
enum ResizeSignal {
    /// How many resizes and resumes happened since the handler was installed.
    static let generation = Atomic<UInt64>(0)
    /// How many of them were resumes after a stop.
    static let resumes = Atomic<UInt64>(0)

    /// The pipe's ends, or -1 before `install()`; written once under `installLock`, before the
    /// handler exists, and only read afterwards (by the handlers and by readers), hence unsafe
    /// but sound.
    nonisolated(unsafe) static var readEnd: Int32 = -1
    nonisolated(unsafe) static var writeEnd: Int32 = -1
    static let installLock = Mutex(false)

    /// Initialises the counters, so a handler never runs their lazy initialisers.
    static func prepare() {
        _ = generation.load(ordering: .relaxed)
        _ = resumes.load(ordering: .relaxed)
    }

    /// Installs the handler if it isn't yet, and returns the pipe's read end.
    @discardableResult
    static func install() -> Int32 {
        installLock.withLock { installed in
            guard !installed else { return }
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { return }
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
            readEnd = ends[0]
            writeEnd = ends[1]
            prepare()
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { _ in
                let savedErrno = errno
                ResizeSignal.wake(resumed: false)
                errno = savedErrno
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(SA_RESTART)
            sigaction(SIGWINCH, &action, nil)
            installed = true
        }
        return readEnd
    }

    /// Counts a resize (or a resume) and wakes whoever polls the pipe; async-signal-safe.
    static func wake(resumed: Bool) {
        if resumed { resumes.add(1, ordering: .releasing) }
        generation.add(1, ordering: .releasing)
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)   // a full pipe already means "redraw"; -1 before install
    }

    /// Empties the pipe after `poll` said it was readable.
    static func drain() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(readEnd, &buffer, buffer.count) > 0 {}
    }
}
