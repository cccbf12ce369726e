import MenuRender
import MenuWeb
import Testing

/// Every page gets every event, a page that connects later catches up, and a page that falls
/// behind is dropped rather than held for.
@Suite struct EventHubTests {
    static func view(_ revision: Int) -> ServerEvent {
        ServerEvent("view", .object([("revision", .int(revision))]), replay: .latest)
    }

    static func log(_ text: String) -> ServerEvent {
        ServerEvent("log", .object([("level", .string("print")), ("text", .string(text))]), replay: .recent)
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
            #expect(subscriber.next(waitingAtMost: 5) == Self.view(1).text)
            #expect(subscriber.next(waitingAtMost: 5) == Self.log("hi").text)
        }
    }

    @Test func aLaterSubscriberGetsTheLatestOfEachThenTheRecentLog() {
        let hub = EventHub(backlog: 2)
        hub.publish(Self.log("one"))
        hub.publish(Self.view(1))
        hub.publish(Self.log("two"))
        hub.publish(ServerEvent("status", .object([("error", .null)]), replay: .latest))
        hub.publish(Self.view(2))
        hub.publish(Self.log("three"))
        hub.publish(ServerEvent("ping", .null))
        let late = hub.subscribe()
        let replay = (0..<4).compactMap { _ in late.next(waitingAtMost: 0) }
        #expect(replay == [Self.view(2).text, ServerEvent("status", .object([("error", .null)])).text,
                           Self.log("two").text, Self.log("three").text])
        #expect(late.next(waitingAtMost: 0) == ": ping\n\n", "nothing more: a keep-alive comment")
    }

    @Test func aSubscriberThatFallsBehindIsDroppedAndClosingEndsEveryStream() {
        let hub = EventHub(pendingLimit: 3)
        let slow = hub.subscribe(), other = hub.subscribe()
        for text in ["a", "b", "c", "d"] {
            hub.publish(Self.log(text))
            if text != "d" { _ = other.next(waitingAtMost: 0) }
        }
        #expect(hub.subscriberCount == 1)
        _ = (0..<4).map { _ in slow.next(waitingAtMost: 0) }
        #expect(slow.next(waitingAtMost: 0) == nil, "its stream ends once what it had is read")
        hub.close()
        #expect(other.next(waitingAtMost: 0) == Self.log("d").text)
        #expect(other.next(waitingAtMost: 5) == nil)
        #expect(hub.subscribe().next(waitingAtMost: 5) != ": ping\n\n", "a stream opened after closing ends at once")
    }

    @Test func stoppingWaitsForTheStreamsToEnd() {
        let hub = EventHub()
        let subscriber = hub.subscribe()
        hub.close()
        #expect(subscriber.next(waitingAtMost: 5) == nil)
        subscriber.cancel()                        // what the connection does once its stream ended
        hub.waitUntilEmpty(seconds: 30)
        #expect(hub.subscriberCount == 0)
    }
}
