import Foundation
import Testing

/// `luamenu pick`: stdin's lines in, the chosen ones out; `--filter` without an interface,
/// and the picker on a real pseudo-terminal.
@Suite struct PickTests {
    static let branches = "main\nfeature/login\nfeature/logout\nfix/서울\nrelease/1.0\n"

    @Test func filterPrintsTheMatchingLinesBestFirst() throws {
        let result = try Luamenu(arguments: ["pick", "--filter", "sj"], input: "apple\nsejong\nseoul\nSo Jeong\n")
        #expect(result.status == 0 && result.stdout == "So Jeong\nsejong\n", "word boundaries first, then as fzf ties")
        let korean = try Luamenu(arguments: ["pick", "--filter", "ㅅㅇ"], input: "부산\n서울역\n수원\n")
        #expect(korean.stdout == "수원\n서울역\n", "초성 in fuzzy mode; a tie goes to the shorter")
        let substring = try Luamenu(arguments: ["pick", "--filter", "ou", "--search", "substring"], input: "logout\nhouse\nsoup\n")
        #expect(substring.stdout == "house\nsoup\nlogout\n", "an earlier match first")
        let all = try Luamenu(arguments: ["pick", "--filter", ""], input: Self.branches)
        #expect(all.stdout == Self.branches, "a blank query: every line, in order")
    }

    static let dishes = "kim fried rice\nfried kim\nkimchi stew\nrice cake\n김치찌개\n된장찌개\n"

    /// The lines `pick --filter` prints for `query` (and more arguments), in order.
    static func filtered(_ query: String, _ arguments: [String] = [], input: String = dishes) throws -> [String] {
        try Luamenu(arguments: ["pick", "--filter", query] + arguments, input: input).stdout
            .split(separator: "\n").map(String.init)
    }

    @Test func theQueryIsFzfsExtendedSyntax() throws {
        #expect(Set(try Self.filtered("fried kim")) == ["kim fried rice", "fried kim"], "a space is AND, in any order")
        #expect(try Self.filtered("^kim !fried") == ["kimchi stew"])
        #expect(Set(try Self.filtered("개$")) == ["김치찌개", "된장찌개"])
        #expect(try Self.filtered("^ㄱ") == ["김치찌개"], "초성 inside a term")
        #expect(try Self.filtered("찌개 !된장") == ["김치찌개"])
        #expect(try Self.filtered("'ke") == ["rice cake"])
        #expect(Set(try Self.filtered("stew$ | cake$")) == ["kimchi stew", "rice cake"])
    }

    @Test func exactAndNoExtendedAreFzfsOptions() throws {
        #expect(try Self.filtered("ke", ["--exact"]) == ["rice cake"], "a plain term is one run")
        #expect(Set(try Self.filtered("'ke", ["-e"])) == ["rice cake", "kimchi stew", "kim fried rice"], "' makes it fuzzy")
        #expect(try Self.filtered("fried kim", ["--no-extended"]) == ["fried kim"], "one term, its space included")
        #expect(try Self.filtered("^kim", ["--no-extended"]).isEmpty, "^ is a character")
    }

    @Test func filterExitsOneWhenNothingMatchesOrThereAreNoLines() throws {
        let none = try Luamenu(arguments: ["pick", "--filter", "qqq"], input: "apple\n")
        #expect(none.status == 1 && none.stdout.isEmpty && none.stderr.isEmpty)
        let empty = try Luamenu(arguments: ["pick", "--filter", "a"], input: "")
        #expect(empty.status == 1 && empty.stdout.isEmpty)
    }

    @Test func linesComeOutByteForByte() throws {
        let input = "caf\u{0065}\u{0301}\r\nplain\n"
        let result = try Luamenu(arguments: ["pick", "--filter", "cafe"], input: input)
        #expect(result.stdout == "caf\u{0065}\u{0301}\r\n", "NFD and the \\r as they came")
    }

