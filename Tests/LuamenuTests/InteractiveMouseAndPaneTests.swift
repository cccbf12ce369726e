import Foundation
import Testing

/// `run -i` with the mouse, a preview, and a long load: on a real terminal.
@Suite struct InteractiveMouseAndPaneTests {
    static let tigers = Luamenu.root + "/examples/tigers.lua"

    /// An SGR mouse press and release of `button` at a 0-based cell.
    static func click(_ button: Int = 0, row: Int, column: Int) -> String {
        "\u{1B}[<\(button);\(column + 1);\(row + 1)M\u{1B}[<\(button);\(column + 1);\(row + 1)m"
    }

    @Test func aClickTapsWhatTheRendererDrewThere() throws {
        let terminal = try PseudoTerminal(["run", Self.tigers, "-i"])
        terminal.read(until: "q quit")
        terminal.send(Self.click(row: 6, column: 3), until: "(5)")   // the 외야수 header: folds it
        #expect(terminal.text.contains("(5)"))
        // 외야수 folded, 내야수 moved up: its first row is now the tenth, 이우성 its second cell.
        terminal.send(Self.click(row: 9, column: 43))
        terminal.type("q")
        #expect(terminal.wait() == 0, "\(terminal.text.suffix(400).debugDescription)")
        #expect(terminal.text(after: "\u{1B}[?1049l") == "infield/이우성\r\n", "the item clicked was tapped, so chosen")
    }

    @Test func theWheelScrollsAndTheCursorComesAlong() throws {
        let terminal = try PseudoTerminal(["run", Luamenu.root + "/examples/contacts.lua", "-i"], rows: 12)
        terminal.read(until: "q quit")
        for _ in 0..<8 { terminal.send(Self.click(65, row: 5, column: 5)) }   // the wheel, down
        terminal.type("\rq")
        #expect(terminal.wait() == 0, "\(terminal.text.suffix(400).debugDescription)")
        let printed = terminal.text(after: "\u{1B}[?1049l")
        #expect(printed.hasPrefix("contacts/") && !printed.hasPrefix("contacts/A"), "an entry scrolled into view, not the first: \(printed)")
    }

    @Test func noMouseLeavesTheMouseToTheTerminal() throws {
        let terminal = try PseudoTerminal(["run", Self.tigers, "-i", "--no-mouse"])
        terminal.read(until: "q quit")
        terminal.type("q")
        #expect(terminal.wait() == 0)
        #expect(!terminal.text.contains("\u{1B}[?1000h"))
    }

    @Test func thePaneShowsWhatPreviewPrintsForTheFocusedItem() throws {
        let terminal = try PseudoTerminal(["run", Self.tigers, "-i", "--preview", "echo ITEM {} q={q}"])
        terminal.read(until: "q quit")
        #expect(!terminal.shows("ITEM ", within: PseudoTerminal.watchTime), "the cursor starts on a header: nothing to preview")
        let moved = terminal.output.count
        terminal.type("jjj")
        #expect(terminal.shows("ITEM 나성범 q=", after: moved, within: PseudoTerminal.watchTime),
                "on an item, within the same wait, its preview")
        let hidden = terminal.output.count
        terminal.send("\u{1F}")   // Ctrl-/: hidden
        terminal.type("j")         // a row down: 테스형
        #expect(!terminal.shows("ITEM ", after: hidden, within: PseudoTerminal.watchTime), "hidden: nothing runs")
        terminal.send("\u{1F}")   // shown again
        #expect(terminal.shows("ITEM 테스형 q=", after: hidden, within: PseudoTerminal.watchTime),
                "shown again, within the same wait, the preview of the item the cursor moved to")
        terminal.type("q")
        #expect(terminal.wait() == 0)
    }

    @Test func theScriptFillsThePaneWithoutACommand() throws {
        let terminal = try PseudoTerminal(["run", Luamenu.root + "/examples/cafe.lua", "-i"], columns: 100)
        terminal.read(until: "Ctrl-/ pane")               // the script fills a pane: the pane is there
        terminal.type("jjjj", until: "톨 · 5,000원")       // down to 카페 라떼: cafe.lua's card for it
        #expect(terminal.text.contains("우유 듬뿍"))
        terminal.type("q")
        #expect(terminal.wait() == 0)
        let plain = try PseudoTerminal(["run", Self.tigers, "-i"])
        plain.read(until: "q quit")
        #expect(!plain.text.contains("Ctrl-/ pane") && !plain.text.contains("╭"), "nothing fills a pane: no pane")
        plain.type("q")
        #expect(plain.wait() == 0)
    }

    @Test func aLongLoadShowsAndEscStopsItAtOnce() throws {
        let script = try Luamenu.script("""
            local t = os.clock()
            while os.clock() - t < 60 do end
            return menu.new { title = "never" }
            """)
        let terminal = try PseudoTerminal(["run", script, "-i", "--timeout", "0"])
        terminal.read(until: "loading")
        #expect(terminal.text.contains("\u{1B}[?1049h") && terminal.text.contains("esc cancels"), "the view shows while the script runs")
        terminal.type("\u{1B}")
        #expect(terminal.wait() == 130, "Esc ended it long before the script would")
        #expect(!terminal.text.contains("never"))
    }
}
