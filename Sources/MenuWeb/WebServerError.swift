/// Why the server could not start: the port is taken, not ours to bind, or the HTTP library
/// refused.
public struct WebServerError: Error, Equatable, CustomStringConvertible {
    /// For people: `127.0.0.1:8080 is in use …`.
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