    @Test func aLineChosenOnATerminalIsPrintedHarmlessAndToAPipeAsItIs() throws {
        let line = "x\u{1B}]52;c;aGk=\u{07}\u{1B}]0;title\u{07}\u{9B}2Jy"        // clipboard, title, C1 CSI
        let terminal = try Self.picker(["--filter", "xy"], input: line + "\n", until: "\u{FFFD}")
        #expect(terminal.wait() == 0)
        #expect(terminal.text.hasSuffix("x\u{FFFD}]52;c;aGk=\u{FFFD}\u{FFFD}]0;title\u{FFFD}\u{FFFD}2Jy\r\n"),
                "on a terminal, every control shown as �: \(terminal.text.debugDescription)")
        let piped = try Luamenu(arguments: ["pick", "--filter", "xy"], input: line + "\n")
        #expect(piped.stdout == line + "\n", "to a pipe, the bytes as they came")
    }

    @Test func usageMistakesExitTwo() throws {
        let bad = try Luamenu(arguments: ["pick", "--search", "regex"], input: "")
        #expect(bad.status == 2 && bad.stderr.hasPrefix("luamenu: bad --search 'regex' (expected fuzzy, choseong or substring)"))
    }

    @Test func withStdinATerminalTheLinesAreFZFDefaultCommandsOrTheFilesBelow() throws {
        // The tests run in the package's folder: its files, hidden ones left out, as fzf lists them.
        let files = try PseudoTerminal(["pick", "--filter", "Package.swift"], environment: ["FZF_DEFAULT_COMMAND": ""])
        #expect(files.wait() == 0)
        #expect(files.text.contains("Package.swift\r\n") && !files.text.contains(".git/"), "\(files.text.debugDescription)")
        let listed = try PseudoTerminal(["pick", "--filter", "b"], environment: ["FZF_DEFAULT_COMMAND": "printf 'a\\nb\\n'"])
        #expect(listed.wait() == 0)
        #expect(listed.text.hasSuffix("b\r\n"), "\(listed.text.debugDescription)")
    }

    /// `luamenu pick arguments…` on a terminal, its lines piped in, once it has drawn `until`
    /// (by default the count of all five lines: read and searched).
    static func picker(_ arguments: [String] = [], input: String = branches, until: String = " 5/5",
                       environment: [String: String] = [:]) throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(["pick"] + arguments, environment: environment, input: input)
        terminal.read(until: until)
        return terminal
    }

    /// What was written after the alternate screen was left: the program's output.
    static func printed(_ terminal: PseudoTerminal) -> String {
        terminal.text(after: "\u{1B}[?1049l")
    }

    @Test func typingSearchesAndEnterPrintsTheBestMatch() throws {
        let terminal = try Self.picker()
        #expect(terminal.text.contains("5/5") && terminal.text.contains("feature/logout"))
        terminal.type("lout", until: "1/5")
        terminal.type("\r")
        #expect(terminal.wait() == 0)
        #expect(Self.printed(terminal) == "feature/logout\r\n")
    }

    @Test func arrowsMoveAndChoseongJustWorks() throws {
        let terminal = try Self.picker()
        terminal.send("\u{1B}[A")
        terminal.send("\u{1B}[A")
        terminal.type("\r")
        #expect(terminal.wait() == 0)
        #expect(Self.printed(terminal) == "feature/logout\r\n", "the third line: up, as fzf draws the best at the bottom")

        let korean = try Self.picker()
        korean.type("ㅅㅇ", until: "1/5")
        korean.type("\r")
        #expect(korean.wait() == 0)
        #expect(Self.printed(korean) == "fix/서울\r\n")
    }

    @Test(arguments: ["\u{1B}", "\u{03}"])
    func escAndCtrlCCancelWithNothingPrinted(key: String) throws {
        let terminal = try Self.picker()
        terminal.type("fea")
        terminal.type(key)
        #expect(terminal.wait() == 130)
        #expect(Self.printed(terminal) == "")
        #expect(terminal.text.contains("\u{1B}[?25h") && terminal.text.contains("\u{1B}[?2004l"), "the terminal put back")
    }

    @Test func enterWithNoMatchExitsOne() throws {
        let terminal = try Self.picker()
        terminal.type("zzz", until: "0/5")
        terminal.type("\r")
        #expect(terminal.wait() == 1)
        #expect(Self.printed(terminal) == "")
    }

    @Test func multiMarksWithTabAndPrintsTheMarkedInTheOrderMarked() throws {
        let terminal = try Self.picker(["--multi", "--layout", "reverse"])
        terminal.send("\u{1B}[B")
        terminal.type("\t", until: "/5 (1)")          // marks feature/login, moves down
        terminal.send("\u{1B}[Z", until: "/5 (2)")   // marks feature/logout, moves up
        terminal.send("\u{1B}[Z", until: "/5 (1)")   // unmarks feature/login, up to main
        terminal.type("\t", until: "/5 (2)")          // marks main
        terminal.type("\r")
        #expect(terminal.wait() == 0)
        #expect(Self.printed(terminal) == "feature/logout\r\nmain\r\n", "in the order marked, as fzf prints them")
    }

    @Test func headerAndQueryShowAndNoColorDrawsNoColour() throws {
        let terminal = try Self.picker(["--header", "Switch to\nwhich branch?", "--query", "fix"], until: " 1/5",
                                       environment: ["NO_COLOR": "1"])
        terminal.read(until: "which branch?")
        let plain = terminal.text.replacing(/\u{1B}\[[0-9;?]*[A-Za-z]/, with: "")
        #expect(plain.contains("> fix") && plain.contains("Switch to") && plain.contains("1/5"))
        let parameters = terminal.text.matches(of: /\u{1B}\[([0-9;]*)m/).flatMap { $0.1.split(separator: ";") }
        #expect(!parameters.isEmpty && parameters.allSatisfy { !(30...37).contains(Int($0) ?? 0) && !(90...97).contains(Int($0) ?? 0) },
                "attributes only, no colour: \(Set(parameters))")
        terminal.type("\r")
        #expect(terminal.wait() == 0)
        #expect(Self.printed(terminal) == "fix/서울\r\n")
    }
}
