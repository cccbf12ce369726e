import MenuRender

/// One Server-Sent Event of `GET /events`: a name, JSON data, and what a page that connects
/// later gets of it (see ``Replay``).
///
/// The data is written as JSON text once, when the event is made, and every stream sends that
/// same text: a `String`'s storage is shared by every copy of the event, so a view sent to forty
/// pages is held once, not forty times.
///
///     ServerEvent("log", .object([("level", .string("print")), ("text", .string("hi"))]), replay: .recent).text
///     // "event: log\ndata: {\"level\":\"print\",\"text\":\"hi\"}\n\n"
public struct ServerEvent: Sendable, Equatable {
    /// What a page that connects after the event gets of it.
    public enum Replay: Sendable, Equatable {
        /// Nothing: it was news only then.
        case never
        /// The latest event of this name (the view now, the reload error standing); a page that
        /// has not read one yet when a newer comes gets only the newer.
        case latest
        /// The last few of this name (the log's last lines).
        case recent
    }

    public let name: String
    public let replay: Replay
    /// What comes before the data: `event: NAME\ndata: `.
    private let head: String
    /// The data as JSON text, on one line (JSON text has no line breaks).
    private let json: String
    /// What a page that takes patches gets instead when it gets the event as it happens (the
    /// change since the view before), as JSON text; nil: the data.
    private let patchJSON: String?
    private static let end = "\n\n"

    /// An event; `patch`, when given, is what pages that take patches get instead of `data`
    /// when they are sent the event as it happens (a page that connects later gets `data`).
    public init(_ name: String, _ data: JSONValue, replay: Replay = .never, patch: JSONValue? = nil) {
        self.name = name
        self.replay = replay
        head = "event: \(name)\ndata: "
        json = data.text
        patchJSON = patch?.text
    }

    private init(_ event: ServerEvent, json: String) {
        name = event.name
        replay = event.replay
        head = event.head
        self.json = json
        patchJSON = nil
    }

    /// The event as a page that takes patches gets it as it happens.
    var patched: ServerEvent { patchJSON.map { ServerEvent(self, json: $0) } ?? self }

    /// The data, as JSON text.
    public var data: String { json }

    /// The event as the stream carries it: its name, its data, a blank line.
    public var text: String { head + json + Self.end }

    /// How many bytes the stream carries for it.
    var size: Int { head.utf8.count + json.utf8.count + Self.end.utf8.count }

    /// Copies up to `count` bytes of ``text`` from byte `offset` on into `buffer`, straight
    /// from the shared JSON text (nothing is made: a stream's thread calls it for every block
    /// it sends): how many it copied.
    func copy(from offset: Int, into buffer: UnsafeMutableRawPointer, count: Int) -> Int {
        var copied = 0, start = 0
        func take(_ piece: String) {
            var piece = piece
            let length = piece.utf8.count, from = offset + copied - start
            if from < length, copied < count {
                let taken = min(count - copied, length - from)
                piece.withUTF8 { (buffer + copied).copyMemory(from: $0.baseAddress! + from, byteCount: taken) }
                copied += taken
            }
            start += length
        }
        take(head)
        take(json)
        take(Self.end)
        return copied
    }
}
