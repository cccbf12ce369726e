#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole text files, read and written with POSIX calls.
enum FileText {
    /// The file's text, or nil when it can't be read.
    static func read(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = Glibc.read(descriptor, &chunk, chunk.count)
            if count < 0 { return nil }
            if count == 0 { break }
            bytes += chunk[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Replaces the file with `text`, atomically: a temporary file, fsync, rename.
    static func write(_ text: String, to path: String) throws(CLIError) {
        let temporary = "\(path).tmp-\(getpid())"
        var text = text
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw .script("\(path): cannot write: \(reason())") }
        let written = text.withUTF8 { bytes -> Bool in
            var offset = 0
            while offset < bytes.count {
                let count = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count <= 0 { return false }
                offset += count
            }
            return true
        }
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard written, synced, rename(temporary, path) == 0 else {
            let why = reason()
            unlink(temporary)
            throw .script("\(path): cannot write: \(why)")
        }
    }

    private static func reason() -> String { String(cString: strerror(errno)) }
}
