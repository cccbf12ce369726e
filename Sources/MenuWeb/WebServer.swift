#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CMicroHTTPD

/// The preview's HTTP server, on GNU libmicrohttpd, bound to 127.0.0.1 only: `GET /` and the
/// page's files (``PageBundle``), `GET /events` (Server-Sent Events from an ``EventHub``) and
/// `POST /rpc` (JSON-RPC, answered by the closure it is given, with the views the page says it
/// holds: ``RPCCall``). `GET /events?patches=1` sends events in their patch form as they happen
/// (``EventHub/subscribe(patches:)``). ``RequestGuard`` decides on each
/// request from its head; every answer carries a Content-Security-Policy and the other headers
/// in ``securityHeaders``.
///
/// Threads: libmicrohttpd accepts on a thread of its own and gives each connection a thread,
/// which calls back into Swift: the callbacks are `@convention(c)` functions that find the
/// server through libmicrohttpd's `cls` pointer, so no C shim is needed beyond the variadic
/// calls (`lmh_start`, `lmh_socket`, in `CMicroHTTPD.h`). The library is loaded when the first
/// server starts (``MicroHTTPD``). A connection's thread may block: an event stream waits for
/// the next event, an RPC waits for its answer (the preview runs it on the thread that owns the
/// menu).
///
/// Room: event streams and the other requests have places of their own (``Limits/streams``,
/// ``Limits/connections``); when a new connection finds no place, the one waiting longest for a
/// head, or being answered without the token, is closed for it (``ConnectionTable``), so
/// connections that send their heads slowly can't keep the page from loading. A connection
/// idle for ``Limits/idleSeconds`` (a client that sends or reads too slowly) is closed.
///
/// Each server has an ``instance`` of its own, which every answer to `POST /rpc` names
/// (`X-Luamenu-Instance`) and every event stream names first (a `server` event): a page that
/// reconnects to a server started again on its address knows its views are counted anew.
///
///     let server = try WebServer(port: .exactly(0), events: hub) { call in .json(session.answer(call.body)) }
///     print(server.url)            // http://127.0.0.1:40123/#token=9c0e…
///     server.stop()
public final class WebServer: @unchecked Sendable {
    /// What the server allows a client.
    public struct Limits: Sendable {
        /// Connections open at once besides the event streams: page loads and RPCs. A new one
        /// past them closes the one waiting longest for a head (see ``ConnectionTable``).
        public var connections = 64
        /// Event streams open at once; a page that opens one past them is told to try again
        /// in 5 s.
        public var streams = 32
        /// Seconds a connection may go without sending or receiving before it is closed.
        public var idleSeconds: UInt32 = 15
        /// Bytes a connection may hold for a request's head (more: 431).
        public var headBytes = 32 << 10
        /// Bytes a request's body may have (more: 413, or the connection closed when the
        /// length was not said up front).
        public var bodyBytes = 256 << 10
        /// Seconds an event stream goes without an event before a keep-alive comment.
        public var keepAliveSeconds = 10.0

        public init() {}
    }

    /// The port to listen on.
    public enum Port: Sendable, Equatable {
        /// This one (0: any free port); taken already, the server doesn't start.
        case exactly(UInt16)
        /// This one when it is free, else any free port.
        case preferably(UInt16)
    }

    /// The port bound.
    public let port: UInt16
    /// The secret a request must show (see ``RequestGuard``), 128 random bits in hex.
    public let token: String
    /// This server among those that have listened on its address: 64 random bits in hex.
    public let instance = randomHex(bytes: 8)
    public let events: EventHub
    public let limits: Limits
    let requestGuard: RequestGuard
    private let library: lmh_library
    private let rpc: @Sendable (RPCCall) -> WebResponse
    private var daemon: OpaquePointer?
    /// Guards `connections`.
    private let lock = ConditionLock()
    /// What each connection is doing: which give way to new ones, and which run a `POST /rpc`.
    private var connections: ConnectionTable<OpaquePointer>

