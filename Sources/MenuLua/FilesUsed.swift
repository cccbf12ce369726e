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
    private let recorded = Mutex<[String]>([])

    public init() {}

    /// The paths recorded, each once, in the order they were first used.
    public var paths: [String] {
        recorded.withLock { $0 }
    }

    /// Records `path` (a path as the host opened it: relative to the working folder, or absolute).
    func record(_ path: String) {
        recorded.withLock { paths in
            if !paths.contains(path) { paths.append(path) }
        }
    }
}
