import Testing
@testable import TextCore

/// 초성: the index key of a Korean label and its initials string.
@Suite struct HangulTests {
    // MARK: initial(of:)

    /// The first syllable of each of the 19 initials, doubles folded, 이응 included.
    @Test(arguments: [
        ("가", "ㄱ"), ("까", "ㄱ"), ("나", "ㄴ"), ("다", "ㄷ"), ("따", "ㄷ"), ("라", "ㄹ"), ("마", "ㅁ"),
        ("바", "ㅂ"), ("빠", "ㅂ"), ("사", "ㅅ"), ("싸", "ㅅ"), ("아", "ㅇ"), ("자", "ㅈ"), ("짜", "ㅈ"),
        ("차", "ㅊ"), ("카", "ㅋ"), ("타", "ㅌ"), ("파", "ㅍ"), ("하", "ㅎ"),
    ])
    func everyInitialFoldsToItsLetter(syllable: String, letter: String) {
        #expect(Hangul.initial(of: syllable) == letter)
        #expect(Hangul.initial(of: syllable + "나다") == letter)
    }

    @Test func theFirstAndLastSyllablesOfTheBlock() {
        #expect(Hangul.initial(of: "\u{AC00}") == "ㄱ")     // 가
        #expect(Hangul.initial(of: "\u{D7A3}") == "ㅎ")     // 힣
        #expect(Hangul.initial(of: "\u{D7A4}") == nil)      // past the syllables
        #expect(Hangul.initial(of: "\u{ABFF}") == nil)
    }

    @Test(arguments: [
        ("ㄱ", "ㄱ"), ("ㄲ", "ㄱ"), ("ㄸ", "ㄷ"), ("ㅃ", "ㅂ"), ("ㅆ", "ㅅ"), ("ㅉ", "ㅈ"), ("ㅇ", "ㅇ"),
        ("ㅎㅎ", "ㅎ"), ("ㅋㅋㅋ", "ㅋ"),
        ("ㄳ", "ㄱ"), ("ㄵ", "ㄴ"), ("ㄶ", "ㄴ"), ("ㄺ", "ㄹ"), ("ㅀ", "ㄹ"), ("ㅄ", "ㅂ"),   // clusters: first consonant
    ])
    func compatibilityJamo(text: String, letter: String) {
        #expect(Hangul.initial(of: text) == letter)
    }

    @Test func conjoiningChoseong() {
        let letters = (0x1100...0x1112).map { Hangul.initial(of: String(Unicode.Scalar($0)!)) }
        #expect(letters == ["ㄱ", "ㄱ", "ㄴ", "ㄷ", "ㄷ", "ㄹ", "ㅁ", "ㅂ", "ㅂ", "ㅅ", "ㅅ", "ㅇ", "ㅈ", "ㅈ",
                            "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"])
        #expect(Hangul.initial(of: "\u{1100}\u{1175}\u{11B7}") == "ㄱ")   // NFD 김
        #expect(Hangul.initial(of: "\u{1113}") == nil)                    // archaic choseong
    }

    @Test(arguments: ["Ryan", "42번", "", " 김", "ㅏ", "ㅣ", "\u{1161}", "\u{FFA1}", "漢", "#"])
    func notAHangulInitial(text: String) {
        #expect(Hangul.initial(of: text) == nil)
    }

    @Test func theFourteenInitials() {
        #expect(Hangul.initials == ["ㄱ", "ㄴ", "ㄷ", "ㄹ", "ㅁ", "ㅂ", "ㅅ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"])
        #expect(Hangul.consonantChoseong.count == 0x314E - 0x3131 + 1)
    }

    // MARK: choseong(_:)

    @Test(arguments: [
        ("서울", "ㅅㅇ"), ("까치", "ㄲㅊ"), ("수원역", "ㅅㅇㅇ"), ("KIA 타이거즈", "KIA ㅌㅇㄱㅈ"),
        ("42번 타자", "42ㅂ ㅌㅈ"), ("ㅎㅎ", "ㅎㅎ"), ("", ""), ("Ryan", "Ryan"), ("👤 김도영", "👤 ㄱㄷㅇ"),
        ("\u{1109}\u{1165}\u{110B}\u{116E}\u{11AF}", "ㅅㅇ"),   // NFD 서울
    ])
    func choseong(text: String, initials: String) {
        #expect(Hangul.choseong(text) == initials)
    }

    @Test func everySyllableHasItsUnfoldedInitial() {
        let firsts = ["가", "까", "나", "다", "따", "라", "마", "바", "빠", "사", "싸", "아", "자", "짜",
                      "차", "카", "타", "파", "하"]
        #expect(Hangul.choseong(firsts.joined()) == "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ")
    }

    // MARK: isSyllable

    @Test func syllables() {
        #expect(Hangul.isSyllable("한"))
        #expect(Hangul.isSyllable("\u{1112}\u{1161}\u{11AB}"))
        #expect(Hangul.isSyllable("\u{1112}\u{1161}"))
        #expect(!Hangul.isSyllable("ㅎ"))
        #expect(!Hangul.isSyllable("\u{1112}"))
        #expect(!Hangul.isSyllable("A"))
    }
}
