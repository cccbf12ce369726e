#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lines `luamenu serve` reads from its standard input, each one request.
///
/// A line ends at `\n` (a `\r` before it is dropped; the last one may lack its `\n`); bytes are
/// decoded as UTF-8, a malformed byte becoming U+FFFD. A line longer than ``limit`` bytes is
/// skipped to its end and reported as ``Line/tooLong``, so a client that never sends `\n`
/// can't make the session hold its whole input.
struct RequestReader {
    enum Line: Equatable {
        case text(String)
        case tooLong
    }

    let descriptor: Int32
    /// The most bytes a line may have.
    let limit: Int
    private var buffer: [UInt8] = []
    private var skipping = false
    private var ended = false

    init(descriptor: Int32, limit: Int = 64 << 20) {
        self.descriptor = descriptor
        self.limit = limit
    }

    /// The next line, or nil at the end of input.
    mutating func next() -> Line? {
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
            let count = read(descriptor, &chunk, chunk.count)
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
