import Testing
@testable import TextCore

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

    static let queries = ["s", "se", "sj", "ㅅㅇ", "서ㅇ", "FB", "fb", "danco", "école", "👍🏽", "🇰🇷", "1 2", "o ", "zzz", "r\r",
                          "s !se", "^fe", "in$", "'sej", "ㅅ | fo", "!a !e", "^ㅅ 1$", "'Fo"]

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

    @Test func theStoreKeepsTheTextsBytesBackToBackWithNothingBetween() {
        let lines = TextStore(lines: Array("ab\n\ncd\ne".utf8))
        #expect(lines.buffer == Array("abcde".utf8))
        #expect((0..<lines.count).map { lines.range(of: $0) } == [0..<2, 2..<2, 2..<4, 4..<5])
        var appended = TextStore()
        for text in ["서울", "", "x"] { appended.append(text) }
        #expect(appended.buffer == Array("서울x".utf8))
        appended.withBuffers { _, starts, ends in
            #expect(Array(starts) == [0, 6, 6] && Array(ends) == [6, 6, 7])
        }
    }

    @Test func selectionPutsTheNthInPlaceWithTheBetterBeforeIt() {
        let order = SearchResults.Order()
        var entries = (0..<500).map { SearchResults.Entry(index: Int32($0), score: Int32(($0 * 7919) % 97), tie: 0) }
        let sorted = entries.sorted(by: order.precedes)
        entries.withUnsafeMutableBufferPointer { SearchResults.select(100, in: $0, from: 0, order: order) }
        #expect(entries[100].index == sorted[100].index)
        #expect(Set(entries[..<100].map(\.index)) == Set(sorted[..<100].map(\.index)))
    }

    /// `lines` as the store a stream builds, the bytes arriving in pieces of `piece` bytes.
    static func streamed(_ lines: [String], piece: Int, chunkSize: Int) -> ChunkedTexts.Builder {
        var builder = ChunkedTexts.Builder(chunkSize: chunkSize)
        let bytes = Array(lines.map { $0 + "\n" }.joined().utf8)
        for start in stride(from: 0, to: bytes.count, by: piece) {
            bytes[start..<min(bytes.count, start + piece)].withUnsafeBytes { builder.append($0) }
        }
        return builder
    }

    @Test func aStreamSplitsLinesWhereverThePiecesEnd() {
        for piece in [1, 7, 100_000] {
            var builder = Self.streamed(Self.lines, piece: piece, chunkSize: 64)
            builder.finish()
            let texts = builder.texts
            #expect(texts.count == Self.lines.count && texts.chunks.dropLast().allSatisfy { $0.count == 64 })
            #expect((0..<texts.count).allSatisfy { texts[$0] == Self.lines[$0] }, "pieces of \(piece) bytes")
        }
        var unfinished = ChunkedTexts.Builder(chunkSize: 2, delimiter: 0, headerLines: 1)
        Array("head\0a\0b\0c".utf8).withUnsafeBytes { unfinished.append($0) }
        #expect(unfinished.header == [Array("head".utf8)] && unfinished.count == 2, "\"c\" may go on")
        unfinished.finish()
        #expect(unfinished.texts[2] == "c" && unfinished.texts.chunks.map(\.count) == [2, 1])
    }

    @Test func aTransformGivesTheTextSearchedAndKeepsTheLineAsRead() {
        var builder = ChunkedTexts.Builder(chunkSize: 2) { line in
            (String(decoding: line, as: UTF8.self).uppercased(), nil)
        }
        Array("ab\ncd\nef\n".utf8).withUnsafeBytes { builder.append($0) }
        let texts = builder.texts
        #expect((0..<3).map { texts[$0] } == ["AB", "CD", "EF"])
        #expect((0..<3).map { Array(texts.original(of: $0)) } == ["ab", "cd", "ef"].map { Array($0.utf8) })
    }

    /// Texts searched as the part after the first ":" of each line, framed in the whole line
    /// (what `pick -d: --nth 2..` gives).
    static func afterColon(_ lines: String) -> ChunkedTexts {
        var builder = ChunkedTexts.Builder(chunkSize: 2) { bytes in
            let line = String(decoding: bytes, as: UTF8.self)
            let start = line.firstIndex(of: ":").map { line.index(after: $0) } ?? line.startIndex
            return (String(line[start...]), ShownFrame(shown: line, pieces: [start..<line.endIndex]))
        }
        Array(lines.utf8).withUnsafeBytes { builder.append($0) }
        builder.finish()
        return builder.texts
    }

    @Test func tiebreaksReadTheWholeLineShownNotThePartSearched() {
        // fzf's test_tiebreak_length_with_nth: since fzf 0.16.8, --nth doesn't change --tiebreak.
        func order(_ lines: String, _ query: String, _ tiebreaks: [Tiebreak]) -> [Int] {
            var results = RankedSearch(texts: Self.afterColon(lines)).search(SearchQuery(query, mode: .fuzzy),
                                                                             order: SearchResults.Order(tiebreaks: tiebreaks))
            return results.allIndices()
        }
        #expect(order("1:hell\n123:hello\n12345:he\n1234567:h", "h", [.length]) == [0, 2, 1, 3],
                "the whole line's length: 6, 8, 9, 9")
        #expect(order("123:hello\n1:hell", "l", [.begin]) == [1, 0], "the first l at 4 of '1:hell', 6 of '123:hello'")
        #expect(order(":yx\n0123456789:y   x", "y", [.end]) == [1, 0],
                "the match ends at 12 of 16 characters, at 2 of 3")
        #expect(order("abc def:h\na:hx", "h", [.chunk]) == [1, 0], "the runs without blanks: 'def:h' and 'a:hx'")
    }

    @Test func asTextsArriveASearchGoesOnlyThroughTheNewOnesAndFindsWhatAFullSearchWould() {
        let search = RankedSearch(texts: ChunkedTexts(chunkSize: 64))
        var builder = ChunkedTexts.Builder(chunkSize: 64)
        let query = SearchQuery("s !se", mode: .fuzzy)
        var seen = 0
        for part in stride(from: 0, to: Self.lines.count, by: 300) {
            let bytes = Array(Self.lines[part..<min(Self.lines.count, part + 300)].map { $0 + "\n" }.joined().utf8)
            bytes.withUnsafeBytes { builder.append($0) }
            search.texts = builder.texts
            var results = search.search(query)
            #expect(search.narrowedFrom == (part == 0 ? nil : 0), "the same query: nothing searched again")
            let fresh = RankedSearch(texts: builder.texts)
            var expected = fresh.search(query)
            #expect(results.allIndices() == expected.allIndices())
            seen = results.count
        }
        #expect(seen == expected(query: "s !se").count)
        search.texts = builder.texts
        var grown = search.search(SearchQuery("s !se x", mode: .fuzzy))
        #expect(search.narrowedFrom == seen && grown.allIndices() == expected("s !se x", .fuzzy))
    }

    /// The store indices `query` finds over all the lines.
    func expected(query: String) -> [Int] { expected(query, .fuzzy) }

    @Test func aCancelledSearchGivesNothingAndLeavesNothingToNarrowFrom() {
        let search = RankedSearch(texts: Self.store, chunkSize: 64)
        #expect(search.search(SearchQuery("s", mode: .fuzzy), order: SearchResults.Order(), isCancelled: { true }) == nil)
        var next = search.search(SearchQuery("se", mode: .fuzzy))
        #expect(search.narrowedFrom == nil && next.allIndices() == expected("se", .fuzzy))
    }

    @Test func tacAndNoSortOrderAsFzfDoes() {
        let texts = TextStore(lines: Array("ab\nxab\nab\nb\n".utf8))
        let search = RankedSearch(texts: texts)
        func order(_ query: String, ranked: Bool = true, reversed: Bool = false) -> [Int] {
            var results = search.search(SearchQuery(query, mode: .fuzzy), order: SearchResults.Order(ranked: ranked, reversed: reversed))
            return results.allIndices()
        }
        #expect(order("ab") == [0, 2, 1])
        #expect(order("ab", reversed: true) == [2, 0, 1], "--tac: equal matches, the later line first")
        #expect(order("ab", ranked: false) == [0, 1, 2], "--no-sort: the input's order")
        #expect(order("ab", ranked: false, reversed: true) == [2, 1, 0])
        #expect(order("") == [0, 1, 2, 3] && order("", reversed: true) == [3, 2, 1, 0])
        #expect(order("!x") == [0, 2, 3], "only inverse terms: the input's order")
    }

    @Test func theSameQueryRankedAfterAnUnrankedSearchBreaksTiesAgain() {
        // fzf's toggle-sort: the matches found unranked carry no tiebreak, so ranked they are searched again.
        let search = RankedSearch(texts: TextStore(lines: Array("111\n110\n11\n".utf8)))
        let query = SearchQuery("11", mode: .fuzzy)
        var unranked = search.search(query, order: SearchResults.Order(ranked: false))
        #expect(unranked.allIndices() == [0, 1, 2])
        var ranked = search.search(query, order: SearchResults.Order())
        #expect(ranked.allIndices() == [2, 0, 1], "the shortest first (--tiebreak=length)")
        #expect(search.narrowedFrom == 3, "its matches searched again, keyed now")
    }
}
