import TextCore

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

/// The keys an index sorts a group's items by: each item's text lower-cased (NFC), compared as
/// UTF-8 bytes, which order as the scalar values do, and cost a byte comparison, not Swift's
/// Unicode string comparison. So Latin sorts case-insensitively, Hangul by syllable code
/// (which follows 가나다 order, a bare jamo such as ㅎㅎ first in its group), NFD text like
/// NFC, and a mixed group puts digits and Latin before Hangul.
///
///     // ["ryan", "Bill", "김도영", "가을"] sorts as ["Bill", "ryan", "가을", "김도영"]
struct SortKeys {
    /// The positions whose keys these are, ascending (as a group collects them).
    private let positions: [Int32]
    private var bytes: [UInt8] = []
    private var starts: [UInt32] = [0]
    /// The first 8 bytes of each key, big-endian: most comparisons end there.
    private var prefixes: [UInt64] = []

    /// The keys of the items at `positions` (ascending) in `items`.
    init(_ items: ItemList, positions: [Int32]) {
        self.positions = positions
        prefixes.reserveCapacity(positions.count)
        starts.reserveCapacity(positions.count + 1)
        for position in positions.lazy.map(Int.init) {
            let record = items.record(at: position)
            let number = record.title != ItemList.Record.computed ? record.title
                : record.id != ItemList.Record.sameAsTitle ? record.id : nil
            let start = bytes.count
            if let number, Self.appendLowercased(items.texts.bytes(of: Int(number)), to: &bytes) {
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

    /// Appends `text` lower-cased when it is ASCII and caseless scripts (Hangul syllables and
    /// jamo, CJK ideographs) whose text is its own NFC; false (having appended some) for
    /// anything else, which goes through Unicode's lower-casing.
    private static func appendLowercased(_ text: ArraySlice<UInt8>, to bytes: inout [UInt8]) -> Bool {
        var index = text.startIndex
        while index < text.endIndex {
            let byte = text[index]
            if byte < 0x80 {
                bytes.append(byte >= 0x41 && byte <= 0x5A ? byte + 32 : byte)
                index += 1
                continue
            }
            guard byte & 0xF0 == 0xE0, index + 2 < text.endIndex else { return false }
            let scalar = UInt32(byte & 0x0F) << 12 | UInt32(text[index + 1] & 0x3F) << 6 | UInt32(text[index + 2] & 0x3F)
            guard (0xAC00...0xD7A3).contains(scalar) || (0x3131...0x318E).contains(scalar)
                    || (0x4E00...0x9FFF).contains(scalar) else { return false }
            bytes.append(byte)                                  // a list's texts are valid NFC already
            bytes.append(text[index + 1])
            bytes.append(text[index + 2])
            index += 3
        }
        return true
    }

    /// The positions ordered by key, equal keys in their order: sorted first by the keys'
    /// first 8 bytes as one number, then each run of equal prefixes by the whole keys.
    func sorted() -> [Int32] {
        var pairs = prefixes.enumerated().map { (prefix: $1, place: Int32($0)) }   // a key's place among these
        Self.sortByPrefix(&pairs)
        bytes.withUnsafeBufferPointer { bytes in
            starts.withUnsafeBufferPointer { starts in
                func key(_ place: Int32) -> UnsafeBufferPointer<UInt8> {
                    UnsafeBufferPointer(rebasing: bytes[Int(starts[Int(place)])..<Int(starts[Int(place) + 1])])
                }
                var start = 0
                while start < pairs.count {
                    var end = start + 1
                    while end < pairs.count, pairs[end].prefix == pairs[start].prefix { end += 1 }
                    if end - start > 1 {
                        pairs[start..<end].sort { a, b in
                            let (first, second) = (key(a.place), key(b.place))
                            if first.elementsEqual(second) { return a.place < b.place }
                            return first.lexicographicallyPrecedes(second)
                        }
                    }
                    start = end
                }
            }
        }
        return pairs.map { positions[Int($0.place)] }
    }

    /// `pairs` ordered by prefix, equal prefixes in the order given: a radix sort, a byte of
    /// the prefix a pass from the last (a pass whose byte is the same in every pair skipped),
    /// each pass stable; a short list by comparisons.
    static func sortByPrefix(_ pairs: inout [(prefix: UInt64, place: Int32)]) {
        guard pairs.count > 64 else {
            pairs.sort { $0.prefix != $1.prefix ? $0.prefix < $1.prefix : $0.place < $1.place }
            return
        }
        var sorted = pairs
        var counts = [Int](repeating: 0, count: 256)
        for shift in stride(from: UInt64(0), to: 64, by: 8) {
            for slot in counts.indices { counts[slot] = 0 }
            for pair in pairs { counts[Int(truncatingIfNeeded: pair.prefix >> shift) & 0xFF] += 1 }
            if counts.contains(pairs.count) { continue }                      // one byte for all
            var next = 0
            for slot in counts.indices { (counts[slot], next) = (next, next + counts[slot]) }
            for pair in pairs {
                let slot = Int(truncatingIfNeeded: pair.prefix >> shift) & 0xFF
                sorted[counts[slot]] = pair
                counts[slot] += 1
            }
            swap(&pairs, &sorted)
        }
    }
}
