import Testing
@testable import MenuModel
import TextCore

/// An index of Korean and Latin names: ㄱ…ㅎ, then A–Z, then "#", as iOS groups them.
@Suite struct KoreanIndexTests {
    static let names = ["Ryan", "김도영", "박찬호", "양현종", "이범호", "42번", "Ädam", "ㅎㅎ", "까치"]

    @Test(arguments: [
        ("김도영", "ㄱ"), ("까치", "ㄱ"), ("박찬호", "ㅂ"), ("빵", "ㅂ"), ("이범호", "ㅇ"), ("양현종", "ㅇ"),
        ("쪽", "ㅈ"), ("ㅎㅎ", "ㅎ"), ("ㄲ", "ㄱ"), ("Ryan", "R"), ("42번", "#"), ("Ädam", "#"),
    ])
    func defaultKey(text: String, key: String) {
        #expect(IndexBlock.defaultKey(for: text) == key)
    }

    /// The key read from an item's first bytes is the one its text gives, where the bytes
    /// tell it; where they don't (no lead byte of ASCII or a syllable), none is read.
    @Test func theCodedKeyIsTheTextsKey() {
        let texts = ["", "1", "~", " x", "Ryan", "ryan", "zed", "가", "힣", "까치", "ㄱ", "ㅎㅎ", "\u{1100}\u{1161}",
                     "ä", "Ädam", "🙂", "中", "ｶ"]
        func code(_ text: String) -> Int? { Array(text.utf8).withUnsafeBytes { IndexBlock.defaultKeyCode(of: $0) } }
        for text in texts {
            let code = code(text)
            if let code {
                #expect(IndexBlock.codedKeys[code] == IndexBlock.defaultKey(for: text), "\(text)")
            } else {
                #expect(text.utf8.first.map { $0 >= 0x80 } == true, "\(text): only a non-ASCII lead is left to the text")
            }
        }
        #expect(code(texts[7]) == 26 && code(texts[4]) == 17)
    }

    @Test func explicitLettersFileOtherKeysUnderOther() {
        let index = IndexBlock(id: "i", items: ["Ryan", "Adams", "김", "박", "42"].map(Item.init), letters: ["A", "ㄱ"])
        #expect(index.groups.map(\.letter) == ["A", "ㄱ", "#"])
        #expect(index.groups.map { $0.items.map(\.id) } == [["Adams"], ["김"], ["42", "Ryan", "박"]])   // Latin before Hangul
    }

