@testable import MenuWeb
import Testing

/// Which connection gives way when a new one finds no room: the one waiting longest for a head
/// or answered without the token, never an RPC or a stream; streams have places of their own.
@Suite struct ConnectionTableTests {
    /// A table with connections 1…`count` opened (each on the socket of its number), and room
    /// for them all.
    static func table(requests: Int = 3, streams: Int = 2, opened count: Int = 3) -> ConnectionTable<Int> {
        var table = ConnectionTable<Int>(requests: requests, streams: streams)
        let closed = (1...count).compactMap { table.opened($0, socket: Int32($0)) }
        #expect(closed.isEmpty)
        return table
    }

    @Test func aNewConnectionPastTheRoomClosesTheOneWaitingLongestForItsHead() {
        var table = Self.table()
        let closed = [table.opened(4, socket: 4), table.opened(5, socket: 5)]
        #expect(closed == [1, 2], "the slow heads give way, the oldest first")
        table.closed(1)
        #expect(table.count { _ in true } == 3, "the ones closed hold no place")
    }

    @Test func aPageBeingLoadedOutlastsHeadsThatCameEarlier() {
        var table = Self.table()
        _ = table.began(3, .page)                      // the page's request, after the two slow heads
        table.finished(3)                              // answered: waits for its next request
        let closed = (4...6).map { table.opened($0, socket: Int32($0)) }
        #expect(closed == [1, 2, 3], "then it, once it has waited longest")
    }

    @Test func anRPCOrAStreamIsNeverClosedForRoom() {
        var table = Self.table(requests: 2, opened: 2)
        _ = table.began(1, .rpc)
        let third = table.opened(3, socket: 3)
        _ = table.began(3, .rpc)
        let fourth = table.opened(4, socket: 4)
        table.finished(1)
        let fifth = table.opened(5, socket: 5)
        #expect(third == 2)
        #expect(fourth == 4, "every place runs an RPC: the newcomer itself is closed")
        #expect(fifth == 1, "an RPC answered waits like any other")
    }

    @Test func streamsHavePlacesOfTheirOwn() {
        var table = Self.table(requests: 2, streams: 2, opened: 2)
        let streams = [table.began(1, .events), table.began(2, .events)]
        let opened = [table.opened(3, socket: 3), table.opened(4, socket: 4)]
        let past = table.began(3, .events)
        let streaming = table.count { $0 == .events }
        let closed = [table.opened(5, socket: 5), table.opened(6, socket: 6)]
        table.closed(1)
        let again = table.began(5, .events)
        #expect(streams == [true, true])
        #expect(opened == [nil, nil], "streams take no request's place")
        #expect(!past && streaming == 2, "past the streams' allowance, no stream")
        #expect(closed == [4, 3], "it was answered as a page, and gives way as one")
        #expect(again, "a stream closed leaves a place")
    }
}
