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
    return String(decoding: text._nfcCodeUnits, as: UTF8.self)
}
