#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The operating system's calls the bridge makes, all here: reading a descriptor to its end,
/// resolving paths, opening regular files without blocking (`FolderListing` lists a folder).
enum Platform {
    /// Why a file could not be read.
    enum FileError: Error {
        /// The system's own words (`strerror`): "No such file or directory".
        case system(String)
        case notRegularFile
        /// Bigger than the caller has room for.
        case tooLarge
    }

    /// Whether `descriptor` is a terminal.
    static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) != 0 }

    /// Reads `descriptor` to its end (or its first error), handing `body` a chunk at a time.
    static func readChunks<Failure: Error>(of descriptor: Int32,
                                           _ body: (ArraySlice<UInt8>) throws(Failure) -> Void) throws(Failure) {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = read(descriptor, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return }
            try body(chunk[..<count])
        }
    }

    /// The path with every symbolic link, `.` and `..` resolved.
    static func realPath(_ path: String) throws(FileError) -> String {
        guard let resolved = realpath(path, nil) else { throw .system(lastError()) }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The bytes of the regular file at `path`, opened without following a final symbolic
    /// link and without blocking (a FIFO is refused, not waited for), when `fits` allows its
    /// size.
    static func readRegularFile(_ path: String, fits: (Int) -> Bool) throws(FileError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw .system(lastError()) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { throw .notRegularFile }
        guard fits(Int(status.st_size)) else { throw .tooLarge }
        var text = [UInt8](repeating: 0, count: Int(status.st_size))
        var filled = 0
        while filled < text.count {
            let count = text.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
            }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            if count <= 0 { break }
            filled += count
        }
        text.removeSubrange(filled...)                         // a file that shrank meanwhile
        return text
    }

    /// The system's words for the last error (`errno`).
    private static func lastError() -> String { String(cString: strerror(errno)) }
}
