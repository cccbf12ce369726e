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
        slots = [Int32](repeating: 0, count: capacity)
        mask = capacity - 1
        for position in list.indices {
            let id = Self.idBytes(list, position)
            var slot = Self.hash(id) & mask
            var found = false
            while slots[slot] != 0 {
                if Self.idBytes(list, Int(slots[slot]) - 1).elementsEqual(id) { found = true; break }
                slot = (slot + 1) & mask
            }
            if found { repeated.append(Int32(position)) } else { slots[slot] = Int32(position + 1) }
        }
    }

    /// The first position whose id is `id`.
    func position(of id: String, in list: ItemList) -> Int? {
        var id = id
        return id.withUTF8 { bytes in
            var slot = Self.hash(bytes[...]) & mask
            while slots[slot] != 0 {
                let position = Int(slots[slot]) - 1
                if Self.idBytes(list, position).elementsEqual(bytes) { return position }
                slot = (slot + 1) & mask
            }
            return nil
        }
    }

    private static func idBytes(_ list: ItemList, _ position: Int) -> ArraySlice<UInt8> {
        let record = list.record(at: position)
        return list.texts.bytes(of: Int(record.id == ItemList.Record.sameAsTitle ? record.title : record.id))
    }

    /// FNV-1a over the bytes, mixed so that the low bits spread.
    private static func hash<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        hash ^= hash >> 29
        return Int(truncatingIfNeeded: hash &* 0xbf58_476d_1ce4_e5b9 >> 1)
    }
}
