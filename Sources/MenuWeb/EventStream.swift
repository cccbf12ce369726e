/// One page's `GET /events` as libmicrohttpd reads it: the subscriber's events as bytes, handed
/// out as the connection's thread asks for them (``read(into:count:)``), waiting for the next
/// event in between. The stream opens with how long a browser waits to reconnect (`retry`) and
/// which server it is (a `server` event, `{"instance": ID}`), then the hub's replay; a
/// keep-alive comment goes out when no event came for a while.
final class EventStream: @unchecked Sendable {
    let subscriber: EventHub.Subscriber
    /// Seconds without an event before a keep-alive comment is sent.
    let keepAlive: Double
    /// What is left of the stream's own text (its opening, a keep-alive comment), sent before
    /// the next event.
    private var unsent: [UInt8]

    init(subscriber: EventHub.Subscriber, instance: String, keepAlive: Double) {
        self.subscriber = subscriber
        self.keepAlive = keepAlive
        unsent = Array(("retry: 1000\n\n" + ServerEvent("server", .object([("instance", .string(instance))])).text).utf8)
    }

    /// Copies up to `count` bytes of the stream into `buffer`, waiting for an event when none is
    /// unsent: the number copied, or nil once the stream has ended (the hub closed, or dropped
    /// this page for falling behind).
    func read(into buffer: UnsafeMutableRawPointer, count: Int) -> Int? {
        if unsent.isEmpty {
            switch subscriber.read(into: buffer, count: count, waitingAtMost: keepAlive) {
            case .copied(let copied): return copied
            case .ended: return nil
            case .idle: unsent = Array(": ping\n\n".utf8)     // also finds out whether the page is still there
            }
        }
        let taken = min(count, unsent.count)
        unsent.withUnsafeBytes { buffer.copyMemory(from: $0.baseAddress!, byteCount: taken) }
        unsent.removeFirst(taken)
        return taken
    }
}
