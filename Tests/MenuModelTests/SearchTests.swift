import Testing
@testable import MenuModel

/// A block's `search`: substring, 초성 and fuzzy matching, with the matched characters.
@Suite struct SearchTests {
    // MARK: Empty query

    @Test(arguments: SearchMode.allCases)
    func anEmptyQueryMatchesEverything(mode: SearchMode) {
        #expect(mode.match("서울", query: "") == SearchMatch(score: 0, ranges: []))
        #expect(mode.match("", query: "") == SearchMatch(score: 0, ranges: []))
        #expect(mode.match("", query: "a") == nil)
    }

    @Test func modesByTheirScriptNames() {
        #expect(SearchMode(rawValue: "choseong") == .choseong)
        #expect(SearchMode.allCases.map(\.rawValue) == ["substring", "choseong", "fuzzy"])
    }

    // MARK: Substring

    @Test func substringIgnoresCase() {
        #expect(SearchMode.substring.match("Ryan", query: "YA") == SearchMatch(score: 999, ranges: [1..<3]))
        #expect(SearchMode.substring.match("RYAN", query: "ryan") == SearchMatch(score: 1000, ranges: [0..<4]))
        #expect(SearchMode.substring.match("Émile", query: "éMI") == SearchMatch(score: 1000, ranges: [0..<3]))
        #expect(SearchMode.substring.match("Ryan", query: "yn") == nil)
    }

    @Test func substringTakesTheFirstOccurrence() {
        #expect(SearchMode.substring.match("banana", query: "an")?.ranges == [1..<3])
    }

    @Test func substringIsNotChoseongAware() {
        #expect(SearchMode.substring.match("서울", query: "ㅅㅇ") == nil)
        #expect(SearchMode.substring.match("ㅅㅇ 서울", query: "ㅅㅇ")?.ranges == [0..<2])
    }

    @Test func substringMatchesNFDAsNFC() {
        #expect(SearchMode.substring.match("e\u{0301}cole", query: "école")?.ranges == [0..<5])
        let nfd = "\u{1109}\u{1165}\u{110B}\u{116E}\u{11AF}"   // 서울
        #expect(SearchMode.substring.match("강남 " + nfd, query: "울")?.ranges == [4..<5])
    }

    // MARK: Offsets

    @Test func rangesCountCharactersNotScalarsBytesOrCells() {
        #expect(SearchMode.substring.match("👤 김도영", query: "도영") == SearchMatch(score: 997, ranges: [3..<5]))
        #expect(SearchMode.substring.match("✉️ 학교 메일", query: "메일")?.ranges == [5..<7])
        #expect(SearchMode.substring.match("👨‍👩‍👧 가족", query: "족")?.ranges == [3..<4])
        #expect(SearchMode.choseong.match("👤 김도영", query: "ㄷㅇ")?.ranges == [3..<5])
        #expect(SearchMode.fuzzy.match("🧩 성격 유형", query: "ㅅㅇ")?.ranges == [2..<3, 5..<6])
    }

    // MARK: 초성

    @Test func initialsMatchSyllables() {
        #expect(SearchMode.choseong.match("서울", query: "ㅅㅇ") == SearchMatch(score: 1000, ranges: [0..<2]))
        #expect(SearchMode.choseong.match("수원역", query: "ㅅㅇ") == SearchMatch(score: 1000, ranges: [0..<2]))
        #expect(SearchMode.choseong.match("서대문", query: "ㅅㅇ") == nil)
    }

    @Test func aQueryMixingSyllablesAndInitials() {
        #expect(SearchMode.choseong.match("서울", query: "서ㅇ")?.ranges == [0..<2])
        #expect(SearchMode.choseong.match("수원", query: "서ㅇ") == nil)
        #expect(SearchMode.choseong.match("서울역", query: "ㅅ울ㅇ")?.ranges == [0..<3])
    }

    @Test func theInitialsMatchContiguously() {
        #expect(SearchMode.choseong.match("서대문역", query: "ㅅㅇ") == nil)   // ㅅ…ㅇ apart
        #expect(SearchMode.fuzzy.match("서대문역", query: "ㅅㅇ")?.ranges == [0..<1, 3..<4])
        #expect(SearchMode.choseong.match("강서울", query: "ㅅㅇ") == SearchMatch(score: 999, ranges: [1..<3]))
    }

    @Test func doublesAreTheirOwnInitials() {
        #expect(SearchMode.choseong.match("까치", query: "ㄱㅊ") == nil)
        #expect(SearchMode.choseong.match("까치", query: "ㄲㅊ")?.ranges == [0..<2])
        #expect(SearchMode.choseong.match("김치", query: "ㄱㅊ")?.ranges == [0..<2])
        #expect(SearchMode.choseong.match("김치", query: "ㄲㅊ") == nil)
    }

