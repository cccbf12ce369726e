import Testing
@testable import luamenu

/// One table per command feeds the parser and the help: every flag the help shows is
/// accepted, every flag accepted is in the help.
@Suite struct OptionTableTests {
    /// A command line for `command` that its parser takes apart from the option: a SCRIPT
    /// where one is needed.
    static func arguments(for command: String, option: String) -> [String] {
        let positional = ["run": ["s.lua"], "check": ["s.lua"]][command] ?? []
        return [command] + positional + [option, "5"]
    }

    /// The `-x` and `--name` words of a help page (not inside other words, such as `--`-less
    /// prose or `luamenu-bench`).
    static func flags(in help: String) -> Set<String> {
        Set(help.matches(of: /(?:^|[\s\[(,'])((?:--?|\+)(?:[a-zA-Z][a-zA-Z0-9-]*|[0-9](?![0-9])))/.anchorsMatchLineEndings()).map { String($0.1) })
    }

    @Test(arguments: HelpText.pages.map(\.name))
    func everyFlagInTheHelpIsAcceptedAndEveryAcceptedFlagIsInTheHelp(command: String) throws {
        let page = try #require(HelpText.pages.first { $0.name == command })
        let shown = Self.flags(in: page.help)
        #expect(shown == Set(page.acceptedNames), "\(command): help \(shown.sorted()), parser \(page.acceptedNames.sorted())")
        for flag in shown {
            do {
                _ = try Command.parse(Self.arguments(for: command, option: flag))
            } catch let error {
                if case .usage(let message, _) = error { #expect(!message.contains("unknown option"), "\(command) \(flag): \(message)") }
            }
        }
    }

    @Test func runHelpListsWatch() throws {
        #expect(try HelpText.text(for: "run").contains("-w, --watch"))
    }

    @Test func helpFlagsShowTheCommandsHelpAnywhereBeforeDashDash() throws {
        #expect(try Command.parse(["run", "s.lua", "--tap", "x", "-h"]) == .help("run"))
        #expect(try Command.parse(["pick", "--help"]) == .help("pick"))
        #expect(try Command.parse(["run", "s.lua", "--", "--help"]) == .run(RunOptions(script: "s.lua", arguments: ["--help"])))
    }

    @Test func runKeepsTheArgumentsAfterTheScriptAndAfterDashDash() throws {
        let parsed = try Command.parse(["run", "s.lua", "a", "--tap", "x", "b", "--", "-c", "--width"])
        var expected = RunOptions(script: "s.lua", arguments: ["a", "b", "-c", "--width"])
        expected.taps = ["x"]
        #expect(parsed == .run(expected))
    }

    @Test func theOverviewListsEveryCommandAndEveryExitStatus() throws {
        let overview = try HelpText.text(for: nil)
        for page in HelpText.pages { #expect(overview.contains("  luamenu \(page.usage[0])")) }
        for status in ["0 ", "1 ", "2 ", "130 "] { #expect(overview.contains("\n  \(status)")) }
    }
}
