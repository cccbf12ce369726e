/// The preview server's connections and what each is doing, and which to close when a new one
/// finds no room: what keeps a client that holds connections open from keeping the page from
/// loading.
///
/// libmicrohttpd gives each connection a thread, up to a cap; a client that opens many and
/// sends their heads a line at a time would hold every place (any local user can: a head needs
/// no token, and every client is 127.0.0.1, so a cap per address would cap the page too). So
/// the places are shared out by what a connection does:
/// - Event streams have an allowance of their own (``streams``): open tabs can't take the
///   places page loads need. A stream past it is not opened.
/// - Every other connection shares ``requests`` places. When a new connection finds them
///   full, the one that has been waiting longest without a request the server trusts is
///   closed to make room: one waiting for a request's head (just opened, or between requests)
///   or being answered without the token (a file of the page, a refusal), whichever started
///   that longest ago. A `POST /rpc` being run and an event stream are never closed for room;
///   when every place is one of those, the newcomer is. Slow heads cost nothing while there is
///   room and give way at once when there isn't, where a deadline for heads would keep the
///   page waiting until it passed.
///
///     var table = ConnectionTable<Int>(requests: 2, streams: 1)
///     table.opened(1, socket: 11)      // nil: room
///     table.opened(2, socket: 12)      // nil
///     table.began(2, .page)
///     table.opened(3, socket: 13)      // 11: the connection still waiting for its head since before
struct ConnectionTable<Key: Hashable> {
    /// What a connection is doing.
    enum Use: Equatable {
        /// Waiting for a request's head: just opened, or between requests.
        case head
        /// Answering a request that showed no token: a file of the page, a refusal.
        case page
        /// Running a `POST /rpc`.
        case rpc
        /// Streaming events.
        case events
    }

    private struct Entry {
        let socket: Int32
        var use: Use
        /// When `use` began, in ``clock``'s ticks.
        var since: Int
        /// Closed to make room, not gone yet: it holds no place.
        var closing = false
    }

    /// Places for connections that are not event streams.
    let requests: Int
    /// Places for event streams.
    let streams: Int
    private var entries: [Key: Entry] = [:]
    /// Counts what happens, so the entries can be ordered by when their use began.
    private var clock = 0

    init(requests: Int, streams: Int) {
        self.requests = requests
        self.streams = streams
    }

    /// A connection opened on `socket`, waiting for its first head; the socket to close to
    /// make room for it (another's, or its own when no other can be closed), or nil.
    mutating func opened(_ key: Key, socket: Int32) -> Int32? {
        entries[key] = Entry(socket: socket, use: .head, since: tick())
        guard count(where: { $0 != .events }) > requests,
              let oldest = entries.filter({ !$0.value.closing && [.head, .page].contains($0.value.use) })
                  .min(by: { $0.value.since < $1.value.since }) else { return nil }
        entries[oldest.key]?.closing = true
        return oldest.value.socket
    }

    /// The connection's request's head came, asking for `use`; false for a stream past the
    /// streams' allowance (it is then answered as a page, without a stream).
    mutating func began(_ key: Key, _ use: Use) -> Bool {
        let allowed = use != .events || count(where: { $0 == .events }) < streams
        set(key, allowed ? use : .page)
        return allowed
    }

    /// The connection's request was answered: it waits for the next one's head.
    mutating func finished(_ key: Key) {
        set(key, .head)
    }

    /// The connection is closed.
    mutating func closed(_ key: Key) {
        entries[key] = nil
    }

    /// How many connections that hold a place are in a use that satisfies `condition`.
    func count(where condition: (Use) -> Bool) -> Int {
        entries.values.filter { !$0.closing && condition($0.use) }.count
    }

    private mutating func set(_ key: Key, _ use: Use) {
        let now = tick()
        entries[key]?.use = use
        entries[key]?.since = now
    }

    private mutating func tick() -> Int {
        clock += 1
        return clock
    }
}
