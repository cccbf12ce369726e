extension IndexBlock {
    /// An index's items grouped by key as they are read: a handful of keys (the letters) for
    /// many items. A short key (7 bytes or fewer, as every letter is) is found by its bytes
    /// packed into a number among the keys seen so far, not by hashing a `String` (which for a
    /// Hangul letter normalises it first: a thousand instructions an item); past
    /// ``KeyedPositions/scanned`` keys (a `key` function that gives many), by a dictionary.
    /// Keys are compared by their bytes: the host's keys and letters are NFC.
    ///
    ///     var groups = KeyedPositions()
    ///     groups.append(0, under: "ㄱ"); groups.append(1, under: "A"); groups.append(2, under: "ㄱ")
    ///     groups["ㄱ"]   // [0, 2]
    ///     groups.keys    // ["ㄱ", "A"]
    struct KeyedPositions {
        /// The keys in the order first seen.
        private(set) var keys: [String] = []
        private var positions: [[Int32]] = []
        /// Each key's bytes packed (see `packed`), or `long` for a longer key.
        private var packedKeys: [UInt64] = []
        /// Each key's place in `keys`, for the long ones, and for all once there are more
        /// than `scanned`.
        private var slots: [String: Int] = [:]
        /// The place of the key met last.
        private var last = 0
        /// Each coded key's place in `keys` (-1: not met yet).
        private var codeSlots = [Int](repeating: -1, count: IndexBlock.codedKeys.count)

        /// How many short keys are compared one by one before the dictionary takes over.
        static let scanned = 64

        private static let long = UInt64.max

        /// Adds `position` to the group of `key`.
        mutating func append(_ position: Int32, under key: String) {
            let packed = Self.packed(key)
            let slot = find(key, packed: packed) ?? add(key, packed: packed)
            positions[slot].append(position)
            last = slot
        }

        /// Adds `position` to the group of the key numbered `code` (a place in
        /// ``IndexBlock/codedKeys``), filed under `key()` (asked once per code): an item's
        /// group found by a number, without a `String` an item.
        mutating func append(_ position: Int32, underCode code: Int, key: () -> String) {
            if codeSlots[code] < 0 {
                let key = key(), packed = Self.packed(key)
                codeSlots[code] = find(key, packed: packed) ?? add(key, packed: packed)
            }
            positions[codeSlots[code]].append(position)
        }

        /// The positions under `key`, in the order appended; nil when none is.
        subscript(key: String) -> [Int32]? {
            find(key, packed: Self.packed(key)).map { positions[$0] }
        }

        private mutating func add(_ key: String, packed: UInt64) -> Int {
            keys.append(key)
            positions.append([])
            packedKeys.append(packed)
            if packed == Self.long || keys.count > Self.scanned { slots[key] = keys.count - 1 }
            if keys.count == Self.scanned + 1 {
                for (slot, key) in keys.enumerated() { slots[key] = slot }
            }
            return keys.count - 1
        }

        private func find(_ key: String, packed: UInt64) -> Int? {
            if packed == Self.long || keys.count > Self.scanned { return slots[key] }
            if last < packedKeys.count, packedKeys[last] == packed { return last }
            return packedKeys.firstIndex(of: packed)
        }

        /// A key of at most 7 bytes as one number: its length in the low byte, its bytes above;
        /// `long` for a longer one.
        private static func packed(_ key: String) -> UInt64 {
            var key = key
            return key.withUTF8 { bytes in
                guard bytes.count <= 7 else { return long }
                var packed = UInt64(bytes.count)
                for (offset, byte) in bytes.enumerated() { packed |= UInt64(byte) << (8 * UInt64(offset + 1)) }
                return packed
            }
        }
    }
}
