/// A query in fzf's extended search syntax: terms separated by spaces, all of which must match.
///
///     SearchQuery("fried kim", mode: .fuzzy)       // "fried" and "kim", in any order
///     SearchQuery("^kim !fried", mode: .fuzzy)     // starts with "kim", holds no "fried"
///     SearchQuery("go$ | rs$", mode: .fuzzy)       // ends with "go" or with "rs"
///
/// A term is matched as the mode says (fuzzy by default; one contiguous run in substring and
/// 초성 search, or with ``Syntax/exact``), and these marks change it, as in fzf:
///
/// | term | matches a text that |
/// |---|---|
/// | `kim` | holds k, i, m in order (fuzzy), or `kim` as a run (exact modes) |
/// | `'kim` | holds `kim` as a run (in the exact modes, fuzzily instead) |
/// | `^kim` | starts with `kim` (whitespace at its start passed over) |
/// | `kim$` | ends with `kim` (whitespace at its end passed over) |
/// | `^kim$` | is `kim` |
/// | `!kim` | does not hold `kim` as a run (`!'kim`: not fuzzily; `!^kim`, `!kim$` too) |
/// | `a \| b` | matches `a` or `b` |
///
/// `\ ` is a space inside a term. Inside every term the mode's folding holds: 초성 (`^ㄱ` finds
/// lines starting with 김 or 가), accents in fuzzy search, smart case per term. A blank query,
/// or one whose terms are all empty (`!`, `^`), matches every text. A text's score is the sum
/// of its terms' scores (an inverse term scores 0); within an `|` set, the first term that
/// matches counts. With ``Syntax/extended`` off, the whole query is one term, spaces included.
public struct SearchQuery: Equatable, Sendable {
    /// How a query's text is read.
    public struct Syntax: Equatable, Sendable {
        /// Whether spaces separate terms and `' ^ $ ! |` mark them (fzf's `--extended`, the
        /// default); off, the query is one term (`--no-extended`).
        public var extended: Bool
        /// Whether a plain term of a fuzzy search is matched as one run, and `'` makes it
        /// fuzzy (fzf's `--exact`).
        public var exact: Bool
        /// When case must match (fzf's `-i` ignores it, `+i` respects it).
        public var caseMatching: CaseMatching
        /// Whether a fuzzy search leaves accents as they are (fzf's `--literal`): `e` no
        /// longer matches `é`. A query typed with an accent is literal anyway, as in fzf:
        /// `café` finds "Café", not "cafe".
        public var literal: Bool
        /// Whether texts are pieces joined by ``TextPieces/separator`` (fzf's `--nth` of several
        /// ranges) and each term matches within one piece: the first it matches in, as in fzf.
        public var pieced: Bool

        /// fzf's defaults: extended, not exact, smart case, accents folded, texts whole.
        public init(extended: Bool = true, exact: Bool = false, caseMatching: CaseMatching = .smart,
                    literal: Bool = false, pieced: Bool = false) {
            self.extended = extended
            self.exact = exact
            self.caseMatching = caseMatching
            self.literal = literal
            self.pieced = pieced
        }
    }

    /// When a term's case must match the text's.
    public enum CaseMatching: Equatable, Sendable {
        /// In fuzzy search, when the term has an upper-case letter; never in the other modes.
        case smart
        /// Never (fzf's `-i`).
        case ignore
        /// Always (fzf's `+i`).
        case respect
    }

    /// How a plain term matches (and how characters are folded in every term).
    public let mode: SearchMode
    /// Whether accents are left as they are (see ``Syntax/literal``).
    let literal: Bool
    /// Whether each term matches within one piece of a text (see ``Syntax/pieced``).
    let pieced: Bool
    /// The term sets: a text matches when every set does, and a set when any of its terms does.
    let sets: [[SearchTerm]]

