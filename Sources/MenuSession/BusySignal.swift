import Dispatch
import Synchronization

/// Tells ``Busy/started(_:)`` when an operation outlasts a delay, and ``Busy/ended`` when it
/// ends, from a timer on another thread (the session's thread is busy running the script).
/// Both are told under one lock, so `ended` never overtakes the `started` it ends.
final class BusySignal: Sendable {
    private struct Running {
        var generation = 0
        var running = false
        var told = false
    }

    private let state = Mutex(Running())
    private let delay: Duration
    private let tell: @Sendable (Busy) -> Void

    init(delay: Duration, tell: @escaping @Sendable (Busy) -> Void) {
        self.delay = delay
        self.tell = tell
    }

    /// An operation starts: `activity` is told if it still runs after the delay.
    func begin(_ activity: Busy.Activity) {
        let generation = state.withLock { running in
            running.generation += 1
            running.running = true
            running.told = false
            return running.generation
        }
        let (seconds, attoseconds) = delay.components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) { [self] in
            state.withLock { running in
                guard running.generation == generation, running.running else { return }
                running.told = true
                tell(.started(activity))
            }
        }
    }

    /// The operation ended: `ended` is told if `started` was.
    func end() {
        state.withLock { running in
            running.running = false
            if running.told { tell(.ended) }
            running.told = false
        }
    }
}
