import Testing
@testable import TextCore

/// The search modes (a block's `search`): substring, 초성 and fuzzy matching, with the matched characters.
@Suite struct SearchTests {
    // MARK: Empty query

    @Test(arguments: SearchMode.allCases)
    func anEmptyQueryMatchesEverything(mode: SearchMode) {
        #expect(mode.match("서울", query: "") == SearchMatch(score: 0, ranges: []))
        #expect(mode.match("", query: "") == SearchMatch(score: 0, ranges: []))
        #expect(mode.match("", query: "a") == nil)
    }

    @Test(arguments: SearchMode.allCases)
    func aBlankQueryFiltersNothing(mode: SearchMode) {
        for blank in [" ", "   ", "\t", " \u{3000}"] {
            #expect(mode.match("서울", query: blank) == SearchMatch(score: 0, ranges: []))
            #expect(mode.match("no space here", query: blank) == SearchMatch(score: 0, ranges: []))
        }
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
        #expect(SearchMode.choseong.match("KIA 타이거즈", query: "kia ㅌ")?.ranges == [0..<3, 4..<5])
        #expect(SearchMode.choseong.match("42번 타자", query: "2ㅂ")?.ranges == [1..<3])
    }

    @Test func choseongIgnoresSpacesAndHighlightsTheMatchedCharacters() {
        let match = SearchMode.choseong.match("프론트엔드 개발자", query: "ㅍㄹㅌㅇㄷㄱㅂㅈ")
        #expect(match == SearchMatch(score: 1000, ranges: [0..<5, 6..<9]))
        #expect(SearchMode.choseong.match("프론트엔드개발자", query: "ㅍㄹㅌ ㅇㄷ ㄱㅂㅈ")?.ranges == [0..<8])
        #expect(SearchMode.choseong.match("웹 프론트엔드", query: "ㅍㄹ") == SearchMatch(score: 998, ranges: [2..<4]))
        #expect(SearchMode.choseong.match("서울  역", query: "서울역")?.ranges == [0..<2, 4..<5])
        #expect(SearchMode.choseong.match("서울 대 역", query: "ㅅㅇㅇ") == nil, "the run is still contiguous")
    }

    @Test func substringAndFuzzyKeepSpacesWithinATerm() {
        #expect(SearchMode.substring.match("프론트엔드 개발자", query: "엔드개발") == nil)
        #expect(SearchMode.substring.match("a b", query: "a b")?.ranges == [0..<1, 2..<3], "two terms")
        #expect(SearchMode.substring.match("a b", query: #"a\ b"#)?.ranges == [0..<3], "one term, its space escaped")
        #expect(SearchMode.substring.match("ab", query: #"a\ b"#) == nil)
    }

    @Test func choseongKeepsNonHangulAsItIs() {
        #expect(Hangul.choseong("네이버123") == "ㄴㅇㅂ123")     // es-hangul's keepNonHangul
        #expect(Hangul.choseong("KIA 타이거즈!") == "KIA ㅌㅇㄱㅈ!")
        #expect(SearchMode.choseong.match("네이버123", query: "ㅂ12")?.ranges == [2..<5])
    }

    @Test func choseongMatchesNFDSyllables() {
        let nfd = "\u{1109}\u{1165}\u{110B}\u{116E}\u{11AF}"   // 서울
        #expect(SearchMode.choseong.match(nfd, query: "ㅅㅇ")?.ranges == [0..<2])
        #expect(SearchMode.choseong.match(nfd, query: "서ㅇ")?.ranges == [0..<2])
    }

    // MARK: Fuzzy

