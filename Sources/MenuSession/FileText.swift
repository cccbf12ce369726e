#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole text files, read and written with POSIX calls.
///
///     try FileText.write("{}\n", to: "state.json")    // all or nothing
///     FileText.read("state.json")                     // "{}\n"
public enum FileText {
    /// The file's text, or nil when it can't be read.
    public static func read(_ path: String) -> String? {
        if case .text(let text) = contents(of: path) { return text }
        return nil
    }

    /// What reading a file gave.
    public enum Contents: Equatable, Sendable {
        case text(String)
        case missing
        /// The file is there but can't be read: why.
        case unreadable(String)
    }

    /// The file's text, or whether it is missing or unreadable (and why). Only a regular file
    /// is read (a FIFO would block, a device never end), and only up to `limit` bytes.
    public static func contents(of path: String, limit: Int? = nil) -> Contents {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return errno == ENOENT ? .missing : .unreadable(reason()) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .unreadable(reason()) }
        guard status.st_mode & S_IFMT == S_IFREG else { return .unreadable("not a regular file") }
        if let limit, Int(status.st_size) > limit {
            return .unreadable("it is too large (\(status.st_size) bytes; at most \(limit), a quarter of --memory)")
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        guard let bytes = readAll(descriptor, limit: limit) else {
            return .unreadable(errno == EFBIG ? "it grew too large while being read" : reason())
        }
        return .text(String(decoding: bytes, as: UTF8.self))
    }

    /// Whether `path` is a regular file (following symbolic links).
    public static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    /// Everything on standard input, or nil when reading it failed.
    public static func standardInput() -> [UInt8]? {
        readAll(0, limit: nil)
    }

    /// Replaces the file with `text`, atomically: a new temporary file beside it (a unique
    /// name, created exclusively, so a planted file or symlink can't redirect the write),
    /// fsync, rename, fsync of the folder. A crash leaves the old file or the new one, never a
    /// torn one.
    ///
    /// A symbolic link at `path` that is the user's own is written through: its target is
    /// replaced, and the link stays (a state file kept in a dotfiles folder, linked from
    /// elsewhere). One that another user owns is refused, never followed nor replaced.
    public static func write(_ text: String, to path: String) throws(FileError) {
        let path = try target(of: path)
        var template = Array("\(path).tmp-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw FileError("\(path): cannot write: \(reason())") }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var text = text
        let written = text.withUTF8 { writeAll(descriptor, $0) }
        let synced = fchmod(descriptor, 0o644) == 0 && fsync(descriptor) == 0
        close(descriptor)
        guard written, synced, rename(temporary, path) == 0 else {
            let why = reason()
            unlink(temporary)
            throw FileError("\(path): cannot write: \(why)")
        }
        let folder = open(folder(of: path), O_RDONLY | O_CLOEXEC)
        if folder >= 0 { fsync(folder); close(folder) }
    }

    /// The file a write to `path` replaces: `path`, or the target of the user's own symbolic
    /// link there.
    ///
    /// - Throws: ``FileError`` for a link another user owns, or one that leads nowhere.
    public static func target(of path: String) throws(FileError) -> String {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return path }
        guard status.st_uid == geteuid() else {
            throw FileError("\(path): a symbolic link another user owns; luamenu neither follows nor replaces it")
        }
        guard let resolved = realpath(path, nil) else {
            throw FileError("\(path): a symbolic link that leads nowhere (\(reason()))")
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Removes the temporary files a write to `path` left when it was interrupted (a `kill -9`
    /// between making one and renaming it): regular files named `FILE.tmp-` and six letters or
    /// digits, as `mkstemp` makes them, beside `path`. Anything else by such a name (a link, a
    /// folder) is left alone.
    public static func removeTemporaries(of path: String) {
        let folder = folder(of: path)
        let prefix = String(path.split(separator: "/").last ?? "") + ".tmp-"
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            let suffix = name.dropFirst(prefix.count)
            guard name.hasPrefix(prefix), suffix.count == 6,
                  suffix.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { continue }
            var status = stat()
            let file = folder + "/" + name
            if lstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_uid == geteuid() { unlink(file) }
        }
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func reason() -> String { String(cString: strerror(errno)) }
}

// The system calls, outside `FileText`, whose `read` and `write` would shadow them.

/// Every byte up to the end of the file, or nil when a read fails (errno says why) or the
/// file holds more than `limit` bytes (errno EFBIG).
private func readAll(_ descriptor: Int32, limit: Int?) -> [UInt8]? {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = read(descriptor, &chunk, chunk.count)
        if count < 0 { return nil }
        if count == 0 { return bytes }
        bytes += chunk[..<count]
        if let limit, bytes.count > limit {
            errno = EFBIG
            return nil
        }
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
