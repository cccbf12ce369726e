#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lines from a plain file descriptor (a pipe, a file), without a terminal or a prompt.
///
/// A line ends at `\n`, which is dropped with a `\r` before it; the last line may lack its
/// `\n`. Bytes are decoded as UTF-8, a malformed byte becoming U+FFFD. It buffers what it
/// reads beyond a line, so nothing else should read the same descriptor.
struct LineReader {
    let fd: Int32
    private var buffer: [UInt8] = []
    private var ended = false

    init(fd: Int32) {
        self.fd = fd
    }

    /// The next line, or nil at the end of input.
    mutating func next() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Self.text(buffer[..<newline])
                buffer.removeFirst(newline + 1)
                return line
            }
            if ended {
                guard !buffer.isEmpty else { return nil }
                defer { buffer.removeAll() }
                return Self.text(buffer[...])
            }
            fill()
        }
    }

    /// Reads one chunk into the buffer, or marks the end (at end of file or on an error).
    private mutating func fill() {
        var chunk = [UInt8](repeating: 0, count: 4096)
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
        let line = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes
        return String(decoding: line, as: UTF8.self)
    }
}
