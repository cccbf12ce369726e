import Dispatch
import MenuRender
import Synchronization

/// Tells every page when the menu is slow to answer: a `busy` event once a request has gone
/// ``delay`` seconds without its answer, naming it, and `{"busy": false}` once no request is
/// running any more. A quick request sends nothing.
///
/// The menu answers one request at a time, in the order they came, so the request named is
/// the oldest still running; when it ends while others wait, the next is named at once (the
/// menu is still busy), and `{"busy": false}` comes when the last one ends. A page that
/// connects later gets the latest `busy` event in its replay.
///
///     let busy = BusyEvents(hub: hub)
///     let answer = busy.during(BusyEvents.about(rpc: body)) { jobs.perform { host.answer(body) } }
///     // after 0.1 s: event: busy, data: {"busy":true,"method":"tap","path":"outfield"}
///     // at its end:  event: busy, data: {"busy":false}
public final class BusyEvents: Sendable {
    /// Seconds a request runs unanswered before the pages are told.
    public let delay: Double
    private let hub: EventHub
    private let state = Mutex(State())

    private struct State {
        /// The requests running, oldest first: an id, and what a `busy` event says of each.
        var running: [(id: Int, about: [(String, JSONValue)])] = []
        var lastID = 0
        /// Whether the pages were last told `busy: true`.
        var announced = false
    }

    public init(hub: EventHub, delay: Double = 0.1) {
        self.hub = hub
        self.delay = delay
    }

    /// What a `busy` event says of the body of a `POST /rpc`: the request's `method`, and its
    /// `path` when its params have one (a tap's); nothing for a batch or a body that is not a
    /// request.
    ///
    ///     BusyEvents.about(rpc: #"{"jsonrpc":"2.0","id":1,"method":"tap","params":{"path":"outfield"}}"#)
    ///     // [("method", .string("tap")), ("path", .string("outfield"))]
    public static func about(rpc body: String) -> [(String, JSONValue)] {
        guard let request = try? JSONValue.parse(body), case .string(let method)? = request["method"] else { return [] }
        guard case .string(let path)? = request["params"]?["path"] else { return [("method", .string(method))] }
        return [("method", .string(method)), ("path", .string(path))]
    }

    /// Runs `work`, the answering of one request that `about` describes, telling the pages if
    /// it goes past ``delay``.
    public func during<T>(_ about: [(String, JSONValue)], _ work: () throws -> T) rethrows -> T {
        let id = state.withLock { state in
            state.lastID += 1
            state.running.append((state.lastID, about))
            return state.lastID
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + delay) { [self] in overdue(id) }
        defer { ended(id) }
        return try work()
    }

    /// The request `id` went past the delay: unless it ended or they know already, the pages
    /// are told the oldest request running (this one, or one older) is.
    private func overdue(_ id: Int) {
        state.withLock { state in
            guard !state.announced, state.running.contains(where: { $0.id == id }) else { return }
            state.announced = true
            hub.publish(Self.event(busy: true, state.running[0].about))
        }
    }

    /// The request `id` ended: when the pages were told the menu is busy, they are told the
    /// next request running, or that none is.
    private func ended(_ id: Int) {
        state.withLock { state in
            let named = state.running.first?.id == id
            state.running.removeAll { $0.id == id }
            guard state.announced else { return }
            if state.running.isEmpty {
                state.announced = false
                hub.publish(Self.event(busy: false, []))
            } else if named {
                hub.publish(Self.event(busy: true, state.running[0].about))
            }
        }
    }

    private static func event(busy: Bool, _ about: [(String, JSONValue)]) -> ServerEvent {
        ServerEvent("busy", .object([("busy", .bool(busy))] + about), replay: .latest)
    }
}