    /// The query `text` as `syntax` reads it, its terms matched as `mode` says.
    ///
    ///     SearchQuery("^kim !fried", mode: .fuzzy).match("kimchi stew")?.ranges   // [0..<3]
    public init(_ text: String, mode: SearchMode, syntax: Syntax = Syntax()) {
        self.mode = mode
        literal = syntax.literal || (mode == .fuzzy && Self.hasAccents(text))
        pieced = syntax.pieced
        let plain: SearchTerm.Kind = mode == .fuzzy && !syntax.exact ? .fuzzy : .exact
        guard syntax.extended else {
            let pattern = SearchPattern(text, mode: mode, caseMatching: syntax.caseMatching, literal: literal)
            sets = pattern.isEmpty ? [] : [[SearchTerm(kind: plain, inverse: false, pattern: pattern)]]
            return
        }
        var sets: [[SearchTerm]] = [], set: [SearchTerm] = []
        var startsSet = false, afterBar = false
        for token in Self.tokens(text) {
            if !set.isEmpty, !afterBar, token == "|" {
                startsSet = false
                afterBar = true
                continue
            }
            afterBar = false
            var text = Substring(token), kind = plain, inverse = false
            if text.hasPrefix("!") {
                inverse = true
                kind = .exact
                text = text.dropFirst()
            }
            if text != "$", text.hasSuffix("$") {
                kind = .suffix
                text = text.dropLast()
            }
            if text.hasPrefix("'") {
                kind = plain == .fuzzy && !inverse ? .exact : .fuzzy
                text = text.dropFirst()
            } else if text.hasPrefix("^") {
                kind = kind == .suffix ? .equal : .prefix
                text = text.dropFirst()
            }
            let pattern = SearchPattern(String(text), mode: mode, caseMatching: syntax.caseMatching, literal: literal)
            guard !pattern.isEmpty else { continue }
            if startsSet {
                sets.append(set)
                set = []
            }
            set.append(SearchTerm(kind: kind, inverse: inverse, pattern: pattern))
            startsSet = true
        }
        if !set.isEmpty { sets.append(set) }
        self.sets = sets
    }

    /// Whether folding accents changes a character of `text`.
    static func hasAccents(_ text: String) -> Bool {
        let folded = CharacterFolding(ignoresCase: true, ignoresAccents: true)
        let kept = CharacterFolding(ignoresCase: true, ignoresAccents: false)
        return text.contains { !$0.isASCII && folded.fold($0) != kept.fold($0) }
    }

    /// The query's words: split at runs of spaces, `\ ` kept as a space inside a word; spaces
    /// at either end dropped (but an escaped last one), tabs taken as spaces.
    static func tokens(_ text: String) -> [String] {
        var tokens: [String] = [], word = "", escaped = false, inWord = false
        for character in text {
            if escaped {
                escaped = false
                if character == " " {
                    word.append(" ")
                    inWord = true
                    continue
                }
                word.append("\\")
            }
            switch character {
            case "\\":
                escaped = true
                inWord = true
            case " ", "\t":
                if inWord { tokens.append(word) }
                word = ""
                inWord = false
            default:
                word.append(character)
                inWord = true
            }
        }
        if escaped { word.append("\\") }
        if inWord { tokens.append(word) }
        return tokens
    }

    /// Whether it matches every text: no term.
    public var isEmpty: Bool { sets.isEmpty }

    /// Whether its matches are ranked: some term is not inverse (fzf leaves the matches of
    /// `!a !b` in the input's order).
    public var ranks: Bool { sets.contains { $0.contains { !$0.inverse } } }

    /// How the texts' characters are folded to be compared with the terms.
    var textFolding: CharacterFolding { SearchPattern("", mode: mode, literal: literal).textFolding }

    /// Whether a text's matches for this query are among its matches for `previous`, so that
    /// only `previous`'s matches need searching (fzf's trick, as a query grows): every set of
    /// `previous` is here, the same or a single term grown stricter, and sets may have been
    /// added.
    func narrows(_ previous: SearchQuery) -> Bool {
        guard mode == previous.mode, !previous.isEmpty, sets.count >= previous.sets.count else { return false }
        return zip(sets, previous.sets).allSatisfy { new, old in
            new == old || (new.count == 1 && old.count == 1 && new[0].narrows(old[0]))
        }
    }
}

extension SearchQuery {
    /// Where the query matches `text` (its terms' characters, merged), or nil when it does not.
    ///
    ///     SearchQuery("fried kim", mode: .fuzzy).match("kim fried rice")?.ranges   // [0..<9]
    public func match(_ text: String) -> SearchMatch? {
        if isEmpty { return SearchMatch(score: 0, ranges: []) }
        var scratch = FuzzyScratch()
        var text = text
        let ascii = text.withUTF8 { bytes -> (score: Int, positions: [Int], span: MatchSpan)?? in
            guard ASCIICharacters.fit(bytes) else { return nil }
            return .some(CompiledQuery(self, clusters: ClusterKeys()).match(ASCIICharacters(bytes), positions: true, scratch: &scratch))
        }
        let found: (score: Int, positions: [Int], span: MatchSpan)?
        if let ascii {
            found = ascii
        } else {
            let subject = SearchText(text, folding: textFolding)
            let compiled = CompiledQuery(self, clusters: subject.clusters)
            found = subject.characters.withUnsafeBufferPointer { compiled.match($0, positions: true, scratch: &scratch) }
        }
        return found.map { SearchMatch(score: $0.score, ranges: SearchMatch.ranges(of: $0.positions)) }
    }
}
