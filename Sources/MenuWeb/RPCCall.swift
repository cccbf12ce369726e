/// One `POST /rpc` as the server hands it over: its body (a JSON-RPC request or batch), and the
/// revisions of the views the page holds of this server's (`X-Luamenu-Views: INSTANCE:12,11,9`,
/// newest first; none from a client that doesn't say, or holds another server's), from which an
/// answer's view may be sent as a patch.
public struct RPCCall: Sendable {
    public let body: String
    public let heldViews: [Int]

    public init(body: String, heldViews: [Int] = []) {
        self.body = body
        self.heldViews = heldViews
    }

    /// The revisions an `X-Luamenu-Views` header lists, when they are of the server `instance`'s
    /// views; those that aren't numbers are left out.
    public static func views(in header: String?, instance: String) -> [Int] {
        guard let header, header.hasPrefix(instance + ":") else { return [] }
        return header.dropFirst(instance.count + 1).split(separator: ",").prefix(16).compactMap { Int($0) }
    }
}
