/// Where each id of an ``ItemList`` is: an open-addressing table of positions, hashed over the
/// ids' bytes where the list keeps them, so a million ids are indexed in milliseconds without
/// a `String` each. Made at the first lookup; it also knows which items repeat an earlier id.
///
///     let index = ItemIDIndex(list)
///     index.position(of: "강남", in: list)   // the first item with that id
///     index.repeated                         // positions whose id an earlier item has
struct ItemIDIndex: Sendable {
    /// Slot → position + 1 (0: empty); the table is at least twice as large as the list.
    private var slots: [Int32]
    private let mask: Int
    /// Positions whose id an earlier item already has, in order.
    private(set) var repeated: [Int32] = []

    init(_ list: ItemList) {
        var capacity = 16
        while capacity < list.count * 2 { capacity <<= 1 }
        let mask = capacity - 1
        self.mask = mask
        var slots = [Int32](repeating: 0, count: capacity)
        var repeated: [Int32] = []
        list.withIDBytes { id in
            slots.withUnsafeMutableBufferPointer { slots in
                for position in 0..<list.count {
                    let bytes = id(position)
                    var slot = Self.hash(bytes) & mask
                    var found = false
                    while slots[slot] != 0 {
                        if Self.equal(id(Int(slots[slot]) - 1), bytes) { found = true; break }
                        slot = (slot + 1) & mask
                    }
                    if found { repeated.append(Int32(position)) } else { slots[slot] = Int32(position + 1) }
                }
            }
        }
        self.slots = slots
        self.repeated = repeated
    }

    /// The first position whose id is `id`.
    func position(of id: String, in list: ItemList) -> Int? {
        var id = id
        return id.withUTF8 { wanted in
            let wanted = UnsafeRawBufferPointer(wanted)
            return list.withIDBytes { idBytes in
                var slot = Self.hash(wanted) & mask
                while slots[slot] != 0 {
                    let position = Int(slots[slot]) - 1
                    if Self.equal(idBytes(position), wanted) { return position }
                    slot = (slot + 1) & mask
                }
                return nil
            }
        }
    }

    private static func equal(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        a.count == b.count && a.elementsEqual(b)
    }

    /// The bytes taken eight at a time (the last few together), each word mixed in with a
    /// multiply, then the whole mixed so that the low bits spread: an id of 15 bytes costs two
    /// multiplies, not fifteen (FNV-1a's byte at a time was most of indexing a million ids).
    private static func hash(_ bytes: UnsafeRawBufferPointer) -> Int {
        let multiplier: UInt64 = 0x9e37_79b9_7f4a_7c15
        var hash = UInt64(bytes.count) &* multiplier
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = (hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* multiplier
            hash ^= hash >> 32
            offset += 8
        }
        if offset < bytes.count {
            var last: UInt64 = 0
            for byte in bytes[offset...] { last = last << 8 | UInt64(byte) }
            hash = (hash ^ last) &* multiplier
        }
        hash ^= hash >> 29
        return Int(truncatingIfNeeded: hash &* 0xbf58_476d_1ce4_e5b9 >> 1)
    }
}
