#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lines from a plain file descriptor (a pipe, a file), without a terminal or a prompt: what a
/// piped REPL and `luamenu serve` read.
///
/// A line ends at `\n`, which is dropped with a `\r` before it; the last line may lack its
/// `\n`. Bytes are decoded as UTF-8, a malformed byte becoming U+FFFD. A line longer than
/// `limit` bytes is skipped to its end and reported as ``Line/tooLong``, so input that never
/// sends `\n` can't make the reader hold all of it. It buffers what it reads beyond a line, so
/// nothing else should read the same descriptor.
public struct LineReader {
    /// One line read.
    public enum Line: Equatable, Sendable {
        case text(String)
        /// A line longer than the limit, skipped.
        case tooLong
    }

    let fd: Int32
    /// The most bytes a line may have.
    public let limit: Int
    private var buffer: [UInt8] = []
    private var skipping = false
    private var ended = false

    public init(fd: Int32, limit: Int = 64 << 20) {
        self.fd = fd
        self.limit = limit
    }

    /// The next line, or nil at the end of input.
    public mutating func next() -> Line? {
        while true {
            if let line = take() { return line }
            if ended { return nil }
            fill()
        }
    }

    /// What ``next(waitingAtMost:)`` found.
    public enum Read: Equatable, Sendable {
        case line(Line)
        /// No whole line came in time.
        case timedOut
        /// The input ended.
        case ended
    }

    /// The next line, waiting at most `timeout` for it: what `serve` reads, so that between
    /// requests it can look at other things (files that changed).
    public mutating func next(waitingAtMost timeout: Duration) -> Read {
        let deadline = ContinuousClock.now + timeout
        while true {
            if let line = take() { return .line(line) }
            if ended { return .ended }
            let left = deadline - .now
            guard left > .zero, Self.readable(fd, within: left) else { return .timedOut }
            fill()
        }
    }

    /// A whole line from the buffer (or the last one, without its newline, once the input
    /// ended), skipping what is too long; nil when more must be read.
    private mutating func take() -> Line? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[..<newline]
                buffer.removeFirst(newline + 1)
                if skipping {
                    skipping = false
                    continue
                }
                return line.count > limit ? .tooLong : .text(Self.text(line))
            }
            if buffer.count > limit, !skipping {
                buffer.removeAll()
                skipping = true
                return .tooLong
            }
            if skipping { buffer.removeAll() }
            guard ended, !buffer.isEmpty else { return nil }
            defer { buffer.removeAll() }
            return .text(Self.text(buffer[...]))
        }
    }

    /// Whether `descriptor` has something to read (or its end) within `timeout`.
    private static func readable(_ descriptor: Int32, within timeout: Duration) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(clamping: timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000 + 1)
        while true {
            let ready = poll(&entry, 1, milliseconds)
            if ready < 0, errno == EINTR { continue }
            return ready != 0            // an error too: the read that follows tells it
        }
    }

    /// Reads what is there into the buffer, or marks the end (end of file, or an error).
    private mutating func fill() {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(fd, &chunk, chunk.count)
            if count > 0 {
                buffer += chunk[..<count]
                return
            }
            if count < 0, errno == EINTR { continue }
            ended = true
            return
        }
    }

    private static func text(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes, as: UTF8.self)
    }
}
