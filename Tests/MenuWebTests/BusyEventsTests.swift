import Dispatch
import MenuRender
import MenuWeb
import Testing

/// A request that goes unanswered past the delay is announced to every page, and its end too;
/// a quick one says nothing; while requests queue, the one named is the oldest still running.
@Suite struct BusyEventsTests {
    /// Seconds any awaited event may take, and how long "nothing came" is watched for.
    static let wait = 1.0

    static func tap(_ path: String) -> [(String, JSONValue)] {
        [("method", .string("tap")), ("path", .string(path))]
    }

    static func busy(_ about: [(String, JSONValue)]) -> String {
        ServerEvent("busy", .object([("busy", .bool(true))] + about)).text
    }

    static let idle = ServerEvent("busy", .object([("busy", .bool(false))])).text

    /// The next event `subscriber` gets within ``wait`` seconds, keep-alive comments skipped;
    /// nil when none came.
    static func next(_ subscriber: EventHub.Subscriber) -> String? {
        let deadline = ContinuousClock.now + .seconds(wait)
        while ContinuousClock.now < deadline {
            let left = deadline - ContinuousClock.now
            let seconds = Double(left.components.seconds) + Double(left.components.attoseconds) / 1e18
            guard let text = subscriber.next(waitingAtMost: seconds) else { return nil }
            if !text.hasPrefix(":") { return text }
        }
        return nil
    }

    @Test func aSlowRequestIsAnnouncedAndEndedAndAQuickOneSaysNothing() {
        let hub = EventHub()
        let busy = BusyEvents(hub: hub, delay: 0.05)
        let subscriber = hub.subscribe()

        busy.during(Self.tap("outfield")) {}
        #expect(Self.next(subscriber) == nil, "a quick request: no event")

        let seen = busy.during(Self.tap("outfield")) { Self.next(subscriber) }
        #expect(seen == Self.busy(Self.tap("outfield")), "a slow one is announced, with the same wait, while it runs")
        #expect(Self.next(subscriber) == Self.idle, "and its end")
        #expect(hub.subscribe().next(waitingAtMost: 0) == Self.idle, "a page that connects later gets the latest")
    }

    @Test func whenTheRequestNamedEndsTheNextOneRunningIsNamedUntilNoneIs() {
        let hub = EventHub()
        let busy = BusyEvents(hub: hub, delay: 0.05)
        let subscriber = hub.subscribe()
        let secondStarted = DispatchSemaphore(value: 0), secondMayEnd = DispatchSemaphore(value: 0)
        let secondEnded = DispatchSemaphore(value: 0)

        busy.during(Self.tap("a")) {
            #expect(Self.next(subscriber) == Self.busy(Self.tap("a")))
            DispatchQueue.global().async {
                busy.during([("method", .string("query"))]) {
                    secondStarted.signal()
                    secondMayEnd.wait()
                }
                secondEnded.signal()
            }
            secondStarted.wait()
        }
        #expect(Self.next(subscriber) == Self.busy([("method", .string("query"))]), "the one still running")
        secondMayEnd.signal()
        #expect(Self.next(subscriber) == Self.idle, "none running")
        secondEnded.wait()
        #expect(Self.next(subscriber) == nil, "nothing more")
    }

    @Test func aRequestIsDescribedByItsMethodAndATapByItsPathToo() {
        func about(_ body: String) -> JSONValue { .object(BusyEvents.about(rpc: body)) }
        #expect(about(#"{"jsonrpc":"2.0","id":1,"method":"tap","params":{"path":"region/서울"}}"#)
                == .object(Self.tap("region/서울")))
        #expect(about(#"{"jsonrpc":"2.0","id":2,"method":"query","params":{"text":"a"}}"#)
                == .object([("method", .string("query"))]))
        #expect(about(#"[{"jsonrpc":"2.0","id":1,"method":"view"}]"#) == .object([]), "a batch: nothing")
        #expect(about("not json") == .object([]))
    }
}
