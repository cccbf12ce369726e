/// Bytes to one key: what ``KeyDecoder`` runs at each position of its pending bytes.
extension KeyDecoder {
    /// How far an unfinished key may still wait for its bytes.
    enum Boundary {
        /// More bytes may come: an unfinished key waits.
        case moreMayCome
        /// No byte came for the escape timeout: an escape sequence is decided now; a UTF-8
        /// character still waits.
        case timedOut
        /// No byte will ever come: everything is decided.
        case endOfInput
    }

    /// The longest escape sequence waited for; a longer unfinished one is reported as `.unknown`.
    static let longestSequence = 32
    /// What starts and ends a bracketed paste.
    static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
    static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)
    /// The bytes after ESC that open a longer sequence: CSI, SS3, OSC, DCS, APC, PM.
    static let sequenceOpeners: Set<UInt8> = Set("[O]P_^".utf8)

    /// The key that starts at `index` and how many bytes it takes, or nil when it is unfinished.
    static func parse(_ bytes: [UInt8], at index: Int, _ boundary: Boundary) -> (Key, Int)? {
        let byte = bytes[index]
        switch byte {
        case 0x1B: return escape(bytes, at: index, boundary)
        case 0x0D: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x08, 0x7F: return (.backspace, 1)
        case 0x00: return (.ctrl("@"), 1)
        case 0x01...0x1A: return (.ctrl(character(byte + 0x60)), 1)
        case 0x1C...0x1F: return (.ctrl(character(byte - 0x1C + 0x5C)), 1)  // \ ] ^ _
        case 0x20...0x7E: return (.character(character(byte)), 1)
        default: return utf8(bytes, at: index, boundary)
        }
    }

    static func isPrintable(_ byte: UInt8) -> Bool {
        (0x20...0x7E).contains(byte)
    }

    private static func character(_ byte: UInt8) -> Character {
        Character(Unicode.Scalar(byte))
    }

    private static let replacement: Key = .character("\u{FFFD}")

    /// A multi-byte UTF-8 character; a malformed byte becomes U+FFFD and decoding goes on after
    /// it. An unfinished one waits, however long, until the end of input.
    private static func utf8(_ bytes: [UInt8], at index: Int, _ boundary: Boundary) -> (Key, Int)? {
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
            guard index + offset < bytes.count else { return boundary == .endOfInput ? (replacement, offset) : nil }
            let byte = bytes[index + offset]
            guard (offset == 1 ? second : 0x80...0xBF).contains(byte) else { return (replacement, offset) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else { return (replacement, length) }
        return (.character(Character(scalar)), length)
    }

    /// What starts with ESC: a CSI, SS3 or string sequence, Alt with a character, or Escape alone.
    private static func escape(_ bytes: [UInt8], at index: Int, _ boundary: Boundary) -> (Key, Int)? {
        guard index + 1 < bytes.count else { return boundary == .moreMayCome ? nil : (.escape, 1) }
        let next = bytes[index + 1]
        switch next {
        case UInt8(ascii: "["): return csi(bytes, at: index, boundary)
        case UInt8(ascii: "O"): return ss3(bytes, at: index, boundary)
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"):
            return string(bytes, at: index, boundary)
        case 0x20...0x7E: return (.alt(character(next)), 2)
        case 0x7F, 0x08: return (.altBackspace, 2)
        case 0x01...0x1A: return (.ctrlAlt(Character(Unicode.Scalar(next + 0x60))), 2)
        case 0x1B where index + 2 < bytes.count && [UInt8(ascii: "["), UInt8(ascii: "O")].contains(bytes[index + 2]):
            // ESC then an arrow's sequence: the arrow with Alt (what some terminals send for it).
            guard let (key, length) = escape(bytes, at: index + 1, boundary) else { return nil }
            return key.withAlt.map { ($0, length + 1) } ?? (.escape, 1)
        default: return (.escape, 1)   // ESC ESC, ESC then a control or UTF-8 byte: Escape, then that
        }
    }

    /// `ESC ] … BEL`, or OSC, DCS, APC or PM ended by `ESC \` (a terminal's reply: a colour, a
    /// capability, a graphics answer), consumed whole as `.unknown`. An ESC inside that does not
    /// start `ESC \` ends it too, so a sequence after a broken reply is still read. One cut off
    /// by the timeout is dropped whole.
    private static func string(_ bytes: [UInt8], at index: Int, _ boundary: Boundary) -> (Key, Int)? {
        var end = index + 2
        while end < bytes.count {
            let byte = bytes[end]
            if byte == 0x07 { return (.unknown(Array(bytes[index...end])), end + 1 - index) }
            if byte == 0x1B {
                guard end + 1 < bytes.count else { break }   // the last byte: wait for the next
                let length = (bytes[end + 1] == UInt8(ascii: "\\") ? end + 2 : end) - index
                return (.unknown(Array(bytes[index..<index + length])), length)
            }
            end += 1
        }
        return unfinished(bytes, at: index, boundary)
    }

    /// `ESC O x`: what terminals in application-cursor mode send for arrows, Home/End and F1–F4.
    private static func ss3(_ bytes: [UInt8], at index: Int, _ boundary: Boundary) -> (Key, Int)? {
        guard index + 2 < bytes.count else { return boundary == .moreMayCome ? nil : (.alt("O"), 2) }
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

    /// `ESC [ params final`, the X10 mouse report `ESC [ M b x y`, and the Linux console's
    /// `ESC [ [ A`…`E` for F1–F5.
    private static func csi(_ bytes: [UInt8], at index: Int, _ boundary: Boundary) -> (Key, Int)? {
        var end = index + 2
        guard end < bytes.count else { return boundary == .moreMayCome ? nil : (.alt("["), 2) }
        switch bytes[end] {
        case UInt8(ascii: "["):
            guard end + 1 < bytes.count else { return unfinished(bytes, at: index, boundary) }
            let letter = bytes[end + 1]
            let key: Key = (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(letter)
                ? .function(Int(letter - UInt8(ascii: "A")) + 1) : .unknown(Array(bytes[index...end + 1]))
            return (key, 4)
        case UInt8(ascii: "M"):   // three raw bytes follow: button, column, row
            guard end + 3 < bytes.count else { return unfinished(bytes, at: index, boundary) }
            return (.unknown(Array(bytes[index...end + 3])), 6)
        default:
            break
        }
        while end < bytes.count, (0x20...0x3F).contains(bytes[end]) {   // parameters, intermediates
            end += 1
            if end - index > longestSequence { return (.unknown(Array(bytes[index..<end])), end - index) }
        }
        guard end < bytes.count else { return unfinished(bytes, at: index, boundary) }
        guard (0x40...0x7E).contains(bytes[end]) else {   // broken off by a control byte: drop the start
            return (.unknown(Array(bytes[index..<end])), end - index)
        }
        let sequence = Array(bytes[index...end])
        let parameters = Array(bytes[(index + 2)..<end])
        if parameters.first == UInt8(ascii: "<"), let mouse = mouse(final: bytes[end], parameters: parameters.dropFirst()) {
            return (.mouse(mouse), sequence.count)
        }
        return (csiKey(final: bytes[end], parameters: parameters) ?? .unknown(sequence), sequence.count)
    }

    /// An SGR mouse report's event: `b ; column ; row` and `M` or `m`.
    private static func mouse(final: UInt8, parameters: ArraySlice<UInt8>) -> MouseEvent? {
        guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m"),
              parameters.allSatisfy({ (0x30...0x39).contains($0) || $0 == 0x3B }) else { return nil }
        let numbers = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
            .map { digits in digits.prefix(9).reduce(0) { $0 * 10 + Int($1 - 0x30) } }
        guard numbers.count == 3 else { return nil }
        return MouseEvent(code: numbers[0], column: numbers[1], row: numbers[2], pressed: final == UInt8(ascii: "M"))
    }

    /// The rest of `bytes` from `index` as `.unknown` once nothing more will come, else nil.
    private static func unfinished(_ bytes: [UInt8], at index: Int, _ boundary: Boundary) -> (Key, Int)? {
        boundary == .moreMayCome ? nil : (.unknown(Array(bytes[index...])), bytes.count - index)
    }

    /// The key a complete CSI sequence stands for; modifier parameters (`1;5`) are ignored but
    /// Shift (`1;2`), Alt (`1;3`) and both (`1;4`) on an arrow.
    /// `P`…`S` with a first parameter other than 1 is a cursor position report (`ESC [ 12 ; 1 R`),
    /// not F1–F4.
    private static func csiKey(final: UInt8, parameters: [UInt8]) -> Key? {
        guard parameters.allSatisfy({ (0x30...0x39).contains($0) || $0 == 0x3B }) else { return nil }  // digits and ;
        let numbers = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
            .map { digits in digits.reduce(0) { $0 * 10 + Int($1 - 0x30) } }
        let modifier = numbers.count == 2 ? numbers[1] : 1
        func arrow(_ plain: Key, _ shift: Key, _ alt: Key, _ altShift: Key) -> Key {
            switch modifier {
            case 2: shift
            case 3: alt
            case 4: altShift
            default: plain
            }
        }
        switch final {
        case UInt8(ascii: "A"): return arrow(.up, .shiftUp, .altUp, .altShiftUp)
        case UInt8(ascii: "B"): return arrow(.down, .shiftDown, .altDown, .altShiftDown)
        case UInt8(ascii: "C"): return arrow(.right, .shiftRight, .altRight, .altShiftRight)
        case UInt8(ascii: "D"): return arrow(.left, .shiftLeft, .altLeft, .altShiftLeft)
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "Z"): return .backTab
        case UInt8(ascii: "P")...UInt8(ascii: "S"):
            guard parameters.isEmpty || numbers.first == 1 else { return nil }
            return .function(Int(final - UInt8(ascii: "P")) + 1)
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
