import Foundation
import Testing
@testable import luamenu

/// `luamenu completion bash|zsh|fish`: scripts the shells accept, completing exactly the
/// commands and options the parser takes, and the values the option tables name.
@Suite struct CompletionTests {
    static let accepted = Set(HelpText.pages.flatMap(\.acceptedNames) + HelpText.globalOptions.flatMap(\.names))

    static func script(_ shell: String) throws -> String {
        let result = try Luamenu("completion", shell)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout
    }

    /// What bash's completion function offers for the words typed (the last one being completed).
    static func bash(_ words: [String]) throws -> Set<String> {
        let bash = try #require(Shell.find("bash"))
        let typed = words.map { "'\($0)'" }.joined(separator: " ")
        let result = try Shell.run(bash, ["-c", """
            source /dev/stdin
            COMP_WORDS=(\(typed)); COMP_CWORD=\(words.count - 1)
            _luamenu 2>/dev/null
            printf '%s\\n' "${COMPREPLY[@]}"
            """], input: try script("bash"))
        return Set(result.stdout.split(separator: "\n").map(String.init))
    }

    /// What fish offers for a command line (the names, without their descriptions).
    static func fish(_ line: String) throws -> Set<String>? {
        guard let fish = Shell.find("fish") else { return nil }
        let result = try Shell.run(fish, ["-c", "source; complete -C '\(line)'"], input: try script("fish"))
        return Set(result.stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) })
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func theShellReadsTheScriptWithoutASyntaxError(shell: String) throws {
        let text = try Self.script(shell)
        #expect(text.contains("complete") || text.contains("compdef"))
        guard let program = Shell.find(shell) else { return }
        let check = shell == "fish" ? ["--no-execute"] : ["-n"]
        let result = try Shell.run(program, check, input: text)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(shell): \(result.stderr)")
    }

    @Test(arguments: HelpText.pages.map(\.name))
    func bashOffersExactlyTheOptionsTheParserTakes(command: String) throws {
        let page = try #require(HelpText.pages.first { $0.name == command })
        #expect(try Self.bash(["luamenu", command, "-"]) == Set(page.acceptedNames.filter { $0.hasPrefix("-") }))
        #expect(try Self.bash(["luamenu", command, "+"]) == Set(page.acceptedNames.filter { $0.hasPrefix("+") }))
    }

    @Test(arguments: HelpText.pages.map(\.name))
    func fishOffersExactlyTheOptionsTheParserTakes(command: String) throws {
        let page = try #require(HelpText.pages.first { $0.name == command })
        guard let offered = try Self.fish("luamenu \(command) -") else { return }
        #expect(offered == Set(page.acceptedNames.filter { $0.hasPrefix("-") }), "fish completes no + options (fzf's +s)")
    }

    @Test func bothOfferTheCommandsAndTheGlobalOptionsFirst() throws {
        let commands = Set(HelpText.pages.map(\.name))
        #expect(try Self.bash(["luamenu", ""]) == commands.union(HelpText.globalOptions.flatMap(\.names)))
        if let fish = try Self.fish("luamenu ") { #expect(fish == commands) }
        if let fish = try Self.fish("luamenu -") { #expect(fish == Set(HelpText.globalOptions.flatMap(\.names))) }
    }

    @Test func valuesComeFromTheOptionTables() throws {
        let formats = Set(RunOptions.Format.allCases.map(\.rawValue))
        #expect(try Self.bash(["luamenu", "run", "--format", ""]) == formats)
        #expect(try Self.bash(["luamenu", "run", "--format", "=", ""]) == formats, "--format=…")
        #expect(try Self.bash(["luamenu", "pick", "--search", ""]) == Set(PickCommand.searchModes))
        #expect(try Self.bash(["luamenu", "completion", ""]) == ["bash", "zsh", "fish"])
        #expect(try Self.bash(["luamenu", "help", "c"]) == ["check", "completion"])
        #expect(try Self.bash(["luamenu", "run", "--width", ""]).isEmpty, "a number: nothing to offer")
        #expect(try Self.bash(["luamenu", "run", "examples/ti"]) == ["examples/tigers.lua"], "scripts: .lua files")
        #expect(try Self.bash(["luamenu", "test", "exam"]) == ["examples"], "test's DIR: folders")
        if let fish = try Self.fish("luamenu run --format ") { #expect(fish == formats) }
    }

    @Test func zshNamesExactlyTheOptionsTheParserTakes() throws {
        let text = try Self.script("zsh")
        // The option specs: '(-i --interactive)'{-i,--interactive}'[…]' and '*--tap=[…]:PATH: '.
        let specs = text.split(separator: "\n").filter { $0.contains("'{") || $0.contains("'*-") }
        var named = Set<String>()
        for spec in specs {
            if let braces = spec.firstMatch(of: /\{([^}]*)\}'/) {
                named.formUnion(braces.1.split(separator: ",").map(String.init))
            } else if let single = spec.firstMatch(of: /'\*(--?(?:[a-zA-Z][a-zA-Z0-9-]*|[0-9](?![0-9])))/) {
                named.insert(String(single.1))
            }
        }
        #expect(named == Self.accepted, "\(named.symmetricDifference(Self.accepted).sorted())")
        for command in HelpText.pages.map(\.name) { #expect(text.contains("\n                    \(command))\n")) }
    }

    @Test func anUnknownShellIsAUsageError() throws {
        let result = try Luamenu("completion", "tcsh")
        #expect(result.status == 2 && result.stderr.hasPrefix("luamenu: no completion for 'tcsh' (expected bash, zsh or fish)"))
        let none = try Luamenu("completion")
        #expect(none.status == 2 && none.stderr.hasPrefix("luamenu: 'completion' needs a shell: bash, zsh or fish"))
    }
}
