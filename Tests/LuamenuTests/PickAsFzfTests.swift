import Foundation
import Testing

/// `pick` as a drop-in for fzf: the same command line and input give what the real fzf gives
/// (`--filter`, no terminal needed), `--bind` acts on a terminal, `FZF_DEFAULT_OPTS` is read,
/// and a link named `fzf` is pick.
@Suite struct PickAsFzfTests {
    static let input = "kim fried rice\nfried kim\nkimchi stew\nrice cake\nsrc/main.swift:12:let kim\nKim Lee\n"
        + "Café crème\ncafe noir\nKIM\n"

    /// fzf's command lines (after `fzf`), each with `--filter` in one of its spellings.
    static let commandLines: [[String]] = [
        ["-fkim"], ["-f", "kim", "+s"], ["--filter=kim", "--tac"], ["-e", "-fki"], ["+x", "-fkim fr"], ["-fKim"],
        ["-f^kim"], ["-f!kim"], ["-fkim", "--nth=1", "+s"], ["-fkim", "-m", "-1", "-0", "+m"], ["-fkim", "+e", "--exact"],
        ["-fkim", "--bind=ctrl-a:select-all+accept", "--expect=ctrl-x", "--print-query"], ["--filter=ri", "-s", "--no-sort"],
        ["-fkim", "--read0"], ["-fzz"], ["-m3", "-fki"], ["-m", "3", "-1", "-fki"],
        ["-i", "-fKim"], ["+i", "-fkim"], ["+i", "-fKim"], ["+i", "-i", "-fKIM"], ["-e", "+i", "-fKim"],
        ["-fcafe"], ["--literal", "-fcafe"], ["--literal", "--no-literal", "-fcafe"], ["-fcafé"], ["--literal", "-fcafé"],
        ["--literal", "-e", "-fcafe"],
    ]

    /// Lines whose matches of "ki" score alike and differ in where they lie, for `--tiebreak`.
    static let ties = "  xx ki\nki yyyy\nzz ki zz\nthe kite flies\nskiing\n ki\nkiki ki\nakin to it\nlast ki\n"

    /// fzf's `--tiebreak` criteria and `--scheme`, alone and combined (each line with `--filter`).
    static let tiebreakLines: [[String]] = [
        ["-fki"], ["-fki", "--tiebreak=length"], ["-fki", "--tiebreak=begin"], ["-fki", "--tiebreak=end"],
        ["-fki", "--tiebreak=chunk"], ["-fki", "--tiebreak=index"], ["-fki", "--tiebreak=begin,length"],
        ["-fki", "--tiebreak=end,chunk,begin"], ["-fki", "--tiebreak", "chunk,index"], ["-fki", "--scheme=history"],
        ["-fki", "--tiebreak=begin", "--scheme", "history"], ["-fki", "--scheme=default", "--tac"],
        ["-fki i", "--tiebreak=begin"], ["-fki t", "--tiebreak=end"], ["-f'ki", "--tiebreak=chunk"],
        ["-f^ki", "--tiebreak=end"], ["-fi$", "--tiebreak=begin"],
    ]