    @Test func mixedNamesGroupHangulThenLatinThenOther() {
        let index = IndexBlock(id: "i", items: Self.names.map(Item.init))
        #expect(index.letters == ["ㄱ", "ㅂ", "ㅇ", "ㅎ", "R", "#"])
        #expect(index.groups.map(\.letter) == index.letters)
        #expect(index.groups.map { $0.items.map(\.id) } == [
            ["김도영", "까치"],      // 김 (ㄱ) before 까 (ㄲ): syllable-code order
            ["박찬호"],
            ["양현종", "이범호"],
            ["ㅎㅎ"],
            ["Ryan"],
            ["42번", "Ädam"],
        ])
    }

    @Test func hangulSortsInGanadaOrderWithinAGroup() {
        let names = ["김치", "가을", "까치", "건", "ㄱ", "고양이", "꽃"]
        let index = IndexBlock(id: "i", items: names.map(Item.init))
        #expect(index.letters == ["ㄱ"])
        #expect(index.groups.first?.items.map(\.id) == ["ㄱ", "가을", "건", "고양이", "김치", "까치", "꽃"])
    }

    @Test func aMixedGroupSortsLatinIgnoringCaseBeforeHangul() {
        let items = [Item(id: "1", title: .text("kim"), key: "K"), Item(id: "2", title: .text("김"), key: "K"),
                     Item(id: "3", title: .text("Kang"), key: "K"), Item(id: "4", title: .text("가"), key: "K")]
        let index = IndexBlock(id: "i", items: items)
        #expect(index.groups.first?.items.map(\.id) == ["3", "1", "4", "2"])
    }

    @Test func theNavigatorOrdersInitialsThenLatinThenOtherKeysThenOther() {
        let own = ["ㄲ", "ß", "Z", "ㅎ", "A", "ㄱ"].map { Item(id: $0, title: .text("x"), key: $0) }
        let index = IndexBlock(id: "i", items: own + [Item("1st")])
        #expect(index.letters == ["ㄱ", "ㅎ", "A", "Z", "ß", "ㄲ", "#"])
        #expect(IndexBlock.ordered(["Z", "ㅎ", "ㄲ", "A", "ㄱ"]) == ["ㄱ", "ㅎ", "A", "Z", "ㄲ"])
    }

    @Test func nfdNamesGroupAndSortLikeNFC() {
        // 김도영, 까치, 가을 decomposed into conjoining jamo, as macOS file names carry them.
        let nfd = ["\u{1100}\u{1175}\u{11B7}\u{1103}\u{1169}\u{110B}\u{1167}\u{11BC}",
                   "\u{1101}\u{1161}\u{110E}\u{1175}",
                   "\u{1100}\u{1161}\u{110B}\u{1173}\u{11AF}"]
        let composed = ["김도영", "까치", "가을"]
        #expect(nfd.map(nfc) == composed)
        #expect(nfd.map { Array(nfc($0).unicodeScalars) } == composed.map { Array($0.unicodeScalars) })
        #expect(nfd.map { IndexBlock.defaultKey(for: nfc($0)) } == ["ㄱ", "ㄱ", "ㄱ"])

        let normalized = IndexBlock(id: "i", items: nfd.map { Item(nfc($0)) })
        #expect(normalized == IndexBlock(id: "i", items: composed.map(Item.init)))
        #expect(normalized.groups.first?.items.map(\.id) == ["가을", "김도영", "까치"])

        // Even unnormalised, keys come from the conjoining choseong and order is canonical.
        let raw = IndexBlock(id: "i", items: nfd.map(Item.init))
        #expect(raw.letters == ["ㄱ"])
        #expect(raw.groups.first?.items.map { nfc($0.id) } == ["가을", "김도영", "까치"])
    }

    @Test func koreanLetters() throws {
        let letters = try IndexLetters.parse("ㄱ-ㅎ")
        #expect(letters.count == 14)
        #expect(letters == Hangul.initials)

        let both = try IndexLetters.parse("ㄱ-ㅎ,A-Z")
        #expect(both.count == 40)
        #expect(both == Hangul.initials + Fixtures.aToZ)
    }

    @Test func explicitKoreanLettersKeepTheEmptyOnesAndPutTheRestUnderOther() throws {
        let letters = try IndexLetters.parse("ㄱ-ㅎ,A-Z")
        let index = IndexBlock(id: "i", items: Self.names.map(Item.init), letters: letters)
        #expect(index.letters == letters + ["#"])
        #expect(index.groups.map(\.letter) == ["ㄱ", "ㅂ", "ㅇ", "ㅎ", "R", "#"])

        let hangulOnly = IndexBlock(id: "i", items: Self.names.map(Item.init), letters: Hangul.initials)
        #expect(hangulOnly.groups.map(\.letter) == ["ㄱ", "ㅂ", "ㅇ", "ㅎ", "#"])
        #expect(hangulOnly.groups.last?.items.map(\.id) == ["42번", "Ryan", "Ädam"])
    }

    @Test func aJumpToAnEmptyInitialScrollsToTheNextGroup() throws {
        let index = IndexBlock(id: "i", items: Self.names.map(Item.init), letters: try IndexLetters.parse("ㄱ-ㅎ,A-Z"))
        let nonEmpty = Set(index.groups.map(\.letter))
        #expect(index.scrollTarget(for: "ㄴ", nonEmpty: nonEmpty) == "ㅂ")
        #expect(index.scrollTarget(for: "ㅈ", nonEmpty: nonEmpty) == "ㅎ")
        #expect(index.scrollTarget(for: "S", nonEmpty: nonEmpty) == "#")
    }
}
