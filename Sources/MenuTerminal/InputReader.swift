#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Waits for input on a file descriptor and returns it as ``TerminalEvent``s: keys and resizes.
///
/// It polls the input and the SIGWINCH self-pipe together, so a resize wakes a blocked read.
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

    /// A reader of `fd`; with `watchesResize`, SIGWINCH becomes a `.resize` event carrying
    /// `windowSize()` (by default the size of the terminal `fd` is; no event when it is nil).
    public init(
        fd: Int32,
        escapeTimeout: Duration = .milliseconds(50),
        watchesResize: Bool = true,
        windowSize: (() -> TerminalSize?)? = nil
    ) {
        self.fd = fd
        self.escapeTimeout = escapeTimeout
        self.windowSize = windowSize ?? { TerminalSize.of(fd) }
        resizePipe = watchesResize ? ResizeSignal.install() : -1
        seenGeneration = ResizeSignal.generation.load(ordering: .acquiring)
    }

    /// The events that arrive within `timeout` (nil: wait as long as it takes), at least one
    /// unless the time ran out, in which case `[]`. Throws `.inputClosed` at the end of input.
    public func readEvents(timeout: Duration?) throws(TerminalError) -> [TerminalEvent] {
        if ended { throw .inputClosed }
        let clock = ContinuousClock()
        let deadline = timeout.map { clock.now + $0 }
        while true {
            var wait = deadline.map { Self.milliseconds(clock.now.duration(to: $0)) } ?? -1
            if decoder.awaitsTimeout {
                let escape = Self.milliseconds(escapeTimeout)
                wait = wait < 0 ? escape : min(wait, escape)
            }
            var entries = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0)]
            if resizePipe >= 0 { entries.append(pollfd(fd: resizePipe, events: Int16(POLLIN), revents: 0)) }
            let ready = poll(&entries, nfds_t(entries.count), Int32(wait))
            if ready < 0 {
                if errno == EINTR { continue }
                throw .system(call: "poll", errno: errno)
            }
            var events: [TerminalEvent] = []
            if let resize = resizeEvent(pipeReadable: entries.count > 1 && entries[1].revents != 0) {
                events.append(resize)
            }
            if entries[0].revents != 0 {
                events += try readKeys().map(TerminalEvent.key)
            } else if ready == 0, decoder.awaitsTimeout {
                events += decoder.timeOut().map(TerminalEvent.key)
            }
            if !events.isEmpty { return events }
            if ended { throw .inputClosed }
            if let deadline, clock.now >= deadline { return [] }
        }
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
