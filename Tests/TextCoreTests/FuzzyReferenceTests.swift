import Testing
@testable import TextCore

/// fzf's own expectations for its v2 algorithm (`src/algo/algo_test.go`: the text, the
/// pattern, where the match starts and ends, and its score written with fzf's constants),
/// replayed through luamenu's fuzzy search with fzf's default options.
@Suite struct FuzzyReferenceTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var text: String
        var query: String
        /// The first matched character and one past the last; nil: no match.
        var span: Range<Int>?
        var score: Int
        var testDescription: String { "\(query) in \(text)" }
    }

    static let m = FuzzyBonus.match, gapStart = FuzzyBonus.gapStart, gapExtension = FuzzyBonus.gapExtension
    static let boundary = FuzzyBonus.boundary, white = FuzzyBonus.boundaryWhite
    static let delimiter = FuzzyBonus.boundaryDelimiter, camel = FuzzyBonus.camel123
    static let nonWord = FuzzyBonus.nonWord, consecutive = FuzzyBonus.consecutive
    static let first = FuzzyBonus.firstCharMultiplier

    /// fzf's case-insensitive cases (its test lower-cases the pattern first), its
    /// case-sensitive ones (patterns with a capital: smart case makes them case-sensitive),
    /// and its normalization ones. fzf's one case-sensitive miss with a lower-case pattern
    /// ("fbb" in "Foo Bar Baz") can't be asked with smart case and is left out.
    static let cases: [Case] = [
        Case(text: "fooBarbaz1", query: "obz", span: 2..<9, score: m * 3 + camel + gapStart + gapExtension * 3),
        Case(text: "foo bar baz", query: "fbb", span: 0..<9,
             score: m * 3 + white * first + white * 2 + 2 * gapStart + 4 * gapExtension),
        Case(text: "/AutomatorDocument.icns", query: "rdoc", span: 9..<13, score: m * 4 + camel + consecutive * 2),
        Case(text: "/man1/zshcompctl.1", query: "zshc", span: 6..<10, score: m * 4 + delimiter * first + delimiter * 3),
        Case(text: "/.oh-my-zsh/cache", query: "zshc", span: 8..<13,
             score: m * 4 + boundary * first + boundary * 2 + gapStart + delimiter),
        Case(text: "ab0123 456", query: "12356", span: 3..<10, score: m * 5 + consecutive * 3 + gapStart + gapExtension),
        Case(text: "abc123 456", query: "12356", span: 3..<10,
             score: m * 5 + camel * first + camel * 2 + consecutive + gapStart + gapExtension),
        Case(text: "foo/bar/baz", query: "fbb", span: 0..<9,
             score: m * 3 + white * first + delimiter * 2 + 2 * gapStart + 4 * gapExtension),
        Case(text: "fooBarBaz", query: "fbb", span: 0..<7,
             score: m * 3 + white * first + camel * 2 + 2 * gapStart + 2 * gapExtension),
        Case(text: "foo barbaz", query: "fbb", span: 0..<8,
             score: m * 3 + white * first + white + gapStart * 2 + gapExtension * 3),
        Case(text: "fooBar Baz", query: "foob", span: 0..<4, score: m * 4 + white * first + white * 3),
        Case(text: "xFoo-Bar Baz", query: "foo-b", span: 1..<6,
             score: m * 5 + camel * first + camel * 2 + nonWord + boundary),
        Case(text: "fooBarbaz", query: "oBz", span: 2..<9, score: m * 3 + camel + gapStart + gapExtension * 3),
        Case(text: "Foo/Bar/Baz", query: "FBB", span: 0..<9,
             score: m * 3 + white * first + delimiter * 2 + gapStart * 2 + gapExtension * 4),
        Case(text: "FooBarBaz", query: "FBB", span: 0..<7,
             score: m * 3 + white * first + camel * 2 + gapStart * 2 + gapExtension * 2),
        Case(text: "FooBar Baz", query: "FooB", span: 0..<4,
             score: m * 4 + white * first + white * 2 + max(camel, white)),
        Case(text: "foo-bar", query: "o-ba", span: 2..<6, score: m * 4 + boundary * 3),
        Case(text: "fooBarbaz", query: "oBZ", span: nil, score: 0),
        Case(text: "fooBarbaz", query: "fooBarbazz", span: nil, score: 0),
        Case(text: "Só Danço Samba", query: "So", span: 0..<2, score: 62),
        Case(text: "Só Danço Samba", query: "sodc", span: 0..<7, score: 97),
        Case(text: "Danço", query: "danco", span: 0..<5, score: 140),
    ]

    @Test(arguments: cases)
    func fzfsExpectation(_ c: Case) {
        let match = SearchMode.fuzzy.match(c.text, query: c.query)
        let span = match.flatMap { m in m.ranges.first.map { $0.lowerBound..<m.ranges.last!.upperBound } }
        #expect(span == c.span)
        #expect((match?.score ?? 0) == c.score)
    }
}
