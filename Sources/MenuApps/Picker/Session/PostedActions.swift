import MenuTerminal
import Synchronization

/// Chains of actions sent to a running picker from another thread (`pick --listen`'s server),
/// kept in the order they came until the picker's thread takes them.
///
///     let posted = PostedActions(wakeup: wakeup)
///     posted.post([.changeQuery("kim")])   // on the server's thread: the picker wakes
///     posted.take()                         // on the picker's: [[.changeQuery("kim")]]
public final class PostedActions: Sendable {
    private let chains = Mutex<[[PickerAction]]>([])
    private let wakeup: Wakeup

    public init(wakeup: Wakeup) {
        self.wakeup = wakeup
    }

    /// Keeps `actions` for the picker and wakes it.
    public func post(_ actions: [PickerAction]) {
        chains.withLock { $0.append(actions) }
        wakeup.signal()
    }

    /// The chains posted since the last call, oldest first.
    func take() -> [[PickerAction]] {
        chains.withLock { chains in
            defer { chains = [] }
            return chains
        }
    }
}
