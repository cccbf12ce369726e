#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What tells a file's versions apart: its modification time, size and inode — two saves
/// within one tick of the file system's clock share a time, and an editor that saves by
/// renaming a new file over the old one makes a new inode.
///
///     let before = FileStamp(path: "menu.lua")
///     // … the user saves …
///     FileStamp(path: "menu.lua") != before      // true
public struct FileStamp: Equatable, Sendable {
    public var seconds: Int
    public var nanoseconds: Int
    public var size: Int
    public var inode: UInt64

    /// The file's stamp now; nil when there is no file at `path` (or it can't be looked at).
    public init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        seconds = Int(status.st_mtim.tv_sec)
        nanoseconds = Int(status.st_mtim.tv_nsec)
        size = Int(status.st_size)
        inode = UInt64(status.st_ino)
    }

    /// The modification time, in nanoseconds since the epoch.
    public var time: Int { seconds * 1_000_000_000 + nanoseconds }
}
