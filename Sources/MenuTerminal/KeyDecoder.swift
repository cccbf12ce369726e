/// Turns the bytes a terminal sends into ``Key``s, keeping an unfinished sequence for the next feed.
///
/// Feed it whatever `read` returned; a sequence or a UTF-8 character split across reads is
/// completed by the next feed. A lone ESC is ambiguous (the Escape key, or the start of a
/// sequence whose rest is still on its way), so it stays pending until more bytes come or
/// ``flush()`` is called, which the read loop does once no byte arrived for a short while
/// (``InputReader`` waits 50 ms by default).
///
///     var decoder = KeyDecoder()
///     decoder.feed([0x1B, 0x5B])        // []  (ESC [ …)
///     decoder.feed([0x41, 0xED, 0x95])  // [.up]  (한 still incomplete)
///     decoder.feed([0x9C, 0x1B])        // [.character("한")]
///     decoder.flush()                   // [.escape]
///
/// Enter is `\r` or `\n`; `\r\n` in one burst is one Enter (a paste from a CRLF file).
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []
    private var afterCarriageReturn = false

    public init() {}

    /// Whether bytes wait for the rest of their sequence (the read loop should flush soon).
    public var hasPending: Bool { !pending.isEmpty }

    /// Decodes what `bytes` complete; an unfinished tail waits for the next feed.
    public mutating func feed(_ bytes: [UInt8]) -> [Key] {
        pending += bytes
        return decode(final: false)
    }

    /// Decodes what is pending as if no more bytes will come: a lone ESC becomes `.escape`.
    public mutating func flush() -> [Key] {
        let keys = decode(final: true)
        afterCarriageReturn = false
        return keys
    }

    private mutating func decode(final: Bool) -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            guard let (key, length) = Self.parse(pending, at: index, final: final) else { break }
            let byte = pending[index]
            if !(byte == 0x0A && afterCarriageReturn) { keys.append(key) }
            afterCarriageReturn = byte == 0x0D
            index += length
        }
        pending.removeFirst(index)
        return keys
    }
}

extension KeyDecoder {
    /// The longest escape sequence waited for; a longer unfinished one is reported as `.unknown`.
    static let longestSequence = 32

    /// The key that starts at `index` and how many bytes it takes, or nil when it is unfinished.
    static func parse(_ bytes: [UInt8], at index: Int, final: Bool) -> (Key, Int)? {
        let byte = bytes[index]
        switch byte {
        case 0x1B: return escape(bytes, at: index, final: final)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x08, 0x7F: return (.backspace, 1)
        case 0x00: return (.ctrl("@"), 1)
        case 0x01...0x1A: return (.ctrl(character(byte + 0x60)), 1)
        case 0x1C...0x1F: return (.ctrl(character(byte - 0x1C + 0x5C)), 1)  // \ ] ^ _
        case 0x20...0x7E: return (.character(character(byte)), 1)
        default: return utf8(bytes, at: index, final: final)
        }
    }

    private static func character(_ byte: UInt8) -> Character {
        Character(Unicode.Scalar(byte))
    }

    private static let replacement: Key = .character("\u{FFFD}")

