#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lets other threads wake a thread that waits for the terminal: a self-pipe that
/// ``InputReader/readEvents(timeout:)`` polls beside its input, so work done elsewhere (lines
/// read from a pipe, a search finished, a preview's output) is drawn at once.
///
///     let wakeup = Wakeup()
///     let terminal = try RawTerminal(wakeup: wakeup)
///     // a worker thread, when it has something: wakeup.signal()
///     terminal.readEvents(timeout: nil)   // [] when woken: look at what the workers left
public final class Wakeup: Sendable {
    private let readEnd: Int32
    private let writeEnd: Int32

    public init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
        }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// Wakes the waiting thread (or the next wait, at once); from any thread, any number of times.
    public func signal() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)   // a full pipe already means "wake up"
    }

    /// The descriptor to poll for reading.
    var descriptor: Int32 { readEnd }

    /// Empties the pipe after `poll` said it was readable.
    func drain() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(readEnd, &buffer, buffer.count) > 0 {}
    }
}