    /// Headers on every answer: the page runs only its own scripts and styles, talks only to
    /// this server, and is framed by nothing but itself (the canvas's second phone, side by
    /// side); nothing is cached, sniffed, or sent as a referrer.
    public static let securityHeaders: [(String, String)] = [
        ("Content-Security-Policy", "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
            + "connect-src 'self'; frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'"),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "no-referrer"),
        ("Cross-Origin-Resource-Policy", "same-origin"),
        ("X-Frame-Options", "SAMEORIGIN"),
        ("Cache-Control", "no-store"),
    ]

    /// Listens on 127.0.0.1:`port` and serves until ``stop()``; `rpc` answers the body of each
    /// `POST /rpc`, on the connection's thread. `token` gives the token for the port bound
    /// (one kept from an earlier run, see ``TokenStore``), or nil for a new one, this run's.
    /// A server of ``RequestGuard/Purpose/actions`` serves `POST /` alone, `rpc` answering it.
    public init(port: Port, events: EventHub, limits: Limits = Limits(), token: (UInt16) -> String? = { _ in nil },
                purpose: RequestGuard.Purpose = .preview,
                rpc: @escaping @Sendable (RPCCall) -> WebResponse) throws(WebServerError) {
        library = try MicroHTTPD.load().library
        let listener: LoopbackListener
        switch port {
        case .exactly(let port): listener = try LoopbackListener(port: port)
        case .preferably(let port): listener = try LoopbackListener(preferring: port)
        }
        self.port = listener.port
        self.events = events
        self.limits = limits
        self.rpc = rpc
        self.token = token(listener.port) ?? randomHex(bytes: 16)
        requestGuard = RequestGuard(port: listener.port, token: self.token, bodyLimit: limits.bodyBytes, purpose: purpose)
        connections = ConnectionTable(requests: limits.connections, streams: limits.streams)
        let server = Unmanaged.passUnretained(self).toOpaque()
        // libmicrohttpd's own cap leaves room for connections being closed to make room.
        let cap = UInt32(2 * (limits.connections + limits.streams))
        daemon = withUnsafePointer(to: library) {
            lmh_start($0, listener.descriptor, accessHandler, completedHandler, connectionHandler, server,
                      cap, limits.idleSeconds, limits.headBytes)
        }
        guard daemon != nil else {
            close(listener.descriptor)
            throw WebServerError("libmicrohttpd could not start serving 127.0.0.1:\(listener.port)")
        }
    }

    deinit { stop() }

    /// Waits, `seconds` at most, until every `POST /rpc` begun has been answered and its
    /// answer sent: for a process about to end that owes its clients answers (the watchdog's).
    public func waitForAnswers(seconds: Double) {
        var waited = 0.0
        while lock.withLock({ connections.count(where: { $0 == .rpc }) }) > 0, waited < seconds {
            usleep(5_000)
            waited += 0.005
        }
    }

    /// The page's address, with the token: what the user opens.
    public var url: String { "http://127.0.0.1:\(port)/#token=\(token)" }

    /// Ends the event streams (each page is told the stream is over, for up to a second),
    /// then closes every connection and the listening socket, waiting for their threads.
    public func stop() {
        guard let daemon else { return }
        let listener = library.quiesce_daemon?(daemon) ?? -1   // no new connections; the socket is ours now
        events.close()
        events.waitUntilEmpty(seconds: 1)
        library.stop_daemon?(daemon)
        if listener >= 0 { close(listener) }
        self.daemon = nil
    }

    /// One call of libmicrohttpd's access handler: the first for a request decides on it from
    /// its head; for `POST /rpc`, the next ones bring the body, and the last (no more data)
    /// answers it.
    fileprivate func handle(_ connection: OpaquePointer, url: String, method: String, upload: UnsafePointer<CChar>?,
                            size: UnsafeMutablePointer<Int>, context: UnsafeMutablePointer<UnsafeMutableRawPointer?>) -> MHD_Result {
        if let pointer = context.pointee {
            let body = Unmanaged<RequestBody>.fromOpaque(pointer).takeUnretainedValue()
            if size.pointee > 0 {
                guard let upload, body.append(upload, count: size.pointee, limit: limits.bodyBytes) else {
                    return .NO                        // longer than said, or than allowed: closed
                }
                size.pointee = 0
                return .YES
            }
            let held = RPCCall.views(in: header("X-Luamenu-Views", of: connection), instance: instance)
            var answer = rpc(RPCCall(body: String(decoding: body.bytes, as: UTF8.self), heldViews: held))
            answer.headers.append(("X-Luamenu-Instance", instance))
            return queue(answer, on: connection)
        }
        let head = RequestHead(method: method, path: url, host: header("Host", of: connection),
                               origin: header("Origin", of: connection),
                               contentType: header("Content-Type", of: connection),
                               contentLength: header("Content-Length", of: connection).flatMap { Int($0) },
                               tokenHeader: header("X-Luamenu-Token", of: connection),
                               tokenQuery: value(.GET_ARGUMENT_KIND, "token", of: connection))
        switch requestGuard.route(head) {
        case .refused(let status, let message):
            began(connection, .page)
            return queue(.text(status, message), on: connection)
        case .page(let path):
            began(connection, .page)
            guard let asset = PageBundle.assets[path] else {
                return queue(.text(404, "\(path) is not a file of the preview's page"), on: connection)
            }
            return queue(WebResponse(contentType: asset.contentType, body: asset.bytes), on: connection)
        case .events:
            guard began(connection, .events) else { return queue(streamsFull, on: connection) }
            return streamEvents(on: connection, patches: value(.GET_ARGUMENT_KIND, "patches", of: connection) == "1")
        case .rpc:
            began(connection, .rpc)                             // until the completed handler
            context.pointee = Unmanaged.passRetained(RequestBody()).toOpaque()
            return .YES
        }
    }

    /// What a page that opens a stream past ``Limits/streams`` is told: to try again in 5 s (its
    /// browser does, by itself), and why.
    private var streamsFull: WebResponse {
        WebResponse(contentType: "text/event-stream; charset=utf-8",
                    body: Array("retry: 5000\n\n: \(limits.streams) pages are open on this preview already; trying again\n\n".utf8))
    }

    /// A connection opened: it takes a place, closing another's socket (or its own) when none
    /// is left. On libmicrohttpd's accepting thread, which also closes the sockets of connections
    /// gone only after ``closed(_:)`` has run: a socket shut down under the lock is still theirs.
    fileprivate func opened(_ connection: OpaquePointer) {
        let socket = withUnsafePointer(to: library) { lmh_socket($0, connection) }
        lock.withLock {
            if let full = connections.opened(connection, socket: socket), full >= 0 {
                _ = shutdown(full, Int32(SHUT_RDWR))    // its thread sees the end and closes it
            }
        }
    }

    fileprivate func closed(_ connection: OpaquePointer) {
        lock.withLock { connections.closed(connection) }
    }

    @discardableResult
    private func began(_ connection: OpaquePointer, _ use: ConnectionTable<OpaquePointer>.Use) -> Bool {
        lock.withLock { connections.began(connection, use) }
    }

    fileprivate func finished(_ connection: OpaquePointer) {
        lock.withLock { connections.finished(connection) }
    }

    /// Answers with `response`, the security headers added. The connection's thread reads its
    /// body a block at a time from the response's own bytes, so a large answer (a view) is never
    /// copied whole, nor made anew on that thread.
    private func queue(_ response: WebResponse, on connection: OpaquePointer) -> MHD_Result {
        let body = Unmanaged.passRetained(ResponseBody(bytes: response.body)).toOpaque()
        let answer = library.create_response_from_callback?(UInt64(response.body.count), 16 << 10, readBody, body, freeBody)
        if answer == nil { Unmanaged<ResponseBody>.fromOpaque(body).release() }
        return send(answer, status: response.status, contentType: response.contentType, headers: response.headers,
                    on: connection)
    }

    /// Answers with the event stream: the hub's events for this page, as they come.
    private func streamEvents(on connection: OpaquePointer, patches: Bool) -> MHD_Result {
        let stream = EventStream(subscriber: events.subscribe(patches: patches), instance: instance,
                                 keepAlive: limits.keepAliveSeconds)
        let context = Unmanaged.passRetained(stream).toOpaque()
        let answer = library.create_response_from_callback?(lmh_size_unknown, 4096, readEvents, context, freeEvents)
        if answer == nil { Unmanaged<EventStream>.fromOpaque(context).release() }
        return send(answer, status: 200, contentType: "text/event-stream; charset=utf-8", headers: [], on: connection)
    }

    /// Queues `answer` on `connection` with its headers and the security headers.
    private func send(_ answer: OpaquePointer?, status: Int, contentType: String, headers: [(String, String)],
                      on connection: OpaquePointer) -> MHD_Result {
        guard let answer else { return .NO }
        defer { library.destroy_response?(answer) }
        for (name, value) in [("Content-Type", contentType)] + headers + Self.securityHeaders {
            _ = library.add_response_header?(answer, name, value)
        }
        return library.queue_response?(connection, UInt32(status), answer) ?? .NO
    }

    private func header(_ name: String, of connection: OpaquePointer) -> String? {
        value(.HEADER_KIND, name, of: connection)
    }

    private func value(_ kind: MHD_ValueKind, _ name: String, of connection: OpaquePointer) -> String? {
        library.lookup_connection_value?(connection, kind, name).map { String(cString: $0) }
    }
}

