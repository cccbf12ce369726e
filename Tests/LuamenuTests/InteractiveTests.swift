import Foundation
import Testing

/// `luamenu run -i` on a real pseudo-terminal: keys move, tap, jump, search and quit, and the
/// terminal is put back.
@Suite struct InteractiveTests {
    @Test func enterTogglesASectionAndQPrintsTheState() throws {
        let terminal = try PseudoTerminal(["run", Luamenu.root + "/examples/tigers.lua", "-i"])
        terminal.read(for: 10, until: "q quit")
        #expect(terminal.text.hasPrefix("\u{1B}[?1049h"), "the alternate screen")
        #expect(terminal.text.contains("▾ \u{1B}[1m외야수"))
        terminal.type("jj\r", until: "외야수")
        #expect(terminal.text.contains("(5)"), "outfield folded: its count shows")
        terminal.type("q")
        #expect(terminal.wait() == 0, "\(terminal.text.suffix(600).debugDescription)")
        let afterScreen = try #require(terminal.text.components(separatedBy: "\u{1B}[?1049l").last)
        #expect(afterScreen.contains(#""open":{"outfield":false}"#), "the final state, after the terminal was restored")
        #expect(terminal.text.contains("\u{1B}[?25h"), "the cursor shown again")
    }

    @Test func aLetterJumpsAndEnterChoosesAnItem() throws {
        let terminal = try PseudoTerminal(["run", Luamenu.root + "/examples/contacts.lua", "-i"])
        terminal.read(for: 10, until: "q quit")
        terminal.type("r", until: "scrollTo(R")
        #expect(terminal.text.contains("scrollTo(R, anchor: .top)"), "on_jump's print shows in the status line")
        terminal.type("\rq")
        #expect(terminal.wait() == 0, "\(terminal.text.suffix(600).debugDescription)")
        #expect(terminal.text.hasSuffix("contacts/R/Rei#43\r\n"), "the item under the cursor after the jump")
    }

    @Test func slashFiltersAndEscClears() throws {
        let terminal = try PseudoTerminal(["run", Luamenu.root + "/examples/contacts.lua", "-i"], rows: 40)
        terminal.read(for: 10, until: "q quit")
        terminal.type("/jo\r", until: "/jo")
        terminal.type("G\r")
        terminal.type("\u{1B}")
        terminal.read(for: 0.3)
        terminal.type("q")
        #expect(terminal.wait() == 0, "\(terminal.text.suffix(600).debugDescription)")
        #expect(terminal.text.hasSuffix("contacts/J/Jonathan#5\r\n"), "the last match of 'jo' was chosen")
    }
}
