import Testing
@testable import MenuModel

/// `letters = "A-Z"` as scripts write a navigator's letters.
@Suite struct IndexLettersTests {
    @Test func aRangeOfLetters() {
        #expect(IndexLetters.parse("A-Z") == Fixtures.aToZ)
        #expect(IndexLetters.parse("A-Z")?.count == 26)
    }

    @Test func rangesAndSingleCharactersSeparatedByCommas() {
        #expect(IndexLetters.parse("A-C,#") == ["A", "B", "C", "#"])
        #expect(IndexLetters.parse("#,X-Z,A") == ["#", "X", "Y", "Z", "A"])
        #expect(IndexLetters.parse("#") == ["#"])
        #expect(IndexLetters.parse("A-A") == ["A"])
    }

    @Test func spacesAroundPartsAreIgnored() {
        #expect(IndexLetters.parse("A-C, #") == ["A", "B", "C", "#"])
        #expect(IndexLetters.parse("  A-C ,  # ") == ["A", "B", "C", "#"])
    }

    @Test func aRangeIsOfUnicodeScalars() {
        #expect(IndexLetters.parse("가-각") == ["가", "각"])
        #expect(IndexLetters.parse("가,나,다") == ["가", "나", "다"])
    }

    @Test func aRangeOfHangulConsonantsHoldsOnlyTheIndexInitials() {
        #expect(IndexLetters.parse("ㄱ-ㄷ") == ["ㄱ", "ㄴ", "ㄷ"])
        #expect(IndexLetters.parse("ㄱ-ㅎ") == Hangul.initials)
        #expect(IndexLetters.parse("ㄱ-ㅎ,A-Z")?.count == 40)
        #expect(IndexLetters.parse("ㄲ-ㄷ") == ["ㄲ", "ㄴ", "ㄷ"])   // the ends are kept as written
        #expect(IndexLetters.parse("ㅎ-ㄱ") == nil)
    }

    @Test(arguments: ["", " ", ",", "A,,B", "A-C,", ",A", "Z-A", "A-", "-A", "AB", "A-BC", "A~C"])
    func badSpecsGiveNil(spec: String) {
        #expect(IndexLetters.parse(spec) == nil)
    }
}
