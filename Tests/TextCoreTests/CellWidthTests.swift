import Testing
@testable import TextCore

@Suite("Cell width")
struct CellWidthTests {
    // MARK: Scalars and simple strings

    @Test func asciiIsOneCellPerPrintableByte() {
        #expect("".cellWidth == 0)
        #expect("menu".cellWidth == 4)
        #expect("Hello, world! ~".cellWidth == 15)
        #expect(("A" as Unicode.Scalar).cellWidth == 1)
        #expect((" " as Unicode.Scalar).cellWidth == 1)
        #expect(("~" as Unicode.Scalar).cellWidth == 1)
    }

    @Test func controlsAreZero() {
        #expect(("\u{0}" as Unicode.Scalar).cellWidth == 0)
        #expect(("\t" as Unicode.Scalar).cellWidth == 0)
        #expect(("\u{7F}" as Unicode.Scalar).cellWidth == 0)
        #expect(("\u{85}" as Unicode.Scalar).cellWidth == 0)
        #expect(("\u{9F}" as Unicode.Scalar).cellWidth == 0)
        #expect(("\u{A0}" as Unicode.Scalar).cellWidth == 1)
        #expect("a\tb\r\nc".cellWidth == 3)
        #expect(Character("\r\n").cellWidth == 0)
    }

    @Test func substringsAndNonASCIIAgree() {
        let s = "abc김선빈def"
        #expect(s.cellWidth == 12)
        #expect(s.dropFirst(3).cellWidth == 9)
        #expect(s.prefix(3).cellWidth == 3)
        #expect(s.cellWidth == s.reduce(0) { $0 + $1.cellWidth })
    }

    // MARK: Hangul and CJK

    @Test func hangulSyllablesAreWide() {
        #expect("김선빈".cellWidth == 6)
        #expect("나성범입니다".cellWidth == 12)
        #expect(("가" as Unicode.Scalar).cellWidth == 2)
        #expect(("\u{D7A3}" as Unicode.Scalar).cellWidth == 2)
    }

    @Test func nfdHangulMatchesNFC() {
        let nfd = "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}"  // 한글, decomposed
        let nfc = "한글"
        #expect(nfd.unicodeScalars.count == 6)
        #expect(nfd.count == 2)
        #expect(nfd.cellWidth == nfc.cellWidth)
        #expect(nfd.cellWidth == 4)
        #expect(Character("\u{1112}\u{1161}\u{11AB}").cellWidth == 2)
        #expect(("\u{1112}" as Unicode.Scalar).cellWidth == 2)   // leading consonant
        #expect(("\u{1161}" as Unicode.Scalar).cellWidth == 0)   // medial vowel
        #expect(("\u{11AB}" as Unicode.Scalar).cellWidth == 0)   // final consonant
        #expect(("\u{D7B0}" as Unicode.Scalar).cellWidth == 0)   // Jamo Extended-B vowel
        #expect(("\u{D7FB}" as Unicode.Scalar).cellWidth == 0)   // Jamo Extended-B final
        #expect(("\u{A960}" as Unicode.Scalar).cellWidth == 2)   // Jamo Extended-A initial
    }

    @Test func cjkAndFullwidthAreWide() {
        #expect("漢字".cellWidth == 4)
        #expect("ひらがなカタカナ".cellWidth == 16)
        #expect("Ａ".cellWidth == 2)
        #expect("ＡＢＣ１２３".cellWidth == 12)
        #expect("\u{3000}".cellWidth == 2)            // ideographic space
        #expect("\u{20000}".cellWidth == 2)           // CJK Extension B
        #expect("ｶﾀｶﾅ".cellWidth == 4)                 // halfwidth katakana stay narrow
    }

    // MARK: Emoji

