import MenuRender
import MenuWeb
import Testing

/// Every page gets every event, a page that connects later catches up, a slow page gets the
/// newest view rather than a queue of old ones, and a page that falls behind is dropped rather
/// than held for.
@Suite struct EventHubTests {
    static func view(_ revision: Int, padding: Int = 0) -> ServerEvent {
        ServerEvent("view", .object([("revision", .int(revision)), ("view", .string(String(repeating: "v", count: padding)))]),
                    replay: .latest)
    }

    static func log(_ text: String) -> ServerEvent {
        ServerEvent("log", .object([("level", .string("print")), ("text", .string(text))]), replay: .recent)
    }

    /// What a read of a stream gave: an event's text, nothing within the wait, or the end.
    enum Got: Equatable {
        case event(String)
        case idle
        case ended
    }

    /// The next event, read as a connection reads it, a few bytes at a time: the bytes up to the
    /// blank line that ends it.
    static func next(_ subscriber: EventHub.Subscriber, waitingAtMost seconds: Double = 0, chunk: Int = 7) -> Got {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: chunk)
        while !bytes.reversed().starts(with: [10, 10]) {
            let read = buffer.withUnsafeMutableBytes { subscriber.read(into: $0.baseAddress!, count: chunk, waitingAtMost: seconds) }
            switch read {
            case .copied(let count): bytes += buffer[..<count]
            case .idle: return .idle
            case .ended: return .ended
            }
        }
        return .event(String(decoding: bytes, as: UTF8.self))
    }

    @Test func anEventIsTextOnTheStreamsFormat() {
        #expect(Self.log("a\nb").text == "event: log\ndata: {\"level\":\"print\",\"text\":\"a\\nb\"}\n\n",
                "its data is one line, whatever the text holds")
    }

    @Test func everySubscriberGetsEveryEventInOrder() {
        let hub = EventHub()
        let first = hub.subscribe(), second = hub.subscribe()
        hub.publish(Self.view(1))
        hub.publish(Self.log("hi"))
        for subscriber in [first, second] {
            #expect(Self.next(subscriber) == .event(Self.view(1).text))
            #expect(Self.next(subscriber) == .event(Self.log("hi").text))
            #expect(Self.next(subscriber) == .idle)
        }
    }

    /// A view with its patch form: the change from the view before.
    static func patchedView(_ revision: Int) -> ServerEvent {
        ServerEvent("view", .object([("revision", .int(revision)), ("view", .string("whole"))]), replay: .latest,
                    patch: .object([("revision", .int(revision)), ("base", .int(revision - 1)), ("patch", .object([]))]))
    }

    @Test func aPageThatTakesPatchesGetsThemAsTheyHappenAndWholeViewsOtherwise() {
        let hub = EventHub()
        hub.publish(Self.patchedView(1))
        let patches = hub.subscribe(patches: true), whole = hub.subscribe()
        let patch = #"event: view\#ndata: {"revision":2,"base":1,"patch":{}}\#n\#n"#
        #expect(Self.next(patches) == .event(Self.patchedView(1).text), "the replay: the whole view")
        #expect(Self.next(whole) == .event(Self.patchedView(1).text))
        hub.publish(Self.patchedView(2))
        #expect(Self.next(patches) == .event(patch), "as it happens: the patch")
        #expect(Self.next(whole) == .event(Self.patchedView(2).text), "a page that doesn't ask: whole views")
        hub.publish(Self.patchedView(3))
        hub.publish(Self.patchedView(4))
        #expect(Self.next(patches) == .event(Self.patchedView(4).text),
                "a view that takes the place of one not sent is whole: the page never got the one before")
        #expect(hub.latest(named: "view") == #"{"revision":4,"view":"whole"}"#)
    }

    @Test func aLaterSubscriberGetsTheLatestOfEachThenTheRecentLog() {
        var limits = EventHub.Limits()
        limits.backlog = 2
        let hub = EventHub(limits: limits)
        hub.publish(Self.log("one"))
        hub.publish(Self.view(1))
        hub.publish(Self.log("two"))
        hub.publish(ServerEvent("status", .object([("error", .null)]), replay: .latest))
        hub.publish(Self.view(2))
        hub.publish(Self.log("three"))
        hub.publish(ServerEvent("ping", .null))
        let late = hub.subscribe()
        let replay = (0..<5).map { _ in Self.next(late) }
        #expect(replay == [.event(Self.view(2).text), .event(ServerEvent("status", .object([("error", .null)])).text),
                           .event(Self.log("two").text), .event(Self.log("three").text), .idle])
    }

    @Test func theReplayedLogKeepsToItsBytesAndAlwaysHasTheNewestLine() {
        var limits = EventHub.Limits()
        limits.backlogBytes = 200
        let hub = EventHub(limits: limits)
        let lines = (1...5).map { String(repeating: "\($0)", count: 40) }
        for line in lines { hub.publish(Self.log(line)) }
        let late = hub.subscribe()
        #expect([Self.next(late), Self.next(late), Self.next(late)] == [.event(Self.log(lines[3]).text), .event(Self.log(lines[4]).text), .idle],
                "as many of the last lines as fit in 200 bytes")
        let long = String(repeating: "x", count: 500)
        hub.publish(Self.log(long))
        #expect([Self.next(hub.subscribe()), Self.next(late)] == [.event(Self.log(long).text), .event(Self.log(long).text)],
                "a line longer than that is replayed alone, and sent to a page whose other lines were read")
    }

    @Test func aPageThatDoesntReadGetsTheNewestViewNotAQueue() {
        let hub = EventHub()
        let frozen = hub.subscribe(), reading = hub.subscribe()
        for revision in 1...60 {
            hub.publish(Self.view(revision, padding: 1_000))
            if revision == 30 { hub.publish(Self.log("halfway")) }
            #expect(Self.next(reading) != .idle)
        }
        #expect(Self.next(frozen) == .event(Self.log("halfway").text), "the log line it didn't read")
        #expect(Self.next(frozen) == .event(Self.view(60, padding: 1_000).text), "then the newest view only")
        #expect(Self.next(frozen) == .idle)
        #expect(hub.subscriberCount == 2, "neither was dropped")
    }

    @Test func aPageInTheMiddleOfALargeEventIsDroppedWhenANewerOneComes() {
        var limits = EventHub.Limits()
        limits.heldBytes = 1_000
        let hub = EventHub(limits: limits)
        let large = Self.view(1, padding: 5_000), small = Self.view(2, padding: 100)
        let stalled = hub.subscribe(), other = hub.subscribe()
        hub.publish(large)
        for subscriber in [stalled, other] {
            var buffer = [UInt8](repeating: 0, count: 100)
            #expect(buffer.withUnsafeMutableBytes { subscriber.read(into: $0.baseAddress!, count: 100, waitingAtMost: 0) } == .copied(100))
        }
        _ = Self.next(other)                                          // the rest of the large view
        hub.publish(small)
        #expect(Self.next(stalled) == .ended, "a newer view came while it held 5 KB of an old one: dropped")
        #expect(Self.next(other) == .event(small.text), "the page that had read it gets the newer one")

        let third = hub.subscribe()
        var buffer = [UInt8](repeating: 0, count: 10)
        _ = Self.next(third)
        hub.publish(small)
        #expect(buffer.withUnsafeMutableBytes { third.read(into: $0.baseAddress!, count: 10, waitingAtMost: 0) } == .copied(10))
        hub.publish(Self.view(3))
        #expect(Self.next(third) == .event(String(small.text.dropFirst(10))), "a small view in the middle is finished")
        #expect(Self.next(third) == .event(Self.view(3).text), "then the newer one")
        #expect(hub.subscriberCount == 2)
    }

    @Test func aPageThatFallsBehindTheLogIsDroppedAndClosingEndsEveryStream() {
        var limits = EventHub.Limits()
        limits.backlog = 3
        let hub = EventHub(limits: limits)
        let slow = hub.subscribe(), other = hub.subscribe()
        for text in ["a", "b", "c", "d"] {
            hub.publish(Self.log(text))
            if text != "d" { _ = Self.next(other) }
        }
        #expect(hub.subscriberCount == 1)
        #expect(Self.next(slow) == .ended, "its stream ends at once, what it held let go")
        hub.close()
        #expect(Self.next(other) == .ended)
        #expect(Self.next(hub.subscribe(), waitingAtMost: 5) == .ended, "a stream opened after closing ends at once")
    }

    @Test func stoppingWaitsForTheStreamsToEnd() {
        let hub = EventHub()
        let subscriber = hub.subscribe()
        hub.close()
        #expect(Self.next(subscriber, waitingAtMost: 5) == .ended)
        subscriber.cancel()                        // what the connection does once its stream ended
        hub.waitUntilEmpty(seconds: 30)
        #expect(hub.subscriberCount == 0)
    }
}
