/// What the server reads of a request before deciding on it (``RequestGuard``): the method,
/// the path, and the headers and query argument that matter.
public struct RequestHead: Sendable, Equatable {
    public var method: String
    /// The path without the query, as the server decoded it (`/`, `/app.js`, `/rpc`).
    public var path: String
    public var host: String?
    public var origin: String?
    public var contentType: String?
    /// `Content-Length`, when the request gave one.
    public var contentLength: Int?
    /// `X-Luamenu-Token`.
    public var tokenHeader: String?
    /// The `token` query argument.
    public var tokenQuery: String?

    public init(method: String, path: String, host: String?, origin: String? = nil, contentType: String? = nil,
                contentLength: Int? = nil, tokenHeader: String? = nil, tokenQuery: String? = nil) {
        self.method = method
        self.path = path
        self.host = host
        self.origin = origin
        self.contentType = contentType
        self.contentLength = contentLength
        self.tokenHeader = tokenHeader
        self.tokenQuery = tokenQuery
    }
}
