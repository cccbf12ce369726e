/// A term of a query (see ``SearchQuery``) split into characters, each knowing which text
/// characters it matches.
///
///     SearchPattern("서ㅇ", mode: .choseong).units   // [.exact("서"), .initial(11)]
///
/// A blank term (empty, or only whitespace) has no units. Characters compare by canonical equivalence, so NFD and NFC text match alike, after
/// ``CharacterFolding``:
/// - substring and choseong ignore case;
/// - fuzzy follows fzf's defaults: smart case (a query with an upper-case letter is
///   case-sensitive: "FB" matches FooBar, not foobar) and accents folded ("danco" matches
///   Danço);
/// - choseong ignores whitespace, in the query and in the text: "ㅍㄹㅌㅇㄷㄱㅂㅈ" matches
///   "프론트엔드 개발자", as es-hangul's choseong search does.
///
/// In choseong and fuzzy modes a query character that is one of the 19 initial jamo (ㄱ ㄲ ㄴ
/// … ㅎ, as a compatibility jamo) matches any syllable with exactly that initial, and the jamo
/// itself: ㄱ matches 가 and 김 but not 까, ㄲ matches 까 only. Keeping doubles apart is what
/// Korean phones and 초성 search boxes do, and it keeps "ㄱㅊ" (김치) from matching 까치. A full
/// syllable matches only itself.
struct SearchPattern: Equatable {
    enum Unit: Equatable {
        /// A character whose case-insensitive fold is this; `cased` when its case-sensitive
        /// fold differs (what a case-sensitive query compares too).
        case exact(String, cased: Bool)
        /// A syllable with this choseong index (0..<19), or the jamo itself.
        case initial(Int)
    }

    var mode: SearchMode
    var units: [Unit]
    /// Whether case must match too: fuzzy search with an upper-case letter in the term (smart
    /// case), or always, or never (see ``SearchQuery/CaseMatching``).
    var caseSensitive: Bool
    /// Whether accents are folded: in fuzzy search, unless literal.
    private(set) var foldsAccents: Bool
    /// Whether the first (last) unit is whitespace: an anchored term then doesn't pass over
    /// whitespace at the text's start (end).
    private(set) var startsWithWhitespace = false
    private(set) var endsWithWhitespace = false
    /// How the texts' characters are folded to be compared with the units (case always
    /// folded: `caseSensitive` compares ``SearchCharacter/isCased``).
    var textFolding: CharacterFolding { CharacterFolding(ignoresCase: true, ignoresAccents: foldsAccents) }
    /// Whether whitespace in the text is passed over (choseong).
    var skipsWhitespace: Bool { mode == .choseong }
    var isEmpty: Bool { units.isEmpty }
    /// The units as keys, for texts that hold no multi-scalar cluster (see ``keys(in:)``).
    private(set) var plainKeys: [UnitKey] = []

    init(_ query: String, mode: SearchMode, caseMatching: SearchQuery.CaseMatching = .smart, literal: Bool = false) {
        self.mode = mode
        switch caseMatching {
        case .smart: caseSensitive = mode == .fuzzy && query.contains(where: \.isUppercase)
        case .ignore: caseSensitive = false
        case .respect: caseSensitive = true
        }
        foldsAccents = mode == .fuzzy && !literal
        guard !query.allSatisfy(\.isWhitespace) else { units = []; return }
        let folding = CharacterFolding(ignoresCase: true, ignoresAccents: foldsAccents)
        let sensitive = CharacterFolding(ignoresCase: false, ignoresAccents: foldsAccents)
        units = nfc(query).compactMap { character in
            if mode == .choseong && SearchText.isWhitespace(character) { return nil }
            if mode != .substring, let scalar = character.unicodeScalars.first,
               character.unicodeScalars.count == 1, let index = Hangul.jamoIndex(scalar) {
                return .initial(index)
            }
            let folded = folding.fold(character)
            return .exact(folded, cased: sensitive.fold(character) != folded)
        }
        plainKeys = keys(in: ClusterKeys())
        startsWithWhitespace = units.first.map(Self.isWhitespace) ?? false
        endsWithWhitespace = units.last.map(Self.isWhitespace) ?? false
    }

    private static func isWhitespace(_ unit: Unit) -> Bool {
        if case .exact(let folded, _) = unit, let character = folded.first { return SearchText.isWhitespace(character) }
        return false
    }

    /// Whether a text this pattern matches (as a fuzzy, exact or prefix term) `previous`
    /// matches too: this pattern is `previous` with more characters typed at its end.
    func narrows(_ previous: SearchPattern) -> Bool {
        mode == previous.mode && foldsAccents == previous.foldsAccents && !previous.isEmpty
            && units.starts(with: previous.units)
            && (caseSensitive || !previous.caseSensitive)
    }

    /// A unit as the matchers compare it: a key and its case bit, or an initial.
    struct UnitKey: Equatable {
        var key: UInt32
        var cased: Bool
        /// The choseong index for an initial jamo; -1 for an exact character.
        var initial: Int
    }

    /// The units as keys of texts prepared with `clusters`; a character no such text holds
    /// gets a key none matches.
    func keys(in clusters: ClusterKeys) -> [UnitKey] {
        units.map { unit in
            switch unit {
            case .exact(let folded, let cased):
                UnitKey(key: clusters.existingKey(for: folded) ?? SearchCharacter.unmatchable, cased: cased, initial: -1)
            case .initial(let index):
                UnitKey(key: Hangul.choseongJamo[index].value, cased: false, initial: index)
            }
        }
    }

    /// Whether `unit` matches `character`.
    @inline(__always)
    static func matches(_ unit: UnitKey, _ character: SearchCharacter, caseSensitive: Bool) -> Bool {
        if unit.initial >= 0 { return character.initial == unit.initial || character.key == unit.key }
        return character.key == unit.key && (!caseSensitive || character.isCased == unit.cased)
    }
}

/// A term's units as keys, with what the matchers need to compare them: one per term and chunk.
struct CompiledPattern {
    var units: [SearchPattern.UnitKey]
    var caseSensitive: Bool
    var skipsWhitespace: Bool
    var startsWithWhitespace: Bool
    var endsWithWhitespace: Bool

    init(_ pattern: SearchPattern, clusters: ClusterKeys) {
        units = clusters.isEmpty ? pattern.plainKeys : pattern.keys(in: clusters)
        caseSensitive = pattern.caseSensitive
        skipsWhitespace = pattern.skipsWhitespace
        startsWithWhitespace = pattern.startsWithWhitespace
        endsWithWhitespace = pattern.endsWithWhitespace
    }

    @inline(__always)
    func matches(_ unit: Int, _ character: SearchCharacter) -> Bool {
        SearchPattern.matches(units[unit], character, caseSensitive: caseSensitive)
    }
}
