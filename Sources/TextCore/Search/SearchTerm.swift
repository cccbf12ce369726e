/// One term of a query in fzf's extended syntax: its characters (a ``SearchPattern``, folded as
/// the mode folds them), where they must lie in a text, and whether the text must not hold them.
///
///     SearchQuery("^kim !fried", mode: .fuzzy).sets
///     // [[SearchTerm(kind: .prefix, inverse: false, "kim")], [SearchTerm(kind: .exact, inverse: true, "fried")]]
struct SearchTerm: Equatable {
    /// Where the term's characters must lie in a text.
    enum Kind: Equatable {
        /// In order, gaps allowed (fzf's default term).
        case fuzzy
        /// As one run anywhere (`'term`, or every term with `--exact` and in substring and
        /// 초성 search).
        case exact
        /// As one run at the start, after any whitespace there (`^term`).
        case prefix
        /// As one run at the end, before any whitespace there (`term$`).
        case suffix
        /// As the whole text, whitespace at either end aside (`^term$`).
        case equal
    }

    var kind: Kind
    /// Whether a text matches when the term is *not* in it (`!term`); it then adds no score
    /// and highlights nothing.
    var inverse: Bool
    var pattern: SearchPattern

    /// Whether every text this term matches, `previous` matches too: the same term, or (when
    /// not inverse) the same kind with characters typed at its end, for the kinds where a
    /// longer term is stricter (not a suffix, whose end moves).
    func narrows(_ previous: SearchTerm) -> Bool {
        if self == previous { return true }
        guard kind == previous.kind, !inverse, !previous.inverse, kind != .suffix, kind != .equal else { return false }
        return pattern.narrows(previous.pattern)
    }
}