    @Test func fuzzyMatchesASubsequenceInOrder() {
        #expect(SearchMode.fuzzy.match("search", query: "sea")?.ranges == [0..<3])
        #expect(SearchMode.fuzzy.match("search", query: "srh")?.ranges == [0..<1, 3..<4, 5..<6])
        #expect(SearchMode.fuzzy.match("SEARCH", query: "srh")?.ranges == [0..<1, 3..<4, 5..<6])
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
        #expect(ranked.map(\.0) == ["fooBar", "foo_bar", "fabric"], "equal scores: the shorter first")
        #expect(ranked.map(\.1.ranges) == [[0..<1, 3..<4], [0..<1, 4..<5], [0..<1, 2..<3]])
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

    // MARK: Fuzzy: fzf's defaults

    @Test func fuzzyIsSmartCase() {
        #expect(SearchMode.fuzzy.match("FooBar", query: "FB")?.ranges == [0..<1, 3..<4])
        #expect(SearchMode.fuzzy.match("foobar", query: "FB") == nil, "an upper-case letter makes it case-sensitive")
        #expect(SearchMode.fuzzy.match("foobar", query: "fb") != nil)
        #expect(SearchMode.fuzzy.match("FooBar", query: "fb") != nil)
        #expect(SearchMode.fuzzy.match("ÉCOLE", query: "École") == nil)
        #expect(SearchMode.substring.match("foobar", query: "FOO") != nil, "substring stays case-insensitive")
    }

    @Test func fuzzyFoldsAccents() {
        #expect(SearchMode.fuzzy.match("Só Danço Samba", query: "danco")?.ranges == [3..<8])
        #expect(SearchMode.fuzzy.match("Danc\u{0327}o", query: "danco")?.ranges == [0..<5], "NFD text too")
        #expect(SearchMode.fuzzy.match("Danço", query: "danço")?.ranges == [0..<5])
        #expect(SearchMode.fuzzy.match("Danco", query: "danço") == nil, "a query typed with an accent is literal, as fzf's")
        #expect(SearchMode.fuzzy.match("Crème Brûlée", query: "Brulee")?.ranges == [6..<12])
        #expect(SearchMode.fuzzy.match("Tiếng Việt", query: "viet")?.ranges == [6..<10])
        #expect(SearchMode.substring.match("Danço", query: "danco") == nil, "substring compares accents")
    }

    @Test func accentFoldingLeavesOtherScriptsAlone() {
        #expect(SearchMode.fuzzy.match("が", query: "か") == nil)    // kana keep their sound marks
        #expect(SearchMode.fuzzy.match("й", query: "и") == nil)     // Cyrillic short i is a letter of its own
        #expect(SearchMode.fuzzy.match("한", query: "한")?.ranges == [0..<1])
        #expect(SearchMode.fuzzy.match("\u{1112}\u{1161}\u{11AB}", query: "ㅎ")?.ranges == [0..<1])
    }

    @Test func equalScoresRankTheShorterFirstThenInOrder() {
        let paths = ["libassuan0/copyright", "yq/copyright", "xz/copyright", "copyright.d/x"]
        let ranked = SearchMode.rank(paths, query: "copyright", mode: .fuzzy) { $0 }
        #expect(Set(ranked.dropFirst().map(\.1.score)).count == 1, "a prefix scores higher; the rest tie")
        #expect(ranked.map(\.0) == ["copyright.d/x", "yq/copyright", "xz/copyright", "libassuan0/copyright"])
        #expect(SearchRank.trimmedLength("  yq/copyright ") == 12)
        #expect(SearchRank.trimmedLength("   ") == 0)
    }

    @Test func lengthBreaksTiesInFuzzySearchOnly() {
        let names = ["Bryant", "Ryan", "Bryan"]
        #expect(SearchMode.rank(names, query: "rya", mode: .substring) { $0 }.map(\.0) == ["Ryan", "Bryant", "Bryan"])
        #expect(SearchMode.rank(names, query: "rya", mode: .fuzzy) { $0 }.map(\.0) == ["Ryan", "Bryan", "Bryant"])
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
        struct Player { var id: Int; var name: String }
        let players = [Player(id: 1, name: "Ryan"), Player(id: 2, name: "Adams"), Player(id: 3, name: "Bryan")]
        let ranked = SearchMode.rank(players, query: "rya", mode: .substring) { $0.name }
        #expect(ranked.map(\.0.id) == [1, 3])
    }

    // MARK: Ranges

    @Test func adjacentPositionsMerge() {
        #expect(SearchMatch.ranges(of: [0, 1, 4]) == [0..<2, 4..<5])
        #expect(SearchMatch.ranges(of: []) == [])
        #expect(SearchMatch.ranges(of: [3]) == [3..<4])
    }
}