    @Test func emoji() {
        #expect("😀".cellWidth == 2)
        #expect("✉\u{FE0F}".cellWidth == 2)           // envelope, emoji presentation
        #expect("✉".cellWidth == 1)                   // envelope, text default
        #expect("❤\u{FE0F}".cellWidth == 2)
        #expect("❤".cellWidth == 1)
        #expect("⌚".cellWidth == 2)                   // Emoji_Presentation=Yes
        #expect("⌚\u{FE0E}".cellWidth == 2)           // VS15 adds nothing: the base keeps its width
        #expect("☺\u{FE0E}".cellWidth == 1)
        #expect("🇰🇷".cellWidth == 2)
        #expect("🇰🇷🇯🇵".cellWidth == 4)
        #expect("👨\u{200D}👩\u{200D}👧".cellWidth == 2)
        #expect("👍🏽".cellWidth == 2)                  // skin-tone modifier
        #expect("🏳\u{FE0F}\u{200D}🌈".cellWidth == 2)   // rainbow flag
        #expect("1\u{FE0F}\u{20E3}".cellWidth == 2)    // keycap 1️⃣
        #expect("#\u{20E3}".cellWidth == 1)            // keycap without VS16: a text "#"
        #expect("1\u{FE0F}\u{20E3}2\u{FE0F}\u{20E3}".cellWidth == 4)
        #expect("🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}".cellWidth == 2)  // England tag sequence
    }

    // MARK: Where the references agree (Python's wcwidth and glibc's wcwidth; issue 13)

    @Test func spacingMarksTakeTheirCells() {
        #expect("नमस्ते".cellWidth == 4)                // न, म, स्ते: one cluster, a cell per consonant
        #expect(Character("क\u{093E}").cellWidth == 2)  // का: AA is a spacing mark
        #expect("ก\u{0E33}".cellWidth == 2)             // กำ: SARA AM is a letter
        #expect("ก\u{0E48}".cellWidth == 1)             // ก่: a tone mark above takes none
    }

    @Test func halfWidthSoundMarksTakeTheirCells() {
        #expect("ｶﾞｰﾃﾞﾝ".cellWidth == 6)
        #expect("ﾎﾟｲﾝﾄ".cellWidth == 5)
        #expect(Character("ｶﾞ").cellWidth == 2)
    }

    @Test func emojiPresentationWidensOnlyAnEmojiBase() {
        #expect("a\u{FE0F}".cellWidth == 1)
        #expect("1\u{FE0F}".cellWidth == 2)              // 1️ is an emoji variation sequence
        #expect("✉\u{FE0F}".cellWidth == 2)
        #expect("😀\u{FE0F}".cellWidth == 2)             // already wide: stays 2
    }

    @Test func prependedMarksTakeACell() {
        #expect("\u{0600}".cellWidth == 1)               // ARABIC NUMBER SIGN
        #expect("\u{0600}\u{0661}\u{0662}".cellWidth == 3)
        #expect(Character("\u{0600}\u{0661}").cellWidth == 2)
        #expect("\u{110BD}".cellWidth == 1)              // KAITHI NUMBER SIGN
    }

    @Test func emojiSequencesAndHangulKeepTheirWidths() {
        #expect("👨\u{200D}👩\u{200D}👧".cellWidth == 2)  // glibc sums it to 6
        #expect("🇰🇷".cellWidth == 2)
        #expect("✉\u{FE0F}".cellWidth == 2)              // glibc says 1
        #expect("한".cellWidth == 2 && "\u{1112}\u{1161}\u{11AB}".cellWidth == 2)
    }

    // MARK: Zero width

    @Test func combiningMarks() {
        #expect("e\u{0301}".cellWidth == 1)
        #expect(Character("e\u{0301}").cellWidth == 1)
        #expect("\u{0301}".cellWidth == 0)
        #expect(Character("\u{0301}").cellWidth == 0)
        #expect("e\u{0301}\u{0323}\u{0304}".cellWidth == 1)
        #expect("cafe\u{0301}".cellWidth == 4)
        #expect("\u{20DD}".cellWidth == 0)            // enclosing circle (Me)
        #expect("\u{3099}".cellWidth == 0)            // Mn with East_Asian_Width W: zero wins
        #expect("か\u{3099}".cellWidth == 2)
    }

