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

}

/// The keys an index sorts its items by: each item's text lower-cased (NFC), compared as
/// UTF-8 bytes, which order as the scalar values do, and cost a byte comparison, not Swift's
/// Unicode string comparison. So Latin sorts case-insensitively, Hangul by syllable code
/// (which follows 가나다 order, a bare jamo such as ㅎㅎ first in its group), NFD text like
/// NFC, and a mixed group puts digits and Latin before Hangul.
///
///     // ["ryan", "Bill", "김도영", "가을"] sorts as ["Bill", "ryan", "가을", "김도영"]
struct SortKeys {
    private var bytes: [UInt8] = []
    private var starts: [UInt32] = [0]
    /// The first 8 bytes of each key, big-endian: most comparisons end there.
    private var prefixes: [UInt64] = []

    init(_ items: ItemList) {
        prefixes.reserveCapacity(items.count)
        starts.reserveCapacity(items.count + 1)
        for position in items.indices {
            let record = items.record(at: position)
            let number = record.title != ItemList.Record.computed ? record.title
                : record.id != ItemList.Record.sameAsTitle ? record.id : nil
            let start = bytes.count
            if let number, Self.appendASCIILowercased(items.texts.bytes(of: Int(number)), to: &bytes) {
            } else {
                bytes.removeSubrange(start...)
                bytes += nfc(items.sortText(at: position).lowercased()).utf8
            }
            starts.append(UInt32(bytes.count))
            var prefix: UInt64 = 0
            for offset in 0..<8 {
                prefix = prefix << 8 | UInt64(start + offset < bytes.count ? bytes[start + offset] : 0)
            }
            prefixes.append(prefix)
        }
    }

    /// Appends `text` lower-cased when it is ASCII; false (having appended some) when it isn't.
    private static func appendASCIILowercased(_ text: ArraySlice<UInt8>, to bytes: inout [UInt8]) -> Bool {
        for byte in text {
            guard byte < 0x80 else { return false }
            bytes.append(byte >= 0x41 && byte <= 0x5A ? byte + 32 : byte)
        }
        return true
    }

    /// `positions` ordered by key, equal keys in their order.
    func sorted(_ positions: [Int32]) -> [Int32] {
        bytes.withUnsafeBufferPointer { bytes in
            positions.sorted { a, b in
                let (x, y) = (Int(a), Int(b))
                if prefixes[x] != prefixes[y] { return prefixes[x] < prefixes[y] }
                let first = bytes[Int(starts[x])..<Int(starts[x + 1])]
                let second = bytes[Int(starts[y])..<Int(starts[y + 1])]
                if first.elementsEqual(second) { return a < b }
                return first.lexicographicallyPrecedes(second)
            }
        }
    }
}
