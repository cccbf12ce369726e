/// What the server answers a request with: a status, a content type, a body and headers of its
/// own (the server adds the security headers every answer carries, see ``WebServer``).
public struct WebResponse: Sendable, Equatable {
    public var status: Int
    public var contentType: String
    public var body: [UInt8]
    public var headers: [(String, String)]

    public init(status: Int = 200, contentType: String, body: [UInt8], headers: [(String, String)] = []) {
        self.status = status
        self.contentType = contentType
        self.body = body
        self.headers = headers
    }

    /// A JSON body.
    public static func json(_ text: String, headers: [(String, String)] = []) -> WebResponse {
        WebResponse(contentType: "application/json; charset=utf-8", body: Array(text.utf8), headers: headers)
    }

    /// A refusal or failure, said in plain text: `403 Forbidden: the Host header must be …`.
    public static func text(_ status: Int, _ message: String) -> WebResponse {
        WebResponse(status: status, contentType: "text/plain; charset=utf-8",
                    body: Array("\(status) \(reason(status)): \(message)\n".utf8))
    }

    /// The reason phrase of the statuses the server gives.
    static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 204: "No Content"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 413: "Content Too Large"
        case 415: "Unsupported Media Type"
        case 503: "Service Unavailable"
        default: "Error"
        }
    }

    public static func == (a: WebResponse, b: WebResponse) -> Bool {
        a.status == b.status && a.contentType == b.contentType && a.body == b.body
            && a.headers.map { [$0.0, $0.1] } == b.headers.map { [$0.0, $0.1] }
    }
}
