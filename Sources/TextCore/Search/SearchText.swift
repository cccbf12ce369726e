/// A text prepared for matching: one ``SearchCharacter`` per character (grapheme cluster).
///
///     let text = SearchText("Hi 김", folding: SearchPattern("x", mode: .substring).textFolding)
///     text.characters.map(\.key)   // [0x68, 0x69, 0x20, 0xAE40]: "h", "i", " ", "김"
///
/// The matchers read the characters through an `UnsafeBufferPointer` (see
/// ``PreparedCharacters``), so that a text here and a line of a ``PreparedTexts`` (thousands
/// in one array) are searched by the same code. ASCII text needs none of this: see
/// ``ASCIICharacters``.
struct SearchText {
    var characters: [SearchCharacter] = []
    /// The numbers of the text's multi-scalar characters.
    var clusters = ClusterKeys()

    /// `text`, NFC-normalised (NFD text matches as composed text; the offsets are the same).
    init(_ text: String, folding: CharacterFolding) {
        characters.reserveCapacity(text.utf8.count)
        for character in nfc(text) { characters.append(SearchCharacter(character, folding: folding, clusters: &clusters)) }
    }

    /// `character.isWhitespace`, without a property lookup for ASCII and Hangul syllables.
    static func isWhitespace(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0..<0x80: return scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value)
        case 0xAC00...0xD7A3: return false
        default: return character.isWhitespace
        }
    }
}
