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
    /// The data as JSON text, on one line (JSON text has no line breaks).
    let json: String

    public init(_ name: String, _ data: JSONValue, replay: Replay = .never) {
        self.name = name
        self.replay = replay
        json = data.text
    }

    /// The event as the stream carries it: its name, its data, a blank line.
    public var text: String { head + json + Self.end }

    /// How many bytes the stream carries for it.
    var size: Int { head.utf8.count + json.utf8.count + Self.end.utf8.count }

    private var head: String { "event: \(name)\ndata: " }
    private static let end = "\n\n"

    /// Copies up to `count` bytes of ``text`` from byte `offset` on into `buffer`, straight
    /// from the shared JSON text: how many it copied.
    func copy(from offset: Int, into buffer: UnsafeMutableRawPointer, count: Int) -> Int {
        var copied = 0, start = 0
        for var piece in [head, json, Self.end] {
            let length = piece.utf8.count
            if offset + copied < start + length, copied < count {
                let from = offset + copied - start, taken = min(count - copied, length - from)
                piece.withUTF8 { bytes in
                    (buffer + copied).copyMemory(from: bytes.baseAddress! + from, byteCount: taken)
                }
                copied += taken
            }
            start += length
        }
        return copied
    }
}
