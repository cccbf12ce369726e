import Testing
@testable import TextCore

/// fzf's extended search syntax: spaces separate terms that must all match, `'` `^` `$` `!`
/// and `|` change them, and 초성, accents and smart case hold inside each term.
@Suite struct SearchQueryTests {
    /// A term of `text` in `mode`, for comparing parsed queries.
    static func term(_ kind: SearchTerm.Kind, _ text: String, inverse: Bool = false,
                     mode: SearchMode = .fuzzy) -> SearchTerm {
        SearchTerm(kind: kind, inverse: inverse, pattern: SearchPattern(text, mode: mode))
    }

    @Test func marksChangeHowATermMatches() {
        let t = Self.term
        #expect(SearchQuery("fried kim", mode: .fuzzy).sets == [[t(.fuzzy, "fried", false, .fuzzy)], [t(.fuzzy, "kim", false, .fuzzy)]])
        #expect(SearchQuery("'kim ^kim kim$ ^kim$", mode: .fuzzy).sets
                == [[t(.exact, "kim", false, .fuzzy)], [t(.prefix, "kim", false, .fuzzy)],
                    [t(.suffix, "kim", false, .fuzzy)], [t(.equal, "kim", false, .fuzzy)]])
        #expect(SearchQuery("!kim !'kim !^kim !kim$", mode: .fuzzy).sets
                == [[t(.exact, "kim", true, .fuzzy)], [t(.fuzzy, "kim", true, .fuzzy)],
                    [t(.prefix, "kim", true, .fuzzy)], [t(.suffix, "kim", true, .fuzzy)]])
        #expect(SearchQuery("go$ | rs$ | 'py x", mode: .fuzzy).sets
                == [[t(.suffix, "go", false, .fuzzy), t(.suffix, "rs", false, .fuzzy), t(.exact, "py", false, .fuzzy)],
                    [t(.fuzzy, "x", false, .fuzzy)]])
        #expect(SearchQuery("'^a", mode: .fuzzy).sets == [[t(.exact, "^a", false, .fuzzy)]], "' and ^ don't combine, as in fzf")
    }

    @Test func aPiecedTextMatchesEachTermWithinOnePiece() {
        let pieced = SearchQuery.Syntax(pieced: true)
        #expect(SearchQuery("13cat", mode: .fuzzy).match("13\u{1E}cat") != nil, "whole, the text is one run")
        #expect(SearchQuery("13cat", mode: .fuzzy, syntax: pieced).match("13\u{1E}cat") == nil, "no term spans two pieces")
        #expect(SearchQuery("^cat", mode: .fuzzy, syntax: pieced).match("13\u{1E}cat")?.ranges == [3..<6],
                "anchors hold at each piece's ends, positions count in the whole text")
        #expect(SearchQuery("13 cat", mode: .fuzzy, syntax: pieced).match("13\u{1E}cat")?.ranges == [0..<2, 3..<6])
        #expect(SearchQuery("!3", mode: .fuzzy, syntax: pieced).match("cat\u{1E}13") == nil, "an inverse term: in no piece")
        #expect(SearchQuery("^echo", mode: .fuzzy, syntax: pieced).match("테스트\u{1E}échò")?.ranges == [4..<8],
                "prepared (not ASCII) texts are cut alike")
    }

    @Test func spacesAndEmptyTerms() {
        let t = Self.term
        #expect(SearchQuery(#"  new\ york   "#, mode: .fuzzy).sets == [[t(.fuzzy, "new york", false, .fuzzy)]])
        #expect(SearchQuery("! ^ '", mode: .fuzzy).isEmpty, "marks alone make empty terms, which are dropped")
        #expect(SearchQuery("| a", mode: .fuzzy).sets == [[t(.fuzzy, "|", false, .fuzzy)], [t(.fuzzy, "a", false, .fuzzy)]],
                "a | with no term before it is a character")
        #expect(SearchQuery("$", mode: .fuzzy).sets == [[t(.fuzzy, "$", false, .fuzzy)]], "a lone $ is a character")
        #expect(SearchQuery(#"a\b"#, mode: .fuzzy).sets == [[t(.fuzzy, #"a\b"#, false, .fuzzy)]], "a backslash before anything but a space stays")
    }

    @Test func exactAndExtendedAsFzfsOptions() {
        let t = Self.term
        let exact = SearchQuery.Syntax(exact: true)
        #expect(SearchQuery("kim 'fr !x !'y", mode: .fuzzy, syntax: exact).sets
                == [[t(.exact, "kim", false, .fuzzy)], [t(.fuzzy, "fr", false, .fuzzy)],
                    [t(.exact, "x", true, .fuzzy)], [t(.fuzzy, "y", true, .fuzzy)]], "with --exact, ' makes a term fuzzy")
        #expect(SearchQuery("kim 'fr", mode: .substring).sets
                == [[t(.exact, "kim", false, .substring)], [t(.fuzzy, "fr", false, .substring)]], "substring search is exact")
        let plain = SearchQuery("^kim !fried", mode: .fuzzy, syntax: SearchQuery.Syntax(extended: false))
        #expect(plain.sets == [[t(.fuzzy, "^kim !fried", false, .fuzzy)]], "--no-extended: one term, spaces and marks included")
    }

    static let dishes = ["kim fried rice", "fried kim", "kimchi stew", "rice cake", "김치찌개", "된장찌개", "  김밥  "]

    /// The dishes `query` matches, best first.
    func found(_ query: String, mode: SearchMode = .fuzzy) -> [String] {
        SearchMode.rank(Self.dishes, query: query, mode: mode) { $0 }.map(\.0)
    }

    @Test func aSpaceIsAnd() {
        #expect(Set(found("fried kim")) == ["kim fried rice", "fried kim"])
        #expect(Set(found("fried kim", mode: .substring)) == ["kim fried rice", "fried kim"])
        #expect(found("kim zzz").isEmpty)
    }

    @Test func prefixSuffixExactAndNegation() {
        #expect(found("^kim !fried") == ["kimchi stew"])
        #expect(Set(found("^김")) == ["김치찌개", "  김밥  "], "whitespace at the start passed over")
        #expect(Set(found("개$")) == ["김치찌개", "된장찌개"])
        #expect(found("^김밥$") == ["  김밥  "], "the whole text, whitespace at the ends aside")
        #expect(Set(found("찌개 !김치")) == ["된장찌개"])
        #expect(found("'ke") == ["rice cake"], "an exact term is one run")
        #expect(Set(found("ke")) == ["rice cake", "kimchi stew", "kim fried rice"], "the same, fuzzy")
        #expect(Set(found("!kim")) == ["rice cake", "김치찌개", "된장찌개", "  김밥  "])
    }

    @Test func orJoinsTermsIntoOneSet() {
        #expect(Set(found("stew$ | cake$")) == ["kimchi stew", "rice cake"])
        #expect(found("rice stew$ | cake$") == ["rice cake"], "the set and rice")
    }

    @Test func choseongAndAccentsHoldInsideEveryTerm() {
        #expect(Set(found("^ㄱ")) == ["김치찌개", "  김밥  "], "초성 in a prefix term")
        #expect(found("'ㅊㅉ") == ["김치찌개"], "초성 in an exact term")
        #expect(Set(found("ㅉㄱ$ !ㄷㅈ")) == ["김치찌개"])
        #expect(SearchMode.fuzzy.match("Só Danço Samba", query: "'danco samba$")?.ranges == [3..<8, 9..<14])
        #expect(SearchMode.fuzzy.match("Foo foo", query: "'Foo")?.ranges == [0..<3], "smart case per term")
        #expect(SearchMode.fuzzy.match("Foo foo", query: "^foo") != nil, "a lower-case term ignores case")
        #expect(SearchMode.fuzzy.match("foo", query: "'Foo") == nil)
    }

    @Test func exactTermsScoreAsFzfDoes() throws {
        // An exact run scores as the same characters matched consecutively by fuzzy search.
        let exact = try #require(SearchMode.fuzzy.match("foo_bar", query: "'bar"))
        let fuzzy = try #require(SearchMode.fuzzy.match("foo_bar", query: "bar"))
        #expect(exact.score == fuzzy.score && exact.ranges == [4..<7])
        // fzf picks the run on a word boundary over an earlier one inside a word.
        #expect(SearchMode.fuzzy.match("xbar bar", query: "'bar")?.ranges == [5..<8])
        // A whole-text match scores as if every character were on a boundary.
        #expect(SearchMode.fuzzy.match("kim", query: "^kim$")?.score == (16 + 10) * 3 + 10)
        // Terms add up; an inverse term adds nothing.
        let both = try #require(SearchMode.fuzzy.match("fried kim", query: "fried kim"))
        let one = try #require(SearchMode.fuzzy.match("fried kim", query: "fried"))
        let other = try #require(SearchMode.fuzzy.match("fried kim", query: "kim"))
        #expect(both.score == one.score + other.score && both.ranges == [0..<5, 6..<9])
        #expect(SearchMode.fuzzy.match("fried kim", query: "fried !zzz")?.score == one.score)
        // Substring and 초성 search keep scoring a run by where it starts.
        #expect(SearchMode.substring.match("  kim", query: "^kim")?.score == 998)
        #expect(SearchMode.substring.match("a kim", query: "^kim") == nil)
    }

    @Test func onlyInverseTermsKeepTheInputsOrder() {
        #expect(found("!stew !cake") == ["kim fried rice", "fried kim", "김치찌개", "된장찌개", "  김밥  "])
        #expect(!SearchQuery("!a !b", mode: .fuzzy).ranks && SearchQuery("!a b", mode: .fuzzy).ranks)
    }

    @Test func aQueryNarrowsTheLastWhenEveryTextItMatchesTheLastMatchedToo() {
        func narrows(_ new: String, _ old: String) -> Bool {
            SearchQuery(new, mode: .fuzzy).narrows(SearchQuery(old, mode: .fuzzy))
        }
        #expect(narrows("frie", "fri") && narrows("fried k", "fried") && narrows("fried kim", "fried k"))
        #expect(narrows("^kim", "^ki") && narrows("'kim", "'ki") && narrows("a | b", "a | b"))
        #expect(narrows("fried ", "fried"), "a space alone adds nothing")
        #expect(!narrows("kim$", "ki$"), "a suffix's end moves")
        #expect(!narrows("!kim", "!ki"), "a longer inverse term excludes less")
        #expect(!narrows("a | bc", "a | b") && !narrows("fri", "frie") && !narrows("kim", ""))
        #expect(!narrows("ki", "ki$") && !narrows("^ki", "ki"), "another kind")
        #expect(!SearchQuery("a", mode: .fuzzy).narrows(SearchQuery("a", mode: .substring)))
    }
}