    @Test func anInitialMatchesTheJamoItselfAndOtherCharactersIgnoreCase() {
        #expect(SearchMode.choseong.match("ㅎㅎ", query: "ㅎ")?.ranges == [0..<1])
        #expect(SearchMode.choseong.match("KIA 타이거즈", query: "kia ㅌ")?.ranges == [0..<5])
        #expect(SearchMode.choseong.match("42번 타자", query: "2ㅂ")?.ranges == [1..<3])
    }

    @Test func choseongMatchesNFDSyllables() {
        let nfd = "\u{1109}\u{1165}\u{110B}\u{116E}\u{11AF}"   // 서울
        #expect(SearchMode.choseong.match(nfd, query: "ㅅㅇ")?.ranges == [0..<2])
        #expect(SearchMode.choseong.match(nfd, query: "서ㅇ")?.ranges == [0..<2])
    }

    // MARK: Fuzzy

    @Test func fuzzyMatchesASubsequenceInOrder() {
        #expect(SearchMode.fuzzy.match("search", query: "sea")?.ranges == [0..<3])
        #expect(SearchMode.fuzzy.match("search", query: "SRH")?.ranges == [0..<1, 3..<4, 5..<6])
        #expect(SearchMode.fuzzy.match("search", query: "rs") == nil)
        #expect(SearchMode.fuzzy.match("search", query: "xyz") == nil)
        #expect(SearchMode.fuzzy.match("se", query: "sea") == nil)
    }

    @Test func fuzzyPrefersAPrefix() {
        let ranked = SearchMode.rank(["user", "search"], query: "sr", mode: .fuzzy) { $0 }
        #expect(ranked.map(\.0) == ["search", "user"])
        #expect(ranked.map(\.1.score) == [48, 29])
    }

    @Test func fuzzyPrefersWordBoundariesAndCamelHumps() {
        let ranked = SearchMode.rank(["fabric", "foo_bar", "fooBar"], query: "fb", mode: .fuzzy) { $0 }
        #expect(ranked.map(\.0) == ["foo_bar", "fooBar", "fabric"])
        #expect(ranked.map(\.1.ranges) == [[0..<1, 4..<5], [0..<1, 3..<4], [0..<1, 2..<3]])
        #expect(ranked.map(\.1.score) == [55, 55, 49])
    }

    @Test(arguments: ["foo bar", "foo-bar", "foo/bar", "foo.bar"])
    func everyWordBoundaryBeatsAMidWordMatch(text: String) throws {
        let boundary = try #require(SearchMode.fuzzy.match(text, query: "fb"))
        let inside = try #require(SearchMode.fuzzy.match("fabric", query: "fb"))
        #expect(boundary.score > inside.score)
        #expect(boundary.ranges == [0..<1, 4..<5])
    }

    @Test func fuzzyFindsTheBestAlignmentNotTheFirst() {
        #expect(SearchMode.fuzzy.match("fabric foo_bar", query: "fb")?.ranges == [7..<8, 11..<12])
    }

    @Test func fuzzyPrefersConsecutiveAndStartingMatches() {
        let ranked = SearchMode.rank(["김도영", "도영이", "도서영"], query: "도영", mode: .fuzzy) { $0 }
        #expect(ranked.map(\.0) == ["도영이", "도서영", "김도영"])
    }

    @Test func fuzzyIsChoseongAware() {
        #expect(SearchMode.fuzzy.match("김도영", query: "ㄱㄷㅇ")?.ranges == [0..<3])
        #expect(SearchMode.fuzzy.match("김도영", query: "ㄱㅇ")?.ranges == [0..<1, 2..<3])
        #expect(SearchMode.fuzzy.match("김도영", query: "김ㅇ")?.ranges == [0..<1, 2..<3])
        #expect(SearchMode.fuzzy.match("까치", query: "ㄱㅊ") == nil)
    }

    // MARK: Ranking

    @Test func rankFiltersAndKeepsTiesInOrder() {
        let places = ["서울", "대전", "수원", "서대문", "강서울"]
        let ranked = SearchMode.rank(places, query: "ㅅ", mode: .choseong) { $0 }
        #expect(ranked.map(\.0) == ["서울", "수원", "서대문", "강서울"])
        #expect(ranked.map(\.1.ranges) == [[0..<1], [0..<1], [0..<1], [1..<2]])

        let all = SearchMode.rank(places, query: "", mode: .fuzzy) { $0 }
        #expect(all.map(\.0) == places)
    }

    @Test func rankReadsTheTextOfAnyItem() {
        let items = [Item("Ryan"), Item("Adams"), Item("Bryan")]
        let ranked = SearchMode.rank(items, query: "rya", mode: .substring) { $0.sortText }
        #expect(ranked.map(\.0.id) == ["Ryan", "Bryan"])
    }

    // MARK: Ranges

    @Test func adjacentPositionsMerge() {
        #expect(SearchMatch.ranges(of: [0, 1, 4]) == [0..<2, 4..<5])
        #expect(SearchMatch.ranges(of: []) == [])
        #expect(SearchMatch.ranges(of: [3]) == [3..<4])
    }
}
