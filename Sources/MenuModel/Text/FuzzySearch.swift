/// fzf-style fuzzy matching: the query's characters in order in the text, gaps allowed.
///
///     FuzzySearch.match(SearchText("foo_bar"), SearchPattern("fb", mode: .fuzzy))
///     // SearchMatch(score: 55, ranges: [0..<1, 4..<5])
///
/// Like fzf's v2 algorithm, it finds the best-scoring alignment (not just the first) by
/// dynamic programming over query × text, O(query × text) time and memory, with
/// ``FuzzyBonus``'s scores: "sr" scores "search" (a prefix) above "user", "fb" scores
/// "foo_bar" and "fooBar" (word boundaries) above "fabric". Query characters match as in
/// ``SearchPattern``: smart case, accents folded, and an initial jamo matches its syllables.
enum FuzzySearch {
    static func match(_ text: SearchText, _ pattern: SearchPattern) -> SearchMatch? {
        let units = pattern.units, m = units.count, n = text.count
        guard m <= n, isSubsequence(text, pattern) else { return nil }
        let bonuses = FuzzyBonus.bonuses(text.characters)
        let none = Int.min / 4
        // Row i, column j: the best score with query[i] matched at text[j], the bonus its
        // consecutive run began with, and where query[i - 1] was matched.
        var score = [Int](repeating: none, count: m * n)
        var runBonus = [Int](repeating: 0, count: m * n)
        var previous = [Int](repeating: -1, count: m * n)

        for i in 0..<m {
            var gapped = none, gappedFrom = -1   // best of row i - 1 at j' ≤ j - 2, gap paid
            for j in i..<n {
                let cell = i * n + j
                if i > 0, j >= 2 {
                    if gapped > none { gapped += FuzzyBonus.gapExtension }
                    let candidate = score[cell - n - 2]
                    if candidate > none, candidate + FuzzyBonus.gapStart > gapped {
                        gapped = candidate + FuzzyBonus.gapStart
                        gappedFrom = j - 2
                    }
                }
                guard SearchPattern.matches(units[i], text, at: j) else { continue }
                let bonus = bonuses[j]
                if i == 0 {
                    score[cell] = FuzzyBonus.match + bonus * FuzzyBonus.firstCharMultiplier
                    runBonus[cell] = bonus
                    continue
                }
                if gapped > none {
                    score[cell] = gapped + FuzzyBonus.match + bonus
                    runBonus[cell] = bonus
                    previous[cell] = gappedFrom
                }
                let before = score[cell - n - 1]
                if before > none {
                    var first = runBonus[cell - n - 1]
                    if bonus >= FuzzyBonus.boundary && bonus > first { first = bonus }
                    let consecutive = before + FuzzyBonus.match + max(bonus, first, FuzzyBonus.consecutive)
                    if consecutive >= score[cell] {
                        score[cell] = consecutive
                        runBonus[cell] = first
                        previous[cell] = j - 1
                    }
                }
            }
        }

        let lastRow = (m - 1) * n
        var best = -1
        for j in (m - 1)..<n where score[lastRow + j] > none {
            if best < 0 || score[lastRow + j] > score[lastRow + best] { best = j }
        }
        guard best >= 0 else { return nil }
        var positions = [Int](repeating: 0, count: m)
        var j = best
        for i in stride(from: m - 1, through: 0, by: -1) {
            positions[i] = j
            j = previous[i * n + j]
        }
        return SearchMatch(score: score[lastRow + best], ranges: SearchMatch.ranges(of: positions))
    }

    /// Whether the query's characters occur in order at all: a quick linear check first.
    static func isSubsequence(_ text: SearchText, _ pattern: SearchPattern) -> Bool {
        var i = 0
        for j in 0..<text.count where i < pattern.units.count {
            if SearchPattern.matches(pattern.units[i], text, at: j) { i += 1 }
        }
        return i == pattern.units.count
    }
}
