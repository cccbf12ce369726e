/// `text` in Unicode Normalization Form C, so NFD labels (as macOS file names carry) compare,
/// group, match and measure like composed ones.
///
///     nfc("\u{1112}\u{1161}\u{11AB}") == "한"   // jamo composed into the syllable
///     nfc("e\u{0301}") == "é"                    // U+00E9
///
/// ASCII text is returned as it is. Everything else goes through `String._nfcCodeUnits`, the
/// standard library's own normalizer (the one `String` comparison uses): underscored but public,
/// it needs no Foundation and covers all of Unicode, Hangul composition included.
public func nfc(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
    if text.unicodeScalars.allSatisfy(isStableInNFC) { return text }
    return String(decoding: text._nfcCodeUnits, as: UTF8.self)
}

/// Whether `scalar` is left as it is by NFC and never combines with what precedes it: Latin
/// before the combining marks, precomposed Hangul and its compatibility jamo, CJK ideographs,
/// emoji. Text made only of these (most labels) skips the normalizer.
private func isStableInNFC(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x300, 0x3131...0x318E, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0x1F300...0x1FAFF, 0x200D, 0xFE0F: true
    default: false
    }
}
