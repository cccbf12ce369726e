@testable import MenuApps
import MenuTerminal
import Testing
import TextCore

/// Fields (fzf's --delimiter, --nth, --with-nth), --ansi, and keys by name.
@Suite struct LineFormatTests {
    static func fields(_ line: String, _ delimiter: FieldDelimiter) -> [String] {
        delimiter.fields(of: line[...]).map { String(line[$0]) }
    }

    @Test func linesAreCutIntoFieldsAsFzfCutsThem() throws {
        #expect(Self.fields("  a b  c", .awk) == ["a ", "b  ", "c"], "AWK-style: blanks at the start belong to none")
        #expect(Self.fields("a:b::c", try FieldDelimiter(":")) == ["a:", "b:", ":", "c"])
        #expect(Self.fields("a1b22c", try FieldDelimiter("[0-9]+")) == ["a1", "b22", "c"], "a regular expression")
        #expect(throws: FieldDelimiterError.self) { try FieldDelimiter("(") }
        #expect(FieldRange.list("1,-1,2..,..3,2..3") == [FieldRange("1"), FieldRange("-1"), FieldRange("2.."), FieldRange("..3"),
                                                         FieldRange("2..3")].compactMap { $0 })
        #expect(FieldRange.list("0") == nil && FieldRange.list("a") == nil && FieldRange.list("1,,2") == nil)
        #expect(FieldRange("-2..")?.fields(of: 5) == 3..<5 && FieldRange("4")?.fields(of: 3) == 0..<0)
    }

    @Test func withNthShowsFieldsAndNthSearchesFields() throws {
        var format = LineFormat()
        format.delimiter = try FieldDelimiter(":")
        format.withNth = FieldRange.list("2..")
        #expect(format.shown("a.swift:12:let x") == "12:let x")
        format.withNth = nil
        format.nth = FieldRange.list("1,3")
        #expect(format.searched("a.swift:12:let x") == "a.swift:\u{1E}let x" && format.pieced,
                "each range a piece of its own, searched on its own as fzf does")
        #expect(format.shownMatches([0..<1, 9..<12], in: "a.swift:12:let x") == [0..<1, 11..<14],
                "a match in the third field lands where that field is shown")
        format.nth = FieldRange.list("1..")
        #expect(format.searched("a.swift:12:let x") == "a.swift:12:let x" && !format.pieced, "one range is one piece")
        var ansi = LineFormat()
        ansi.ansi = true
        #expect(ansi.searched("\u{1B}[31mred\u{1B}[0m x") == "red x" && ansi.transforms)
        #expect(!LineFormat().transforms)
    }

    @Test func nthFramesTheTextSearchedInTheTextShownForTheTiebreaks() throws {
        var format = LineFormat()
        format.delimiter = try FieldDelimiter(":")
        format.withNth = FieldRange.list("2..")
        format.nth = FieldRange.list("1,2")
        let (text, frame) = format.searchedInFrame("a.swift: 12:let x ")
        #expect(text == " 12:\u{1E}let x ", "the fields of what is shown")
        let shown = " 12:let x "
        #expect(frame == ShownFrame(shown: shown, pieces: [shown.startIndex..<shown.index(shown.startIndex, offsetBy: 4),
                                                           shown.index(shown.startIndex, offsetBy: 4)..<shown.endIndex]))
        #expect(frame?.trimmedLength == 8)
        format.nth = nil
        #expect(format.searchedInFrame("a.swift:12").frame == nil, "without --nth, the text searched is the text shown")
    }

    @Test func anASCIITextIsFramedInItsBytesAsAnyOtherInItsCharacters() {
        // The same shapes, one all ASCII (read as bytes), one with a Hangul syllable and an
        // accented letter in NFD (read as characters): equal frames. Pieces by character offsets.
        let cases: [(String, String, [Range<Int>])] = [
            ("  ab cd:ef gh  ", "  한b cd:ef ge\u{301}  ", [3..<7, 8..<13]),
            ("\tx:y", "\t한:y", [1..<2, 3..<4]), ("abc", "abe\u{301}", [1..<2, 2..<3]),
        ]
        for (ascii, other, offsets) in cases {
            func frame(_ text: String) -> ShownFrame {
                let index = { (offset: Int) in text.index(text.startIndex, offsetBy: offset) }
                return ShownFrame(shown: text, pieces: offsets.map { index($0.lowerBound)..<index($0.upperBound) })
            }
            #expect(frame(ascii) == frame(other), "\(ascii.debugDescription) and \(other.debugDescription)")
        }
    }

    @Test func keysHaveFzfsNames() {
        #expect(Key(name: "ctrl-d") == .ctrl("d") && Key(name: "alt-x") == .alt("x") && Key(name: "f1") == .function(1))
        #expect(Key(name: "enter") == .enter && Key(name: "btab") == .backTab && Key(name: "ctrl-/") == .ctrl("_"))
        #expect(Key(name: "ctrl-j") == .ctrl("j") && Key(name: "?") == .character("?") && Key(name: "pgdn") == .pageDown)
        #expect(Key(name: "ctrl-") == nil && Key(name: "hyper-x") == nil)
    }
}