    @Test func formatCharactersAreZero() {
        #expect("\u{200B}".cellWidth == 0)            // ZWSP
        #expect("\u{200D}".cellWidth == 0)            // ZWJ
        #expect("\u{FEFF}".cellWidth == 0)            // BOM / ZWNBSP
        #expect("\u{2060}".cellWidth == 0)            // word joiner
        #expect("a\u{200B}b".cellWidth == 2)
        #expect("\u{FE0F}".cellWidth == 0)            // lone variation selector
        #expect(("\u{2028}" as Unicode.Scalar).cellWidth == 0)
        #expect(("\u{202E}" as Unicode.Scalar).cellWidth == 0)
        #expect(("\u{E0101}" as Unicode.Scalar).cellWidth == 0)
        #expect(("\u{00AD}" as Unicode.Scalar).cellWidth == 1)   // soft hyphen is the exception
    }

    // MARK: Generated table

    @Test func scalarRangesMatchExpectedClass() {
        func widths(_ range: ClosedRange<UInt32>) -> Set<Int> {
            Set(range.compactMap { Unicode.Scalar($0)?.cellWidth })
        }
        #expect(widths(0xAC00...0xD7A3) == [2])       // Hangul syllables
        #expect(widths(0x4E00...0x9FFF) == [2])       // CJK unified ideographs
        #expect(widths(0xFF01...0xFF60) == [2])       // fullwidth forms
        #expect(widths(0x1F600...0x1F64F) == [2])     // emoticons
        #expect(widths(0x1F1E6...0x1F1FF) == [2])     // regional indicators
        #expect(widths(0x0300...0x036F) == [0])       // combining diacritics
        #expect(widths(0x1160...0x11FF) == [0])       // Hangul medial/final jamo
        #expect(widths(0xFE00...0xFE0F) == [0])       // variation selectors
        #expect(widths(0x0041...0x005A) == [1])       // A-Z
        #expect(widths(0x0020...0x007E) == [1])       // printable ASCII
        #expect(widths(0x00A0...0x02FF).subtracting([1]).isEmpty)  // Latin-1, Latin Extended
        #expect(widths(0x0400...0x04FF).subtracting([0, 1]).isEmpty)  // Cyrillic
    }

    @Test func generatedTablesAreSortedDisjointAndMerged() {
        for table in [CellWidthTable.wide, CellWidthTable.zero] {
            #expect(table.count % 2 == 0)
            #expect(!table.isEmpty)
            for i in stride(from: 0, to: table.count, by: 2) {
                #expect(table[i] <= table[i + 1])
                if i + 2 < table.count {
                    #expect(table[i + 1] + 1 < table[i + 2])  // sorted, not adjacent
                }
            }
        }
        #expect(CellWidthTable.unicodeVersion.hasPrefix("15."))
        // wide and zero never overlap
        let zero = CellWidthTable.zero
        let wide = CellWidthTable.wide
        for z in stride(from: 0, to: zero.count, by: 2) {
            for w in stride(from: 0, to: wide.count, by: 2) {
                #expect(zero[z + 1] < wide[w] || wide[w + 1] < zero[z])
            }
        }
    }

    // MARK: Truncation

    @Test func truncatesHangulAtOddWidths() {
        #expect("나성범입니다".truncated(toCells: 6) == "나성…")
        #expect("나성범입니다".truncated(toCells: 7) == "나성범…")
        #expect("나성범입니다".truncated(toCells: 12) == "나성범입니다")
        #expect("나성범입니다".truncated(toCells: 11) == "나성범입니…")
        #expect("나성범입니다".truncated(toCells: 2) == "…")
        #expect("나성범입니다".truncated(toCells: 1) == "…")
        #expect("나성범입니다".truncated(toCells: 0) == "")
        #expect("나성범입니다".truncated(toCells: -3) == "")
    }

    @Test func truncationKeepsFittingStringsAndHonorsEllipsis() {
        #expect("ok".truncated(toCells: 6) == "ok")
        #expect("Settings".truncated(toCells: 8) == "Settings")
        #expect("Settings".truncated(toCells: 7) == "Settin…")
        #expect("Settings".truncated(toCells: 6, ellipsis: "..") == "Sett..")
        #expect("Settings".truncated(toCells: 5, ellipsis: "") == "Setti")
        // Narrower than the ellipsis itself: the prefix that fits, no ellipsis.
        #expect("Settings".truncated(toCells: 2, ellipsis: "...") == "Se")
        #expect("김선빈".truncated(toCells: 2, ellipsis: "...") == "김")
        #expect("김선빈".truncated(toCells: 1, ellipsis: "...") == "")
        #expect("김선빈".truncated(toCells: 3, ellipsis: "...") == "...")
    }

