import Testing
@testable import luamenu

/// The help pages as a person reads them: the overview's summaries in one column, one blank
/// line between sections, and `help` and `completion` pages like every other command's.
@Suite struct HelpPageTests {
    @Test func theOverviewsCommandSummariesStartInOneColumn() throws {
        let overview = try Luamenu("help").stdout
        let commands = overview.components(separatedBy: "\nCOMMANDS\n")[1].components(separatedBy: "\n\n")[0]
        let rows = commands.split(separator: "\n")
        #expect(rows.count == HelpText.pages.count)
        // Where each summary starts: after the name and the spaces that pad it.
        let columns = Set(rows.map { row in 2 + row.dropFirst(2).prefix { $0 != " " }.count
                                         + row.dropFirst(2).drop { $0 != " " }.prefix { $0 == " " }.count })
        #expect(columns.count == 1, "summaries start at columns \(columns.sorted())")
        #expect(rows.map { $0.split(separator: " ")[0] } == HelpText.pages.map { Substring($0.name) })
    }

    @Test func helpOfHelpAndOfCompletionAreCommandsLikeTheOthers() throws {
        #expect(try Luamenu("help", "help").stdout.contains("--man"))
        #expect(try Luamenu("completion", "--help").stdout.hasPrefix("USAGE\n  luamenu completion bash|zsh|fish\n"))
    }

    @Test(arguments: [nil] + HelpText.pages.map(\.name))
    func sectionsAreApartByOneBlankLine(topic: String?) throws {
        let page = try HelpText.text(for: topic)
        #expect(!page.contains("\n\n\n") && page.hasSuffix("\n") && !page.hasSuffix("\n\n"))
    }
}
