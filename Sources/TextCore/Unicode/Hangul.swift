/// Hangul initial consonants (초성): the index key of a Korean label and its 초성 string.
///
///     Hangul.initial(of: "까치")   // "ㄱ"  (doubles fold to their single consonant)
///     Hangul.choseong("서울")      // "ㅅㅇ"
///
/// A syllable U+AC00…U+D7A3 is `0xAC00 + (initial × 21 + vowel) × 28 + final`, so its initial
/// is `(code − 0xAC00) / 588`, one of the 19 choseong ㄱ ㄲ ㄴ ㄷ ㄸ ㄹ ㅁ ㅂ ㅃ ㅅ ㅆ ㅇ ㅈ ㅉ ㅊ ㅋ ㅌ
/// ㅍ ㅎ. Both precomposed syllables and conjoining sequences (choseong U+1100…U+1112 followed
/// by a jungseong, as NFD file names carry) count as syllables.
public enum Hangul {
    /// The 14 index letters in 가나다 order, the doubles folded away.
    ///
    ///     Hangul.initials.first   // "ㄱ"
    public static let initials = ["ㄱ", "ㄴ", "ㄷ", "ㄹ", "ㅁ", "ㅂ", "ㅅ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"]

    /// The folded index letter of `text`'s first character, or nil when it starts with no
    /// Hangul consonant.
    ///
    ///     Hangul.initial(of: "김도영")   // "ㄱ"
    ///     Hangul.initial(of: "아이유")   // "ㅇ"
    ///     Hangul.initial(of: "ㅆ")       // "ㅅ"
    ///     Hangul.initial(of: "Ryan")     // nil
    ///
    /// The first scalar may be a syllable, a compatibility jamo consonant (U+3131…U+314E) or a
    /// conjoining choseong (U+1100…U+1112). The doubles ㄲ ㄸ ㅃ ㅆ ㅉ fold to ㄱ ㄷ ㅂ ㅅ ㅈ. The
    /// final-only clusters ㄳ ㄵ ㄶ ㄺ ㄻ ㄼ ㄽ ㄾ ㄿ ㅀ ㅄ, which never begin a syllable, go under
    /// their first consonant (ㄳ → ㄱ, ㄺ → ㄹ, ㅄ → ㅂ), where Korean collation also puts them.
    /// Vowel jamo, archaic jamo and half-width jamo give nil.
    public static func initial(of text: String) -> String? {
        guard let first = text.unicodeScalars.first else { return nil }
        let index = syllableInitial(first) ?? choseongIndex(conjoining: first) ?? consonantIndex(first)
        return index.map { initials[foldedIndex[$0]] }
    }

    /// `text` with each syllable replaced by its initial consonant, doubles kept.
    ///
    ///     Hangul.choseong("서울")         // "ㅅㅇ"
    ///     Hangul.choseong("까치")         // "ㄲㅊ"
    ///     Hangul.choseong("KIA 타이거즈")  // "KIA ㅌㅇㄱㅈ"
    ///
    /// Everything else, lone jamo included, is kept as it is.
    public static func choseong(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            if let index = choseongIndex(of: character) {
                result.unicodeScalars.append(choseongJamo[index])
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// Whether `character` is one Hangul syllable, precomposed or as a conjoining sequence.
    ///
    ///     Hangul.isSyllable("한")                      // true
    ///     Hangul.isSyllable("\u{1112}\u{1161}\u{11AB}") // true (NFD 한)
    ///     Hangul.isSyllable("ㅎ")                      // false
    public static func isSyllable(_ character: Character) -> Bool {
        choseongIndex(of: character) != nil
    }

    /// The place in ``initials`` of the folded index letter of the precomposed syllable
    /// `scalar`, or nil for any other scalar: ``initial(of:)`` of one scalar, as a number, for
    /// a caller that decoded it from bytes.
    ///
    ///     Hangul.initialIndex(ofSyllable: "까")   // 0 ("ㄱ")
    package static func initialIndex(ofSyllable scalar: Unicode.Scalar) -> Int? {
        syllableInitial(scalar).map { foldedIndex[$0] }
    }

    // MARK: Tables and scalar helpers

    /// The 19 choseong as compatibility jamo, in syllable-code order.
    static let choseongJamo: [Unicode.Scalar] = [
        "ㄱ", "ㄲ", "ㄴ", "ㄷ", "ㄸ", "ㄹ", "ㅁ", "ㅂ", "ㅃ", "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅉ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ",
    ]
    /// For each of the 19 choseong, its index in ``initials`` (ㄲ → ㄱ, …).
    static let foldedIndex = [0, 0, 1, 2, 2, 3, 4, 5, 5, 6, 6, 7, 8, 8, 9, 10, 11, 12, 13]
    /// For each compatibility consonant U+3131…U+314E, the choseong it is or begins with.
    static let consonantChoseong = [
        0, 1, 0, 2, 2, 2, 3, 4, 5, 5, 5, 5, 5, 5, 5, 5,   // ㄱ ㄲ ㄳ ㄴ ㄵ ㄶ ㄷ ㄸ ㄹ ㄺ ㄻ ㄼ ㄽ ㄾ ㄿ ㅀ
        6, 7, 8, 7, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, // ㅁ ㅂ ㅃ ㅄ ㅅ ㅆ ㅇ ㅈ ㅉ ㅊ ㅋ ㅌ ㅍ ㅎ
    ]
    static let syllableBase: UInt32 = 0xAC00
    static let syllableCount: UInt32 = 11172
    static let choseongBase: UInt32 = 0x1100
    static let consonantBase: UInt32 = 0x3131

    /// The choseong index 0..<19 of a precomposed syllable.
    package static func syllableInitial(_ scalar: Unicode.Scalar) -> Int? {
        let offset = scalar.value &- syllableBase
        return offset < syllableCount ? Int(offset / 588) : nil
    }

    /// The choseong index of a conjoining choseong U+1100…U+1112.
    static func choseongIndex(conjoining scalar: Unicode.Scalar) -> Int? {
        let offset = scalar.value &- choseongBase
        return offset < 19 ? Int(offset) : nil
    }

    /// The choseong index a compatibility consonant is or begins with (ㄳ → ㄱ).
    package static func consonantIndex(_ scalar: Unicode.Scalar) -> Int? {
        let offset = scalar.value &- consonantBase
        return offset < UInt32(consonantChoseong.count) ? consonantChoseong[Int(offset)] : nil
    }

    /// The choseong index of a compatibility jamo that is itself one of the 19 (not ㄳ).
    static func jamoIndex(_ scalar: Unicode.Scalar) -> Int? {
        choseongJamo.firstIndex(of: scalar)
    }

    /// The choseong index of a syllable character, NFC or NFD; nil for anything else.
    static func choseongIndex(of character: Character) -> Int? {
        var scalars = character.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return nil }
        if let index = syllableInitial(first) { return index }
        guard let index = choseongIndex(conjoining: first), let vowel = scalars.next(),
              (0x1161...0x1175).contains(vowel.value) else { return nil }
        return index
    }
}
