extension IndexBlock {
    /// The navigator order of keys when a script gives no letters, as iOS orders its index.
    ///
    ///     IndexBlock.ordered(["Z", "ㅎ", "ㄲ", "A", "ㄱ"])   // ["ㄱ", "ㅎ", "A", "Z", "ㄲ"]
    ///
    /// The 14 Hangul initials in 가나다 order, then A–Z, then any other keys (items' own keys)
    /// by Unicode scalar value. "#" is left to the caller, which puts it last.
    static func ordered(_ keys: [String]) -> [String] {
        keys.sorted { rank($0) < rank($1) || rank($0) == rank($1) && scalarsPrecede($0, $1) }
    }

    /// 0…13 for a Hangul initial, 14 for A–Z, 15 for the rest.
    private static func rank(_ key: String) -> Int {
        if let index = Hangul.initials.firstIndex(of: key) { return index }
        if key.utf8.count == 1, let byte = key.utf8.first, (65...90).contains(byte) { return 14 }
        return 15
    }

    private static func scalarsPrecede(_ a: String, _ b: String) -> Bool {
        a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
    }

    /// Items sorted by their text ignoring case, equal ones kept in script order.
    ///
    ///     // ["ryan", "Bill", "김도영", "가을"] → ["Bill", "ryan", "가을", "김도영"]
    ///
    /// The key is the lower-cased NFC text, compared by its UTF-8 bytes, which order as the
    /// scalar values do (and cost a byte comparison, not Swift's Unicode string comparison). So
    /// Latin sorts case-insensitively, Hangul by syllable code (which follows 가나다 order, a
    /// bare jamo such as ㅎㅎ first in its group), NFD text like NFC, and a mixed group puts
    /// digits and Latin before Hangul.
    static func sorted(_ items: [Item]) -> [Item] {
        items.enumerated()
            .map { (key: Array(nfc($0.element.sortText.lowercased()).utf8), offset: $0.offset, item: $0.element) }
            .sorted { $0.key != $1.key ? $0.key.lexicographicallyPrecedes($1.key) : $0.offset < $1.offset }
            .map(\.item)
    }
}
