import Testing
@testable import TextCore

/// `nfc`: labels normalised so NFD text (macOS file names) behaves like NFC.
@Suite struct NFCTests {
    @Test func hangulJamoComposeIntoSyllables() {
        let nfd = "\u{1112}\u{1161}\u{11AB}\u{1100}\u{116E}\u{11A8}"   // 한국 in jamo
        #expect(nfd.unicodeScalars.count == 6)
        let composed = nfc(nfd)
        #expect(Array(composed.unicodeScalars) == ["\u{D55C}", "\u{AD6D}"])
        #expect(composed.unicodeScalars.count == 2)
    }

    @Test func aSyllableWithoutFinal() {
        #expect(Array(nfc("\u{1100}\u{1161}").unicodeScalars) == ["\u{AC00}"])   // 가
        #expect(Array(nfc("\u{1100}\u{1161}\u{11A8}\u{1100}\u{1161}").unicodeScalars) == ["\u{AC01}", "\u{AC00}"])
    }

    @Test func latinCombiningMarks() {
        #expect(Array(nfc("e\u{0301}").unicodeScalars) == ["\u{E9}"])
        #expect(Array(nfc("A\u{0308}dam").unicodeScalars) == ["\u{C4}", "d", "a", "m"])
    }

    @Test(arguments: ["", "Ryan", "A-Z, #", "foo_bar/baz.txt"])
    func asciiIsUnchanged(text: String) {
        #expect(nfc(text) == text)
        #expect(Array(nfc(text).utf8) == Array(text.utf8))
    }

    @Test func composedTextIsUnchanged() {
        let text = "👤 김도영 ✉️ Émile"
        #expect(Array(nfc(text).unicodeScalars) == Array(text.unicodeScalars))
    }

    @Test func nfdHangulKeysLikeNFC() {
        let nfd = "\u{1100}\u{1175}\u{11B7}\u{1103}\u{1169}\u{110B}\u{1167}\u{11BC}"   // 김도영
        #expect(nfc(nfd).unicodeScalars.count == 3)
        #expect(Hangul.choseong(nfc(nfd)) == "ㄱㄷㅇ")
        #expect(Hangul.initial(of: nfc(nfd)) == "ㄱ")
    }

    /// Bytes `NFCBytes.isStable` passes are stored as they are: valid UTF-8 that NFC leaves
    /// unchanged; the rest goes through the normalizer. Its fast paths (eight ASCII bytes at a
    /// time, a Hangul syllable at once) agree with the byte-by-byte rule on every boundary.
    @Test func stableBytesAreValidUTF8ThatNFCLeavesAlone() {
        let samples: [[UInt8]] = [
            Array("abcdefgh".utf8), Array("abcdefghi".utf8), Array("abcdefg\u{E9}".utf8), Array("abcdefgh\u{E9}".utf8),
            Array("김도영 Kim".utf8), Array("가나다라마바사아자차".utf8), Array("힣".utf8), Array("가\u{11A8}".utf8),
            Array("abcdefgh가\u{11A8}".utf8), Array("e\u{301}".utf8), Array("\u{1100}\u{1161}".utf8),
            [0xEA, 0xB0], [0xEA, 0xB0, 0x41], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0xFF],
        ]
        for bytes in samples {
            let text = String(validating: bytes, as: UTF8.self)
            let expected = text.map { Array(nfc($0).utf8) == bytes } ?? false
            #expect(bytes.withUnsafeBytes { NFCBytes.isStable($0) } == expected, "\(bytes)")
        }
    }
}
