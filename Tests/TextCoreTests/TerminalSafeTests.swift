import Testing
@testable import TextCore

/// Text from a script made safe for a terminal: no control can move the cursor, colour the
/// screen or reverse the line.
@Suite struct TerminalSafeTests {
    @Test func controlsBecomeReplacementCharactersAndBreaksSpaces() {
        #expect(TerminalSafe.line("red\u{1B}[31m") == "red\u{FFFD}[31m")
        #expect(TerminalSafe.line("a\u{9B}2Jb") == "a\u{FFFD}2Jb")
        #expect(TerminalSafe.line("a\u{0}b\u{7F}c\u{85}d\u{80}e\u{9F}f") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}e\u{FFFD}f")
        #expect(TerminalSafe.line("a\tb\nc\rd") == "a b c d")
        #expect(TerminalSafe.line("a\r\nb") == "a  b")          // one cluster, two scalars, two spaces
        #expect(TerminalSafe.line("\u{7}\u{8}\u{1F}") == "\u{FFFD}\u{FFFD}\u{FFFD}")
    }

    @Test func bidirectionalOverridesCantReverseTheLine() {
        for control in ["\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}",
                        "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}"] {
            #expect(TerminalSafe.line("a\(control)b") == "a\u{FFFD}b")
        }
        #expect(TerminalSafe.line("\u{200F}שלום \u{2028}") == "\u{200F}שלום \u{2028}", "marks and RTL text stay")
    }

    @Test func messagesKeepTheirLineBreaks() {
        #expect(TerminalSafe.message("a\n\tb\u{1B}]52;c;x\u{7}\r") == "a\n\tb\u{FFFD}]52;c;x\u{FFFD} ", "a carriage return can't overwrite the line")
    }

    @Test func printableTextIsUntouched() {
        for text in ["외야수", "KIA Tigers", "e\u{0301}", "👨‍👩‍👧‍👦", "\u{A0}¡Â©ÿ", "\u{2028}", "30실 받기", ""] {
            #expect(TerminalSafe.line(text) == text)
            #expect(Array(TerminalSafe.line(text).unicodeScalars) == Array(text.unicodeScalars))
        }
    }
}
