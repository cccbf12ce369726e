#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Notices when files change — by their modification time, size and inode, since two saves
/// within one tick of the file system's clock share a time, and an editor that saves by
/// renaming a new file over the old one makes a new inode: what `--watch` and `preview` poll.
///
///     var watcher = FileWatcher(["examples/mypage.lua", "examples/lib/profile.lua"])
///     if watcher.changed() { reload() }
struct FileWatcher {
    private var stamps: [String: Stamp?] = [:]

    /// What is compared of a file.
    private struct Stamp: Equatable {
        var seconds: Int
        var nanoseconds: Int
        var size: Int
        var inode: UInt64
    }

    init(_ paths: [String]) {
        watch(paths)
    }

    /// Watches `paths` from now on: their current times count as seen, except for paths
    /// watched already, whose change since the last look is still to be noticed.
    mutating func watch(_ paths: [String]) {
        stamps = Dictionary(paths.map { ($0, stamps[$0] ?? Self.stamp($0)) }) { first, _ in first }
    }

    /// Whether any watched file changed (or appeared, or vanished) since the last look.
    mutating func changed() -> Bool {
        var changed = false
        for (path, stamp) in stamps {
            let now = Self.stamp(path)
            if now != stamp {
                stamps[path] = now
                changed = true
            }
        }
        return changed
    }

    private static func stamp(_ path: String) -> Stamp? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Stamp(seconds: status.st_mtim.tv_sec, nanoseconds: status.st_mtim.tv_nsec,
                     size: Int(status.st_size), inode: UInt64(status.st_ino))
    }
}
