import TextCore

/// Parses a navigator's letters written as ranges, the way scripts say `letters = "A-Z"`.
///
///     try IndexLetters.parse("A-Z")     // ["A", "B", …, "Z"]
///     try IndexLetters.parse("A-C,#")   // ["A", "B", "C", "#"]
///     try IndexLetters.parse("ㄱ-ㅎ,A-Z") // ["ㄱ", "ㄴ", …, "ㅎ", "A", …, "Z"]
///
/// A spec is comma-separated parts; a part is one character or `first-last`, a range of
/// Unicode scalars. A range between two Hangul compatibility consonants (ㄱ U+3131 … ㅎ U+314E)
/// holds only the 14 index initials within it, not the doubles (ㄲ) or clusters (ㄳ) between
/// them, which ``IndexBlock/defaultKey(for:)`` never gives; the two ends are kept as written.
/// A letter listed twice counts once. A navigator holds at most ``limit`` letters: a spec that
/// would give more is refused before any letter is made (`가-하` is 10,586 syllables).
public enum IndexLetters {
    /// The most letters a navigator holds.
    public static let limit = 256

    /// Why a spec gives no letters.
    public struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
        public var description: String
    }

    public static func parse(_ spec: String) throws(Problem) -> [String] {
        var parts: [(Unicode.Scalar, Unicode.Scalar)] = []
        var count = 0
        for part in spec.split(separator: ",", omittingEmptySubsequences: false) {
            var part = part
            while part.first == " " { part.removeFirst() }
            while part.last == " " { part.removeLast() }
            let scalars = Array(part.unicodeScalars)
            switch scalars.count {
            case 1:
                parts.append((scalars[0], scalars[0]))
            case 3 where scalars[1] == "-" && scalars[0].value <= scalars[2].value:
                parts.append((scalars[0], scalars[2]))
            default:
                throw Problem(description: "bad range '\(spec)' (expected e.g. \"A-Z\" or \"A-Z,#\")")
            }
            let (first, last) = parts[parts.count - 1]
            count += Hangul.consonantIndex(first) != nil && Hangul.consonantIndex(last) != nil
                ? Hangul.initials.count + 2 : Int(last.value - first.value) + 1
        }
        if count > limit {
            let syllables = parts.contains { Hangul.syllableInitial($0.0) != nil && Hangul.syllableInitial($0.1) != nil }
            let hint = syllables ? "; a range of syllables holds every syllable between: for the initials write \"ㄱ-ㅎ\"" : ""
            throw Problem(description: "letters '\(spec)' would be \(count) letters, more than \(limit)\(hint)")
        }
        var seen = Set<String>()
        return parts.flatMap { range(from: $0.0, to: $0.1) }.filter { seen.insert($0).inserted }
    }

    /// The letters from `first` to `last`: every scalar, or for two Hangul consonants only the
    /// index initials between them (and the two ends).
    ///
    ///     IndexLetters.range(from: "ㄱ", to: "ㄷ")   // ["ㄱ", "ㄴ", "ㄷ"]
    static func range(from first: Unicode.Scalar, to last: Unicode.Scalar) -> [String] {
        let span = first.value...last.value
        if Hangul.consonantIndex(first) != nil, Hangul.consonantIndex(last) != nil {
            return span.compactMap(Unicode.Scalar.init).map(String.init).filter { letter in
                Hangul.initials.contains(letter) || letter == String(first) || letter == String(last)
            }
        }
        return span.compactMap(Unicode.Scalar.init).map(String.init)
    }
}
