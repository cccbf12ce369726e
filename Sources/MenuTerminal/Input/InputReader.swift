#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Waits for input on a file descriptor and returns it as ``TerminalEvent``s: keys and resizes.
///
/// It polls the input and the SIGWINCH self-pipe together, so a resize wakes a blocked read,
/// and a ``Wakeup``'s pipe when it has one, so another thread can end a wait early.
/// Bytes go through a ``KeyDecoder``; when an escape sequence is left unfinished (a lone ESC),
/// the next wait is at most ``escapeTimeout``, after which the decoder decides it: Escape
/// pressed alone arrives that much later. An unfinished UTF-8 character or paste has no timeout. It works on any descriptor (a pipe in tests); raw mode is
/// ``RawTerminal``'s business. One reader per process should watch resizes.
///
///     let reader = InputReader(fd: STDIN_FILENO)
///     for event in try reader.readEvents(timeout: .seconds(1)) { … }   // [] after a second
public final class InputReader {
    public let fd: Int32
    /// How long an unfinished escape sequence waits for its rest before the decoder decides it.
    public var escapeTimeout: Duration
    private var decoder = KeyDecoder()
    private let windowSize: () -> TerminalSize?
    private let resizePipe: Int32
    private var seenGeneration: UInt64
    private var ended = false
    /// What ends a wait early when another thread signals it.
    public let wakeup: Wakeup?
    /// Keys read while looking for a cursor position report, given out by the next read.
    private var early: [Key] = []

    /// A reader of `fd`; with `watchesResize`, SIGWINCH becomes a `.resize` event carrying
    /// `windowSize()` (by default the size of the terminal `fd` is; no event when it is nil).
    public init(
        fd: Int32,
        escapeTimeout: Duration = .milliseconds(50),
        watchesResize: Bool = true,
        windowSize: (() -> TerminalSize?)? = nil,
        wakeup: Wakeup? = nil
    ) {
        self.fd = fd
        self.wakeup = wakeup
        self.escapeTimeout = escapeTimeout
        self.windowSize = windowSize ?? { TerminalSize.of(fd) }
        resizePipe = watchesResize ? ResizeSignal.install() : -1
        seenGeneration = ResizeSignal.generation.load(ordering: .acquiring)
    }

    /// The events that arrive within `timeout` (nil: wait as long as it takes), at least one
    /// unless the time ran out or the ``wakeup`` was signalled, in which case `[]`. Throws
    /// `.inputClosed` at the end of input.
    public func readEvents(timeout: Duration?) throws(TerminalError) -> [TerminalEvent] {
        if !early.isEmpty {
            defer { early = [] }
            return early.map(TerminalEvent.key)
        }
        if ended { throw .inputClosed }
        let clock = ContinuousClock()
        let deadline = timeout.map { clock.now + $0 }
        while true {
            var wait = deadline.map { Self.milliseconds(clock.now.duration(to: $0)) } ?? -1
            if decoder.awaitsTimeout {
                let escape = Self.milliseconds(escapeTimeout)
                wait = wait < 0 ? escape : min(wait, escape)
            }
            var entries = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: resizePipe, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: wakeup?.descriptor ?? -1, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&entries, nfds_t(entries.count), Int32(wait))
            if ready < 0 {
                if errno == EINTR { continue }
                throw .system(call: "poll", errno: errno)
            }
            var events: [TerminalEvent] = []
            if let resize = resizeEvent(pipeReadable: entries[1].revents != 0) {
                events.append(resize)
            }
            let woken = entries[2].revents != 0
            if woken { wakeup?.drain() }
            if entries[0].revents != 0 {
                events += try readKeys().map(TerminalEvent.key)
            } else if ready == 0, decoder.awaitsTimeout {
                events += decoder.timeOut().map(TerminalEvent.key)
            }
            if !events.isEmpty || woken { return events }
            if ended { throw .inputClosed }
            if let deadline, clock.now >= deadline { return [] }
        }
    }

    /// The cursor's row and column (from 0), asked of the terminal (`ESC [ 6 n`, written to
    /// `output`) and read from its reply within `timeout`; nil when none came. Keys typed
    /// meanwhile are kept for the next ``readEvents(timeout:)``.
    public func cursorPosition(output: Int32, timeout: Duration) throws(TerminalError) -> (row: Int, column: Int)? {
        try FileDescriptorIO.writeAll(output, ControlSequence.reportCursorPosition)
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 256)
        while clock.now < deadline {
            var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, Int32(Self.milliseconds(clock.now.duration(to: deadline))))
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = read(fd, &chunk, chunk.count)
            guard count > 0 else { break }
            bytes += chunk[..<count]
            if let (report, position) = Self.cursorReport(in: bytes) {
                early += decoder.feed(Array(bytes[..<report.lowerBound]) + Array(bytes[report.upperBound...]))
                return position
            }
        }
        early += decoder.feed(bytes)
        return nil
    }

    /// Where `ESC [ row ; column R` is in `bytes`, and the 0-based position it reports.
    static func cursorReport(in bytes: [UInt8]) -> (Range<Int>, (row: Int, column: Int))? {
        var start = 0
        while let escape = bytes[start...].firstIndex(of: 0x1B) {
            start = escape + 1
            guard escape + 1 < bytes.count, bytes[escape + 1] == UInt8(ascii: "[") else { continue }
            var numbers = [0], end = escape + 2
            while end < bytes.count, (0x30...0x39).contains(bytes[end]) || bytes[end] == 0x3B {
                if bytes[end] == 0x3B {
                    numbers.append(0)
                } else {
                    numbers[numbers.count - 1] = numbers[numbers.count - 1] * 10 + Int(bytes[end] - 0x30)
                }
                end += 1
            }
            guard end < bytes.count, bytes[end] == UInt8(ascii: "R"), numbers.count == 2, numbers[0] > 0, numbers[1] > 0 else { continue }
            return (escape..<end + 1, (numbers[0] - 1, numbers[1] - 1))
        }
        return nil
    }

    /// A `.resize` when a SIGWINCH came since the last look.
    private func resizeEvent(pipeReadable: Bool) -> TerminalEvent? {
        guard resizePipe >= 0 else { return nil }
        if pipeReadable { ResizeSignal.drain() }
        let generation = ResizeSignal.generation.load(ordering: .acquiring)
        guard generation != seenGeneration else { return nil }
        seenGeneration = generation
        return windowSize().map(TerminalEvent.resize)
    }

    /// Reads what is there and decodes it; at the end of input, flushes and marks the end.
    private func readKeys() throws(TerminalError) -> [Key] {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(fd, &buffer, buffer.count)
        if count > 0 { return decoder.feed(Array(buffer[..<count])) }
        if count < 0 {
            switch errno {
            case EINTR, EAGAIN: return []
            case EIO: break   // a terminal whose other side went away
            case let code: throw .system(call: "read", errno: code)
            }
        }
        ended = true
        return decoder.flush()
    }

    /// `duration` rounded up to whole milliseconds, for `poll`, never negative.
    static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0, duration > .zero else { return 0 }
        let total = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int(min(total, Int64(Int32.max)))
    }
}
