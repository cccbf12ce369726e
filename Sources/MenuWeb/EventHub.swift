#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Hands every event to every page connected to `GET /events`, each at its own pace, and to a
/// page that connects later what it needs to catch up: the latest event of each
/// ``ServerEvent/Replay/latest`` name, then the last ``ServerEvent/Replay/recent`` events (at
/// most ``Limits/backlog`` of them and ``Limits/backlogBytes`` in all; the newest always).
///
/// What a page holds is bounded, so one that doesn't read (a frozen tab, a stalled client)
/// can't make the hub hold more than the events it keeps anyway:
/// - every page sends the same text of an event (see ``ServerEvent``): nothing is copied per
///   page;
/// - of a `.latest` name a page waits for the newest only: a view that comes while an older
///   one waits takes its place, so a slow page gets the newest view when it reads, never a
///   queue of old ones;
/// - a page that falls behind is dropped: when more is waiting than a replay would give it
///   (``Limits/backlog`` events of the other names, or ``Limits/backlogBytes``), or when a
///   newer event of its name comes while it is in the middle of sending one larger than
///   ``Limits/heldBytes`` (sending it on would keep an old view alive beside the new). Its
///   stream ends; its browser connects again and catches up from the replay.
///
///     let hub = EventHub()
///     hub.publish(ServerEvent("view", document, replay: .latest))
///     let subscriber = hub.subscribe()          // a connection's
///     subscriber.read(into: buffer, count: 4096, waitingAtMost: 10)   // .copied(n): the view's bytes
public final class EventHub: @unchecked Sendable {
    /// What the hub keeps for later pages, and lets a page hold.
    public struct Limits: Sendable {
        /// How many `.recent` events are replayed, and may wait for a page.
        public var backlog = 200
        /// How many bytes of `.recent` events are replayed, and may wait for a page.
        public var backlogBytes = 1 << 20
        /// The largest event a page may go on sending once a newer one of its name came.
        public var heldBytes = 256 << 10

        public init() {}
    }

    /// What ``Subscriber/read(into:count:waitingAtMost:)`` did.
    public enum Read: Equatable, Sendable {
        /// Copied this many bytes of the next event.
        case copied(Int)
        /// Nothing came in the time given.
        case idle
        /// The stream is over: the hub closed, or dropped the page for falling behind.
        case ended
    }

    public let limits: Limits
    private let lock = ConditionLock()
    /// The data of the latest `.latest` event named `name`, if one came.
    public func latest(named name: String) -> String? {
        lock.withLock { latest.first { $0.name == name }?.data }
    }

    /// The latest event of each `.latest` name, in the order the names first came.
    private var latest: [ServerEvent] = []
    private var recent: [ServerEvent] = []
    private var subscribers: [ObjectIdentifier: Subscriber] = [:]
    private var closed = false

    public init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// Sends `event` to every subscriber, and keeps it for later ones as its replay says.
    public func publish(_ event: ServerEvent) {
        lock.withLock {
            switch event.replay {
            case .never: break
            case .latest:
                if let index = latest.firstIndex(where: { $0.name == event.name }) {
                    latest[index] = event
                } else {
                    latest.append(event)
                }
            case .recent:
                recent.append(event)
                while recent.count > limits.backlog || recent.count > 1 && Self.bytes(of: recent) > limits.backlogBytes {
                    recent.removeFirst()
                }
            }
            for subscriber in subscribers.values where !subscriber.receive(event, limits: limits) {
                drop(subscriber)
            }
        }
        lock.broadcast()
    }

    /// A new subscriber, its replay waiting; with `patches`, it is sent events as they happen in
    /// their patch form (see ``ServerEvent/init(_:_:replay:patch:)``) while it has none of their
    /// name waiting.
    public func subscribe(patches: Bool = false) -> Subscriber {
        let subscriber = Subscriber(hub: self, patches: patches)
        lock.withLock {
            subscriber.pending = latest + recent
            if closed { subscriber.ended = true } else { subscribers[ObjectIdentifier(subscriber)] = subscriber }
        }
        return subscriber
    }

    /// Ends every stream: their reads return at once, with ``Read/ended``.
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

    /// Ends `subscriber`'s stream and lets go of what it held.
    private func drop(_ subscriber: Subscriber) {
        subscriber.ended = true
        subscriber.pending = []
        subscriber.sending = nil
        subscribers[ObjectIdentifier(subscriber)] = nil
    }

    private static func bytes(of events: some Sequence<ServerEvent>) -> Int {
        events.reduce(0) { $0 + $1.size }
    }

    /// One connection's view of the hub: the events it has not sent yet, and the one it is
    /// sending.
    public final class Subscriber: @unchecked Sendable {
        private let hub: EventHub
        // Guarded by the hub's lock.
        fileprivate var pending: [ServerEvent] = []
        fileprivate var sending: ServerEvent?
        /// How many bytes of `sending` were copied out.
        private var sent = 0
        fileprivate var ended = false
        /// Whether it takes events in their patch form.
        private let patches: Bool

        fileprivate init(hub: EventHub, patches: Bool) {
            self.hub = hub
            self.patches = patches
        }

        /// Takes `event` to send; false when that leaves it too far behind to keep (see
        /// ``EventHub``).
        fileprivate func receive(_ event: ServerEvent, limits: Limits) -> Bool {
            guard event.replay == .latest else {
                pending.append(event)
                let waiting = pending.filter { $0.replay != .latest }
                return waiting.count <= limits.backlog && (waiting.count == 1 || EventHub.bytes(of: waiting) <= limits.backlogBytes)
            }
            if let sending, sending.name == event.name, sending.size > limits.heldBytes { return false }
            // A patch is from the event before: one that takes the place of another not sent yet is whole.
            let replaced = pending.contains { $0.name == event.name }
            pending.removeAll { $0.name == event.name }
            pending.append(patches && !replaced ? event.patched : event)
            return true
        }

        /// Copies up to `count` bytes of the stream into `buffer`: the rest of the event being
        /// sent, else the next one, waiting up to `seconds` for one to come.
        public func read(into buffer: UnsafeMutableRawPointer, count: Int, waitingAtMost seconds: Double) -> Read {
            hub.lock.withLock {
                let event: ServerEvent
                if let sending {
                    event = sending
                } else {
                    if pending.isEmpty && !ended { hub.lock.wait(seconds: seconds) }
                    if ended { return .ended }
                    guard !pending.isEmpty else { return .idle }
                    event = pending.removeFirst()
                    sending = event
                    sent = 0
                }
                let copied = event.copy(from: sent, into: buffer, count: count)
                sent += copied
                if sent == event.size { sending = nil }
                return .copied(copied)
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
