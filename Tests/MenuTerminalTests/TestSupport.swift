#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization
import TerminalTestSupport
import Testing
@testable import MenuTerminal

/// Tests that change what the whole process shares (signal handlers, the terminal slot,
/// libedit's globals) run one at a time, in suites nested in this one.
@Suite("Process-wide terminal state", .serialized)
enum ProcessWide {}

extension PseudoTerminalPair {
    /// What was written to the terminal since the last look, once `shown` holds for it (at once,
    /// by default), read until then (``patience`` at most).
    ///
    /// A look ends with a marker the test writes to the slave side and reads back, so a look
    /// holds everything written before it, exactly, and no wait for silence decides it: what
    /// this process wrote before the call (or a child that has ended or stopped) is all there,
    /// and a byte more is a failure, not a matter of timing. A writer still running is waited
    /// for with `shown`: `pty.written { $0.hasSuffix(entered) }`.
    func written(until shown: (String) -> Bool = { _ in true }) -> String {
        let looks = Self.looks(in: output).count
        read { shown(Self.looks(in: $0).last ?? "") }
        write(slave, Self.lookMarker)
        read { Self.looks(in: $0).count > looks }
        let parts = Self.looks(in: output)
        return parts.count > looks ? parts[looks - 1] : "(the look's marker never came back: \(parts.last ?? ""))"
    }

    /// What `bytes` hold between the markers that end looks: the looks, then what came after.
    private static func looks(in bytes: [UInt8]) -> [String] {
        bytes.split(separator: Array(lookMarker.utf8), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
    }

    /// What ends a look: no program under test writes it.
    static let lookMarker = "\u{F8FF}looked\u{F8FF}"
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

    init(_ pty: PseudoTerminalPair, _ steps: [Step]) {
        let started = onThread { [self] in
            for step in steps {
                switch step {
                case .untilEditing: waitUntil { !pty.isCanonical }
                case .type(let text): pty.send(text)
                case .untilShown(let text): pty.read { String(decoding: $0, as: UTF8.self).contains(text) }
                case .interrupt(let target): pthread_kill(target, SIGINT)
                }
            }
            guard !waitUntil({ done.load(ordering: .acquiring) }) else { return }
            for _ in 0..<20 where !done.load(ordering: .acquiring) {
                pty.send("\r")
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
