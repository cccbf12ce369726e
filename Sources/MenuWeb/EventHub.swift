#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Hands every event to every page connected to `GET /events`, each at its own pace, and to a
/// page that connects later what it needs to catch up: the latest event of each ``ServerEvent/Replay/latest``
/// name, then the last ``backlog`` events of each ``ServerEvent/Replay/recent`` name.
///
/// A page that falls too far behind (``pendingLimit`` events unread) is dropped: its browser
/// connects again and catches up from the replay, so a stalled tab can't make the hub hold
/// everything.
///
///     let hub = EventHub()
///     hub.publish(ServerEvent("view", document, replay: .latest))
///     let subscriber = hub.subscribe()          // a connection's
///     subscriber.next(waitingAtMost: 15)        // the view's bytes, or a keep-alive comment
public final class EventHub: @unchecked Sendable {
    /// How many events of a `.recent` name are replayed.
    public let backlog: Int
    /// How many unread events drop a subscriber.
    public let pendingLimit: Int
    private let lock = ConditionLock()
    private var latest: [(name: String, event: ServerEvent)] = []
    private var recent: [ServerEvent] = []
    private var subscribers: [ObjectIdentifier: Subscriber] = [:]
    private var closed = false

    public init(backlog: Int = 200, pendingLimit: Int = 1_000) {
        self.backlog = backlog
        self.pendingLimit = pendingLimit
    }

    /// Sends `event` to every subscriber, and keeps it for later ones as its replay says.
    public func publish(_ event: ServerEvent) {
        lock.withLock {
            switch event.replay {
            case .never: break
            case .latest:
                if let index = latest.firstIndex(where: { $0.name == event.name }) {
                    latest[index].event = event
                } else {
                    latest.append((event.name, event))
                }
            case .recent:
                recent.append(event)
                if recent.filter({ $0.name == event.name }).count > backlog,
                   let oldest = recent.firstIndex(where: { $0.name == event.name }) {
                    recent.remove(at: oldest)
                }
            }
            for subscriber in subscribers.values {
                subscriber.pending.append(event)
                if subscriber.pending.count > pendingLimit { drop(subscriber) }
            }
        }
        lock.broadcast()
    }

    /// A new subscriber, its replay pending.
    public func subscribe() -> Subscriber {
        let subscriber = Subscriber(hub: self)
        lock.withLock {
            subscriber.pending = latest.map(\.event) + recent
            if closed { subscriber.ended = true } else { subscribers[ObjectIdentifier(subscriber)] = subscriber }
        }
        return subscriber
    }

    /// Ends every stream: their waits return at once, with nothing.
    public func close() {
        lock.withLock {
            closed = true
            for subscriber in subscribers.values { drop(subscriber) }
        }
        lock.broadcast()
    }

    /// How many pages are connected.
    public var subscriberCount: Int { lock.withLock { subscribers.count } }

    /// Waits until every subscriber has left (their connections ended), or `seconds` passed.
    public func waitUntilEmpty(seconds: Double) {
        let deadline = monotonicSeconds() + seconds
        lock.withLock {
            while !subscribers.isEmpty, monotonicSeconds() < deadline {
                lock.wait(seconds: deadline - monotonicSeconds())
            }
        }
    }

    private func drop(_ subscriber: Subscriber) {
        subscriber.ended = true
        subscribers[ObjectIdentifier(subscriber)] = nil
    }

    /// One connection's view of the hub: the events it has not read yet.
    public final class Subscriber: @unchecked Sendable {
        private let hub: EventHub
        /// Guarded by the hub's lock.
        fileprivate var pending: [ServerEvent] = []
        fileprivate var ended = false

        fileprivate init(hub: EventHub) {
            self.hub = hub
        }

        /// The next event's text; a keep-alive comment (`: ping`) when none came for `seconds`
        /// (it also finds out whether the page is still there); nil once the stream ended.
        public func next(waitingAtMost seconds: Double) -> String? {
            hub.lock.withLock {
                if pending.isEmpty && !ended { hub.lock.wait(seconds: seconds) }
                if !pending.isEmpty { return pending.removeFirst().text }
                return ended ? nil : ": ping\n\n"
            }
        }

        /// Leaves the hub (the connection closed).
        public func cancel() {
            hub.lock.withLock { hub.drop(self) }
            hub.lock.broadcast()
        }
    }
}

/// Seconds on a clock that never jumps.
private func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}
