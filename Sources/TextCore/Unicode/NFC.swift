/// `text` in Unicode Normalization Form C, so NFD labels (as macOS file names carry) compare,
/// group, match and measure like composed ones.
///
///     nfc("\u{1112}\u{1161}\u{11AB}") == "한"   // jamo composed into the syllable
///     nfc("e\u{0301}") == "é"                    // U+00E9
///
/// ASCII text is returned as it is. Everything else goes through `String._nfcCodeUnits`, the
/// standard library's own normalizer (the one `String` comparison uses): underscored but public,
/// it needs no Foundation and covers all of Unicode, Hangul composition included. Inlinable: a
/// menu normalizes every label it sorts or keys, from another module.
@inlinable
public func nfc(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
    if text.unicodeScalars.allSatisfy(isStableInNFC) { return text }
    return String(decoding: text._nfcCodeUnits, as: UTF8.self)
}

/// Whether `scalar` is left as it is by NFC and never combines with what precedes it: Latin
/// before the combining marks, precomposed Hangul and its compatibility jamo, CJK ideographs,
/// emoji. Text made only of these (most labels) skips the normalizer.
@inlinable
func isStableInNFC(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x300, 0x3131...0x318E, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0x1F300...0x1FAFF, 0x200D, 0xFE0F: true
    default: false
    }
}

/// NFC for text given as UTF-8 bytes, as a script hands it over.
package enum NFCBytes {
    /// Whether the bytes are valid UTF-8 that NFC leaves as it is (see `isStableInNFC`):
    /// then they can be stored as they are, without making a `String` first.
    package static func isStable(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            if index + 8 <= count,                                  // eight ASCII bytes at once
               bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
                continue
            }
            let lead = bytes[index]
            if lead < 0x80 { index += 1; continue }
            if lead & 0xF0 == 0xE0, index + 3 <= count {                // a Hangul syllable: stable
                let value = UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6
                    | UInt32(bytes[index + 2] & 0x3F)
                if bytes[index + 1] & 0xC0 == 0x80, bytes[index + 2] & 0xC0 == 0x80, (0xAC00...0xD7A3).contains(value) {
                    index += 3
                    continue
                }
            }
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 ? 2 : 0
            guard length > 0, index + length <= count else { return false }
            var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            for offset in 1..<length {
                let byte = bytes[index + offset]
                guard byte & 0xC0 == 0x80 else { return false }
                value = value << 6 | UInt32(byte & 0x3F)
            }
            guard let scalar = Unicode.Scalar(value), length == scalar.utf8.count, isStableInNFC(scalar) else {
                return false
            }
            index += length
        }
        return true
    }
}
