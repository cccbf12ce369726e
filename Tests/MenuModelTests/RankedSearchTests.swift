import Testing
@testable import MenuModel

/// The ranked search over many lines (`luamenu pick`'s engine) finds and orders exactly what
/// the menus' search does, however it gets there: narrowing, partial sorting, chunks in any
/// order, ASCII lines read as bytes.
@Suite struct RankedSearchTests {
    /// Lines of every kind the matchers treat differently: ASCII, Hangul, NFD, accents, emoji
    /// clusters, case, spaces at the ends, "\r", invalid UTF-8; repeated so that there are
    /// several chunks.
    static let lines: [String] = {
        let kinds = ["feature/login", "main", "Fix-Bug_2", "서울역", "수원", "강 서울", "Só Danço Samba",
                     "Danc\u{0327}o", "e\u{0301}cole", "👍🏽 thumbs", "🇰🇷 korea", "  padded  ", "crlf\r",
                     "FooBar", "foobar", "김도영", "까치", "ㅅㅇ 초성", "sejong", "seoul", "apple"]
        return (0..<2_000).map { kinds[$0 % kinds.count] + ($0 % 3 == 0 ? "" : " \($0)") }
    }()

    static let store: TextStore = {
        var bytes: [UInt8] = []
        for line in lines { bytes += line.utf8; bytes.append(0x0A) }
        return TextStore(lines: bytes)
    }()

    static let queries = ["s", "se", "sj", "ㅅㅇ", "서ㅇ", "FB", "fb", "danco", "école", "👍🏽", "🇰🇷", "1 2", "o ", "zzz", "r\r"]

    /// What the menus' ranking gives: store indices, best first.
    func expected(_ query: String, _ mode: SearchMode) -> [Int] {
        SearchMode.rank(Array(Self.lines.indices), query: query, mode: mode) { Self.lines[$0] }.map(\.0)
    }

    @Test(arguments: SearchMode.allCases)
    func findsAndRanksWhatTheMenusSearchDoes(mode: SearchMode) {
        let search = RankedSearch(texts: Self.store, chunkSize: 64)
        for query in Self.queries {
            var results = search.search(query, mode: mode)
            #expect(results.allIndices() == expected(query, mode), "\(mode) '\(query)'")
        }
    }

    @Test func readingTheBestFewSortsNoMoreThanItMustAndAgreesWithAFullSort() {
        let search = RankedSearch(texts: Self.store, chunkSize: 64)
        var partial = search.search("s", mode: .fuzzy)
        let full = expected("s", .fuzzy)
        #expect(partial.count == full.count)
        #expect((0..<10).map { partial.index(at: $0) } == Array(full.prefix(10)))
        #expect(partial.sortedCount < partial.count, "the rest are left unsorted")
        #expect((0..<full.count).map { partial.index(at: $0) } == full)
    }

    @Test func aQueryThatGrewSearchesOnlyTheLastMatchesAndFindsTheSame() {
        let search = RankedSearch(texts: Self.store, chunkSize: 64)
        _ = search.search("s", mode: .fuzzy)
        #expect(search.narrowedFrom == nil)
        var grown = search.search("se", mode: .fuzzy)
        #expect(search.narrowedFrom == expected("s", .fuzzy).count)
        #expect(grown.allIndices() == expected("se", .fuzzy))
        var other = search.search("ab", mode: .fuzzy)
        #expect(search.narrowedFrom == nil, "not an extension: every line")
        #expect(other.allIndices() == expected("ab", .fuzzy))
        _ = search.search("S", mode: .fuzzy)
        var sensitive = search.search("Se", mode: .fuzzy)
        #expect(search.narrowedFrom == expected("S", .fuzzy).count)
        #expect(sensitive.allIndices() == expected("Se", .fuzzy))
        var insensitive = search.search("se", mode: .fuzzy)
        #expect(search.narrowedFrom == nil, "'se' matches more than 'S' did")
        #expect(insensitive.allIndices() == expected("se", .fuzzy))
    }

    @Test func chunksRunInAnyOrderGiveTheSameResults() {
        let backwards = RankedSearch(texts: Self.store, chunkSize: 64) { count, body in
            for chunk in (0..<count).reversed() { body(chunk) }
        }
        for query in ["s", "ㅅㅇ", "danco"] {
            var results = backwards.search(query, mode: .fuzzy)
            #expect(results.allIndices() == expected(query, .fuzzy))
        }
    }

    @Test func highlightsAreTheMenusMatchedCharacters() throws {
        let search = RankedSearch(texts: Self.store, chunkSize: 64)
        for query in ["sj", "서ㅇ", "danco", "👍🏽"] {
            var results = search.search(query, mode: .fuzzy)
            for position in 0..<min(5, results.count) {
                let index = results.index(at: position)
                let match = try #require(SearchMode.fuzzy.match(Self.lines[index], query: query))
                #expect(search.highlight(index, in: results) == match.ranges, "'\(query)' in '\(Self.lines[index])'")
            }
        }
    }

    @Test func aBlankQueryMatchesEveryLineInOrder() {
        let search = RankedSearch(texts: Self.store)
        var results = search.search("  ", mode: .fuzzy)
        #expect(results.allIndices() == Array(Self.lines.indices))
        #expect(search.highlight(3, in: results) == [])
    }

    @Test func theStoreKeepsEachLineAsItsBytesAndSplitsAtNewlines() {
        let store = TextStore(lines: Array("a\n\nb\r\n\u{FF}c".utf8) + [0xFF])
        #expect(store.count == 4)
        #expect(store.bytes(of: 2) == Array("b\r".utf8)[...])
        #expect(Array(store.bytes(of: 3)) == Array("\u{FF}c".utf8) + [0xFF])
        #expect(store[3] == "ÿc\u{FFFD}")
        #expect(TextStore(lines: []).count == 0)
        #expect(TextStore(lines: Array("x\n".utf8)).count == 1)
        var appended = TextStore()
        appended.append("서울")
        #expect(appended[0] == "서울")
    }

    @Test func selectionPutsTheNthInPlaceWithTheBetterBeforeIt() {
        var entries = (0..<500).map { SearchResults.Entry(index: Int32($0), score: Int32(($0 * 7919) % 97), length: 0) }
        let sorted = entries.sorted()
        entries.withUnsafeMutableBufferPointer { SearchResults.select(100, in: $0, from: 0) }
        #expect(entries[100] == sorted[100])
        #expect(Set(entries[..<100].map(\.index)) == Set(sorted[..<100].map(\.index)))
    }
}