/// The body of a `POST /rpc` as it arrives.
private final class RequestBody {
    private(set) var bytes: [UInt8] = []

    /// Adds `count` bytes; false when that makes the body longer than `limit`.
    func append(_ data: UnsafePointer<CChar>, count: Int, limit: Int) -> Bool {
        guard bytes.count + count <= limit else { return false }
        bytes += UnsafeRawBufferPointer(start: data, count: count)
        return true
    }
}

/// An answer's body, held until libmicrohttpd has sent it.
private final class ResponseBody {
    let bytes: [UInt8]

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }
}

/// libmicrohttpd's access handler: hands each call to the server its `cls` points to.
private let accessHandler: MHD_AccessHandlerCallback = { cls, connection, url, method, _, upload, size, context in
    guard let cls, let connection, let url, let method, let size, let context else { return .NO }
    let server = Unmanaged<WebServer>.fromOpaque(cls).takeUnretainedValue()
    return server.handle(connection, url: String(cString: url), method: String(cString: method),
                         upload: upload, size: size, context: context)
}

/// Called when a request is over, answered or not: lets go of its body; the connection waits
/// for its next request.
private let completedHandler: MHD_RequestCompletedCallback = { cls, connection, context, _ in
    if let cls, let connection {
        Unmanaged<WebServer>.fromOpaque(cls).takeUnretainedValue().finished(connection)
    }
    guard let context, let pointer = context.pointee else { return }
    Unmanaged<RequestBody>.fromOpaque(pointer).release()
    context.pointee = nil
}

