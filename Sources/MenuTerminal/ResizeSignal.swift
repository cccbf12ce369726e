#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// SIGWINCH as a count and a byte in a pipe, so a `poll` loop wakes up when the window is resized.
///
/// The handler adds one to ``generation`` and writes a byte to a non-blocking self-pipe; a
/// reader polls the pipe's read end beside its input, drains it, and compares the generation
/// with the last one it saw. Installed once per process, on first use, and left installed
/// (with SA_RESTART, so other system calls are not disturbed by a resize).
enum ResizeSignal {
    /// How many SIGWINCHs arrived since the handler was installed.
    static let generation = Atomic<UInt64>(0)

    /// The pipe's ends, or -1 before `install()`; written once under `installLock`, before the
    /// handler exists, and only read afterwards (by the handler and by readers), hence unsafe
    /// but sound.
    nonisolated(unsafe) static var readEnd: Int32 = -1
    nonisolated(unsafe) static var writeEnd: Int32 = -1
    static let installLock = Mutex(false)

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
            _ = generation.load(ordering: .relaxed)   // initialise before the handler can run
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { _ in
                let savedErrno = errno
                ResizeSignal.generation.add(1, ordering: .releasing)
                var byte: UInt8 = 1
                _ = write(ResizeSignal.writeEnd, &byte, 1)   // a full pipe already means "resized"
                errno = savedErrno
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(SA_RESTART)
            sigaction(SIGWINCH, &action, nil)
            installed = true
        }
        return readEnd
    }

    /// Empties the pipe after `poll` said it was readable.
    static func drain() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(readEnd, &buffer, buffer.count) > 0 {}
    }
}
