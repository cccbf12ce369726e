import Testing
import TextCore

/// Text without its trailing spaces, cut at the byte level, is what dropping the last
/// character while it is a space gives.
@Suite struct TrailingSpacesTests {
    /// What the character-by-character loop the drawing code used gave.
    static func droppingCharacters(_ text: String) -> String {
        var text = text
        while text.last == " " { text.removeLast() }
        return text
    }

    @Test(arguments: ["Name    ", "Name", "  ", "", " a b ", "가나  ", "👍🏽 ", "e\u{301}   ",
                      "a \u{301}", "a \u{301} ", "\u{1B}[1mx\u{1B}[0m  ", "tab\t", "x\u{3000}"])
    func onlyTheTrailingSpacesGo(text: String) {
        #expect(text.withoutTrailingSpaces == Self.droppingCharacters(text))
    }

    @Test func aSpaceAMarkFollowsStays() {
        #expect("a \u{301}".withoutTrailingSpaces.unicodeScalars.count == 3)
        #expect("   ".withoutTrailingSpaces.isEmpty)
        #expect(String.copies(of: " ", count: 300).withoutTrailingSpaces.isEmpty)
    }
}
