/// fzf-style fuzzy matching: the query's characters in order in the text, gaps allowed.
///
///     SearchMode.fuzzy.match("foo_bar", query: "fb")
///     // SearchMatch(score: 55, ranges: [0..<1, 4..<5])
///
/// Like fzf's v2 algorithm, it finds the best-scoring alignment (not just the first) by
/// dynamic programming over query × text, with ``FuzzyBonus``'s scores: "sr" scores "search"
/// (a prefix) above "user", "fb" scores "foo_bar" and "fooBar" (word boundaries) above
/// "fabric". Query characters match as in ``SearchPattern``: smart case, accents folded, and
/// an initial jamo matches its syllables.
///
/// A linear scan first checks that the query's characters occur in order at all, and finds
/// the window the alignment must lie in (from the first place the query's first character
/// matches to the last place its last one does), fzf's `asciiFuzzyIndex` trick; the table
/// covers only that window, in a ``FuzzyScratch`` reused from one text to the next.
enum FuzzySearch {
    /// The best alignment's score and, with `positions`, its characters' offsets (else `[]`);
    /// nil when the query's characters are not all in the text, in order. Of alignments that
    /// score alike, the one that ends first is taken, or `backward`, the one that ends last.
    static func match<Text: PreparedCharacters>(_ text: Text, _ pattern: CompiledPattern, positions wanted: Bool,
                                                backward: Bool = false, scratch: inout FuzzyScratch) -> (score: Int, positions: [Int])? {
        let m = pattern.units.count
        guard m <= text.count, let window = window(of: pattern, in: text) else { return nil }
        scratch.reserve(m * window.count)
        return scratch.withBuffers { score, runBonus, previous in
            align(text, pattern, in: window, positions: wanted, backward: backward, score: score, runBonus: runBonus,
                  previous: previous)
        }
    }

    /// The best alignment of `pattern` in `window` of `text`, as ``match(_:_:positions:scratch:)``
    /// gives it, filling the tables `score`, `runBonus` and `previous` (at least m × n cells).
    ///
    /// Never inlined: with the tables as arguments its loops ran 11% fewer instructions than
    /// inlined where they are made (`pick --filter ui` over 200,000 paths).
    @inline(never)
    private static func align<Text: PreparedCharacters>(
        _ text: Text, _ pattern: CompiledPattern, in window: Range<Int>, positions wanted: Bool, backward: Bool,
        score: UnsafeMutableBufferPointer<Int32>, runBonus: UnsafeMutableBufferPointer<Int32>,
        previous: UnsafeMutableBufferPointer<Int32>
    ) -> (score: Int, positions: [Int])? {
        let m = pattern.units.count, offset = window.lowerBound, n = window.count
        let none = Int32.min / 4
        // Row i, column j: the best score with query[i] matched at text[offset + j], the
        // bonus its consecutive run began with, and where query[i - 1] was matched.
        for i in 0..<m {
            var gapped = none, gappedFrom: Int32 = -1   // best of row i - 1 at j' ≤ j - 2, gap paid
            for j in i..<n {
                let cell = i * n + j
                score[cell] = none
                if i > 0, j - 2 >= i - 1 {
                    if gapped > none { gapped += Int32(FuzzyBonus.gapExtension) }
                    let candidate = score[cell - n - 2]
                    if candidate > none, candidate + Int32(FuzzyBonus.gapStart) > gapped {
                        gapped = candidate + Int32(FuzzyBonus.gapStart)
                        gappedFrom = Int32(j - 2)
                    }
                }
                guard pattern.matches(i, text[offset + j]) else { continue }
                let bonus = FuzzyBonus.bonus(in: text, at: offset + j)
                if i == 0 {
                    score[cell] = Int32(FuzzyBonus.match) + bonus * Int32(FuzzyBonus.firstCharMultiplier)
                    runBonus[cell] = bonus
                    continue
                }
                if gapped > none {
                    score[cell] = gapped + Int32(FuzzyBonus.match) + bonus
                    runBonus[cell] = bonus
                    previous[cell] = gappedFrom
                }
                let before = score[cell - n - 1]
                if before > none {
                    var first = runBonus[cell - n - 1]
                    if bonus >= Int32(FuzzyBonus.boundary) && bonus > first { first = bonus }
                    let consecutive = before + Int32(FuzzyBonus.match) + max(bonus, first, Int32(FuzzyBonus.consecutive))
                    if consecutive >= score[cell] {
                        score[cell] = consecutive
                        runBonus[cell] = first
                        previous[cell] = Int32(j - 1)
                    }
                }
            }
        }
        let lastRow = (m - 1) * n
        var best = -1
        for j in (m - 1)..<n where score[lastRow + j] > none {
            if best < 0 || score[lastRow + j] > score[lastRow + best] || backward && score[lastRow + j] == score[lastRow + best] {
                best = j
            }
        }
        guard best >= 0 else { return nil }
        guard wanted else { return (Int(score[lastRow + best]), []) }
        var positions = [Int](repeating: 0, count: m)
        var j = best
        for i in stride(from: m - 1, through: 0, by: -1) {
            positions[i] = offset + j
            j = Int(previous[i * n + j])
        }
        return (Int(score[lastRow + best]), positions)
    }

    /// The characters an alignment can use: from the first match of the query's first
    /// character to the last match of its last one; nil when the query's characters do not
    /// occur in order.
    static func window<Text: PreparedCharacters>(of pattern: CompiledPattern, in text: Text) -> Range<Int>? {
        let m = pattern.units.count
        var i = 0, first = -1
        for j in 0..<text.count where pattern.matches(i, text[j]) {
            if i == 0 { first = j }
            i += 1
            if i == m { break }
        }
        guard i == m else { return nil }
        var last = text.count - 1
        while !pattern.matches(m - 1, text[last]) { last -= 1 }
        return first..<last + 1
    }
}

/// The tables ``FuzzySearch`` fills, kept between texts so that searching many texts
/// allocates only when one needs a bigger table than any before.
struct FuzzyScratch {
    private var score: [Int32] = []
    private var runBonus: [Int32] = []
    private var previous: [Int32] = []

    init() {}

    /// Makes room for `cells` cells in each table.
    mutating func reserve(_ cells: Int) {
        guard score.count < cells else { return }
        let size = max(cells, score.count * 2)
        score = [Int32](repeating: 0, count: size)
        runBonus = score
        previous = score
    }

    mutating func withBuffers<R>(_ body: (UnsafeMutableBufferPointer<Int32>, UnsafeMutableBufferPointer<Int32>,
                                          UnsafeMutableBufferPointer<Int32>) -> R) -> R {
        score.withUnsafeMutableBufferPointer { score in
            runBonus.withUnsafeMutableBufferPointer { runBonus in
                previous.withUnsafeMutableBufferPointer { previous in body(score, runBonus, previous) }
            }
        }
    }
}
