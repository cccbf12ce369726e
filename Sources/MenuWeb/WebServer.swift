#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CMicroHTTPD
import Synchronization

/// The preview's HTTP server, on GNU libmicrohttpd, bound to 127.0.0.1 only: `GET /` and the
/// page's files (``PageBundle``), `GET /events` (Server-Sent Events from an ``EventHub``) and
/// `POST /rpc` (JSON-RPC, answered by the closure it is given). ``RequestGuard`` decides on each
/// request from its head; every answer carries a Content-Security-Policy and the other headers
/// in ``securityHeaders``.
///
/// Threads: libmicrohttpd accepts on a thread of its own and gives each connection a thread
/// (at most ``Limits/connections``), which calls back into Swift: the callbacks are
/// `@convention(c)` functions that find the server through libmicrohttpd's `cls` pointer, so
/// no C shim is needed beyond the one variadic call that starts the daemon (`lmh_start`, in
/// `CMicroHTTPD.h`). The library is loaded when the first server starts (``MicroHTTPD``). A connection's thread may block: an event stream waits for the next
/// event, an RPC waits for its answer (the preview runs it on the thread that owns the menu).
/// A connection idle for ``Limits/idleSeconds`` (a client that sends or reads too slowly) is
/// closed.
///
/// Each server has an ``instance`` of its own, which every answer to `POST /rpc` names
/// (`X-Luamenu-Instance`) and every event stream names first (a `server` event): a page that
/// reconnects to a server started again on its address knows its views are counted anew.
///
///     let server = try WebServer(port: .exactly(0), events: hub) { body in .json(session.answer(body)) }
///     print(server.url)            // http://127.0.0.1:40123/#token=9c0e…
///     server.stop()
public final class WebServer: @unchecked Sendable {
    /// What the server allows a client.
    public struct Limits: Sendable {
        /// Connections open at once; more wait in the kernel's backlog.
        public var connections: UInt32 = 64
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
    private let rpc: @Sendable (String) -> WebResponse
    private var daemon: OpaquePointer?
    /// `POST /rpc` requests begun and not yet over (their answers not yet sent).
    private let rpcsInFlight = Atomic<Int>(0)

    /// Headers on every answer: the page runs only its own scripts and styles, talks only to
    /// this server, and is never framed; nothing is cached, sniffed, or sent as a referrer.
    public static let securityHeaders: [(String, String)] = [
        ("Content-Security-Policy", "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
            + "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "no-referrer"),
        ("Cross-Origin-Resource-Policy", "same-origin"),
        ("X-Frame-Options", "DENY"),
        ("Cache-Control", "no-store"),
    ]

    /// Listens on 127.0.0.1:`port` and serves until ``stop()``; `rpc` answers the body of each
    /// `POST /rpc`, on the connection's thread. `token` gives the token for the port bound
    /// (one kept from an earlier run, see ``TokenStore``), or nil for a new one, this run's.
    public init(port: Port, events: EventHub, limits: Limits = Limits(), token: (UInt16) -> String? = { _ in nil },
                rpc: @escaping @Sendable (String) -> WebResponse) throws(WebServerError) {
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
        requestGuard = RequestGuard(port: listener.port, token: self.token, bodyLimit: limits.bodyBytes)
        let server = Unmanaged.passUnretained(self).toOpaque()
        daemon = withUnsafePointer(to: library) {
            lmh_start($0, listener.descriptor, accessHandler, completedHandler, server,
                      limits.connections, limits.idleSeconds, limits.headBytes)
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
        while rpcsInFlight.load(ordering: .relaxed) > 0, waited < seconds {
            usleep(5_000)
            waited += 0.005
        }
    }

    /// One `POST /rpc` is over.
    fileprivate func rpcEnded() {
        rpcsInFlight.subtract(1, ordering: .relaxed)
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
            var answer = rpc(String(decoding: body.bytes, as: UTF8.self))
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
            return queue(.text(status, message), on: connection)
        case .page(let path):
            guard let asset = PageBundle.assets[path] else {
                return queue(.text(404, "\(path) is not a file of the preview's page"), on: connection)
            }
            return queue(WebResponse(contentType: asset.contentType, body: asset.bytes), on: connection)
        case .events:
            return streamEvents(on: connection)
        case .rpc:
            rpcsInFlight.add(1, ordering: .relaxed)             // until the completed handler
            context.pointee = Unmanaged.passRetained(RequestBody()).toOpaque()
            return .YES
        }
    }

    /// Answers with `response`, the security headers added.
    private func queue(_ response: WebResponse, on connection: OpaquePointer) -> MHD_Result {
        let answer = response.body.withUnsafeBytes { bytes in
            library.create_response_from_buffer?(bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress),
                                                 .RESPMEM_MUST_COPY)
        }
        guard let answer else { return .NO }
        defer { library.destroy_response?(answer) }
        for (name, value) in [("Content-Type", response.contentType)] + response.headers + Self.securityHeaders {
            _ = library.add_response_header?(answer, name, value)
        }
        return library.queue_response?(connection, UInt32(response.status), answer) ?? .NO
    }

    /// Answers with the event stream: the hub's events for this page, as they come.
    private func streamEvents(on connection: OpaquePointer) -> MHD_Result {
        let stream = EventStream(subscriber: events.subscribe(), instance: instance, keepAlive: limits.keepAliveSeconds)
        let context = Unmanaged.passRetained(stream).toOpaque()
        guard let answer = library.create_response_from_callback?(lmh_size_unknown, 4096, readEvents, context, freeEvents) else {
            Unmanaged<EventStream>.fromOpaque(context).release()
            return .NO
        }
        defer { library.destroy_response?(answer) }
        for (name, value) in [("Content-Type", "text/event-stream; charset=utf-8")] + Self.securityHeaders {
            _ = library.add_response_header?(answer, name, value)
        }
        return library.queue_response?(connection, 200, answer) ?? .NO
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

/// libmicrohttpd's access handler: hands each call to the server its `cls` points to.
private let accessHandler: MHD_AccessHandlerCallback = { cls, connection, url, method, _, upload, size, context in
    guard let cls, let connection, let url, let method, let size, let context else { return .NO }
    let server = Unmanaged<WebServer>.fromOpaque(cls).takeUnretainedValue()
    return server.handle(connection, url: String(cString: url), method: String(cString: method),
                         upload: upload, size: size, context: context)
}

/// Called when a request is over, answered or not: lets go of its body.
private let completedHandler: MHD_RequestCompletedCallback = { cls, _, context, _ in
    guard let context, let pointer = context.pointee else { return }
    Unmanaged<RequestBody>.fromOpaque(pointer).release()
    context.pointee = nil
    if let cls { Unmanaged<WebServer>.fromOpaque(cls).takeUnretainedValue().rpcEnded() }
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
