/// Parses a navigator's letters written as ranges, the way scripts say `letters = "A-Z"`.
///
///     IndexLetters.parse("A-Z")     // ["A", "B", …, "Z"]
///     IndexLetters.parse("A-C,#")   // ["A", "B", "C", "#"]
///     IndexLetters.parse("ㄱ-ㅎ,A-Z") // ["ㄱ", "ㄴ", …, "ㅎ", "A", …, "Z"]
///
/// A spec is comma-separated parts; a part is one character or `first-last`, a range of
/// Unicode scalars. A range between two Hangul compatibility consonants (ㄱ U+3131 … ㅎ U+314E)
/// holds only the 14 index initials within it, not the doubles (ㄲ) or clusters (ㄳ) between
/// them, which ``IndexBlock/defaultKey(for:)`` never gives; the two ends are kept as written.
/// A letter listed twice counts once. Returns nil for an empty part or a backwards range.
public enum IndexLetters {
    public static func parse(_ spec: String) -> [String]? {
        var letters: [String] = []
        for part in spec.split(separator: ",", omittingEmptySubsequences: false) {
            var part = part
            while part.first == " " { part.removeFirst() }
            while part.last == " " { part.removeLast() }
            let scalars = Array(part.unicodeScalars)
            switch scalars.count {
            case 1:
                letters.append(String(scalars[0]))
            case 3 where scalars[1] == "-" && scalars[0].value <= scalars[2].value:
                letters += range(from: scalars[0], to: scalars[2])
            default:
                return nil
            }
        }
        var seen = Set<String>()
        return letters.filter { seen.insert($0).inserted }
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
