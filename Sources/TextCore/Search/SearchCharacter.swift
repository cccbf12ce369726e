/// One character of a text prepared for matching, packed in 32 bits: its folded key, its
/// Hangul initial, its class for fzf's bonuses, and whether folding away its case changed it.
///
///     SearchCharacter("É", folding: .fuzzy, clusters: &clusters)   // key "e", cased, .upper
///
/// The key is the character after case folding (and, for fuzzy search, accent folding,
/// see ``CharacterFolding``): its one Unicode scalar's value, or for a character that folds
/// to several scalars (an emoji sequence, a letter with a mark no table folds) a number from
/// ``ClusterKeys``. Two characters match when their keys are equal, and, for a case-sensitive
/// query, their `isCased` bits too: the case-sensitive fold of `x` differs from its
/// case-insensitive one exactly when `isCased` is set. A text of these is an array of
/// `UInt32`s, one per character (grapheme cluster), so offsets are ``SearchMatch``'s.
///
/// Bits 0–21 hold the key, 22–26 the choseong index (0–18; 31 for none), 27–29 the
/// ``FuzzyBonus/Class``, 30 `isCased`.
struct SearchCharacter: Equatable {
    var rawValue: UInt32

    static let keyMask: UInt32 = 0x3F_FFFF
    /// The key no character has: a query character whose fold the text never holds.
    static let unmatchable: UInt32 = keyMask
    private static let noInitial: UInt32 = 31

    init(key: UInt32, initial: Int?, kind: FuzzyBonus.Class, isCased: Bool) {
        rawValue = key & Self.keyMask
            | UInt32(initial ?? Int(Self.noInitial)) << 22
            | UInt32(kind.rawValue) << 27
            | (isCased ? 1 << 30 : 0)
    }

    /// `character` as `folding` compares it (its case folded whatever `folding` says; the
    /// case goes to `isCased`), a multi-scalar fold numbered in `clusters`.
    init(_ character: Character, folding: CharacterFolding, clusters: inout ClusterKeys) {
        if let ascii = character.asciiValue {
            self = Self.asciiTable[Int(ascii)]
            return
        }
        let scalars = character.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first, (0xAC00...0xD7A3).contains(scalar.value) {
            self.init(key: scalar.value, initial: Hangul.syllableInitial(scalar), kind: .letter, isCased: false)
            return
        }
        let insensitive = CharacterFolding(ignoresCase: true, ignoresAccents: folding.ignoresAccents)
        let folded = insensitive.fold(character)
        let isCased = character.isCased && CharacterFolding(ignoresCase: false, ignoresAccents: folding.ignoresAccents)
            .fold(character) != folded
        self.init(key: clusters.key(for: folded), initial: Hangul.choseongIndex(of: character),
                  kind: FuzzyBonus.Class(character), isCased: isCased)
    }

    /// The 128 ASCII characters, prepared once (and never freed), for ``ASCIICharacters``.
    /// Written only while it is initialised, then only read: safe to share between threads.
    nonisolated(unsafe) static let asciiTable: UnsafePointer<SearchCharacter> = {
        let table = UnsafeMutablePointer<SearchCharacter>.allocate(capacity: 128)
        for byte in 0..<128 {
            let upper = (65...90).contains(byte)
            table[byte] = SearchCharacter(key: UInt32(upper ? byte + 32 : byte), initial: nil,
                                          kind: FuzzyBonus.Class(Character(Unicode.Scalar(UInt8(byte)))), isCased: upper)
        }
        return UnsafePointer(table)
    }()

    var key: UInt32 { rawValue & Self.keyMask }

    /// The choseong index 0..<19 of a Hangul syllable, nil for anything else.
    var initial: Int? {
        let index = rawValue >> 22 & 31
        return index == Self.noInitial ? nil : Int(index)
    }

    var kind: FuzzyBonus.Class { FuzzyBonus.Class(rawValue: UInt8(rawValue >> 27 & 7)) ?? .nonWord }

    /// Whether the case-sensitive fold differs from the case-insensitive one (an upper-case letter).
    var isCased: Bool { rawValue & 1 << 30 != 0 }

    /// Whether it is whitespace (which choseong search passes over).
    var isWhitespace: Bool { kind == .white }
}

private extension Character {
    /// Whether case mapping may change it (Unicode's Changes_When_Casemapped).
    var isCased: Bool { unicodeScalars.contains { $0.properties.changesWhenCaseMapped } }
}
