#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Notices when files change, by their modification times: what `--watch` polls.
///
///     var watcher = FileWatcher(["examples/mypage.lua", "examples/lib/profile.lua"])
///     if watcher.changed() { reload() }
struct FileWatcher {
    private var stamps: [String: timespec?] = [:]

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
}
