import Foundation
import Testing

/// A script the tests write and then run (a stub for a command, a shell for `SHELL`).
enum ExecutableScript {
    /// Writes `text` to `path`, executable, through a descriptor closed on exec: a child that a
    /// test running beside this one starts meanwhile must not keep the file open for writing,
    /// or running the script fails (ETXTBSY).
    static func write(_ text: String, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        try #require(descriptor >= 0, "can't write \(path)")
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        try #require(written == bytes.count, "\(path): \(written) of \(bytes.count) bytes written")
    }
}
