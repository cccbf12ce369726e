import Foundation
import Testing

/// `pick`'s keys are fzf's, and the mouse works: on a real terminal.
@Suite struct PickKeysAndMouseTests {
    /// The picker in the reverse layout (matches from the third row down), once it shows `until`.
    static func picker(_ arguments: [String] = [], until: String = " 5/5") throws -> PseudoTerminal {
        try PickTests.picker(["--layout", "reverse"] + arguments, until: until)
    }

    /// An SGR mouse report: `button` pressed (or released) at a 0-based cell.
    static func mouse(_ button: Int, row: Int, column: Int = 4, pressed: Bool = true) -> String {
        "\u{1B}[<\(button);\(column + 1);\(row + 1)\(pressed ? "M" : "m")"
    }

    @Test func ctrlJAndCtrlKMoveAndNeverAccept() throws {
        let terminal = try Self.picker()
        terminal.send("\n")
        terminal.send("\n")
        terminal.send("\u{0B}")   // Ctrl-K: back up one
        terminal.type("\r")
        #expect(terminal.wait() == 0)
        #expect(PickTests.printed(terminal) == "feature/login\r\n", "Ctrl-J is no Enter: the Enter after it accepted")
    }

    @Test func aClickMovesADoubleClickAcceptsAndTheWheelMoves() throws {
        let terminal = try Self.picker()
        #expect(terminal.text.contains("\u{1B}[?1000h\u{1B}[?1006h"), "mouse reports on")
        terminal.send(Self.mouse(0, row: 4) + Self.mouse(0, row: 4, pressed: false))   // feature/logout
        terminal.send(Self.mouse(65, row: 10))   // the wheel: down one
        terminal.send(Self.mouse(64, row: 10))   // and up again, which ends the click's series
        // Keys after the click and the wheel are answered: those accepted nothing.
        terminal.send("z", until: " 0/5")
        terminal.send("\u{7F}", until: " 5/5")
        terminal.send(Self.mouse(0, row: 4) + Self.mouse(0, row: 4, pressed: false)
                      + Self.mouse(0, row: 4) + Self.mouse(0, row: 4, pressed: false))
        #expect(terminal.wait() == 0)
        #expect(PickTests.printed(terminal) == "feature/logout\r\n")
        #expect(terminal.text.contains("\u{1B}[?1000l\u{1B}[?1006l"), "and off again")
    }

    @Test func aRightClickMarksWithMulti() throws {
        let terminal = try Self.picker(["--multi"])
        terminal.send(Self.mouse(2, row: 3), until: "/5 (1)")
        terminal.send(Self.mouse(2, row: 5), until: "/5 (2)")
        terminal.type("\r")
        #expect(terminal.wait() == 0)
        #expect(PickTests.printed(terminal) == "feature/login\r\nfix/서울\r\n")
    }

    @Test func noMouseLeavesTheMouseToTheTerminal() throws {
        let terminal = try Self.picker(["--no-mouse"])
        terminal.type("\u{1B}")
        #expect(terminal.wait() == 130)
        #expect(!terminal.text.contains("\u{1B}[?1000h"))
    }

    @Test func cycleWrapsAround() throws {
        let terminal = try Self.picker(["--cycle"])
        terminal.send("\u{1B}[A")   // up from the first: the last
        terminal.type("\r")
        #expect(terminal.wait() == 0)
        #expect(PickTests.printed(terminal) == "release/1.0\r\n")
    }

    @Test func expectedKeysAcceptAndArePrintedFirst() throws {
        let terminal = try Self.picker(["--expect", "ctrl-d,alt-x", "--print-query"])
        terminal.type("fix", until: " 1/5")
        terminal.send("\u{04}")
        #expect(terminal.wait() == 0)
        #expect(PickTests.printed(terminal) == "fix\r\nctrl-d\r\nfix/서울\r\n", "the query, the key, the line")
        let enter = try Self.picker(["--expect", "ctrl-d"])
        enter.type("\r")
        #expect(enter.wait() == 0)
        #expect(PickTests.printed(enter) == "\r\nmain\r\n", "Enter: an empty line for the key")
    }

    @Test func multiTakesALimit() throws {
        let terminal = try Self.picker(["--multi=2"])
        terminal.type("\t", until: "/5 (1/2)")
        terminal.type("\t", until: "/5 (2/2)")
        terminal.type("\t")
        terminal.type("\r")
        #expect(terminal.wait() == 0)
        #expect(PickTests.printed(terminal) == "main\r\nfeature/login\r\n", "the third mark refused")
    }

    @Test func historyKeepsAcceptedQueriesForCtrlPAndCtrlN() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("luamenu-history-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let first = try Self.picker(["--history", file])
        first.type("lout", until: " 1/5")
        first.type("\r")
        #expect(first.wait() == 0)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "lout\n")
        let second = try Self.picker(["--history", file, "--query", "x"], until: " 1/5")
        // Each key waits for its query's match, not only its echo: Enter takes what is shown.
        second.send("\u{10}", until: "feature/logout")   // Ctrl-P
        second.send("\u{0E}", until: "fix/서울")         // Ctrl-N: back to what was typed
        second.send("\u{10}", until: "feature/logout")
        second.type("\r")
        #expect(second.wait() == 0)
        #expect(PickTests.printed(second) == "feature/logout\r\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "lout\n", "not twice in a row")
    }
}
