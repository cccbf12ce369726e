import Foundation
import Testing

/// Ctrl-R hands the command line to `luamenu pick` as one `--query` argument in every shell,
/// however many lines it has: a pasted second line `--preview=CMD` is text to search, never an
/// option of pick's (which would run CMD before Enter).
@Suite struct ShellQueryQuotingTests {
    @Test(arguments: ["bash", "zsh", "fish"])
    func aPastedMultiLineCommandLineIsOneQuery(shell: String) throws {
        guard let terminal = try ShellIntegrationTests.shell(shell) else { return }
        // A `luamenu` first on the PATH that writes down the arguments it was given, one per
        // NUL-ended entry, and chooses the command `echo CHOSEN-OK`.
        let stub = FileManager.default.temporaryDirectory.appendingPathComponent("luamenu-stub-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: stub, withIntermediateDirectories: true)
        let recorded = stub + "/arguments"
        try ExecutableScript.write("""
            #!/bin/sh
            cat >/dev/null
            printf '%s\\0' "$@" > \(recorded).part && mv \(recorded).part \(recorded)
            case " $* " in *" --print0 "*) printf 'echo CHOSEN-OK\\0' ;; *) echo 'echo CHOSEN-OK' ;; esac

            """, to: stub + "/luamenu")
        let setPath = shell == "fish" ? "set -gx PATH \(stub) $PATH; echo STUB-(math 40+2)" : "PATH=\(stub):$PATH; echo STUB-$((40+2))"
        #expect(ShellIntegrationTests.run(setPath, in: terminal, printing: "STUB-42"))

        let pasted = "echo hi\n--preview=touch PWNED"
        terminal.send("\u{1B}[200~" + pasted + "\u{1B}[201~")     // a paste, as a terminal sends it
        terminal.send("\u{12}")                                   // Ctrl-R
        terminal.read { _ in FileManager.default.fileExists(atPath: recorded) }
        let arguments = try String(contentsOfFile: recorded, encoding: .utf8).split(separator: "\0", omittingEmptySubsequences: false)
        let query = try #require(arguments.firstIndex(of: "--query"), "\(arguments)")
        #expect(arguments.dropFirst(query + 1).first == Substring(pasted), "the command line is one argument: \(arguments)")
        #expect(!arguments.contains { $0.hasPrefix("--preview") }, "no line of it became an option: \(arguments)")
        #expect(ShellIntegrationTests.run("", in: terminal, printing: "CHOSEN-OK\r\n"),
                "the choice replaced the command line: \(terminal.text.suffix(300).debugDescription)")
        terminal.send("exit\r")
        _ = terminal.wait()
    }
}
