import Foundation
import Testing

/// `pick`'s flags for scripts, as fzf has them: NUL-separated lines, what is printed, the order,
/// colours and fields, options from the environment, and choosing without asking.
@Suite struct PickScriptingTests {
    static func pick(_ arguments: [String], input: String, environment: [String: String] = [:]) throws -> Luamenu {
        try Luamenu(arguments: ["pick"] + arguments, environment: environment, input: input)
    }

    @Test func read0AndPrint0SplitAndEndLinesWithNul() throws {
        let result = try Self.pick(["--filter", "a", "--read0", "--print0"], input: "a\nb\u{0}ca\u{0}x")
        #expect(result.stdout == "a\nb\u{0}ca\u{0}", "a line may hold a newline")
    }

    @Test func printQueryPrintsTheQueryFirst() throws {
        #expect(try Self.pick(["--filter", "lo", "--print-query"], input: PickTests.branches).stdout
                == "lo\nfeature/login\nfeature/logout\n")
        let none = try Self.pick(["--filter", "zz", "--print-query"], input: PickTests.branches)
        #expect(none.status == 1 && none.stdout == "zz\n", "even when nothing matched")
    }

    @Test func tacAndNoSortOrderAsFzfDoes() throws {
        let input = "ab\nxab\nab2\nb\n"
        #expect(try Self.pick(["--filter", "ab"], input: input).stdout == "ab\nab2\nxab\n")
        #expect(try Self.pick(["--filter", "ab", "--no-sort"], input: input).stdout == "ab\nxab\nab2\n")
        #expect(try Self.pick(["--filter", "ab", "--no-sort", "--tac"], input: input).stdout == "ab2\nxab\nab\n")
        #expect(try Self.pick(["--filter", "", "--tac"], input: input).stdout == "b\nab2\nxab\nab\n")
    }

    @Test func ansiColoursAreNotSearchedAndNotPrinted() throws {
        let input = "\u{1B}[31mred\u{1B}[0m apple\nplain 31m\n"
        #expect(Set(try Self.pick(["--filter", "31m"], input: input).stdout.split(separator: "\n"))
                == ["\u{1B}[31mred\u{1B}[0m apple", "plain 31m"], "without --ansi, the codes are text")
        #expect(try Self.pick(["--filter", "31m", "--ansi"], input: input).stdout == "plain 31m\n")
        #expect(try Self.pick(["--filter", "^red", "--ansi"], input: input).stdout == "red apple\n", "printed without them, as fzf")
        #expect(try Self.pick(["--filter", "^he hehe", "-x", "-n", "2..", "--with-nth", "2,1,1", "--ansi"],
                              input: "\u{1B}[33mhello \u{1B}[34;1mworld\u{1B}[m \nbyebye\n").stdout == "hello world \n",
                "fzf's test_with_nth_ansi: the line as read, without colours")
    }

    @Test func fieldsAreSearchedAndShownAsAsked() throws {
        let input = "src/a.swift:12:let main\nsrc/main.swift:3:print\n"
        #expect(try Self.pick(["--filter", "main", "-d", ":", "--nth", "3.."], input: input).stdout == "src/a.swift:12:let main\n")
        #expect(try Self.pick(["--filter", "main", "--delimiter", ":", "--with-nth", "1"], input: input).stdout
                == "src/main.swift:3:print\n", "only the first field is shown, so searched")
        #expect(try Self.pick(["--filter", "^print", "-d", ":", "--with-nth", "3"], input: input).stdout == "src/main.swift:3:print\n",
                "the shown fields are searched; the whole line is printed")
        #expect(try Self.pick(["--filter", "x", "--nth", "0"], input: input).stderr
                .hasPrefix("luamenu: bad --nth '0' (expected field numbers and ranges"))
    }

    @Test func defaultOptionsComeFromTheEnvironmentAndTheCommandLineWins() throws {
        let input = "rice cake\nkimchi stew\n"
        #expect(try Self.pick(["--filter", "ke"], input: input, environment: ["LUAMENU_DEFAULT_OPTS": "--exact"]).stdout == "rice cake\n")
        #expect(try Self.pick(["--filter", "ke", "--no-sort"], input: input,
                              environment: ["LUAMENU_DEFAULT_OPTS": "--tac --prompt 'a b> '"]).stdout == "kimchi stew\nrice cake\n")
        let bad = try Self.pick(["--filter", "ke"], input: input, environment: ["LUAMENU_DEFAULT_OPTS": "--frobnicate"])
        #expect(bad.status == 2 && bad.stderr.hasPrefix("luamenu: in LUAMENU_DEFAULT_OPTS: unknown option: --frobnicate"))
        let unclosed = try Self.pick(["--filter", "ke"], input: input, environment: ["LUAMENU_DEFAULT_OPTS": "--prompt 'a"])
        #expect(unclosed.status == 2 && unclosed.stderr.contains("is not closed"))
    }

    @Test func select1AndExit0DecideWithoutAsking() throws {
        let one = try PseudoTerminal(["pick", "-1", "--query", "fix"], input: PickTests.branches)
        #expect(one.wait() == 0)
        #expect(PickTests.printed(one) == "fix/서울\r\n")
        let none = try PseudoTerminal(["pick", "--exit-0", "--query", "zzz"], input: PickTests.branches)
        #expect(none.wait() == 1)
        let many = try PickTests.picker(["--select-1", "--query", "fe"], until: " 2/5")
        many.send("\u{1B}[A")   // up to the second: the list grows upwards
        many.type("\r")
        #expect(many.wait() == 0)
        #expect(PickTests.printed(many) == "feature/logout\r\n", "two match: it asks, and the keys choose")
    }

    @Test func onATerminalAnsiColoursAreDrawnTabsExpandedAndFieldsShown() throws {
        let input = "\u{1B}[31mred\u{1B}[0m\tone:first\nplain\ttwo:second\nc\nd\ne\n"
        let terminal = try PickTests.picker(["--ansi", "--tabstop", "4", "-d", ":", "--with-nth", "1", "--layout", "reverse"],
                                            input: input, environment: ["NO_COLOR": ""])
        #expect(terminal.text.contains("\u{1B}[0;1;33;40;31mred"),
                "fzf's current line on a terminal of 16 colours (bold yellow on black), its own red over it")
        let plain = terminal.text.replacing(/\u{1B}\[[0-9;?<]*[A-Za-z~]/, with: "")
        #expect(plain.contains("> red one") && plain.contains("  plain   two"), "tabs to the next multiple of 4; the first field only")
        #expect(!plain.contains("first") && !plain.contains("second"))
        /// What `text` drew since the prompt showed `query`, without escape sequences.
        func drawn(_ text: String, after query: String) -> String? {
            let plain = text.replacing(/\u{1B}\[[0-9;?<]*[A-Za-z~]/, with: "")
            return plain.range(of: "> " + query, options: .backwards).map { String(plain[$0.upperBound...]) }
        }
        for query in ["second", "31m"] {   // what isn't shown isn't searched, nor are the colours
            terminal.type("\u{15}" + query)
            #expect(terminal.read { drawn($0, after: query)?.contains(" 0/5") == true }, "no match for \(query)")
        }
        terminal.type("\u{15}two")
        terminal.type("\r")
        #expect(terminal.wait() == 0)
        #expect(PickTests.printed(terminal) == "plain\ttwo:second\r\n", "the line printed as it was read")
    }
}
