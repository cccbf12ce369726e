/// A query split into characters, each knowing which text characters it matches.
///
///     SearchPattern("서ㅇ", mode: .choseong).units   // [.exact("서"), .initial(11)]
///
/// A blank query (empty, or only whitespace) has no units: it matches everything, in every
/// mode. Characters compare by canonical equivalence, so NFD and NFC text match alike, after
/// ``CharacterFolding``:
/// - substring and choseong ignore case;
/// - fuzzy follows fzf's defaults: smart case (a query with an upper-case letter is
///   case-sensitive: "FB" matches FooBar, not foobar) and accents folded ("danco" matches
///   Danço);
/// - choseong ignores whitespace, in the query and in the text: "ㅍㄹㅌㅇㄷㄱㅂㅈ" matches
///   "프론트엔드 개발자", as es-hangul's choseong search does.
///
/// In choseong and fuzzy modes a query character that is one of the 19 initial jamo (ㄱ ㄲ ㄴ
/// … ㅎ, as a compatibility jamo) matches any syllable with exactly that initial, and the jamo
/// itself: ㄱ matches 가 and 김 but not 까, ㄲ matches 까 only. Keeping doubles apart is what
/// Korean phones and 초성 search boxes do, and it keeps "ㄱㅊ" (김치) from matching 까치. A full
/// syllable matches only itself.
struct SearchPattern: Equatable {
    enum Unit: Equatable {
        /// A character whose folded form is this.
        case exact(String)
        /// A syllable with this choseong index (0..<19), or the jamo itself.
        case initial(Int)
    }

    var units: [Unit]
    /// How the text's characters are folded before they are compared with the units.
    var folding: CharacterFolding
    /// Whether whitespace in the text is passed over (choseong).
    var skipsWhitespace: Bool
    var isEmpty: Bool { units.isEmpty }

    init(_ query: String, mode: SearchMode) {
        folding = CharacterFolding(ignoresCase: mode != .fuzzy || !query.contains(where: \.isUppercase),
                                   ignoresAccents: mode == .fuzzy)
        skipsWhitespace = mode == .choseong
        guard !query.allSatisfy(\.isWhitespace) else { units = []; return }
        let folding = folding
        units = query.compactMap { character in
            if mode == .choseong && SearchText.isWhitespace(character) { return nil }
            if mode != .substring, let scalar = character.unicodeScalars.first,
               character.unicodeScalars.count == 1, let index = Hangul.jamoIndex(scalar) {
                return .initial(index)
            }
            return .exact(folding.fold(character))
        }
    }

    /// The 19 initial jamo as text, to compare with a folded character.
    static let jamoText = Hangul.choseongJamo.map { String($0) }

    /// Whether `unit` matches the text's character at `position`.
    static func matches(_ unit: Unit, _ text: SearchText, at position: Int) -> Bool {
        switch unit {
        case .exact(let folded):
            return text.folded[position] == folded
        case .initial(let index):
            return text.initials[position] == index
                || text.folded[position] == jamoText[index]
        }
    }
}

/// An item's text prepared for matching a pattern: its characters, folded as the pattern
/// says, with their Hangul initials, and which of them the pattern passes over (whitespace,
/// for choseong).
///
///     SearchText("Hi 김", for: SearchPattern("x", mode: .substring)).folded   // ["h", "i", " ", "김"]
///     SearchText("Hi 김", for: SearchPattern("x", mode: .choseong)).skipped   // [false, false, true, false]
struct SearchText {
    var characters: [Character]
    var folded: [String]
    var initials: [Int?]
    /// For each character, whether matching passes over it; empty when it passes over none.
    var skipped: [Bool]
    var count: Int { characters.count }

    init(_ text: String, for pattern: SearchPattern) {
        characters = Array(text)
        skipped = []
        if pattern.skipsWhitespace, Self.mayHaveWhitespace(text) {
            let skipped = characters.map(Self.isWhitespace)
            if skipped.contains(true) { self.skipped = skipped }
        }
        folded = characters.map(pattern.folding.fold)
        initials = characters.map(Hangul.choseongIndex(of:))
    }

    /// Whether matching passes over the character at `position`.
    func isSkipped(_ position: Int) -> Bool {
        !skipped.isEmpty && skipped[position]
    }

    /// Whether `text` may hold whitespace: false when no byte of it is ASCII whitespace or can
    /// begin a non-ASCII one (U+0085 and U+00A0 begin with 0xC2, U+1680 with 0xE1, U+2000…U+205F
    /// with 0xE2, U+3000 with 0xE3), as in most Hangul and Latin names without spaces.
    static func mayHaveWhitespace(_ text: String) -> Bool {
        text.utf8.contains { byte in byte == 0x20 || (0x09...0x0D).contains(byte) || byte == 0xC2 || (0xE1...0xE3).contains(byte) }
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