    /// A multi-byte UTF-8 character; a malformed byte becomes U+FFFD and decoding goes on after it.
    private static func utf8(_ bytes: [UInt8], at index: Int, final: Bool) -> (Key, Int)? {
        let lead = bytes[index]
        let length: Int
        var second: ClosedRange<UInt8> = 0x80...0xBF   // the range the second byte must be in
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; second = 0xA0...0xBF    // no overlong forms
        case 0xED: length = 3; second = 0x80...0x9F    // no surrogates
        case 0xE1...0xEF: length = 3
        case 0xF0: length = 4; second = 0x90...0xBF
        case 0xF4: length = 4; second = 0x80...0x8F    // nothing above U+10FFFF
        case 0xF1...0xF3: length = 4
        default: return (replacement, 1)
        }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length {
            guard index + offset < bytes.count else { return final ? (replacement, offset) : nil }
            let byte = bytes[index + offset]
            guard (offset == 1 ? second : 0x80...0xBF).contains(byte) else { return (replacement, offset) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else { return (replacement, length) }
        return (.character(Character(scalar)), length)
    }

    /// What starts with ESC: a CSI or SS3 sequence, Alt with a character, or Escape alone.
    private static func escape(_ bytes: [UInt8], at index: Int, final: Bool) -> (Key, Int)? {
        guard index + 1 < bytes.count else { return final ? (.escape, 1) : nil }
        let next = bytes[index + 1]
        switch next {
        case UInt8(ascii: "["): return csi(bytes, at: index, final: final)
        case UInt8(ascii: "O"): return ss3(bytes, at: index, final: final)
        case 0x20...0x7E: return (.alt(character(next)), 2)
        default: return (.escape, 1)   // ESC ESC, ESC then a control or UTF-8 byte: Escape, then that
        }
    }

    /// `ESC O x`: what terminals in application-cursor mode send for arrows, Home/End and F1–F4.
    private static func ss3(_ bytes: [UInt8], at index: Int, final: Bool) -> (Key, Int)? {
        guard index + 2 < bytes.count else { return final ? (.alt("O"), 2) : nil }
        let key: Key
        switch bytes[index + 2] {
        case UInt8(ascii: "A"): key = .up
        case UInt8(ascii: "B"): key = .down
        case UInt8(ascii: "C"): key = .right
        case UInt8(ascii: "D"): key = .left
        case UInt8(ascii: "H"): key = .home
        case UInt8(ascii: "F"): key = .end
        case UInt8(ascii: "M"): key = .enter
        case UInt8(ascii: "P")...UInt8(ascii: "S"): key = .function(Int(bytes[index + 2] - UInt8(ascii: "P")) + 1)
        case 0x40...0x7E: key = .unknown(Array(bytes[index..<index + 3]))
        default: return (.alt("O"), 2)
        }
        return (key, 3)
    }

    /// `ESC [ params final`, and the Linux console's `ESC [ [ A`…`E` for F1–F5.
    private static func csi(_ bytes: [UInt8], at index: Int, final: Bool) -> (Key, Int)? {
        var end = index + 2
        guard end < bytes.count else { return final ? (.alt("["), 2) : nil }
        if bytes[end] == UInt8(ascii: "[") {
            guard end + 1 < bytes.count else { return final ? (.unknown(Array(bytes[index...])), bytes.count - index) : nil }
            let letter = bytes[end + 1]
            let key: Key = (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(letter)
                ? .function(Int(letter - UInt8(ascii: "A")) + 1) : .unknown(Array(bytes[index...end + 1]))
            return (key, 4)
        }
        while end < bytes.count, (0x20...0x3F).contains(bytes[end]) {   // parameters, intermediates
            end += 1
            if end - index > longestSequence { return (.unknown(Array(bytes[index..<end])), end - index) }
        }
        guard end < bytes.count else {
            return final ? (.unknown(Array(bytes[index...])), bytes.count - index) : nil
        }
        guard (0x40...0x7E).contains(bytes[end]) else {   // broken off by a control byte: drop the start
            return (.unknown(Array(bytes[index..<end])), end - index)
        }
        let sequence = Array(bytes[index...end])
        let parameters = bytes[(index + 2)..<end]
        return (csiKey(final: bytes[end], parameters: Array(parameters)) ?? .unknown(sequence), sequence.count)
    }

    /// The key a complete CSI sequence stands for; modifier parameters (`1;5`) are ignored.
    private static func csiKey(final: UInt8, parameters: [UInt8]) -> Key? {
        guard parameters.allSatisfy({ (0x30...0x39).contains($0) || $0 == 0x3B }) else { return nil }  // digits and ;
        let numbers = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
            .map { digits in digits.reduce(0) { $0 * 10 + Int($1 - 0x30) } }
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "Z"): return .backTab
        case UInt8(ascii: "P")...UInt8(ascii: "S"): return .function(Int(final - UInt8(ascii: "P")) + 1)
        case UInt8(ascii: "~"): return tilde(numbers.first ?? 0)
        default: return nil
        }
    }

    /// `ESC [ n ~`: the editing keypad and F5–F12 (VT220 numbering).
    private static func tilde(_ number: Int) -> Key? {
        switch number {
        case 1, 7: return .home
        case 2: return .insert
        case 3: return .delete
        case 4, 8: return .end
        case 5: return .pageUp
        case 6: return .pageDown
        case 11...15: return .function(number - 10)
        case 17...21: return .function(number - 11)
        case 23, 24: return .function(number - 12)
        default: return nil
        }
    }
}
