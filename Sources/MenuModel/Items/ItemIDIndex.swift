/// Where each id of an ``ItemList`` is: an open-addressing table of positions, hashed over the
/// ids' bytes where the list keeps them, so a million ids are indexed in milliseconds without
/// a `String` each. Made at the first lookup; it also knows which items repeat an earlier id.
///
///     let index = ItemIDIndex(list)
///     index.position(of: "강남", in: list)   // the first item with that id
///     index.repeated                         // positions whose id an earlier item has
struct ItemIDIndex: Sendable {
    /// Slot → position + 1 in the low bits (0: empty), and above them as many bits of the id's
    /// hash as are left (its tag): a probe that meets another id compares the two ids' bytes
    /// only when their tags agree, so indexing seldom reads another item's record and text
    /// (at 100,000 items, 15 bits of tag). The table is at least twice as large as the list.
    private var slots: [UInt32]
    private let mask: Int
    /// The bits of a slot that hold the position.
    private let positionMask: UInt32
    /// Positions whose id an earlier item already has, in order.
    private(set) var repeated: [Int32] = []

    init(_ list: ItemList) {
        var capacity = 16
        while capacity < list.count * 2 { capacity <<= 1 }
        let mask = capacity - 1
        let positionBits = Int.bitWidth - (list.count + 1).leadingZeroBitCount
        let positionMask = positionBits >= 32 ? UInt32.max : (1 << UInt32(positionBits)) - 1
        self.mask = mask
        self.positionMask = positionMask
        var slots = [UInt32](repeating: 0, count: capacity)
        var repeated: [Int32] = []
        list.withIDBytes { id in
            slots.withUnsafeMutableBufferPointer { slots in
                for position in 0..<list.count {
                    let bytes = id(position)
                    let hash = Self.hash(bytes)
                    let tag = UInt32(truncatingIfNeeded: hash >> 32) & ~positionMask
                    var slot = Int(truncatingIfNeeded: hash) & mask
                    var found = false
                    while slots[slot] != 0 {
                        let entry = slots[slot]
                        if entry & ~positionMask == tag, Self.equal(id(Int(entry & positionMask) - 1), bytes) {
                            found = true
                            break
                        }
                        slot = (slot + 1) & mask
                    }
                    if found { repeated.append(Int32(position)) } else { slots[slot] = tag | UInt32(position + 1) }
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
                let hash = Self.hash(wanted)
                let tag = UInt32(truncatingIfNeeded: hash >> 32) & ~positionMask
                var slot = Int(truncatingIfNeeded: hash) & mask
                while slots[slot] != 0 {
                    let entry = slots[slot]
                    let position = Int(entry & positionMask) - 1
                    if entry & ~positionMask == tag, Self.equal(idBytes(position), wanted) { return position }
                    slot = (slot + 1) & mask
                }
                return nil
            }
        }
    }

    private static func equal(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        a.count == b.count && a.elementsEqual(b)
    }

    /// The bytes taken eight at a time, each word mixed in with a multiply, then the whole
    /// mixed so that both its low bits (the slot) and its high bits (the tag) spread: an id of
    /// 15 bytes costs two multiplies, not fifteen. The last few bytes are read in one load,
    /// not a byte at a time: the word that ends with them (overlapping the one before), or,
    /// for an id of under eight bytes, two halves or its first, middle and last byte. Equal
    /// ids hash alike; the count mixed in first tells apart the ids such loads would confuse.
    private static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let multiplier: UInt64 = 0x9e37_79b9_7f4a_7c15
        let count = bytes.count
        var hash = UInt64(count) &* multiplier
        var offset = 0
        while offset + 8 <= count {
            hash = (hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* multiplier
            hash ^= hash >> 32
            offset += 8
        }
        if offset < count {
            let last: UInt64 = if count >= 8 {
                bytes.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            } else if count >= 4 {
                UInt64(bytes.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)) << 32
                    | UInt64(bytes.loadUnaligned(fromByteOffset: 0, as: UInt32.self))
            } else {
                UInt64(bytes[0]) << 16 | UInt64(bytes[count / 2]) << 8 | UInt64(bytes[count - 1])
            }
            hash = (hash ^ last) &* multiplier
        }
        hash ^= hash >> 29
        return hash &* 0xbf58_476d_1ce4_e5b9
    }
}
