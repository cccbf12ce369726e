/// What kind of character a text position holds, for fzf's boundary bonuses.
///
///     FuzzyBonus.bonus(after: .nonWord, at: .lower)   // 8: "b" after "_" in "foo_bar"
///
/// The scores are fzf's: a match is 16, a boundary after a space 10 (the start of the text
/// counts as one), after a delimiter (/ , : ; |) 9, after other punctuation (- _ . and the
/// like) 8, a camelCase hump or a digit after a non-digit 7; a gap costs 3 to open and 1 for
/// each further character; a consecutive match earns at least 4 and keeps the bonus its run
/// began with; the query's first character earns its bonus twice.
enum FuzzyBonus {
    enum Class: UInt8, CaseIterable {
        case white, delimiter, nonWord, lower, upper, letter, number

        init(_ character: Character) {
            if character.isWhitespace { self = .white }
            else if "/,:;|".contains(character) { self = .delimiter }
            else if character.isLowercase { self = .lower }
            else if character.isUppercase { self = .upper }
            else if character.isLetter { self = .letter }
            else if character.isNumber { self = .number }
            else { self = .nonWord }
        }

        var isWord: Bool { self == .lower || self == .upper || self == .letter || self == .number }
    }

    static let match = 16
    static let gapStart = -3
    static let gapExtension = -1
    static let boundary = 8
    static let boundaryWhite = boundary + 2
    static let boundaryDelimiter = boundary + 1
    static let nonWord = boundary
    static let camel123 = boundary + gapExtension
    static let consecutive = -(gapStart + gapExtension)
    static let firstCharMultiplier = 2

    /// The bonus for matching a `current` character that follows a `previous` one.
    static func bonus(after previous: Class, at current: Class) -> Int {
        if current.isWord {
            switch previous {
            case .white: return boundaryWhite
            case .delimiter: return boundaryDelimiter
            case .nonWord: return boundary
            default: break
            }
        }
        if previous == .lower && current == .upper || previous != .number && current == .number {
            return camel123
        }
        switch current {
        case .nonWord, .delimiter: return nonWord
        case .white: return boundaryWhite
        default: return 0
        }
    }

    /// ``bonus(after:at:)`` for every pair of classes, looked up by
    /// `previous.rawValue * 7 + current.rawValue`: the matcher's inner loop reads it.
    static let table: [Int32] = Class.allCases.flatMap { previous in
        Class.allCases.map { Int32(bonus(after: previous, at: $0)) }
    }

    /// The bonus of the character at `position`, after the one before it (the start of the
    /// text counts as after a space).
    static func bonus<Text: PreparedCharacters>(in text: Text, at position: Int) -> Int32 {
        let previous = position > 0 ? text[position - 1].kind : Class.white
        return table[Int(previous.rawValue) * 7 + Int(text[position].kind.rawValue)]
    }
}
