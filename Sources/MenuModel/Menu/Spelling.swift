/// "Did you mean …?": the closest known name to a misspelt one.
public enum Spelling {
    /// The name among `known` closest to `name`, if it is close enough to be a typo (at most
    /// one edit for short names, two for longer ones; a swap of two letters is one edit).
    ///
    ///     Spelling.suggestion(for: "colums", among: ["columns", "items"])   // "columns"
    ///
    /// Only names of up to ``longestName`` bytes are compared, and only with known names whose
    /// lengths are within the limit of its: a 100 KB field name costs nothing, never a matrix
    /// of its length squared.
    public static func suggestion(for name: String, among known: [String]) -> String? {
        guard name.utf8.count <= longestName else { return nil }
        let length = name.count
        let limit = length <= 4 ? 1 : 2
        return known
            .filter { $0 != name && $0.utf8.count <= longestName && abs($0.count - length) <= limit }
            .map { (name: $0, distance: distance(name.lowercased(), $0.lowercased())) }
            .filter { $0.distance <= limit }
            .min { $0.distance < $1.distance }?.name
    }

    /// The longest name, in bytes, that a suggestion is looked for.
    public static let longestName = 64

    /// Whether `name` is `word`'s English plural (`icons`, `values`, `boxes`): a word of its
    /// own, not a misspelling of `word`.
    ///
    ///     Spelling.isPlural("icons", of: "icon")   // true
    public static func isPlural(_ name: String, of word: String) -> Bool {
        name == word + "s" || name == word + "es"
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps
    /// of adjacent characters.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { rows[i][0] = i }
        for j in 0...b.count { rows[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                rows[i][j] = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    rows[i][j] = min(rows[i][j], rows[i - 2][j - 2] + 1)
                }
            }
        }
        return rows[a.count][b.count]
    }
}
