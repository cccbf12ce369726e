/// Parses a navigator's letters written as ranges, the way scripts say `letters = "A-Z"`.
///
///     IndexLetters.parse("A-Z")     // ["A", "B", …, "Z"]
///     IndexLetters.parse("A-C,#")   // ["A", "B", "C", "#"]
///
/// A spec is comma-separated parts; a part is one character or `first-last`, a range of
/// Unicode scalars. A letter listed twice counts once. Returns nil for an empty part or a
/// backwards range.
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
                for value in scalars[0].value...scalars[2].value {
                    if let scalar = Unicode.Scalar(value) { letters.append(String(scalar)) }
                }
            default:
                return nil
            }
        }
        var seen = Set<String>()
        return letters.filter { seen.insert($0).inserted }
    }
}
