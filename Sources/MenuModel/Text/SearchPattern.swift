/// A query split into characters, each knowing which text characters it matches.
///
///     SearchPattern("서ㅇ", mode: .choseong).units   // [.exact("서"), .initial(11)]
///
/// Letters compare case-insensitively (by their lower-cased form) and by canonical
/// equivalence, so NFD and NFC text match alike. In choseong and fuzzy modes a query character
/// that is one of the 19 initial jamo (ㄱ ㄲ ㄴ … ㅎ, as a compatibility jamo) matches any syllable
/// with exactly that initial, and the jamo itself: ㄱ matches 가 and 김 but not 까, ㄲ matches 까
/// only. Keeping doubles apart is what Korean phones and 초성 search boxes do, and it keeps
/// "ㄱㅊ" (김치) from matching 까치. A full syllable matches only itself.
struct SearchPattern: Equatable {
    enum Unit: Equatable {
        /// A character equal to this, ignoring case.
        case exact(String)
        /// A syllable with this choseong index (0..<19), or the jamo itself.
        case initial(Int)
    }

    var units: [Unit]
    var isEmpty: Bool { units.isEmpty }

    init(_ query: String, mode: SearchMode) {
        units = query.map { character in
            if mode != .substring, let scalar = character.unicodeScalars.first,
               character.unicodeScalars.count == 1, let index = Hangul.jamoIndex(scalar) {
                return .initial(index)
            }
            return .exact(SearchText.fold(character))
        }
    }

    /// The 19 initial jamo as text, to compare with a folded character.
    static let jamoText = Hangul.choseongJamo.map { String($0) }

    /// Whether `unit` matches the text's character at `offset`.
    static func matches(_ unit: Unit, _ text: SearchText, at offset: Int) -> Bool {
        switch unit {
        case .exact(let folded):
            return text.folded[offset] == folded
        case .initial(let index):
            return text.initials[offset] == index
                || text.folded[offset] == jamoText[index]
        }
    }
}

/// An item's text prepared for matching: its characters, folded, with their Hangul initials.
///
///     SearchText("Hi 김").folded     // ["h", "i", " ", "김"]
///     SearchText("Hi 김").initials   // [nil, nil, nil, 0]
struct SearchText {
    var characters: [Character]
    var folded: [String]
    var initials: [Int?]
    var count: Int { characters.count }

    init(_ text: String) {
        characters = Array(text)
        folded = characters.map(Self.fold)
        initials = characters.map(Hangul.choseongIndex(of:))
    }

    /// A character's case-folded form: ASCII upper-case letters by a fast path, else
    /// `lowercased()`.
    static func fold(_ character: Character) -> String {
        if let ascii = character.asciiValue {
            let lower = (65...90).contains(ascii) ? ascii + 32 : ascii
            return String(Character(Unicode.Scalar(lower)))
        }
        return character.lowercased()
    }
}
