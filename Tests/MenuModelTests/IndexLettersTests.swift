import Testing
@testable import MenuModel
import TextCore

/// `letters = "A-Z"` as scripts write a navigator's letters.
@Suite struct IndexLettersTests {
    @Test func aRangeOfLetters() throws {
        #expect(try IndexLetters.parse("A-Z") == Fixtures.aToZ)
        #expect(try IndexLetters.parse("A-Z").count == 26)
    }

    @Test func rangesAndSingleCharactersSeparatedByCommas() throws {
        #expect(try IndexLetters.parse("A-C,#") == ["A", "B", "C", "#"])
        #expect(try IndexLetters.parse("#,X-Z,A") == ["#", "X", "Y", "Z", "A"])
        #expect(try IndexLetters.parse("#") == ["#"])
        #expect(try IndexLetters.parse("A-A") == ["A"])
    }

    @Test func spacesAroundPartsAreIgnored() throws {
        #expect(try IndexLetters.parse("A-C, #") == ["A", "B", "C", "#"])
        #expect(try IndexLetters.parse("  A-C ,  # ") == ["A", "B", "C", "#"])
    }

    @Test func aRangeIsOfUnicodeScalars() throws {
        #expect(try IndexLetters.parse("가-각") == ["가", "각"])
        #expect(try IndexLetters.parse("가,나,다") == ["가", "나", "다"])
    }

    @Test func aRangeOfHangulConsonantsHoldsOnlyTheIndexInitials() throws {
        #expect(try IndexLetters.parse("ㄱ-ㄷ") == ["ㄱ", "ㄴ", "ㄷ"])
        #expect(try IndexLetters.parse("ㄱ-ㅎ") == Hangul.initials)
        #expect(try IndexLetters.parse("ㄱ-ㅎ,A-Z").count == 40)
        #expect(try IndexLetters.parse("ㄲ-ㄷ") == ["ㄲ", "ㄴ", "ㄷ"])   // the ends are kept as written
        #expect(throws: IndexLetters.Problem.self) { try IndexLetters.parse("ㅎ-ㄱ") }
    }

    @Test(arguments: ["", " ", ",", "A,,B", "A-C,", ",A", "Z-A", "A-", "-A", "AB", "A-BC", "A~C"])
    func badSpecsAreRefused(spec: String) {
        #expect(throws: IndexLetters.Problem.self) { try IndexLetters.parse(spec) }
    }

    @Test func aNavigatorHoldsAtMostTheLimitAndSaysWhy() throws {
        #expect(try IndexLetters.parse("\u{100}-\u{1FF}").count == IndexLetters.limit)
        #expect(throws: IndexLetters.Problem(description: "letters '\u{100}-\u{200}' would be 257 letters, more than 256")) {
            try IndexLetters.parse("\u{100}-\u{200}")
        }
        let syllables = #expect(throws: IndexLetters.Problem.self) { try IndexLetters.parse("가-하") }
        #expect(syllables?.description == "letters '가-하' would be 10585 letters, more than 256; "
                + "a range of syllables holds every syllable between: for the initials write \"ㄱ-ㅎ\"")
        #expect(throws: IndexLetters.Problem.self, "a range spanning most of Unicode is refused, not made") {
            try IndexLetters.parse("\u{21}-\u{10FFFF}")
        }
    }
}