    @Test(.enabled(if: Shell.find("fzf") != nil, "fzf is installed by scripts/install-deps"), arguments: commandLines)
    func filterPrintsWhatFzfPrints(_ arguments: [String]) throws {
        let fzf = try Shell.run(try #require(Shell.find("fzf")), arguments, input: Self.input)
        let pick = try Luamenu(arguments: ["pick"] + arguments, input: Self.input)
        #expect(pick.stdout == fzf.stdout && pick.status == fzf.status, "fzf: \(fzf.stdout.debugDescription) \(fzf.status)")
    }

    @Test(.enabled(if: Shell.find("fzf") != nil, "fzf is installed by scripts/install-deps"), arguments: tiebreakLines)
    func tiesAreBrokenAsFzfBreaksThem(_ arguments: [String]) throws {
        let fzf = try Shell.run(try #require(Shell.find("fzf")), arguments, input: Self.ties)
        let pick = try Luamenu(arguments: ["pick"] + arguments, input: Self.ties)
        #expect(pick.stdout == fzf.stdout && pick.status == fzf.status, "fzf: \(fzf.stdout.debugDescription) \(fzf.status)")
    }

    /// History as fzf's CTRL-R feeds it (number, tab, command), searched with its `-n2..,..`:
    /// each range of `--nth` on its own, so no term runs from the number into the command.
    static let history = "7\techo 4th\n6\techo 3rd\n4\techo 3d\n3\techo 2nd\n2\techo 1st\n13\tcat a3d\n"

    @Test(.enabled(if: Shell.find("fzf") != nil, "fzf is installed by scripts/install-deps"), arguments: [
        ["-fe3d", "-n2..,.."], ["-fe3d", "-n..,2.."], ["-f^echo", "-n2..,.."], ["-f^echo", "-n..,2.."], ["-f3 'cat", "-n1,2"],
        ["-f13cat", "-n1,2"], ["-fe3d", "-n2.."], ["-f!3", "-n2..,1"],
    ])
    func severalNthRangesAreSearchedEachOnItsOwn(_ arguments: [String]) throws {
        let fzf = try Shell.run(try #require(Shell.find("fzf")), arguments + ["--scheme=history"], input: Self.history)
        let pick = try Luamenu(arguments: ["pick"] + arguments + ["--scheme=history"], input: Self.history)
        #expect(pick.stdout == fzf.stdout && pick.status == fzf.status, "fzf: \(fzf.stdout.debugDescription) \(fzf.status)")
    }

    @Test(arguments: [
        ("--tiebreak=begin,size", "invalid sort criterion 'size' (expected length, begin, end, chunk or index)"),
        ("--tiebreak=begin,begin", "'begin' is given twice"),
        ("--tiebreak=index,length", "index must be the last criterion"),
        ("--tiebreak=length,begin,end,chunk", "at most 3 criteria besides index"),
    ])
    func aBadTiebreakSaysWhy(option: String, reason: String) throws {
        let result = try Luamenu(arguments: ["pick", "-fki", option], input: Self.ties)
        #expect(result.status == 2 && result.stderr.contains(reason), "\(result.stderr)")
    }

    @Test func aLinkNamedFzfIsPick() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fzf-link-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("fzf").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: Luamenu.binary)
        let result = try Shell.run(link, ["-fkim", "-e"], input: "kim\nlee\nkimchi\n",
                                   environment: ["FZF_DEFAULT_OPTS": "--tac"])
        #expect(result.status == 0 && result.stdout == "kim\nkimchi\n" && result.stderr.isEmpty, "\(result)")
    }

    @Test func defaultOptionsComeFromFzfsVariableThenLuamenus() throws {
        let both = try Luamenu(arguments: ["pick", "-fkim"], environment: ["FZF_DEFAULT_OPTS": "--tac +s -e",
                                                                           "LUAMENU_DEFAULT_OPTS": "+e"],
                               input: "kim\nkxixm\nkimchi\n")
        #expect(both.stdout == "kimchi\nkxixm\nkim\n", "--tac +s from fzf's, +e from luamenu's undoes -e")
        let bad = try Luamenu(arguments: ["pick", "-fkim"], environment: ["FZF_DEFAULT_OPTS": "--bind ctrl-a:nope"], input: "kim\n")
        #expect(bad.status == 2 && bad.stderr.hasPrefix("luamenu: in FZF_DEFAULT_OPTS: bad --bind 'ctrl-a:nope': unknown action 'nope'"))
    }

    @Test func boundKeysAndEventsActOnTheTerminal() throws {
        let terminal = try PickTests.picker(["--multi", "--bind", "ctrl-a:select-all+accept,load:change-prompt(ready> )"],
                                            until: "ready> ")
        terminal.type("\u{01}")
        #expect(terminal.wait() == 0)
        #expect(PickTests.printed(terminal) == PickTests.branches.replacing("\n", with: "\r\n"))
    }

    @Test(.enabled(if: Shell.find("curl") != nil, "curl posts the actions")) func listenTakesPostedActions() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pick-listen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let portFile = folder.appendingPathComponent("port").path
        let terminal = try PickTests.picker(["--listen", "--bind", "start:execute-silent(echo $FZF_PORT > \(portFile))"])
        let port = try #require(Self.firstLine(of: portFile), "pick told no port in FZF_PORT")
        let url = "localhost:\(port)", curl = try #require(Shell.find("curl"))
        let taken = try Luamenu(arguments: ["pick", "--listen", port], input: "main\n")
        #expect(taken.status == 2 && taken.stderr.contains("127.0.0.1:\(port) is in use (port 0 picks a free port)"),
                "a port taken is an error, as in fzf: \(taken.stderr)")
        let wrong = try Shell.run(curl, ["-s", "-w", "%{http_code}", "-XPOST", url, "-d", "no-such-action"])
        #expect(wrong.stdout.hasSuffix("400") && wrong.stdout.contains("unknown action 'no-such-action'"), "\(wrong.stdout)")
        let page = try Shell.run(curl, ["-s", "-w", "%{http_code}", "-XPOST", url, "-H", "Origin: http://evil.example",
                                          "-d", "accept"])
        #expect(page.stdout.hasSuffix("403"), "\(page.stdout)")
        let query = try Shell.run(curl, ["-s", "-w", "%{http_code}", "-XPOST", url, "-d", "change-query(logout)+down"])
        #expect(query.stdout == "200", "an empty answer, as fzf's: \(query.stdout)")
        terminal.read(until: " 1/5")
        _ = try Shell.run(curl, ["-s", "-XPOST", url, "-d", "accept"])
        #expect(terminal.wait() == 0)
        #expect(PickTests.printed(terminal) == "feature/logout\r\n")
    }

    /// The first line of the file at `path` once it has one (within 10 s), else nil.
    static func firstLine(of path: String) -> String? {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if let line = (try? String(contentsOfFile: path, encoding: .utf8))?.split(separator: "\n").first { return String(line) }
            usleep(20_000)
        }
        return nil
    }

    @Test func reloadAndExecuteRunWithNoLineUnderTheCursorAsInFzf() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pick-no-line-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out").path
        let terminal = try PickTests.picker(["--bind", "ctrl-r:reload(printf 'x-{q}\\ny\\n'),ctrl-e:execute-silent(echo {q} > \(out))",
                                             "--query", "zz"], until: " 0/5")
        terminal.type("\u{05}")
        #expect(Self.firstLine(of: out) == "zz", "a command of {q} alone runs")
        terminal.type("\u{12}", until: " 1/2")
        terminal.type("\r")
        #expect(terminal.wait() == 0)
        #expect(PickTests.printed(terminal) == "x-zz\r\n")
    }

    /// A shell for `SHELL` in a new folder: it writes its own path to `shell-used` beside it,
    /// then runs its arguments with /bin/sh. The folder, and the shell's path.
    static func recordingShell() throws -> (folder: URL, shell: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pick-shell-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let shell = folder.appendingPathComponent("myshell").path
        try ExecutableScript.write("#!/bin/sh\necho \"$0\" > \"$(dirname \"$0\")/shell-used\"\nexec /bin/sh \"$@\"\n", to: shell)
        // A child forked in the moment the file was open may still hold it (ETXTBSY): wait until
        // the script runs, 10 s at most.
        let deadline = Date().addingTimeInterval(10)
        while (try? Shell.run(shell, ["-c", "true"]))?.status != 0, Date() < deadline { usleep(20_000) }
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("shell-used"))
        return (folder, shell)
    }

    @Test func previewsRunWithTheUsersShell() throws {
        let (folder, shell) = try Self.recordingShell()
        defer { try? FileManager.default.removeItem(at: folder) }
        let terminal = try PickTests.picker(["--preview", "echo shown {}", "--query", "main"], until: "shown main",
                                            environment: ["SHELL": shell])
        #expect(try String(contentsOfFile: folder.appendingPathComponent("shell-used").path, encoding: .utf8) == shell + "\n")
        terminal.type("\u{1B}")
        #expect(terminal.wait() == 130)
    }

    @Test func printQueryAndExecuteSilentRunWithTheUsersShell() throws {
        let (folder, shell) = try Self.recordingShell()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out").path
        let terminal = try PickTests.picker(["--bind", "ctrl-e:execute-silent(echo {} > \(out))+change-prompt(done> ),"
                                             + "ctrl-q:print-query", "--query", "fix"],
                                            until: " 1/5", environment: ["SHELL": shell])
        terminal.type("\u{05}", until: "done> ")
        #expect(try String(contentsOfFile: out, encoding: .utf8) == "fix/서울\n")
        #expect(try String(contentsOfFile: folder.appendingPathComponent("shell-used").path, encoding: .utf8) == shell + "\n")
        terminal.type("\u{11}")
        #expect(terminal.wait() == 0)
        #expect(PickTests.printed(terminal) == "fix\r\n", "print-query prints the query alone")
    }

    @Test func becomeRunsItsCommandInThePickersPlace() throws {
        let terminal = try PickTests.picker(["--bind", "enter:become(echo became {} {q})", "--query", "lout"], until: " 1/5")
        terminal.type("\r")
        #expect(terminal.wait() == 0)
        #expect(PickTests.printed(terminal) == "became feature/logout lout\r\n", "the command's output, the picker gone")
    }

    @Test func executeHandsTheTerminalOverAndTakesItBack() throws {
        let terminal = try PickTests.picker(["--bind", "ctrl-e:execute(echo exec-saw {})", "--query", "main"], until: " 1/5")
        terminal.type("\u{05}", until: "exec-saw main")
        let screens = { (text: String) in text.components(separatedBy: "exec-saw main") }
        #expect(screens(terminal.text).first?.contains("\u{1B}[?1049l") == true, "the normal screen, for the command")
        #expect(terminal.read { screens($0).last?.contains("\u{1B}[?1049h") == true }, "the picker's screen again after it")
        #expect(terminal.read { PseudoTerminal.shows(screens($0).last ?? "", " 1/5") }, "drawn again")
        terminal.type("\u{1B}")
        #expect(terminal.wait() == 130)
    }

    @Test func withStdinATerminalTheLinesComeFromFzfsDefaultCommand() throws {
        let command = ["FZF_DEFAULT_COMMAND": "printf 'one\\ntwo\\n'"]
        let filter = try PseudoTerminal(["pick", "-ftw"], environment: command)
        #expect(filter.wait() == 0)
        #expect(filter.text.hasSuffix("two\r\n"), "\(filter.text.debugDescription)")
        let picker = try PseudoTerminal(["pick"], environment: command)
        picker.read(until: " 2/2")
        picker.type("\r")
        #expect(picker.wait() == 0)
        #expect(PickTests.printed(picker) == "one\r\n")
    }

    @Test func reloadReplacesTheLinesWithACommandsOutput() throws {
        let terminal = try PickTests.picker(["--bind", "ctrl-r:reload(printf 'x-{q}\\ny-{q}\\nz\\n')", "--query", "ma"],
                                            until: " 1/5")
        terminal.type("\u{12}", until: " 2/3")
        terminal.type("\r")
        #expect(terminal.wait() == 0)
        #expect(PickTests.printed(terminal) == "x-ma\r\n", "the new lines, {q} filled in")
    }

    @Test func aCommandBeforeAcceptInAChainRuns() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pick-accept-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out").path
        let terminal = try PickTests.picker(["--bind", "enter:execute-silent(echo {} > \(out))+accept", "-q", "main"], until: " 1/5")
        terminal.type("\r")
        #expect(terminal.wait() == 0)
        #expect(PickTests.printed(terminal) == "main\r\n")
        #expect(try String(contentsOfFile: out, encoding: .utf8) == "main\n", "run before pick ended")
    }

    @Test func aTransformSetsTheQueryBeforeTheActionsAfterIt() throws {
        let terminal = try PickTests.picker(["--bind", "ctrl-t:transform-query(echo {q}in; echo never)+print-query",
                                             "--query", "ma"], until: " 1/5")
        terminal.type("\u{14}")
        #expect(terminal.wait() == 0)
        #expect(PickTests.printed(terminal) == "main\r\n", "the command's first line, then print-query")
    }

    @Test func withNoLineUnderTheCursorATransformsPlaceholdersAreEmpty() throws {
        let terminal = try PickTests.picker(["--bind", "ctrl-t:transform-query(echo ma{n}{})+print-query", "--query", "zzz"],
                                            until: " 0/5")
        terminal.type("\u{14}")
        #expect(terminal.wait() == 0)
        #expect(PickTests.printed(terminal) == "ma\r\n", "{n} and {} are empty, as fzf's")
    }

    @Test func jumpAcceptTakesTheLabelledRow() throws {
        let terminal = try PickTests.picker(["--bind", "ctrl-o:jump-accept", "--jump-labels", "qwe"])
        terminal.type("\u{0F}")
        terminal.type("e")
        #expect(terminal.wait() == 0)
        #expect(PickTests.printed(terminal) == "feature/logout\r\n", "e, the third label: the third row")
    }
}
