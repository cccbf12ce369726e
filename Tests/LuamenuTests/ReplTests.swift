import Foundation
import MenuLua
import MenuRender
import Testing
import TextCore

/// `luamenu repl`, scripted through a pipe, and on a terminal.
@Suite struct ReplTests {
    func repl(_ input: String, _ arguments: String...) throws -> Luamenu {
        try Luamenu(arguments: ["repl"] + arguments, input: input)
    }

    @Test func valuesPrintReadablyAndNoPromptsAreEchoed() throws {
        let result = try repl("1 + 1\n=1, 'a'\n{ b = { 2 }, a = 1 }\nx = 5\nx\n")
        #expect(result.status == 0)
        #expect(result.stdout == "2\n1\t\"a\"\n{ a = 1, b = { 2 } }\n5\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func incompleteInputContinuesUntilItParses() throws {
        let result = try repl("for i = 1, 3 do\n  print(i * 10)\nend\nlocal t = {\n  1,\n}\n")
        #expect(result.stdout == "10\n20\n30\n")
    }

    @Test func errorsPrintAndTheSessionGoesOn() throws {
        // 2 s: the endless loop reaches it; the other lines (a millisecond's work each) don't,
        // however busy the machine.
        let result = try repl("error('boom')\nlocal = 1\nprint('still here')\nwhile true do end\nprint('after the loop')\n", "--timeout", "2")
        #expect(result.status == 1, "a piped session whose lines failed")
        #expect(result.stdout == "still here\nafter the loop\n")
        #expect(result.stderr == """
            stdin:1: boom
            stdin:1: <name> expected near '='
            stdin:1: time limit exceeded: more than 2 s while running the line (see --timeout)

            """)
    }

    @Test func aScriptsMenuIsBoundAndCommandsWork() throws {
        let result = try repl("""
            m
            :tap outfield
            m:state().open.outfield
            :state
            :tap nowhere
            :help
            :bogus
            :quit
            print("not reached")

            """, "examples/tigers.lua")
        #expect(result.status == 1, ":tap nowhere and :bogus failed")
        #expect(result.stdout.hasPrefix("menu 'KIA Tigers' (4 blocks)\n"))
        #expect(result.stdout.contains("\n+ ▸ 외야수 (5)\n"), ":tap prints what changed")
        #expect(result.stdout.contains("\nfalse\n{\n  \"version\": 1,\n  \"open\": {\n    \"outfield\": false\n  },"))
        #expect(result.stdout.contains("  :tap PATH"))
        #expect(!result.stdout.contains("not reached"))
        #expect(result.stderr == """
            bad tap path 'nowhere': no block 'nowhere' in the menu (expected one of: staff, outfield, infield, pitcher)
            unknown command ':bogus' (:help lists them)

            """)
    }

    @Test func aPipedSessionWhoseLinesAllWorkedExitsZero() throws {
        let result = try repl("x = 1\nprint(x)\n:tap outfield\n:state\n", "examples/tigers.lua")
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
    }

    @Test func localsAndUnderscoreLastFromLineToLine() throws {
        let result = try repl("local y = 5\ny\nlocal function twice(n) return 2 * n end\ntwice(y)\n_ + 1\n")
        #expect(result.stdout == "5\n10\n11\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func helpPrintsTheAnnotationsSignatureAndDescription() throws {
        let result = try repl("help(m.section)\n?menu.store\nhelp(menu.on)\nhelp('section')\nhelp('nowhere')\nhelp(m.nothing)\n?\n", "examples/tigers.lua")
        #expect(result.status == 0)
        let section = "m:section(spec: menu.SectionSpec) → menu.Menu\n  Adds a titled group of items that folds and unfolds.\n"
        #expect(result.stdout.hasPrefix(section))
        #expect(result.stdout.components(separatedBy: section).count == 3, "help(m.section) and help('section') alike")
        #expect(result.stdout.contains("menu.store(defaults?: table) → table\n  The script's data that lasts"))
        #expect(result.stdout.contains("menu.on(event: menu.Event, fn: function)\n  Adds a hook:"))
        #expect(result.stdout.contains("no help for 'nowhere'; try help(menu), help(m)"))
        #expect(result.stdout.contains("help(nil): that value is nil;"))
        #expect(result.stdout.contains("help(x) or ?x: the documentation of x, a value or a name. Documented:\n  arg, m, m:blocks, m:filter,"),
                "? alone lists the names")
    }

    @Test func helpKnowsEveryFunctionAndFieldOfTheAPI() throws {
        // Every name Tab offers under menu, menu.hangul, menu.json and m: the live API.
        let runtime = try MenuRuntime(source: "return menu.new{}", name: "t.lua")
        runtime.bindMenu()
        let names = ["menu.", "menu.hangul.", "menu.json.", "m:"].flatMap(runtime.completions(for:))
        #expect(names.count > 20)
        let result = try repl(names.map { "help(\($0.replacingOccurrences(of: "m:", with: "m.")))\n" }.joined() + "help(string.format)\n",
                              "examples/tigers.lua")
        #expect(result.status == 0)
        let unknown = result.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("no help") }
        #expect(unknown == ["no help for this function (it is not part of luamenu's API); try help(menu), help(m), help(\"section\") or help() for the list"],
                "only string.format has no entry")
        #expect(result.stdout.contains("menu.json.null: userdata\n"))
        #expect(result.stdout.contains("m:query(text: string|nil) → menu.Menu\n"))
    }

    @Test func tapPrintsWhatChangedAndShowTheWholeMenu() throws {
        let result = try repl(":tap coffee\n:tap dessert/마카롱\n:show\n", "examples/cafe.lua")
        #expect(result.status == 0)
        let parts = result.stdout.components(separatedBy: "(the menu looks the same; :show draws it)\n")
        try #require(parts.count == 2, "tapping an item that changes nothing drawn says so")
        let tapped = parts[0].split(separator: "\n").map(String.init)
        #expect(tapped.contains("- ▾ 커피") && tapped.contains("+ ▸ 커피 (4)"), "the section folded: \(tapped)")
        #expect(!tapped.contains { $0.contains("디저트") }, "far from the change, so left out")
        #expect(tapped.count < 20)
        #expect(parts[1].hasPrefix("카페\n") && parts[1].contains("▾ 디저트"), ":show draws it all")
    }

    @Test func stateIsWhatStateSavesWithTheStore() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("state-\(UUID().uuidString).json").path
        let run = try Luamenu(arguments: ["run", "examples/cafe.lua", "--state", file, "--tap", "coffee", "--tap", "benefit/coupon"], input: "")
        #expect(run.status == 0, "\(run.stderr)")
        let saved = try JSONValue.parse(try String(contentsOfFile: file, encoding: .utf8))
        let result = try repl(":tap coffee\n:tap benefit/coupon\n:state\n", "examples/cafe.lua")
        let shown = try JSONValue.parse("{\n" + (result.stdout.components(separatedBy: "\n{\n").last ?? ""))
        #expect(shown == saved)
        #expect(shown["store"] != nil, "the store included")
    }

    @Test func blocksListsIdKindTitleAndSize() throws {
        let result = try repl(":blocks\n", "examples/cafe.lua")
        #expect(result.stdout.hasPrefix("""
            size     filter   사이즈     3 options
            temp     filter   -          3 options
            coffee   section  커피       4 items

            """))
        #expect(result.stdout.contains("find     index    메뉴 찾기  10 entries\n"))
        #expect(try repl(":blocks\n").stderr == ":blocks needs a SCRIPT (luamenu repl SCRIPT)\n")
    }

    @Test func anInputEndingInsideAChunkFails() throws {
        let result = try repl("print(1)\nfor i = 1, 2 do\n  print(i)\n")
        #expect(result.status == 1)
        #expect(result.stdout == "1\n")
        #expect(result.stderr == "stdin: the input ended inside an unfinished chunk (it starts 'for i = 1, 2 do')\n")
    }

    @Test func showDrawsAtTheWidthGiven() throws {
        let result = try repl(":show 30\n:show 60\n:show wide\n:show 4\n", "examples/tigers.lua")
        let drawings = result.stdout.components(separatedBy: "KIA Tigers\n").dropFirst().map { $0.split(separator: "\n") }
        try #require(drawings.count == 2)
        #expect(drawings[0].allSatisfy { $0.cellWidth <= 30 })
        #expect(drawings[1].contains { $0.cellWidth > 30 }, "the second column further right")
        #expect(result.stderr == """
            :show takes a WIDTH in cells from 8 to 100000, e.g. :show 40 (got 'wide')
            :show takes a WIDTH in cells from 8 to 100000, e.g. :show 40 (got '4')

            """)
        #expect(result.status == 1)
    }

    @Test func reloadKeepsTheState() throws {
        let script = try Luamenu.script("local m = menu.new{ title = 'v1' }\nm:section{ id = 's', title = 'S', items = { 'a' } }\nreturn m")
        let input = """
            :tap s
            os.exit and 1 or 2

            """
        let before = try repl(input, script)
        #expect(before.stdout.contains("▸ S (1)"))
        let result = try repl(":tap s\n:reload\n", script)
        #expect(result.stdout.components(separatedBy: "▸ S (1)").count == 3, "folded before and after the reload")
        #expect(try repl(":reload\n").stderr == ":reload needs a SCRIPT (luamenu repl SCRIPT)\n")
    }

    @Test func onATerminalItPromptsCompletesAndStopsAChunkOnControlC() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("repl-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        setenv("LUAMENU_HISTORY", home + "/history", 1)
        defer { unsetenv("LUAMENU_HISTORY") }
        let terminal = try PseudoTerminal(["repl", "--timeout", "30"])
        terminal.read(until: "> ")
        #expect(terminal.text.contains("luamenu 0."))
        terminal.type("string.fo\t('%d!', 41 + 1)\r", until: "42!")
        #expect(terminal.text.contains("\"42!\""), "Tab completed string.format, which then ran")
        terminal.type("print('loop' .. 'ing') while true do end\r", until: "looping")   // Ctrl-C once it runs
        terminal.type("\u{03}", until: "interrupted")
        #expect(terminal.text.contains("stdin:1: interrupted"))
        terminal.type("print(6 * 7)\r", until: "42\r\n> ")     // the prompt: the editor reads again
        #expect(terminal.text.contains("42"))
        terminal.endInput()
        #expect(terminal.wait() == 0, "\(terminal.text.debugDescription)")
        let history = try String(contentsOfFile: home + "/history", encoding: .utf8)
        #expect(history.contains("print(6"), "history is kept")
    }

    /// A REPL on a terminal with its history in a fresh folder, and the history file's path.
    func replOnATerminal(_ arguments: [String] = [], jobControl: Bool = false) throws -> (PseudoTerminal, String) {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("repl-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        let history = home + "/history"
        let terminal = try PseudoTerminal(["repl"] + arguments, environment: ["LUAMENU_HISTORY": history], jobControl: jobControl)
        terminal.read(until: "> ")
        return (terminal, history)
    }

    @Test func controlCAtTheContinuationPromptDropsTheLinesTyped() throws {
        let (terminal, _) = try replOnATerminal()
        terminal.type("for i = 1, 2 do\r", until: ">> ")
        terminal.type("print('inside')\r", until: ">> ")
        terminal.type("\u{03}", until: "> ")
        terminal.type("print('after')\r", until: "after\r\n> ")
        terminal.endInput()
        #expect(terminal.wait() == 0)
        let after = terminal.text(after: "^C")
        #expect(after.contains("after\r\n"), "a new chunk ran on its own")
        #expect(!after.contains("inside"), "the dropped loop never ran")
        #expect(!after.contains(">> "), "back at the first prompt")
    }

    @Test func tabCompletesTheMenuObjectsMethods() throws {
        let (terminal, _) = try replOnATerminal([Luamenu.root + "/examples/tigers.lua"])
        terminal.type("m:sta\t().open\r", until: "staff = true }\r\n> ")
        #expect(terminal.text.contains("{ infield = true, outfield = true, pitcher = true, staff = true }"),
                "Tab completed m:sta to m:state, which then ran")
        terminal.endInput()
        #expect(terminal.wait() == 0, "\(terminal.text.debugDescription)")
    }

    @Test func tabCompletesCommandsWithTheirSpaceAndTapPathsLikeFolders() throws {
        let (terminal, history) = try replOnATerminal([Luamenu.root + "/examples/cafe.lua"])
        // libedit redraws a completed word with the cursor moved back (`ESC[6G`), so what
        // shows each completion is the line the history keeps.
        terminal.type(":ta\tcof\tlat\t\r", until: ":show draws it)\r\n> ")
        terminal.type("m:tap(\"coffee/col\t\")\r", until: "(8 blocks)\r\n> ")
        terminal.endInput()
        #expect(terminal.wait() == 0, "\(terminal.text.debugDescription)")
        // (libedit's history file writes a space as \040)
        let saved = try String(contentsOfFile: history, encoding: .utf8).replacingOccurrences(of: "\\040", with: " ")
        #expect(saved.contains(":tap coffee/latte"), "`:ta` gave `:tap `, `cof` `coffee/`, `lat` `latte`")
        #expect(saved.contains("m:tap(\"coffee/coldbrew\")"), "Tab completed the path in a string")
        #expect(!terminal.text.contains("bad tap path"))
    }

    @Test func helpAndLocalsOnATerminal() throws {
        let (terminal, _) = try replOnATerminal([Luamenu.root + "/examples/tigers.lua"])
        terminal.type("local function double(n) return 2 * n end\r", until: "\r\n> ")
        terminal.type("double(21)\r", until: "42\r\n> ")
        terminal.type("?m.section\r", until: "folds and unfolds.\r\n> ")
        #expect(terminal.text.contains("m:section(spec: menu.SectionSpec) → menu.Menu"))
        terminal.endInput()
        #expect(terminal.wait() == 0, "\(terminal.text.debugDescription)")
    }

    @Test func aLineStartingWithASpaceIsKeptOutOfTheHistory() throws {
        let (terminal, history) = try replOnATerminal()
        terminal.type(" secret = 1\r", until: "> ")
        terminal.type("shown = 2\r", until: "> ")
        terminal.endInput()
        #expect(terminal.wait() == 0)
        let saved = try String(contentsOfFile: history, encoding: .utf8)
        #expect(saved.contains("shown"))
        #expect(!saved.contains("secret"))
    }

    @Test func controlZRestoresTheTerminalAndFgRedrawsThePromptAndLine() throws {
        let (terminal, _) = try replOnATerminal(jobControl: true)
        terminal.type("x = 40 +", until: "x = 40 +")   // echoed: read before Ctrl-Z stops it
        terminal.type("\u{1A}", until: "eol2")
        let mode = terminal.text(after: "[stopped 148]")
        #expect(mode.contains(" icanon") && mode.contains(" echo "), "cooked while stopped: \(mode)")
        terminal.type("\r", until: "x = 40 +")   // the shell's `read`, then `fg`
        #expect(terminal.text(after: "eol2").contains("> x = 40 +"), "the prompt and the line drawn again")
        terminal.type(" 2\r", until: "\r\n> ")
        terminal.type("x\r", until: "42\r\n> ")
        terminal.endInput()
        #expect(terminal.wait() == 0, "\(terminal.text.debugDescription)")
        #expect(terminal.text(after: "eol2").contains("42"))
    }
}