/// Called when a connection opens and once it is closed: it takes a place, then gives it back.
private let connectionHandler: MHD_NotifyConnectionCallback = { cls, connection, _, event in
    guard let cls, let connection else { return }
    let server = Unmanaged<WebServer>.fromOpaque(cls).takeUnretainedValue()
    if event == .CONNECTION_NOTIFY_STARTED { server.opened(connection) } else { server.closed(connection) }
}

/// An answer's content reader: copies the block of its body from `position` on.
private let readBody: MHD_ContentReaderCallback = { cls, position, buffer, count in
    guard let cls, let buffer else { return lmh_end_of_stream }
    let body = Unmanaged<ResponseBody>.fromOpaque(cls).takeUnretainedValue()
    let start = Int(position), taken = min(count, body.bytes.count - start)
    guard taken > 0 else { return lmh_end_of_stream }
    body.bytes.withUnsafeBytes { UnsafeMutableRawPointer(buffer).copyMemory(from: $0.baseAddress! + start, byteCount: taken) }
    return taken
}

/// Called when an answer is sent or its connection gone: lets go of its body.
private let freeBody: MHD_ContentReaderFreeCallback = { cls in
    guard let cls else { return }
    Unmanaged<ResponseBody>.fromOpaque(cls).release()
}

/// The event stream's content reader: blocks the connection's thread until an event comes.
private let readEvents: MHD_ContentReaderCallback = { cls, _, buffer, count in
    guard let cls, let buffer else { return lmh_end_of_stream }
    let stream = Unmanaged<EventStream>.fromOpaque(cls).takeUnretainedValue()
    return stream.read(into: buffer, count: count) ?? lmh_end_of_stream
}

/// Called when the event stream's connection is gone: leaves the hub.
private let freeEvents: MHD_ContentReaderFreeCallback = { cls in
    guard let cls else { return }
    let stream = Unmanaged<EventStream>.fromOpaque(cls).takeRetainedValue()
    stream.subscriber.cancel()
}
