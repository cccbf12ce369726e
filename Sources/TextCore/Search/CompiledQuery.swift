/// A ``SearchQuery`` compiled for texts prepared with one set of cluster keys (a chunk of a
/// ``RankedSearch``, or one text): what the matchers run, text by text.
///
///     let compiled = CompiledQuery(SearchQuery("^kim !fried", mode: .fuzzy), clusters: ClusterKeys())
///     compiled.match(text, positions: true, scratch: &scratch)   // (score, positions) or nil
struct CompiledQuery {
    /// A term with its units as keys.
    struct Term {
        var kind: SearchTerm.Kind
        var inverse: Bool
        var pattern: CompiledPattern
    }

    /// The terms, set after set, and where each set ends in them (one flat list: the matcher
    /// walks it for every text).
    let terms: [Term]
    let setEnds: [Int]
    /// The one term of a query of one positive term (most queries): matched without the walk.
    let single: Term?
    /// How runs are scored: fzf's scores in fuzzy search, `1000 − start` in substring and 초성 search.
    let scoring: ContiguousSearch.Scoring
    /// Whether, of equally good places for a term, the last is taken (fzf searches backward when
    /// `--tiebreak` puts `end` before `begin`).
    let backward: Bool
    /// Whether each term matches within one piece of the text (see ``SearchQuery/Syntax/pieced``).
    let pieced: Bool

    init(_ query: SearchQuery, clusters: ClusterKeys, backward: Bool = false) {
        var terms: [Term] = [], ends: [Int] = []
        for set in query.sets {
            terms += set.map { Term(kind: $0.kind, inverse: $0.inverse, pattern: CompiledPattern($0.pattern, clusters: clusters)) }
            ends.append(terms.count)
        }
        self.terms = terms
        setEnds = ends
        single = terms.count == 1 && !terms[0].inverse ? terms[0] : nil
        scoring = query.mode == .fuzzy ? .fzf : .position
        self.backward = backward
        pieced = query.pieced
    }

    /// The text's score (the sum of its sets') and, with `positions`, the characters the
    /// terms matched, ascending; nil when a set does not match. Blank queries are the
    /// caller's business (they match everything).
    ///
    /// Always inlined into the search's loop, as the optimizer chose while the search lived in
    /// the model's target (out of line, `pick --filter` ran 1% more instructions).
    @inline(__always)
    func match<Text: PreparedCharacters>(_ text: Text, positions wanted: Bool,
                                         scratch: inout FuzzyScratch) -> (score: Int, positions: [Int], span: MatchSpan)? {
        var span = MatchSpan()
        if let single {
            guard let found = match(single, text, positions: wanted, scratch: &scratch) else { return nil }
            span.add(found.positions)
            return (found.score, found.positions, span)
        }
        var total = 0
        var positions: [Int] = []
        var merged = false
        var start = 0
        for end in setEnds {
            defer { start = end }
            var matched = false
            for term in terms[start..<end] {
                guard let found = match(term, text, positions: wanted && !term.inverse, scratch: &scratch) else {
                    if term.inverse { matched = true }
                    continue
                }
                if term.inverse { continue }
                total += found.score
                if wanted {
                    merged = merged || !positions.isEmpty
                    positions += found.positions
                    span.add(found.positions)
                }
                matched = true
                break
            }
            guard matched else { return nil }
        }
        if merged { positions = Array(Set(positions)).sorted() }
        return (total, positions, span)
    }

    private func match<Text: PreparedCharacters>(_ term: Term, _ text: Text, positions: Bool,
                                                 scratch: inout FuzzyScratch) -> (score: Int, positions: [Int])? {
        guard pieced else { return matchWhole(term, text, positions: positions, scratch: &scratch) }
        return TextPieces.firstMatch(in: text) { piece in matchWhole(term, piece, positions: positions, scratch: &scratch) }
    }

    private func matchWhole<Text: PreparedCharacters>(_ term: Term, _ text: Text, positions: Bool,
                                                      scratch: inout FuzzyScratch) -> (score: Int, positions: [Int])? {
        let anchor: ContiguousSearch.Anchor
        switch term.kind {
        case .fuzzy: return FuzzySearch.match(text, term.pattern, positions: positions, backward: backward, scratch: &scratch)
        case .exact: anchor = .anywhere
        case .prefix: anchor = .start
        case .suffix: anchor = .end
        case .equal: anchor = .whole
        }
        return ContiguousSearch.match(text, term.pattern, anchor: anchor, scoring: scoring, positions: positions,
                                      backward: backward)
    }
}
