#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder of the user's own that no one else may read into: the files in it are read only
/// when they are regular files of the user's that no one else can read or write, and written
/// whole, mode 0600, through a new file renamed over the old.
///
/// The folder is held open and every file is reached from it (`openat`), never by a path that
/// could be changed meanwhile; no symbolic link is followed, neither the folder's last name nor
/// a file's, and a file's kind, owner and mode are checked on the file opened (`fstat`).
///
///     let folder = try PrivateFolder("/home/me/.local/state/luamenu")
///     try folder.replace("a.token", with: "3f…\n")
///     folder.contents(of: "a.token")          // .text("3f…\n")
final class PrivateFolder {
    /// What a read found.
    enum Read: Equatable {
        /// No such file.
        case missing
        /// The file's text.
        case text(String)
        /// There is something by that name that must not be trusted; why, for people:
        /// `is a symbolic link`, `is open to others (mode 0644, expected 0600)`.
        case refused(String)
    }

    /// The folder's path, for messages.
    let path: String
    private let descriptor: Int32

    /// Opens the folder at `path` (absolute), making it and any missing folder above it, each
    /// mode 0700; an existing folder that others may read or write is made 0700.
    ///
    /// - Throws: ``TokenStoreError`` when it can't be made or opened, is a symbolic link, or
    ///   isn't the user's.
    init(_ path: String) throws(TokenStoreError) {
        self.path = path
        try Self.make(path)
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            let reason = Self.reason()
            var named = stat()
            let link = lstat(path, &named) == 0 && named.st_mode & S_IFMT == S_IFLNK
            throw TokenStoreError("cannot open the folder \(path): \(link ? "it is a symbolic link" : reason)")
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = Self.reason()
            close(descriptor)
            throw TokenStoreError("cannot look at the folder \(path): \(reason)")
        }
        guard status.st_uid == geteuid() else {
            close(descriptor)
            throw TokenStoreError("the folder \(path) belongs to uid \(status.st_uid), not to you (uid \(geteuid()))")
        }
        if status.st_mode & 0o077 != 0, fchmod(descriptor, 0o700) != 0 {
            let reason = Self.reason()
            close(descriptor)
            throw TokenStoreError("the folder \(path) is open to others (mode \(Self.octal(status.st_mode))) "
                                  + "and cannot be made 0700: \(reason)")
        }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// The text of the file `name` (up to 4 KiB), if it is one to trust.
    func contents(of name: String) -> Read {
        let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard file >= 0 else {
            switch errno {
            case ENOENT: return .missing
            case ELOOP: return .refused("is a symbolic link")
            default: return .refused("cannot be read: \(Self.reason())")
            }
        }
        defer { close(file) }
        var status = stat()
        guard fstat(file, &status) == 0 else { return .refused("cannot be read: \(Self.reason())") }
        guard status.st_mode & S_IFMT == S_IFREG else { return .refused("is not a regular file") }
        guard status.st_uid == geteuid() else { return .refused("belongs to uid \(status.st_uid), not to you") }
        guard status.st_mode & 0o077 == 0 else {
            return .refused("is open to others (mode \(Self.octal(status.st_mode)), expected 0600)")
        }
        var bytes = [UInt8](repeating: 0, count: 4096)
        let count = read(file, &bytes, bytes.count)
        guard count >= 0 else { return .refused("cannot be read: \(Self.reason())") }
        return .text(String(decoding: bytes[..<count], as: UTF8.self))
    }

    /// Writes `text` as the file `name`, mode 0600, replacing whatever had that name (a
    /// symbolic link is replaced, not followed).
    ///
    /// - Throws: ``TokenStoreError`` naming the file and why.
    func replace(_ name: String, with text: String) throws(TokenStoreError) {
        let temporary = ".\(name).\(getpid()).new"
        let file = openat(descriptor, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard file >= 0 else { throw TokenStoreError("cannot write \(path)/\(name): \(Self.reason())") }
        let bytes = Array(text.utf8)
        let written = fchmod(file, 0o600) == 0 ? write(file, bytes, bytes.count) : -1
        let failure = written == bytes.count ? nil : Self.reason()
        close(file)
        guard failure == nil, renameat(descriptor, temporary, descriptor, name) == 0 else {
            let reason = failure ?? Self.reason()
            unlinkat(descriptor, temporary, 0)
            throw TokenStoreError("cannot write \(path)/\(name): \(reason)")
        }
    }

    /// Makes `path` and the folders above it that are missing, each mode 0700.
    private static func make(_ path: String) throws(TokenStoreError) {
        var made = ""
        for part in path.split(separator: "/") {
            made += "/" + part
            guard mkdir(made, 0o700) == 0 || errno == EEXIST else {
                throw TokenStoreError("cannot make the folder \(made): \(reason())")
            }
        }
    }

    private static func octal(_ mode: mode_t) -> String {
        let digits = String(mode & 0o7777, radix: 8)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func reason() -> String { String(cString: strerror(errno)) }
}
