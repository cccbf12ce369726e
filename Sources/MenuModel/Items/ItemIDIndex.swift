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

    /// FNV-1a over the bytes, mixed so that the low bits spread.
    private static func hash(_ bytes: UnsafeRawBufferPointer) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        hash ^= hash >> 29
        return Int(truncatingIfNeeded: hash &* 0xbf58_476d_1ce4_e5b9 >> 1)
    }
}
