import Foundation
import Testing

/// `pick --preview`: a command's output for the line under the cursor, beside the lines, run
/// as the cursor moves, its colours drawn and nothing else of its escapes.
@Suite struct PickPaneTests {
    @Test func thePreviewFollowsTheCursor() throws {
        let terminal = try PickTests.picker(["--layout", "reverse", "--preview", "echo 'PREVIEW of' {} {n}"])
        terminal.read(until: "PREVIEW of main 0")
        #expect(terminal.text.contains("PREVIEW of main 0"))
        terminal.send("\u{1B}[B", until: "PREVIEW of feature/login 1")
        #expect(terminal.text.contains("PREVIEW of feature/login 1"))
        terminal.type("\u{1B}")
        #expect(terminal.wait() == 130)
    }

    @Test func aLineCantRunCodeThroughThePlaceholders() throws {
        let terminal = try PickTests.picker(["--preview", "echo PREVIEW:{}", "--preview-window", "down"],
                                            input: "$(echo INJECTED)'; echo INJECTED '\nb\nc\nd\ne\n")
        terminal.read(until: "PREVIEW:$(echo INJECTED)'; echo INJECTED '")   // the command's output, drawn
        let plain = terminal.text.replacing(/\u{1B}\[[0-9;?<]*[A-Za-z~]/, with: "")
        #expect(plain.contains("PREVIEW:$(echo INJECTED)'; echo INJECTED '"), "the line as it is: \(plain)")
        #expect(!plain.contains("\nINJECTED"))
        terminal.type("\u{1B}")
        #expect(terminal.wait() == 130)
    }

    @Test func itsColoursAreDrawnAndItsOtherEscapesDropped() throws {
        let command = #"printf 'GONE\033[2J\033[31mRED\033[0m \033]0;TITLE\007\033[5;5HDONE\n'"#
        let terminal = try PickTests.picker(["--preview", command], environment: ["NO_COLOR": ""])
        terminal.read(until: "DONE")
        #expect(terminal.text.contains("\u{1B}[0;31mRED"), "its colour")
        #expect(!terminal.text.contains("TITLE") && !terminal.text.contains("\u{1B}]0;"), "no title set")
        #expect(!terminal.text.contains("\u{1B}[5;5H"), "no cursor moved by it")
        #expect(!terminal.text.contains("GONE"), "as fzf's, what came before a clear of the screen is dropped")
        terminal.type("\u{1B}")
        #expect(terminal.wait() == 130)
    }

    @Test func aSlowPreviewNeverHoldsAKeyBack() throws {
        let terminal = try PickTests.picker(["--layout", "reverse", "--preview", "sleep 30; echo never"])
        terminal.send("\u{1B}[B")
        terminal.send("\u{1B}[B")
        terminal.type("\r")
        #expect(terminal.wait() == 0, "the sleeping previews were stopped, not waited for")
        #expect(PickTests.printed(terminal) == "feature/logout\r\n")
    }

    @Test func ctrlSlashHidesAndShowsItAndTheWindowCanGoBelow() throws {
        let terminal = try PickTests.picker(["--preview", "echo SHOWN", "--preview-window", "down:5:hidden"])
        #expect(!terminal.shows("SHOWN", within: PseudoTerminal.watchTime), "hidden at first")
        terminal.send("\u{1F}")
        #expect(terminal.shows("SHOWN", within: PseudoTerminal.watchTime), "shown, within the same wait")
        #expect(terminal.text.contains("╭"))
        terminal.type("\u{1B}")
        #expect(terminal.wait() == 130)
    }
}
