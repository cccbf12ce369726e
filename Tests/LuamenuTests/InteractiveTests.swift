import Foundation
import Testing

/// `luamenu run -i` on a real pseudo-terminal: keys move, tap, jump, search and quit, and the
/// terminal is put back.
@Suite struct InteractiveTests {
    @Test func enterTogglesASectionAndQPrintsTheState() throws {
        let terminal = try PseudoTerminal(["run", Luamenu.root + "/examples/tigers.lua", "-i"])
        terminal.read(until: "q quit")
        #expect(terminal.text.hasPrefix("\u{1B}[?1049h"), "the alternate screen")
        #expect(terminal.text.contains("▾ \u{1B}[1m외야수"))
        terminal.type("jj\r", until: "(5)")
        #expect(terminal.text.contains("(5)"), "outfield folded: its count shows")
        terminal.type("q")
        #expect(terminal.wait() == 0, "\(terminal.text.suffix(600).debugDescription)")
        let afterScreen = try #require(terminal.text.components(separatedBy: "\u{1B}[?1049l").last)
        #expect(afterScreen.contains(#""open":{"outfield":false}"#), "the final state, after the terminal was restored")
        #expect(terminal.text.contains("\u{1B}[?25h"), "the cursor shown again")
    }

    @Test func aLetterJumpsAndEnterChoosesAnItem() throws {
        let terminal = try PseudoTerminal(["run", Luamenu.root + "/examples/contacts.lua", "-i"])
        terminal.read(until: "q quit")
        terminal.type("r", until: "scrollTo(R")
        #expect(terminal.text.contains("scrollTo(R, anchor: .top)"), "on_jump's print shows in the status line")
        terminal.type("\rq")
        #expect(terminal.wait() == 0, "\(terminal.text.suffix(600).debugDescription)")
        #expect(terminal.text.hasSuffix("contacts/R/Rei#43\r\n"), "the item under the cursor after the jump")
    }

    @Test func slashFiltersAndEscClears() throws {
        let terminal = try PseudoTerminal(["run", Luamenu.root + "/examples/contacts.lua", "-i"], rows: 40)
        terminal.read(until: "q quit")
        terminal.type("/jo", until: "/jo")
        for key in ["\r", "G", "\r", "\u{1B}"] { terminal.press(key) }
        terminal.type("q")
        #expect(terminal.wait() == 0, "\(terminal.text.suffix(600).debugDescription)")
        #expect(terminal.text.hasSuffix("contacts/J/Jonathan#5\r\n"), "the last match of 'jo' was chosen")
    }

