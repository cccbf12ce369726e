/// Decides what the server does with a request from its head alone, before any of its body
/// is read: which of the three things it serves it asks for, or why it is refused.
///
/// A page on any site can make the browser send requests to `127.0.0.1`, so the preview trusts
/// nothing a request says without proof:
/// - the `Host` must be the address bound (a DNS-rebinding page's requests name its own host);
/// - `POST /rpc` must come from the page itself: its `Origin` is the server's, it carries the
///   per-run token in `X-Luamenu-Token` (a header no cross-site form can set, and one that no
///   browser sends across origins without a preflight, which the server refuses), its body is
///   JSON and no longer than ``bodyLimit``;
/// - `GET /events` carries the token as `?token=` (an `EventSource` can't set headers);
/// - everything else is a `GET` or `HEAD` of one of the page's own files (see ``PageBundle``).
///
/// A server of ``Purpose/actions`` (`pick --listen`, fzf's: `curl -XPOST localhost:PORT -d ACTIONS`)
/// serves `POST /` alone, to programs: its `Host` must be `127.0.0.1:PORT` or `localhost:PORT`,
/// a request with an `Origin` (which browsers add to every cross-site POST) is refused, and its
/// body is no longer than ``bodyLimit``.
///
///     let guard = RequestGuard(port: 8080, token: "3f…", bodyLimit: 1 << 16)
///     guard.route(RequestHead(method: "GET", path: "/", host: "evil.example:8080"))
///     // .refused(403, "the Host header must be 127.0.0.1:8080 …")
public struct RequestGuard: Sendable {
    /// What a request asks for.
    public enum Route: Equatable, Sendable {
        /// A file of the page, by its path (`/`, `/app.js`); missing files are the server's 404.
        case page(String)
        /// The event stream.
        case events
        /// A JSON-RPC request in the body.
        case rpc
        /// Refused, with the status and why.
        case refused(Int, String)
    }

    /// What the server serves.
    public enum Purpose: Sendable {
        /// The preview's page, its event stream and its RPCs.
        case preview
        /// Actions posted to `/` by programs on this machine (``Route/rpc``, the body the actions).
        case actions
    }

    public let purpose: Purpose
    /// `127.0.0.1:PORT`: the one `Host` accepted (and `localhost:PORT` for ``Purpose/actions``).
    public let host: String
    /// `http://127.0.0.1:PORT`: the one `Origin` accepted.
    public let origin: String
    public let token: String
    /// The most bytes a request body may have.
    public let bodyLimit: Int

    public init(port: UInt16, token: String, bodyLimit: Int, purpose: Purpose = .preview) {
        self.purpose = purpose
        host = "127.0.0.1:\(port)"
        origin = "http://" + host
        self.token = token
        self.bodyLimit = bodyLimit
    }

    /// The route of a request with this head.
    public func route(_ head: RequestHead) -> Route {
        if purpose == .actions { return actionRoute(head) }
        guard head.host == host else {
            return .refused(403, "the Host header must be \(host), the address the preview listens on")
        }
        switch head.path {
        case "/rpc":
            guard head.method == "POST" else { return .refused(405, "/rpc takes POST") }
            guard head.origin == origin else { return .refused(403, "/rpc takes requests from the preview's own page only") }
            guard Self.same(head.tokenHeader, token) else { return .refused(403, "/rpc needs the preview's token") }
            guard Self.mediaType(head.contentType) == "application/json" else {
                return .refused(415, "/rpc takes application/json")
            }
            if let length = head.contentLength, length > bodyLimit {
                return .refused(413, "the request is longer than \(bodyLimit) bytes")
            }
            return .rpc
        case "/events":
            guard head.method == "GET" else { return .refused(405, "/events takes GET") }
            guard Self.same(head.tokenQuery, token) else { return .refused(403, "/events needs the preview's token") }
            return .events
        default:
            guard head.method == "GET" || head.method == "HEAD" else { return .refused(405, "the page takes GET") }
            return .page(head.path)
        }
    }

    /// The route of a request to a server of actions: `POST /` from a program on this machine.
    private func actionRoute(_ head: RequestHead) -> Route {
        let port = host.dropFirst("127.0.0.1".count)
        guard head.host == host || head.host == "localhost" + port else {
            return .refused(403, "the Host header must be \(host) or localhost\(port), the address pick listens on")
        }
        guard head.origin == nil else { return .refused(403, "pick takes actions from programs, not from web pages") }
        guard head.method == "POST", head.path == "/" else { return .refused(405, "pick takes actions as POST /") }
        if let length = head.contentLength, length > bodyLimit {
            return .refused(413, "the request is longer than \(bodyLimit) bytes")
        }
        return .rpc
    }

    /// The media type of a `Content-Type`, lower-cased, without parameters or spaces:
    /// `application/json` for `Application/JSON; charset=utf-8`.
    static func mediaType(_ contentType: String?) -> String? {
        contentType?.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first
            .map { $0.filter { $0 != " " && $0 != "\t" }.lowercased() }
    }

    /// Whether `given` is `token`, in a time that doesn't tell how much of it matched.
    static func same(_ given: String?, _ token: String) -> Bool {
        guard let given else { return false }
        let a = Array(given.utf8), b = Array(token.utf8)
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
