#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Notices when files change — by their modification time, size and inode, since two saves
/// within one tick of the file system's clock share a time, and an editor that saves by
/// renaming a new file over the old one makes a new inode: what a session polls for (see ``WatchSet``).
///
///     let started = FileWatcher.now()                    // before the script loads
///     let runtime = try load()
///     var watcher = FileWatcher(files(of: runtime), since: started)
///     if watcher.changed() { reload() }
///
/// An edit made while the script loads is not missed: a file watched already keeps the stamp
/// it had (its change is still to be noticed), and a file newly watched that changed at or
/// after `since` counts as changed at the first look.
struct FileWatcher {
    private var stamps: [String: Stamp?] = [:]
    /// Whether a file newly watched changed during the load, not yet reported.
    private var changedDuringLoad = false

    /// What is compared of a file.
    private struct Stamp: Equatable {
        var seconds: Int
        var nanoseconds: Int
        var size: Int
        var inode: UInt64

        /// The modification time, in nanoseconds since the epoch.
        var time: Int { seconds * 1_000_000_000 + nanoseconds }
    }

    /// How much earlier than the clock a file's time may read: Linux stamps files from a
    /// coarse clock, a tick (up to 10 ms) behind.
    private static let coarseClockLag = 50_000_000

    init(_ paths: [String], since started: timespec) {
        watch(paths, since: started)
    }

    /// The wall-clock time now, as file times count it: take it before a load.
    static func now() -> timespec {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return time
    }

    /// Watches `paths` from now on, as read by a load that started at `started`.
    mutating func watch(_ paths: [String], since started: timespec) {
        let threshold = Int(started.tv_sec) * 1_000_000_000 + Int(started.tv_nsec) - Self.coarseClockLag
        var fresh: [String: Stamp?] = [:]
        for path in paths where fresh[path] == nil {
            if let kept = stamps[path] {
                fresh[path] = kept
            } else {
                let stamp = Self.stamp(path)
                fresh[path] = stamp
                if let stamp, stamp.time >= threshold { changedDuringLoad = true }
            }
        }
        stamps = fresh
    }

    /// Whether any watched file changed (or appeared, or vanished) since the last look.
    mutating func changed() -> Bool {
        var changed = changedDuringLoad
        changedDuringLoad = false
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
        return Stamp(seconds: Int(status.st_mtim.tv_sec), nanoseconds: Int(status.st_mtim.tv_nsec),
                     size: Int(status.st_size), inode: UInt64(status.st_ino))
    }
}
