#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole text files, read and written with POSIX calls.
enum FileText {
    /// The file's text, or nil when it can't be read.
    static func read(_ path: String) -> String? {
        if case .text(let text) = contents(of: path) { return text }
        return nil
    }

    /// What reading a file gave.
    enum Contents {
        case text(String)
        case missing
        case unreadable(String)
    }

    /// The file's text, or whether it is missing or unreadable (and why).
    static func contents(of path: String) -> Contents {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return errno == ENOENT ? .missing : .unreadable(reason()) }
        defer { close(descriptor) }
        guard let bytes = readAll(descriptor) else { return .unreadable(reason()) }
        return .text(String(decoding: bytes, as: UTF8.self))
    }

    /// Everything on standard input, or nil when reading it failed.
    static func standardInput() -> [UInt8]? {
        readAll(0)
    }

    /// Replaces the file with `text`, atomically: a temporary file beside it, fsync, rename,
    /// fsync of the folder. A crash leaves the old file or the new one, never a torn one.
    static func write(_ text: String, to path: String) throws(CLIError) {
        let temporary = "\(path).tmp-\(getpid())"
        var text = text
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw .script("\(path): cannot write: \(reason())") }
        let written = text.withUTF8 { writeAll(descriptor, $0) }
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard written, synced, rename(temporary, path) == 0 else {
            let why = reason()
            unlink(temporary)
            throw .script("\(path): cannot write: \(why)")
        }
        let folder = open(folder(of: path), O_RDONLY)
        if folder >= 0 { fsync(folder); close(folder) }
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func reason() -> String { String(cString: strerror(errno)) }
}

// The system calls, outside `FileText`, whose `read` and `write` would shadow them.

/// Every byte up to the end of the file, or nil when a read fails (errno says why).
private func readAll(_ descriptor: Int32) -> [UInt8]? {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = read(descriptor, &chunk, chunk.count)
        if count < 0 { return nil }
        if count == 0 { return bytes }
        bytes += chunk[..<count]
    }
}

/// Writes all of `bytes`; false when a write fails (errno says why).
private func writeAll(_ descriptor: Int32, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var offset = 0
    while offset < bytes.count {
        let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if count <= 0 { return false }
        offset += count
    }
    return true
}