    @Test func truncationNeverSplitsClusters() {
        #expect("🇰🇷🇯🇵🇺🇸".truncated(toCells: 5) == "🇰🇷🇯🇵…")
        #expect("🇰🇷🇯🇵🇺🇸".truncated(toCells: 4) == "🇰🇷…")
        #expect("🇰🇷🇯🇵".truncated(toCells: 2) == "…")
        let family = "👨\u{200D}👩\u{200D}👧"
        #expect((family + family).truncated(toCells: 3) == family + "…")
        #expect((family + family).truncated(toCells: 2) == "…")
        #expect("e\u{0301}e\u{0301}e\u{0301}".truncated(toCells: 2) == "e\u{0301}…")
        #expect("e\u{0301}e\u{0301}e\u{0301}".truncated(toCells: 2).unicodeScalars.count == 3)
        let nfd = "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}\u{1100}\u{1173}\u{11AF}"
        #expect(nfd.truncated(toCells: 4) == "\u{1112}\u{1161}\u{11AB}…")
        #expect(nfd.truncated(toCells: 4).unicodeScalars.count == 4)
        let keycaps = "1\u{FE0F}\u{20E3}2\u{FE0F}\u{20E3}3\u{FE0F}\u{20E3}"
        #expect(keycaps.truncated(toCells: 5) == "1\u{FE0F}\u{20E3}2\u{FE0F}\u{20E3}…")
    }

    static let mixed = [
        "", "a", "short", "나성범입니다", "abc김선빈def", "🇰🇷🇯🇵 flags", "👨\u{200D}👩\u{200D}👧 family",
        "e\u{0301}e\u{0301}e\u{0301}e\u{0301}", "ＡＢＣabc", "mixed 한글 and ascii 漢字",
        "1\u{FE0F}\u{20E3}2\u{FE0F}\u{20E3}3\u{FE0F}\u{20E3}", "✉\u{FE0F} mail ✉ text",
        "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF} nfd", "zero\u{200B}width\u{200D}joiners",
    ]

    @Test(arguments: mixed)
    func truncationNeverExceedsLimit(_ s: String) {
        for ellipsis in ["…", "...", "", "→"] {
            for width in 0...15 {
                let t = s.truncated(toCells: width, ellipsis: ellipsis)
                #expect(t.cellWidth <= width, "\(s.debugDescription) @\(width) -> \(t.debugDescription)")
                if s.cellWidth <= width {
                    #expect(t == s)
                } else {
                    // Whole clusters of the original, then (maybe) the ellipsis.
                    let body = ellipsis.cellWidth <= width && t.hasSuffix(ellipsis)
                        ? String(t.dropLast(ellipsis.count)) : t
                    #expect(Array(s).starts(with: Array(body)))
                    #expect(body.unicodeScalars.elementsEqual(s.unicodeScalars.prefix(body.unicodeScalars.count)))
                    // Longest prefix: the next cluster would not fit.
                    let budget = ellipsis.cellWidth <= width ? width - ellipsis.cellWidth : width
                    let next = Array(s)[body.count]
                    #expect(body.cellWidth + next.cellWidth > budget)
                }
            }
        }
    }

    // MARK: Padding

    @Test func padded() {
        #expect("abc".padded(toCells: 6) == "abc   ")
        #expect("김선빈".padded(toCells: 8) == "김선빈  ")
        #expect("김선빈".padded(toCells: 8).cellWidth == 8)
        #expect("김선빈".padded(toCells: 6) == "김선빈")
        #expect("김선빈".padded(toCells: 3) == "김선빈")
        #expect("".padded(toCells: 0) == "")
        #expect("".padded(toCells: -1) == "")
        #expect("e\u{0301}".padded(toCells: 3) == "e\u{0301}  ")
        #expect("🇰🇷".padded(toCells: 3) == "🇰🇷 ")
    }
}
