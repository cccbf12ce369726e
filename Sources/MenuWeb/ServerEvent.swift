import MenuRender

/// One Server-Sent Event of `GET /events`: a name, JSON data, and what a page that connects
/// later gets of it (see ``Replay``).
///
///     ServerEvent("log", .object([("level", .string("print")), ("text", .string("hi"))]), replay: .recent).text
///     // "event: log\ndata: {\"level\":\"print\",\"text\":\"hi\"}\n\n"
public struct ServerEvent: Sendable, Equatable {
    /// What a page that connects after the event gets of it.
    public enum Replay: Sendable, Equatable {
        /// Nothing: it was news only then.
        case never
        /// The latest event of this name (the view now, the reload error standing).
        case latest
        /// The last few of this name (the log's last lines).
        case recent
    }

    public let name: String
    public let data: JSONValue
    public let replay: Replay

    public init(_ name: String, _ data: JSONValue, replay: Replay = .never) {
        self.name = name
        self.data = data
        self.replay = replay
    }

    /// The event as the stream carries it: its name, its data on one line (JSON text has no
    /// line breaks), a blank line.
    public var text: String { "event: \(name)\ndata: \(data.text)\n\n" }
}
