#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization
import Testing
@testable import MenuTerminal

/// Tests that change what the whole process shares (signal handlers, the terminal slot,
/// libedit's globals) run one at a time, in suites nested in this one.
@Suite("Process-wide terminal state", .serialized)
enum ProcessWide {}

/// A pseudo-terminal pair: the tests type into `master` and read what the program wrote to `slave`.
final class PseudoTerminal: @unchecked Sendable {   // two descriptors, never changed
    let master: Int32
    let slave: Int32

    init() throws {
        // posix_openpt, grantpt, unlockpt and ptsname are hidden from Swift's Glibc module (they
        // need _XOPEN_SOURCE), so do what they do on Linux: open /dev/ptmx, unlock, ask the number.
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)   // not inherited by child processes
        try #require(master >= 0)
        var unlock: Int32 = 0
        try #require(ioctl(master, Self.setLock, &unlock) == 0)
        var number: UInt32 = 0
        try #require(ioctl(master, Self.getNumber, &number) == 0)
        slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY | O_CLOEXEC)
        try #require(slave >= 0)
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// TIOCSPTLCK, _IOW('T', 0x31, int), and TIOCGPTN, _IOR('T', 0x30, unsigned int): function-like
    /// macros Swift doesn't import.
    static let setLock: UInt = 0x4004_5431
    static let getNumber: UInt = 0x8004_5430

    deinit {
        close(slave)
        close(master)
    }

    /// Types `text` as if at the keyboard.
    func type(_ text: String) {
        var text = text
        _ = text.withUTF8 { write(master, $0.baseAddress, $0.count) }
    }

    /// What the program wrote to the terminal, read until nothing came for `quiet`.
    func output(quiet: Duration = .milliseconds(150)) -> String {
        String(decoding: readAvailable(master, quiet: quiet), as: UTF8.self)
    }

    /// What the program wrote to the terminal, read until it ends with `text` (a slow start,
    /// under a sanitizer, say) or ``patience`` ran out.
    func output(endingWith text: String) -> String {
        var output = ""
        waitUntil {
            output += self.output(quiet: .milliseconds(200))
            return output.hasSuffix(text)
        }
        return output
    }

    var mode: termios {
        var mode = termios()
        tcgetattr(slave, &mode)
        return mode
    }
}

/// Bytes from `fd` until none came for `quiet`.
func readAvailable(_ fd: Int32, quiet: Duration = .milliseconds(150)) -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&entry, 1, Int32(InputReader.milliseconds(quiet))) > 0 else { return bytes }
        let count = read(fd, &buffer, buffer.count)
        guard count > 0 else { return bytes }
        bytes += buffer[..<count]
    }
}

/// A pipe's two ends.
func makePipe() throws -> (read: Int32, write: Int32) {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }   // a spawned child must not hold them open
    return (ends[0], ends[1])
}

func write(_ fd: Int32, _ text: String) {
    var text = text
    _ = text.withUTF8 { write(fd, $0.baseAddress, $0.count) }
}

/// Whether two terminal modes are the same in every flag, control character and speed.
func sameMode(_ a: termios, _ b: termios) -> Bool {
    var a = a, b = b
    let cc = withUnsafeBytes(of: &a.c_cc) { x in withUnsafeBytes(of: &b.c_cc) { y in x.elementsEqual(y) } }
    return a.c_iflag == b.c_iflag && a.c_oflag == b.c_oflag && a.c_cflag == b.c_cflag
        && a.c_lflag == b.c_lflag && cc && cfgetispeed(&a) == cfgetispeed(&b) && cfgetospeed(&a) == cfgetospeed(&b)
}

/// Runs `body` on a new OS thread (not the cooperative pool, which a blocked test may be holding).
func onThread(_ body: @escaping @Sendable () -> Void) -> pthread_t {
    final class Box: @unchecked Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
    var thread = pthread_t()
    let box = Unmanaged.passRetained(Box(body)).toOpaque()
    pthread_create(&thread, nil, { context in
        let box = Unmanaged<Box>.fromOpaque(context!).takeRetainedValue()
        box.body()
        return nil
    }, box)
    return thread
}

func sleep(for duration: Duration) {
    var request = timespec(tv_sec: Int(duration.components.seconds),
                           tv_nsec: Int(duration.components.attoseconds / 1_000_000_000))
    nanosleep(&request, nil)
}

/// How long a test waits for what happens at once (a signal handled, bytes read, a child
/// stopped): long enough for a busy machine and AddressSanitizer, so only a failure waits it out.
let patience: Duration = .seconds(60)

/// Waits until `condition` holds, looking every 5 ms, for ``patience`` at most; whether it held.
@discardableResult
func waitUntil(_ condition: () -> Bool) -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + patience
    while !condition() {
        guard clock.now < deadline else { return false }
        sleep(for: .milliseconds(5))
    }
    return true
}

/// The bytes in the pipe that `fd` reads that no one has read yet.
func unread(_ fd: Int32) -> Int32 {
    var count: Int32 = 0
    _ = ioctl(fd, UInt(FIONREAD), &count)
    return count
}

/// Types into a pseudo-terminal from another thread while the test blocks in a read.
///
/// After its steps, until ``finish()``, once ``patience`` has passed, it presses Enter every
/// half second: a read that the steps failed to end returns then, and the test fails instead
/// of hanging.
final class Typist: Sendable {
    enum Step: Sendable {
        /// Waits until the line editor reads: libedit has put the terminal in its own mode.
        case untilEditing
        case type(String)
        /// Reads the terminal until the editor has shown `text`: it has read what it echoes.
        case untilShown(String)
        case interrupt(pthread_t)
    }

    private let done = Atomic<Bool>(false)
    private let thread = Mutex<pthread_t?>(nil)

    init(_ pty: PseudoTerminal, _ steps: [Step]) {
        let started = onThread { [self] in
            for step in steps {
                switch step {
                case .untilEditing: waitUntil { pty.mode.c_lflag & tcflag_t(ICANON) == 0 }
                case .type(let text): pty.type(text)
                case .untilShown(let text):
                    var shown = ""
                    waitUntil {
                        shown += pty.output(quiet: .milliseconds(50))
                        return shown.contains(text)
                    }
                case .interrupt(let target): pthread_kill(target, SIGINT)
                }
            }
            guard !waitUntil({ done.load(ordering: .acquiring) }) else { return }
            for _ in 0..<20 where !done.load(ordering: .acquiring) {
                pty.type("\r")
                sleep(for: .milliseconds(500))
            }
        }
        thread.withLock { $0 = started }
    }

    /// Stops the fallback Enters and waits for the thread.
    func finish() {
        done.store(true, ordering: .releasing)
        if let started = thread.withLock({ $0 }) { pthread_join(started, nil) }
    }
}
