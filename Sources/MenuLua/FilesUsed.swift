import Synchronization

/// The files a script's load used or looked for: the modules `require` loaded and the files
/// `menu.read` was asked for (also one that was missing, so that making it is noticed), by the
/// script and by its plugins — what a front end watches to load the script again when one of
/// them changes. It is filled in even when the load fails.
///
///     let used = FilesUsed()
///     var options = MenuRuntime.Options(); options.filesUsed = used
///     _ = try? MenuRuntime(script: "examples/mypage.lua", options: options)
///     used.paths                         // ["examples/lib/profile.lua"]
public final class FilesUsed: Sendable {
    private let recorded = Mutex<[(path: String, seen: FileStamp??)]>([])

    public init() {}

    /// The paths recorded, each once, in the order they were first used.
    public var paths: [String] {
        recorded.withLock { $0.map(\.path) }
    }

    /// The file as the load read it, for the files whose reading was stamped (`menu.read`'s;
    /// nil inside when the file was missing): a watcher compares the file with this, so an
    /// edit made while the script loads is noticed and one made before it is not.
    public var stamps: [String: FileStamp?] {
        recorded.withLock { entries in
            var stamps: [String: FileStamp?] = [:]
            for entry in entries { if let seen = entry.seen { stamps[entry.path] = seen } }
            return stamps
        }
    }

    /// Records `path` (a path as the host opened it: relative to the working folder, or
    /// absolute), with the file's stamp as it was read when `stamped`.
    func record(_ path: String, stamped: Bool = false) {
        let seen: FileStamp?? = stamped ? .some(FileStamp(path: path)) : .none
        recorded.withLock { entries in
            if !entries.contains(where: { $0.path == path }) { entries.append((path, seen)) }
        }
    }
}
