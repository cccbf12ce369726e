@testable import MenuApps
import Testing

/// Text from other programs: colours kept, everything else that could drive the terminal taken out.
@Suite struct ANSITextTests {
    @Test func sgrIsKeptAsStylesAndOtherSequencesAreDropped() {
        let text = ANSIText("\u{1B}[1;31mred\u{1B}[0m and \u{1B}]0;title\u{7}\u{1B}[2Jplain\u{1B}[4m!")
        #expect(text.plain == "red and plain!")
        #expect(text.runs == [ANSIText.Run(text: "red", style: "1;31"), ANSIText.Run(text: " and plain", style: ""),
                              ANSIText.Run(text: "!", style: "4")])
        #expect(text.endStyle == "4")
        #expect(ANSIText("a\u{1B}]52;c;ZXZpbA==\u{1B}\\b").plain == "ab", "a clipboard write, ended by ST")
        #expect(ANSIText("\u{1B}[38;5;196mx\u{1B}[38:2:1:2:3my").runs.map(\.style) == ["38;5;196", "38;5;196;38:2:1:2:3"])
    }

    @Test func controlsAreMadeHarmlessButTabsKept() {
        #expect(ANSIText("a\tb\rc\u{7}d\u{202E}e").plain == "a\tb c\u{FFFD}d\u{FFFD}e")
        #expect(ANSIText(plain: "x\u{1B}[31my").plain == "x\u{FFFD}[31my", "plain text reads no sequence")
        #expect(ANSIText.strip("no escapes") == "no escapes")
        #expect(ANSIText.strip("\u{1B}[32mgreen\u{1B}[m") == "green")
    }

    @Test func linesCarryTheirStyleIntoTheNext() {
        let lines = ANSIText.lines("\u{1B}[33mone\ntwo\u{1B}[0m\nthree\n")
        #expect(lines.map(\.plain) == ["one", "two", "three"])
        #expect(lines.map { $0.runs.first?.style } == ["33", "33", ""])
    }

    @Test func aLineIsCutToItsWidthTabsExpandedMatchesUnderlined() {
        #expect(ANSIText(plain: "a\tb").line(width: 20, tabstop: 4, style: .plain(colors: false)) == "a   b")
        #expect(ANSIText(plain: "서울특별시").line(width: 5, style: .plain(colors: false)) == "서울", "a wide character never straddles the edge")
        #expect(ANSIText(plain: "sejong").line(width: 10, matches: [0..<1, 2..<3], style: .plain(colors: false))
                == "\u{1B}[0;4ms\u{1B}[0me\u{1B}[0;4mj\u{1B}[0mong")
        #expect(ANSIText(plain: "ab").line(width: 4, style: .plain(colors: false), padded: true) == "ab  ")
        let red = ANSIText("\u{1B}[31mred\u{1B}[0m")
        #expect(red.line(width: 10, style: TextStyle(look: .inverse, colors: true)) == "\u{1B}[0;7;31mred\u{1B}[0m",
                "the look, then its own colour")
        #expect(red.line(width: 10, style: TextStyle(look: .inverse, colors: false)) == "\u{1B}[0;7mred\u{1B}[0m", "NO_COLOR: the look's attributes only")
    }

    @Test func aMatchBeyondTheEdgeScrollsItsLineToShowIt() {
        #expect(ANSIText(plain: "a/long/path/to/file.txt").line(width: 10, matches: [15..<19], style: .plain(colors: false))
                == "…h/to/\u{1B}[0;4mfile\u{1B}[0m")
        #expect(ANSIText(plain: "short").line(width: 10, matches: [0..<1], style: .plain(colors: false)) == "\u{1B}[0;4ms\u{1B}[0mhort")
        let wide = ANSIText(plain: "서울특별시 강남구 역삼동").line(width: 8, matches: [10..<13], style: .plain(colors: false))
        #expect(wide.hasPrefix("…") && wide.contains("역삼동"))
    }

    @Test func aRowIsCutAsFzfCutsIt() {
        let text = ANSIText(plain: "src/lib/module/file.swift")
        func plain(_ line: String) -> String { line.replacing(/\u{1B}\[[0-9;]*m/, with: "") }
        #expect(text.line(width: 12, style: .plain(colors: false), ellipsis: "..") == "src/lib/mo..", "the end cut")
        #expect(plain(text.line(width: 12, matches: [15..<16], style: .plain(colors: false), ellipsis: "..", hscrollOff: 2)) == "..dule/fil..",
                "the last match and 2 cells after it shown")
        #expect(plain(text.line(width: 12, matches: [15..<16], style: .plain(colors: false), ellipsis: "..", hscrollOff: nil)) == "src/lib/mo..",
                "--no-hscroll: the end cut whatever matched")
        #expect(text.line(width: 12, style: .plain(colors: false), ellipsis: "..", keepRight: true) == "..file.swift", "--keep-right")
        #expect(plain(text.line(width: 12, matches: [0..<1], style: .plain(colors: false), ellipsis: "..", keepRight: true)) == "src/lib/mo..",
                "--keep-right only when nothing matched")
    }

    @Test func wrappingCutsAtTheWidth() {
        #expect(ANSIText("\u{1B}[1mabcdef").wrapped(width: 4).map(\.plain) == ["abcd", "ef"])
        #expect(ANSIText("\u{1B}[1mabcdef").wrapped(width: 4).map { $0.runs.first?.style } == ["1", "1"])
        #expect(ANSIText(plain: "가나다").wrapped(width: 5).map(\.plain) == ["가나", "다"])
    }
}
