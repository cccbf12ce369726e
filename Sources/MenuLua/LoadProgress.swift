import Synchronization

/// How far a long load has come — the items read so far — for a progress line that another
/// thread draws while the script runs.
///
///     let progress = LoadProgress()
///     var options = MenuRuntime.Options(); options.progress = progress
///     // on another thread: progress.itemsRead
public final class LoadProgress: Sendable {
    private let items = Atomic<Int>(0)

    public init() {}

    /// Items read so far (counted in steps of 1,024).
    public var itemsRead: Int { items.load(ordering: .relaxed) }

    func add(_ count: Int) {
        items.add(count, ordering: .relaxed)
    }
}