    @Test func aCursorMoveRunsNoLabelFunctionAgain() throws {
        let script = try Luamenu.script("""
            local calls = 0
            local items = {}
            for i = 1, 5000 do
              items[i] = { id = "i" .. i, title = function() calls = calls + 1 return "call " .. calls .. "." end }
            end
            local m = menu.new{ title = "Calls" }
            m:section{ id = "s", title = "S", items = items }
            return m
            """)
        let terminal = try PseudoTerminal(["run", script, "-i"], rows: 12)
        terminal.read(until: "q quit")
        #expect(terminal.text.contains("call 7.") && !terminal.text.contains("call 8."),
                "the first screen made its 7 rows, not 5,000")
        let before = terminal.text.count
        terminal.type("jjjjj", until: "\(Self.e)7mcall 5.")   // the cursor on the fifth row
        let moved = String(terminal.text.dropFirst(before))
        #expect(!moved.contains("call 8."), "the cursor moved over rows made once: \(moved.debugDescription)")
        terminal.type("jjjjjjjj", until: "\(Self.e)7mcall 13.")
        #expect(terminal.text.contains("call 13.") && !terminal.text.contains("call 14."),
                "scrolling to item 13 made rows 8 to 13 as they came into view, each once")
        terminal.type("q")
        #expect(terminal.wait() == 0)
    }

    static let tigers = Luamenu.root + "/examples/tigers.lua"
    static let e = "\u{1B}["

    /// `luamenu run examples/tigers.lua -i` on a pseudo-terminal, once it has drawn its keys line.
    static func tigersOnATerminal(environment: [String: String] = [:], jobControl: Bool = false) throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(["run", tigers, "-i"], environment: environment, jobControl: jobControl)
        terminal.read(until: "q quit")
        return terminal
    }

    @Test func controlZRestoresTheTerminalAndFgDrawsEverythingAgain() throws {
        let terminal = try Self.tigersOnATerminal(jobControl: true)
        terminal.type("\u{1A}", until: "eol2")
        let stopped = terminal.text(after: "\(Self.e)?1049h")
        let restored = try #require(stopped.components(separatedBy: "[stopped 148]").first)
        for sequence in ["\(Self.e)?2004l", "\(Self.e)?25h", "\(Self.e)?1049l"] {
            #expect(restored.contains(sequence), "\(sequence.debugDescription) before stopping")
        }
        let mode = stopped.components(separatedBy: "[stopped 148]").last ?? ""
        #expect(mode.contains(" icanon") && mode.contains(" echo "), "cooked while stopped: \(mode)")
        terminal.type("\r", until: "q quit")   // the shell's `read`, then `fg`
        let resumed = terminal.text(after: "\(Self.e)?1049h")
        #expect(resumed.hasPrefix("\(Self.e)?1000h\(Self.e)?1006h\(Self.e)?25l\(Self.e)?2004h"),
                "raw mode, mouse reports and bracketed paste again")
        #expect(resumed.contains("\(Self.e)2J") && resumed.contains("KIA Tigers"), "redrawn from scratch")
        terminal.type("jj\rq")
        #expect(terminal.wait() == 0, "\(terminal.text.suffix(600).debugDescription)")
        #expect(terminal.text.contains(#""open":{"outfield":false}"#), "keys work after the resume")
    }

    @Test func aPasteGoesToTheSearchLineSoAPastedQDoesNotQuit() throws {
        let terminal = try Self.tigersOnATerminal()
        #expect(terminal.text.contains("\(Self.e)?2004h"), "bracketed paste on")
        terminal.send("\u{1B}[200~q  \r\u{1B}[201~", until: "/q")
        #expect(terminal.text(after: "q quit").contains("/q  "))
        terminal.press("\u{1B}")
        terminal.type("q")
        #expect(terminal.wait() == 0, "\(terminal.text.suffix(600).debugDescription)")
        #expect(terminal.text.contains(#""open":{}"#), "the pasted spaces tapped nothing")
        #expect(terminal.text(after: "\(Self.e)?2004h").contains("\(Self.e)?2004l"), "bracketed paste off again")
    }

    @Test func terminalRepliesAndX10MouseReportsAreNoKeys() throws {
        let terminal = try Self.tigersOnATerminal()
        for reply in ["\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\", "\u{1B}P>|xterm(390)\u{1B}\\", "\u{1B}_Gi=1;OK\u{1B}\\",
                      "\u{1B}[12;1R", "\u{1B}[I", "\u{1B}[M !!", "\u{1B}[<0;3;4m"] {
            terminal.press(Array(reply.utf8))   // each in one write, read on its own, as a terminal answers
        }
        terminal.type("q")
        #expect(terminal.wait() == 0, "\(terminal.text.suffix(600).debugDescription)")
        #expect(!terminal.text(after: "q quit").contains("/"), "no search was opened")
        #expect(terminal.text.contains(#""open":{}"#), "nothing was tapped")
    }

    @Test func escapeThenSlashTypedByAPersonOpensTheSearch() throws {
        let terminal = try Self.tigersOnATerminal()
        terminal.type("/x", until: "/x")         // a search for Esc to clear (at the top, Esc cancels)
        terminal.press("\r")
        terminal.press("\u{1B}")
        terminal.type("/나", until: "/나")
        #expect(terminal.text(after: "/x").contains("/나"), "Esc, then / opened the search")
        terminal.press("\r")
        terminal.press("\u{1B}")
        terminal.type("q")
        #expect(terminal.wait() == 0)
    }

    @Test func aCharacterWhoseBytesComeSlowlyIsNotBroken() throws {
        let terminal = try Self.tigersOnATerminal()
        terminal.press("/")
        for byte in "한".utf8 {   // each read on its own, 100 ms apart: twice the escape timeout
            terminal.press([byte])
            terminal.read(for: .milliseconds(100))
        }
        terminal.read(until: "/한")
        #expect(terminal.text.contains("/한"))
        #expect(!terminal.text.contains("\u{FFFD}"))
        terminal.press("\u{1B}")
        terminal.type("q")
        #expect(terminal.wait() == 0)
    }

    @Test func theSearchLineIsEditable() throws {
        let terminal = try Self.tigersOnATerminal()
        terminal.type("/성범")
        terminal.send("\u{1B}[D")   // arrows come in one write, as a terminal sends them
        terminal.send("\u{1B}[D")
        terminal.type("나", until: "나성범")
        #expect(terminal.text.contains("/나성범"), "typed before the cursor moved left twice")
        terminal.type("\u{15}", until: "/")   // Ctrl-U: everything before the cursor
        terminal.press("\u{1B}")
        terminal.type("q")
        #expect(terminal.wait() == 0)
    }

    @Test(arguments: ["1", ""])
    func noColorDrawsAttributesButNoColours(noColor: String) throws {
        let terminal = try Self.tigersOnATerminal(environment: ["NO_COLOR": noColor])
        terminal.type("q")
        #expect(terminal.wait() == 0)
        #expect(terminal.text.contains("\(Self.e)90m") == noColor.isEmpty, "grey keys unless NO_COLOR")
        #expect(terminal.text.contains("\(Self.e)7m"), "the cursor is inverted")
    }

    @Test func aDumbTerminalIsRefusedAndPlainRunPrintsNoColour() throws {
        let interactive = try PseudoTerminal(["run", Self.tigers, "-i"], environment: ["TERM": "dumb", "NO_COLOR": ""])
        #expect(interactive.wait() == 2)
        #expect(interactive.text.contains("-i needs a terminal that can move its cursor (TERM is 'dumb')"))
        #expect(!interactive.text.contains("\(Self.e)?1049h"))
        let dumb = try PseudoTerminal(["run", Self.tigers], environment: ["TERM": "dumb", "NO_COLOR": ""])
        #expect(dumb.wait() == 0)
        #expect(dumb.text.contains("외야수") && !dumb.text.contains("\u{1B}"), "\(dumb.text.debugDescription)")
        let colour = try PseudoTerminal(["run", Self.tigers], environment: ["TERM": "xterm", "NO_COLOR": ""])
        #expect(colour.wait() == 0)
        #expect(colour.text.contains("\(Self.e)1m외야수"), "a terminal that can gets colour")
    }

    @Test func aNarrowWindowIsCutNotWrapped() throws {
        let terminal = try PseudoTerminal(["run", Self.tigers, "-i"], rows: 10, columns: 6)
        terminal.read(until: "j/k")
        terminal.type("q")
        #expect(terminal.wait() == 0)
        #expect(terminal.text.contains("KIA Ti") && !terminal.text.contains("KIA Tig"), "the title cut at 6 cells")
    }

    // MARK: Choosing and cancelling

    static let branchPicker = """
        local m = menu.new { title = "Branch" }
        m:section { id = "b", title = "Branches", items = {
          { title = "main", choose = true },
          { title = "feature/login", value = "origin/feature/login", choose = true },
          { title = "old", choose = true, disabled = true },
          { title = "broken", choose = true, on_tap = function() error("no such branch") end },
        } }
        return m
        """

    /// `luamenu run SCRIPT -i` on a terminal for a script given as text, once it has drawn.
    static func onATerminal(_ source: String, _ arguments: [String] = []) throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(["run", try Luamenu.script(source), "-i"] + arguments)
        terminal.read(until: "q quit")
        return terminal
    }

    /// What was written after the alternate screen was left: the answer.
    static func answer(_ terminal: PseudoTerminal) -> String {
        terminal.text(after: "\(e)?1049l")
    }

    @Test func printShowsInTheStatusLineAndGoesToARedirectedStderr() throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("luamenu-\(UUID().uuidString).log").path
        let script = try Luamenu.script("""
            print("loaded")
            local m = menu.new { title = "Print" }
            m:section { id = "s", title = "S", items = { "a" }, on_tap = function(item) print("tapped " .. item.id) end }
            return m
            """)
        let terminal = try PseudoTerminal(["run", script, "-i"], errors: log)
        terminal.read(until: "loaded")
        terminal.type("j\r", until: "tapped a")
        terminal.type("q")
        #expect(terminal.wait() == 0, "\(terminal.text.suffix(600).debugDescription)")
        #expect(try String(contentsOfFile: log, encoding: .utf8) == "loaded\ntapped a\n")
    }

    @Test func onFinishDecidesWhatFinishingPrints() throws {
        let terminal = try Self.onATerminal("""
            local cart = {}
            local m = menu.new { title = "Cafe", on_finish = function(_, choice) return { cart = cart, last = choice } end }
            m:section { id = "s", title = "S", items = { "latte", "mocha" },
              on_tap = function(item) cart[#cart + 1] = item.id end }
            return m
            """)
        terminal.type("j\rj\rq")
        #expect(terminal.wait() == 0, "\(terminal.text.suffix(600).debugDescription)")
        #expect(Self.answer(terminal) == #"{"cart":["latte","mocha"],"last":"s/mocha"}"# + "\r\n")
    }

    @Test func liveSectionsGetTheirItemsOnceTheKeysPause() throws {
        let terminal = try Self.onATerminal("""
            calls = 0
            local m = menu.new { title = "Live" }
            m:section { id = "s", title = "S", items = { "static" }, on_query = function(text)
              calls = calls + 1
              return { "found " .. text .. " (call " .. calls .. ")" } end }
            m:section { id = "bad", title = "Bad", items = { "kept" }, on_query = function() error("offline") end }
            return m
            """)
        terminal.send("/abc", until: "offline")   // in one write: quicker than any pause
        #expect(terminal.text.contains("found abc (call 1)"))
        #expect(!terminal.text.contains("found a (") && !terminal.text.contains("found ab ("),
                "typed quickly: one call, for what was typed")
        terminal.press("\u{1B}")
        terminal.type("q")
        #expect(terminal.wait() == 0, "\(terminal.text.suffix(600).debugDescription)")
    }

    @Test func aChosenValueCantDriveTheTerminalItIsPrintedOn() throws {
        let terminal = try Self.onATerminal("""
            local m = menu.new { title = "Clip" }
            m:section { id = "s", title = "S", items = {
              { title = "copy", value = "x\\27]52;c;aGk=\\7\\226\\128\\174y", choose = true } } }
            return m
            """)
        terminal.type("j\r")
        #expect(terminal.wait() == 0, "\(terminal.text.suffix(600).debugDescription)")
        #expect(Self.answer(terminal) == "x\u{FFFD}]52;c;aGk=\u{FFFD}\u{FFFD}y\r\n", "OSC 52 and U+202E shown as �")
    }

    @Test func enterOnAChooseItemFinishesWithItsValue() throws {
        let terminal = try Self.onATerminal(Self.branchPicker)
        terminal.type("jj\r")
        #expect(terminal.wait() == 0, "\(terminal.text.suffix(600).debugDescription)")
        #expect(Self.answer(terminal) == "origin/feature/login\r\n")
    }

    @Test func aSearchThenEnterPutsTheCursorOnTheFirstMatchAndEnterChoosesIt() throws {
        let terminal = try Self.onATerminal(Self.branchPicker)
        terminal.type("/log\r")
        terminal.type("\r")
        #expect(terminal.wait() == 0, "\(terminal.text.suffix(600).debugDescription)")
        #expect(Self.answer(terminal) == "origin/feature/login\r\n")
    }

    @Test func aDisabledItemOrAFailedTapIsNoChoice() throws {
        let terminal = try Self.onATerminal(Self.branchPicker)
        terminal.type("jjj\r")            // old: disabled
        terminal.type("j\r", until: "no such branch")
        #expect(terminal.text.contains("no such branch"), "the failed handler's message shows")
        terminal.type("q")
        #expect(terminal.wait() == 0)
        #expect(Self.answer(terminal).hasPrefix("{"), "nothing was chosen: the state")
    }

    @Test(arguments: ["\u{1B}", "\u{03}"])
    func escAtTheTopOrCtrlCCancelsWithNothingPrintedAndTheStateKept(key: String) throws {
        let stateFile = FileManager.default.temporaryDirectory.appendingPathComponent("luamenu-\(UUID().uuidString).json").path
        let terminal = try PseudoTerminal(["run", Self.tigers, "-i", "--state", stateFile])
        terminal.read(until: "q quit")
        terminal.type("\r", until: "(1)")  // fold the first section: its count shows
        terminal.type(key)
        #expect(terminal.wait() == 130, "\(terminal.text.suffix(600).debugDescription)")
        #expect(Self.answer(terminal) == "")
        let saved = try String(contentsOfFile: stateFile, encoding: .utf8)
        #expect(saved.contains(#""open":{"staff":false}"#), "a cancel keeps the taps: \(saved)")
    }

    @Test func escLeavesASubmenuBeforeItCancels() throws {
        let terminal = try PseudoTerminal(["run", Luamenu.root + "/examples/settings.lua", "-i"])
        terminal.read(until: "q quit")
        terminal.type("l", until: "‹")
        terminal.press("\u{1B}")
        terminal.type("q")
        #expect(terminal.wait() == 0, "Esc closed the submenu, then q finished")
    }

    @Test func finishingAMultiSelectPrintsItsSelection() throws {
        let terminal = try PseudoTerminal(["run", Luamenu.root + "/examples/regions.lua", "-i",
                                           "--tap", "region/서울", "--tap", "region/서울/강남", "--tap", "region/인천",
                                           "--tap", "region/인천/연수"])
        terminal.read(until: "선택: 서울: 강남 / 인천: 연수")      // the status line: what on_change printed
        terminal.type("q")
        #expect(terminal.wait() == 0)
        #expect(Self.answer(terminal) == "region/서울/강남\r\nregion/인천/연수\r\n")
    }

    @Test func aQuoteJumpsToALetterThatIsAlsoAKey() throws {
        let terminal = try PseudoTerminal(["run", Luamenu.root + "/examples/contacts.lua", "-i"])
        terminal.read(until: "q quit")
        terminal.type("'g", until: "scrollTo(G")
        #expect(terminal.text.contains("scrollTo(G, anchor: .top)"))
        terminal.type("q")
        #expect(terminal.wait() == 0)
    }
}
