import Foundation
import Testing

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
        let result = try repl("error('boom')\nlocal = 1\nprint('still here')\nwhile true do end\nprint('after the loop')\n", "--timeout", "0.3")
        #expect(result.status == 0)
        #expect(result.stdout == "still here\nafter the loop\n")
        #expect(result.stderr == """
            stdin:1: boom
            stdin:1: <name> expected near '='
            stdin:1: time limit exceeded: more than 0.3 s while running the line (see --timeout)

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
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("menu 'KIA Tigers' (4 blocks)\nKIA Tigers\n"))
        #expect(result.stdout.contains("▸ 외야수 (5)"))
        #expect(result.stdout.contains("\nfalse\n{\n  \"version\": 1,\n  \"open\": {\n    \"outfield\": false\n  },"))
        #expect(result.stdout.contains("  :tap PATH"))
        #expect(!result.stdout.contains("not reached"))
        #expect(result.stderr == """
            bad tap path 'nowhere': no block 'nowhere' in the menu (expected one of: staff, outfield, infield, pitcher)
            unknown command ':bogus' (:help lists them)

            """)
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
        terminal.read(for: 10, until: "> ")
        #expect(terminal.text.contains("luamenu 0."))
        terminal.type("string.fo\t('%d!', 41 + 1)\r", until: "42!")
        #expect(terminal.text.contains("\"42!\""), "Tab completed string.format, which then ran")
        terminal.type("while true do end\r")
        terminal.read(for: 0.5)
        terminal.type("\u{03}", until: "interrupted")
        #expect(terminal.text.contains("stdin:1: interrupted"))
        terminal.type("print(6 * 7)\r", until: "42")
        #expect(terminal.text.contains("42"))
        terminal.type("\u{04}")
        #expect(terminal.wait() == 0, "\(terminal.text.debugDescription)")
        let history = try String(contentsOfFile: home + "/history", encoding: .utf8)
        #expect(history.contains("print(6"), "history is kept")
    }
}
