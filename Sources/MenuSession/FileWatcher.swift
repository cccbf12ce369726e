#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MenuLua

/// Notices when files change, by their ``MenuLua/FileStamp`` (time, size, inode): what a
/// session polls for (see ``WatchSet``).
///
///     let started = FileWatcher.now()                    // before the script loads
///     let before = ["menu.lua": FileStamp(path: "menu.lua")]
///     let runtime = try load()
///     var watcher = FileWatcher(files(of: runtime), since: started, seen: before)
///     if watcher.changed() { reload() }
///
/// An edit made while the script loads is not missed: a file watched already keeps the stamp
/// it had (its change is still to be noticed); a file newly watched is compared with the stamp
/// it had when the load read it, when that was taken (`seen`: the script, the plugins, the
/// files `menu.read` read); otherwise one that changed at or after `since` counts as changed
/// at the first look.
struct FileWatcher {
    private var stamps: [String: FileStamp?] = [:]
    /// Whether a file newly watched changed during the load, not yet reported.
    private var changedDuringLoad = false

    /// How much earlier than the clock a file's time may read: Linux stamps files from a
    /// coarse clock, a tick (up to 10 ms) behind.
    private static let coarseClockLag = 50_000_000

    init(_ paths: [String], since started: timespec, seen: [String: FileStamp?] = [:]) {
        watch(paths, since: started, seen: seen)
    }

    /// The wall-clock time now, as file times count it: take it before a load.
    static func now() -> timespec {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return time
    }

    /// Watches `paths` from now on, as read by a load that started at `started`, which saw
    /// the files in `seen` as they were stamped then.
    mutating func watch(_ paths: [String], since started: timespec, seen: [String: FileStamp?] = [:]) {
        let threshold = Int(started.tv_sec) * 1_000_000_000 + Int(started.tv_nsec) - Self.coarseClockLag
        var fresh: [String: FileStamp?] = [:]
        for path in paths where fresh[path] == nil {
            if let kept = stamps[path] {
                fresh[path] = kept
            } else if let stamp = seen[path] {
                fresh[path] = stamp                             // compared at the next look
            } else {
                let stamp = FileStamp(path: path)
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
            let now = FileStamp(path: path)
            if now != stamp {
                stamps[path] = now
                changed = true
            }
        }
        return changed
    }
}
