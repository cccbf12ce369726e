/// Numbers for folded characters of more than one Unicode scalar, so every character of a
/// prepared text is one `UInt32` key (see ``SearchCharacter``).
///
///     var clusters = ClusterKeys()
///     clusters.key(for: "e")       // 0x65: one scalar is its own key
///     clusters.key(for: "👍🏽")    // 0x110000: the first cluster seen
///     clusters.existingKey(for: "🇰🇷")   // nil: never seen, so no text here holds it
///
/// Numbers start above the last Unicode scalar, U+10FFFF, so they never equal a scalar's.
struct ClusterKeys: Sendable {
    private var numbers: [String: UInt32] = [:]

    /// Whether no cluster has been numbered (most texts: their characters are single scalars).
    var isEmpty: Bool { numbers.isEmpty }

    /// The key of `folded`, numbering it when it is a new cluster.
    mutating func key(for folded: String) -> UInt32 {
        if let scalar = Self.single(folded) { return scalar }
        if let number = numbers[folded] { return number }
        let number = min(0x11_0000 + UInt32(numbers.count), SearchCharacter.unmatchable - 1)
        numbers[folded] = number
        return number
    }

    /// The key of `folded` if a text prepared with these keys can hold it.
    func existingKey(for folded: String) -> UInt32? {
        Self.single(folded) ?? numbers[folded]
    }

    /// Renumbers `other`'s clusters into these: the key each of its numbers becomes.
    mutating func merge(_ other: ClusterKeys) -> [UInt32: UInt32] {
        var renumbered: [UInt32: UInt32] = [:]
        for (folded, number) in other.numbers { renumbered[number] = key(for: folded) }
        return renumbered
    }

    private static func single(_ folded: String) -> UInt32? {
        let scalars = folded.unicodeScalars
        guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else { return nil }
        return first.value
    }
}
