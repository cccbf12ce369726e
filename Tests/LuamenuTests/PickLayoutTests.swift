import Foundation
import Testing

/// How `pick` is laid out: inline under the prompt with --height, fzf's layouts, a border, the
/// prompt, the info line, and a header taken from the input.
@Suite struct PickLayoutTests {
    static func plain(_ terminal: PseudoTerminal) -> String {
        terminal.text.replacing(/\u{1B}\[[0-9;?<]*[A-Za-z~]/, with: "")
    }

    @Test func heightDrawsInlineUnderTheCursorAndClearsItsRowsAtTheEnd() throws {
        let terminal = try PseudoTerminal(["pick", "--height", "6"], input: PickTests.branches)
        terminal.read(until: "\u{1B}[6n")
        terminal.send("\u{1B}[5;1R", until: " 5/5")   // the cursor is on the fifth row
        #expect(!terminal.text.contains("\u{1B}[?1049h"), "not the alternate screen")
        #expect(terminal.text.contains(#/\u{1B}\[10;1H\u{1B}\[K(\u{1B}\[[0-9;]*m)?>(\u{1B}\[0m)? /#), "the prompt on the last of six rows from the fifth")
        #expect(!terminal.text.contains("\u{1B}[2J"), "the screen is never cleared")
        terminal.type("\r")
        #expect(terminal.wait() == 0)
        #expect(terminal.text.contains("\u{1B}[5;1H\u{1B}[K\u{1B}[6;1H\u{1B}[K"), "its rows blanked")
        #expect(terminal.text.hasSuffix("main\r\n"), "then the line printed where the picker was")
    }

    @Test func heightNearTheBottomMakesRoomByScrolling() throws {
        let terminal = try PseudoTerminal(["pick", "--height", "40%"], rows: 20, input: PickTests.branches)
        terminal.read(until: "\u{1B}[6n")
        terminal.send("\u{1B}[19;1R", until: " 5/5")   // on the last row but one: 8 rows don't fit below
        #expect(terminal.text.contains("\u{1B}[20;1H" + String(repeating: "\r\n", count: 6)), "scrolled up by six lines")
        #expect(terminal.text.contains(#/\u{1B}\[20;1H\u{1B}\[K(\u{1B}\[[0-9;]*m)?>(\u{1B}\[0m)? /#), "the prompt on the last row")
        terminal.type("\u{1B}")
        #expect(terminal.wait() == 130)
    }

    @Test func aBorderAPromptAndTheInfoInline() throws {
        let terminal = try PickTests.picker(["--border", "--prompt", "branch> ", "--info", "inline", "--layout", "reverse"])
        let plain = Self.plain(terminal)
        #expect(plain.contains("╭") && plain.contains("╯") && plain.contains("│ branch>   < 5/5 ─"), "a blank column inside the border")
        #expect(plain.contains("│ > main"), "the first match right under the prompt: no info line")
        terminal.type("\u{1B}")
        #expect(terminal.wait() == 130)
    }

    @Test func headerLinesComeFromTheInputAndAreNeitherSearchedNorChosen() throws {
        let input = "PID CMD\n1 init\n42 bash\n"
        let terminal = try PickTests.picker(["--header-lines", "1", "--layout", "reverse"], input: input, until: " 2/2")
        #expect(Self.plain(terminal).contains("PID CMD"))
        terminal.type("PID", until: " 0/2")
        terminal.type("\u{15}bash", until: " 1/2")
        terminal.type("\r")
        #expect(terminal.wait() == 0)
        #expect(PickTests.printed(terminal) == "42 bash\r\n")
    }
}
