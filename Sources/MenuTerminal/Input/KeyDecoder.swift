/// Turns the bytes a terminal sends into ``Key``s, keeping an unfinished sequence for the next feed.
///
/// Feed it whatever `read` returned; a sequence or a UTF-8 character split across reads is
/// completed by the next feed. A lone ESC is ambiguous (the Escape key, or the start of a
/// sequence whose rest is still on its way), so it stays pending until more bytes come or
/// ``timeOut()`` is called, which the read loop does once no byte arrived for a short while
/// (``InputReader`` waits 50 ms by default) while ``awaitsTimeout`` is true. A UTF-8 character
/// whose bytes come slowly is never timed out: it waits for its last byte however long it takes.
///
///     var decoder = KeyDecoder()
///     decoder.feed([0x1B, 0x5B])        // []  (ESC [ …)
///     decoder.feed([0x41, 0xED, 0x95])  // [.up]  (한 still incomplete)
///     decoder.feed([0x9C, 0x1B])        // [.character("한")]
///     decoder.timeOut()                 // [.escape]
///
/// Escape and Alt: ESC and a printable character in the same read are Alt with that character
/// (what a terminal sends for Alt-x); a lone ESC at the end of a read followed, in a later
/// read, by a printable character is Escape then that character (a person typing Esc then `/`).
/// Only the bytes that open a sequence (`[`, `O`, `]`, `P`, `_`, `^`) continue an ESC across
/// reads, until the timeout.
///
/// Terminal replies are consumed whole and reported as `.unknown`, never as keys: CSI replies
/// (`ESC [ 12 ; 1 R`, focus `ESC [ I`), string sequences (OSC `ESC ] … BEL` or `… ESC \`, DCS
/// `ESC P … ESC \`, APC `ESC _ … ESC \`, PM `ESC ^ … ESC \`), and X10 mouse reports
/// (`ESC [ M b x y`). An SGR mouse report (`ESC [ < b ; x ; y M`) is a `.mouse`. A bracketed
/// paste (`ESC [ 200 ~ … ESC [ 201 ~`) is one `.paste` with its text, however many reads it takes.
///
/// Enter is `\r` (what the Enter key sends in raw mode); `\n` is Ctrl-J, but right after a
/// `\r` in one burst (a CRLF) it is dropped.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []
    private var afterCarriageReturn = false
    /// The text of a bracketed paste whose end hasn't come yet; nil outside a paste.
    private var paste: [UInt8]?

    public init() {}

    /// Whether bytes wait for the rest of their key, sequence or paste.
    public var hasPending: Bool { !pending.isEmpty || paste != nil }

    /// Whether what waits is an escape sequence that ``timeOut()`` should decide if nothing more
    /// comes soon (an unfinished UTF-8 character or paste waits without a timeout).
    public var awaitsTimeout: Bool { paste == nil && pending.first == 0x1B }

    /// Decodes what `bytes` complete; an unfinished tail waits for the next feed.
    public mutating func feed(_ bytes: [UInt8]) -> [Key] {
        var keys: [Key] = []
        if paste == nil, pending == [0x1B], let next = bytes.first, Self.isPrintable(next),
           !Self.sequenceOpeners.contains(next) {
            pending = []            // ESC at the end of the last read, a character in this one
            afterCarriageReturn = false
            keys.append(.escape)
        }
        pending += bytes
        return keys + decode(.moreMayCome)
    }

    /// Decides an escape sequence left unfinished after a pause: a lone ESC becomes `.escape`,
    /// `ESC [` `.alt("[")`, a cut-off reply `.unknown`. An unfinished UTF-8 character or paste
    /// keeps waiting.
    public mutating func timeOut() -> [Key] {
        let keys = decode(.timedOut)
        afterCarriageReturn = false
        return keys
    }

    /// Decodes everything pending as if no more bytes will ever come (the end of input): an
    /// unfinished character becomes U+FFFD, an unfinished paste a `.paste` of what came.
    public mutating func flush() -> [Key] {
        var keys = decode(.endOfInput)
        if let text = paste {
            keys.append(.paste(String(decoding: text + pending, as: UTF8.self)))
            paste = nil
            pending = []
        }
        afterCarriageReturn = false
        return keys
    }

    private mutating func decode(_ boundary: Boundary) -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            if paste != nil {
                guard let end = takePaste(from: index, into: &keys) else {
                    index = pending.count - min(pending.count - index, Self.pasteEnd.count - 1)
                    break
                }
                index = end
            } else if pending[index...].starts(with: Self.pasteStart) {
                paste = []
                index += Self.pasteStart.count
            } else if let (key, length) = Self.parse(pending, at: index, boundary) {
                let byte = pending[index]
                if !(byte == 0x0A && afterCarriageReturn) { keys.append(key) }
                afterCarriageReturn = byte == 0x0D
                index += length
            } else {
                break
            }
        }
        pending.removeFirst(index)
        return keys
    }

    /// Moves the paste's bytes from `pending[index...]` into `paste`: up to the end marker, and
    /// then appends the `.paste` and returns the index after the marker; else all but a tail
    /// that may be the marker's start, and nil (the paste goes on).
    private mutating func takePaste(from index: Int, into keys: inout [Key]) -> Int? {
        let rest = pending[index...]
        guard let marker = rest.firstRange(of: Self.pasteEnd) else {
            paste! += rest.dropLast(Self.pasteEnd.count - 1)
            return nil
        }
        paste! += rest[..<marker.lowerBound]
        keys.append(.paste(String(decoding: paste!, as: UTF8.self)))
        paste = nil
        afterCarriageReturn = false
        return marker.upperBound
    }
}
