import Testing

/// `pick --header TEXT`: a newline in TEXT starts another line of the header, and a
/// backslash followed by n is shown as it is, as `pick --help` says.
@Suite struct PickHeaderTests {
    /// The picker's first screen for `header`, Esc'd away once drawn.
    static func screen(header: String) throws -> String {
        let terminal = try PickTests.picker(["--header", header])
        terminal.type("\u{1B}")
        #expect(terminal.wait() == 130)
        return terminal.text
    }

    @Test func aNewlineStartsAnotherLine() throws {
        let text = try Self.screen(header: "Branches\nto delete")
        #expect(text.contains("Branches") && text.contains("to delete"))
        #expect(!text.contains("Branches to delete") && !text.contains("Branches\nto delete"),
                "the two lines are drawn apart, each where it goes")
    }

    @Test func aBackslashAndNAreShownAsTheyAre() throws {
        #expect(try Self.screen(header: #"Branches\nto delete"#).contains(#"Branches\nto delete"#))
    }

    @Test func theHelpSaysSo() throws {
        let help = try Luamenu("pick", "--help").stdout
        #expect(help.contains("a newline in TEXT starts another line") && help.contains("a backslash and n are"))
    }
}
