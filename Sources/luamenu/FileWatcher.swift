#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Notices when files change, by their modification times: what `--watch` polls.
///
///     let started = FileWatcher.now()                    // before the script loads
///     let runtime = try load()
///     var watcher = FileWatcher(files(of: runtime), since: started)
///     if watcher.changed() { reload() }
///
/// A file changed while the script was loading (at or after `since`) counts as changed at the
/// first look: the load may have read it before the change, and the times taken after the
/// load would hide the edit.
struct FileWatcher {
    private var stamps: [String: timespec?] = [:]
    /// Whether a watched file changed during the load, not yet reported.
    private var changedDuringLoad = false

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

    /// Watches `paths` from now on, as they were read by a load that started at `started`.
    mutating func watch(_ paths: [String], since started: timespec) {
        stamps = Dictionary(paths.map { ($0, Self.stamp($0)) }) { first, _ in first }
        let threshold = Self.nanoseconds(started) - Self.coarseClockLag
        changedDuringLoad = stamps.values.contains { $0.map { Self.nanoseconds($0) >= threshold } ?? false }
    }

    /// Whether any watched file changed (or appeared, or vanished) since the last look.
    mutating func changed() -> Bool {
        var changed = changedDuringLoad
        changedDuringLoad = false
        for (path, stamp) in stamps {
            let now = Self.stamp(path)
            if now?.tv_sec != stamp?.tv_sec || now?.tv_nsec != stamp?.tv_nsec {
                stamps[path] = now
                changed = true
            }
        }
        return changed
    }

    private static func stamp(_ path: String) -> timespec? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return status.st_mtim
    }

    private static func nanoseconds(_ time: timespec) -> Int {
        Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
    }
}
