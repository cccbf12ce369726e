/// How a character is folded before a query's character is compared with it: case, accents.
///
///     CharacterFolding(ignoresCase: true, ignoresAccents: true).fold("Ç")    // "c"
///     CharacterFolding(ignoresCase: false, ignoresAccents: true).fold("Ç")   // "C"
///     CharacterFolding(ignoresCase: true, ignoresAccents: false).fold("Ç")   // "ç"
///
/// Case folds to the lower-cased form. Accents fold as fzf folds them: a Latin letter loses
/// the combining diacritical marks (U+0300…U+036F) of its canonical decomposition, whether
/// the text is precomposed ("ç") or decomposed ("c\u{0327}"); other scripts are kept as they
/// are (Hangul, kana with their sound marks, Cyrillic й).
struct CharacterFolding: Equatable {
    var ignoresCase: Bool
    var ignoresAccents: Bool

    /// The folded form of `character`, to compare with another folded character.
    func fold(_ character: Character) -> String {
        if let ascii = character.asciiValue {
            let lower = ignoresCase && (65...90).contains(ascii) ? ascii + 32 : ascii
            return String(Character(Unicode.Scalar(lower)))
        }
        let plain = ignoresAccents ? Self.withoutAccents(character) : character
        return ignoresCase ? plain.lowercased() : String(plain)
    }

    /// `character` without the accents of a Latin letter: "ç" → "c", "e\u{0301}" → "e".
    static func withoutAccents(_ character: Character) -> Character {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, first.value < 0x250 || (0x1E00...0x212B).contains(first.value) else {
            return character
        }
        let letter = accentedLetter(first)
        guard letter != nil || scalars.count > 1 else { return character }
        var plain = String.UnicodeScalarView()
        plain.append(letter ?? first)
        for scalar in scalars.dropFirst() where !(0x300...0x36F).contains(scalar.value) {
            plain.append(scalar)
        }
        return Character(String(plain))
    }

    /// The Latin letter a precomposed accented letter decomposes to ("ç" → "c"), or nil.
    static func accentedLetter(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        AccentFoldingTable.letters.withUnsafeBufferPointer { table in
            var low = 0, high = table.count / 2 - 1
            while low <= high {
                let mid = (low + high) / 2
                let key = table[2 * mid]
                if key == scalar.value { return Unicode.Scalar(table[2 * mid + 1]) }
                if key < scalar.value { low = mid + 1 } else { high = mid - 1 }
            }
            return nil
        }
    }
}
