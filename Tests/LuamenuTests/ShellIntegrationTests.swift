import Foundation
import Testing

/// `luamenu shell bash|zsh|fish`: fzf's key bindings, tried in each shell on a real terminal,
/// with 초성 queries: Ctrl-R brings back a command, Ctrl-T puts a file at the cursor, Alt-C
/// changes the folder.
@Suite struct ShellIntegrationTests {
    /// The command in each shell's history, and what it prints when run.
    static let remembered = ["bash": "echo ran-$((1+1))-김치찌개", "zsh": "echo ran-$((1+1))-김치찌개",
                             "fish": "echo ran-(math 1+1)-김치찌개"]

    /// An interactive `shell` in a fresh folder holding `김밥.md` and `서울시/`, with luamenu on
    /// its PATH, its bindings loaded, a command in its history, and no start-up file of the
    /// user's read; nil when the shell isn't installed.
    static func shell(_ name: String) throws -> PseudoTerminal? {
        guard let program = Shell.find(name), let remembered = remembered[name] else { return nil }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("luamenu-shell-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/서울시", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/data/fish", withIntermediateDirectories: true)
        try "GIMBAP-CONTENT\n".write(toFile: folder + "/김밥.md", atomically: true, encoding: .utf8)
        try "- cmd: \(remembered)\n  when: 1700000000\n".write(toFile: folder + "/data/fish/fish_history", atomically: true,
                                                                 encoding: .utf8)
        try (remembered + "\n").write(toFile: folder + "/history", atomically: true, encoding: .utf8)
        // fish's prompt as the others' ($PS1, $PROMPT): "$ ", no greeting
        try FileManager.default.createDirectory(atPath: folder + "/config/fish", withIntermediateDirectories: true)
        try "set -g fish_greeting\nfunction fish_prompt; echo -n '$ '; end\n"
            .write(toFile: folder + "/config/fish/config.fish", atomically: true, encoding: .utf8)
        let bin = URL(fileURLWithPath: Luamenu.binary).deletingLastPathComponent().path
        let arguments = ["bash": "--norc --noprofile -i", "zsh": "-f -i", "fish": "-i"][name] ?? ""
        let environment = ["PATH": bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
                           "SHELL_UNDER_TEST": program, "HOME": folder, "XDG_DATA_HOME": folder + "/data",
                           "XDG_CONFIG_HOME": folder + "/config",
                           "HISTFILE": folder + "/history", "PS1": "$ ", "PROMPT": "$ ", "LANG": "C.UTF-8",
                           "LC_ALL": "C.UTF-8", "TERM": "xterm", "LUAMENU_DEFAULT_OPTS": ""]
        let terminal = try PseudoTerminal([], rows: 30, columns: 100, environment: environment,
                                          script: "cd \"$HOME\" && \"$SHELL_UNDER_TEST\" \(arguments); echo \"[exit $?]\"")
        let setup: String
        switch name {
        case "bash": setup = "eval \"$(luamenu shell bash)\"; history -s '\(remembered)'; echo READY-$((40+2))"
        case "zsh": setup = "source <(luamenu shell zsh); fc -R \"$HISTFILE\"; echo READY-$((40+2))"
        default: setup = "luamenu shell fish | source; echo READY-(math 40+2)"
        }
        terminal.read(until: "$ ")
        #expect(editing(terminal), "\(name) reads its first line")
        #expect(run(setup, in: terminal, printing: "READY-42"), "\(name) loaded the bindings")
        return terminal
    }

    /// Whether the shell's line editor reads keys again (``patience`` at most): a key sent while
    /// a command still runs meets the kernel's line discipline, which takes Ctrl-R for itself.
    static func editing(_ terminal: PseudoTerminal) -> Bool {
        terminal.read { _ in !terminal.pair.isCanonical }
    }

    /// Sends `key`, then types `query` into the picker it opened (answering its question of
    /// where the cursor is), Enter, and waits for the picker to have put the terminal back.
    static func pick(with key: String, _ query: String, in terminal: PseudoTerminal) {
        let mark = terminal.output.count
        terminal.send(key)
        #expect(terminal.shows("\u{1B}[6n", after: mark), "the picker asked where the cursor is")
        terminal.send("\u{1B}[10;1R")
        #expect(terminal.shows("\u{1B}[?2004h", after: mark), "the picker is drawn")
        terminal.send(query)
        #expect(terminal.shows(" 1/", after: mark), "one match for \(query)")
        terminal.send("\r")
        #expect(terminal.shows("\u{1B}[?1006l", after: mark), "the picker ended")
    }

    /// Runs `command` (typed after what the binding left), and whether `expected` was printed
    /// and the shell reads keys again.
    static func run(_ command: String, in terminal: PseudoTerminal, printing expected: String) -> Bool {
        let mark = terminal.output.count
        terminal.send(command + "\r")
        return terminal.shows(expected, after: mark) && editing(terminal)
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func theShellReadsTheBindingsWithoutASyntaxError(shell: String) throws {
        let result = try Luamenu("shell", shell)
        #expect(result.status == 0 && result.stdout.contains("__luamenu_ctrl_r"))
        guard let program = Shell.find(shell) else { return }
        let check = try Shell.run(program, shell == "fish" ? ["--no-execute"] : ["-n"], input: result.stdout)
        #expect(check.status == 0 && check.stderr.isEmpty, "\(shell): \(check.stderr)")
    }

    @Test func anUnknownShellIsNamed() throws {
        let result = try Luamenu("shell", "tcsh")
        #expect(result.status == 2 && result.stderr.hasPrefix("luamenu: no key bindings for 'tcsh' (expected bash, zsh or fish)"))
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func ctrlRBringsBackACommandFoundByItsChoseong(shell: String) throws {
        guard let terminal = try Self.shell(shell) else { return }
        Self.pick(with: "\u{12}", "ㄱㅊㅉㄱ", in: terminal)
        #expect(Self.run("", in: terminal, printing: "ran-2-김치찌개\r\n"), "\(terminal.text.suffix(400).debugDescription)")
        terminal.send("exit\r")
        _ = terminal.wait()
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func ctrlTPutsTheFileChosenAtTheCursor(shell: String) throws {
        guard let terminal = try Self.shell(shell) else { return }
        terminal.send("cat ")
        Self.pick(with: "\u{14}", "ㄱㅂ", in: terminal)
        #expect(Self.run("", in: terminal, printing: "GIMBAP-CONTENT"), "\(terminal.text.suffix(400).debugDescription)")
        terminal.send("exit\r")
        _ = terminal.wait()
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func altCChangesToTheFolderChosen(shell: String) throws {
        guard let terminal = try Self.shell(shell) else { return }
        Self.pick(with: "\u{1B}c", "ㅅㅇ", in: terminal)
        #expect(Self.run("pwd", in: terminal, printing: "/서울시\r\n"), "\(terminal.text.suffix(400).debugDescription)")
        terminal.send("exit\r")
        _ = terminal.wait()
    }
}
