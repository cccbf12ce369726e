#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// How long a test waits for what happens at once (a key answered, a screen drawn, a signal
/// handled, a child started): long enough for a busy machine and AddressSanitizer, so only a
/// failure waits it out.
public let patience: Duration = .seconds(60)

/// A pseudo-terminal's two sides, opened together: a test writes to `master` what is typed, a
/// program (in this process, or a child that opens ``slavePath``) uses `slave` as its terminal,
/// and what it writes there is read from `master` into ``output``.
///
/// Reads wait for a condition on what has arrived, with a deadline, never for a spell of
/// silence: `pair.read { String(decoding: $0, as: UTF8.self).contains("q quit") }` returns as
/// soon as the text is there, and says false only when ``patience`` ran out first.
public final class PseudoTerminalPair: @unchecked Sendable {   // two descriptors, never changed; the bytes under a lock
    public let master: Int32
    public let slave: Int32
    /// The slave side's path (`/dev/pts/N`), for a child to open as its controlling terminal.
    public let slavePath: String
    private let bytes = Mutex<[UInt8]>([])

    /// Opens a pair whose window is `rows` by `columns`; neither side is inherited by a child
    /// process.
    public init(rows: UInt16 = 24, columns: UInt16 = 80) throws(PseudoTerminalError) {
        // posix_openpt, grantpt, unlockpt and ptsname are hidden from Swift's Glibc module (they
        // need _XOPEN_SOURCE), so do what they do on Linux: open /dev/ptmx, unlock, ask the number.
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0 else { throw PseudoTerminalError(call: "open /dev/ptmx", errno: errno) }
        var unlock: Int32 = 0, number: UInt32 = 0
        guard ioctl(master, Self.setLock, &unlock) == 0, ioctl(master, Self.getNumber, &number) == 0 else {
            let error = PseudoTerminalError(call: "ioctl /dev/ptmx", errno: errno)
            close(master)
            throw error
        }
        slavePath = "/dev/pts/\(number)"
        slave = open(slavePath, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard slave >= 0 else {
            let error = PseudoTerminalError(call: "open \(slavePath)", errno: errno)
            close(master)
            throw error
        }
        resize(rows: rows, columns: columns)
    }

    /// TIOCSPTLCK, _IOW('T', 0x31, int), and TIOCGPTN, _IOR('T', 0x30, unsigned int): function-like
    /// macros Swift doesn't import.
    private static let setLock: UInt = 0x4004_5431
    private static let getNumber: UInt = 0x8004_5430

    deinit {
        close(slave)
        close(master)
    }

    /// Gives the terminal a new window size; a program whose controlling terminal it is gets
    /// SIGWINCH from the kernel.
    public func resize(rows: UInt16, columns: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// Sends `bytes` in one write, as a terminal sends a key, a reply or a paste.
    public func send(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count) }
    }

    /// Sends `text` in one write.
    public func send(_ text: String) {
        send(Array(text.utf8))
    }

    /// Everything read from the master side so far: what was written to the terminal, and what
    /// the terminal echoed of what was typed.
    public var output: [UInt8] { bytes.withLock { $0 } }

    /// Reads until `done` holds for everything read so far, or `deadline` has passed; whether it
    /// held. Returns at once when it already does; `done` is asked again whenever bytes arrive,
    /// and every 50 ms, so it may wait for something else too (a file written).
    @discardableResult
    public func read(within deadline: Duration = patience, until done: ([UInt8]) -> Bool) -> Bool {
        let clock = ContinuousClock()
        let end = clock.now + deadline
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            if done(output) { return true }
            let left = clock.now.duration(to: end)
            guard left > .zero else { return false }
            var entry = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let milliseconds = left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1
            guard poll(&entry, 1, Int32(min(milliseconds, 50))) > 0 else { continue }
            let count = readChunk(master, &chunk)
            if count > 0 {
                bytes.withLock { $0 += chunk[..<count] }
            } else if count == 0 || errno != EINTR {
                return done(output)   // the other side is gone: nothing more comes
            }
        }
    }

    /// Reads what arrives for `duration`: time passing, as between a person's keys. Nothing may
    /// depend on what arrived by then; a test that waits for something reads until it is there.
    public func read(for duration: Duration) {
        read(within: duration) { _ in false }
    }

    /// The slave side's terminal mode.
    public var mode: termios {
        var mode = termios()
        tcgetattr(slave, &mode)
        return mode
    }

    /// Whether the terminal is in canonical mode: the kernel gathers lines and takes keys such
    /// as Ctrl-R, Ctrl-U and Ctrl-W for itself (a shell running a command), where a program that
    /// reads keys one by one (a line editor at its prompt, a full-screen program) turned it off.
    public var isCanonical: Bool { mode.c_lflag & tcflag_t(ICANON) != 0 }
}

/// A pseudo-terminal that could not be opened: the call that failed and its errno.
public struct PseudoTerminalError: Error, CustomStringConvertible {
    public let call: String
    public let errno: Int32

    public var description: String { "\(call): \(String(cString: strerror(errno)))" }
}

/// One `read(2)` into `chunk`, outside ``PseudoTerminalPair``, whose `read` would shadow it.
private func readChunk(_ descriptor: Int32, _ chunk: inout [UInt8]) -> Int {
    read(descriptor, &chunk, chunk.count)
}
