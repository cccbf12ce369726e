/// How long a message may be: messages quote the script (its error objects, its names, its
/// ids), and one that quoted a 20 MB error string would copy it into every warning list, JSON
/// document and line of stderr it reaches. Past the bound a message keeps its beginning and
/// says how much was left out.
enum MessageLimit {
    /// The most bytes of a message kept.
    static let bytes = 4096

    /// `message`, or its first ``bytes`` (whole characters) and how many bytes were left out.
    static func bounded(_ message: String) -> String {
        let length = message.utf8.count
        guard length > bytes else { return message }
        var end = message.utf8.index(message.startIndex, offsetBy: bytes)
        while end > message.startIndex && message.utf8[end] & 0xC0 == 0x80 {   // not inside a character's bytes
            end = message.utf8.index(before: end)
        }
        let kept = message[..<end]                             // whole characters: rounded down to one
        return "\(kept)… (\(length - kept.utf8.count) more bytes)"
    }
}
