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
            if ended {
                guard !buffer.isEmpty else { return nil }
                defer { buffer.removeAll() }
                return .text(Self.text(buffer[...]))
            }
            fill()
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
