import Foundation
import Testing
@testable import luamenu

/// `luamenu help --man`: roff that groff reads without a warning, listing under each command
/// exactly the options its parser accepts, and the copy in docs/ is what the tool prints.
@Suite struct ManPageTests {
    /// The page as roff; with roff's escapes undone (`\-` is `-`); and without font changes.
    static let roff = ManPage.text
    static let unescaped = roff.replacing("\\-", with: "-").replacing("\\e", with: "\\")
    static let plain = unescaped.replacing(/\\f[BIR]/, with: "")

    /// The lines of the page from `.SS "luamenu NAME"` to the next subsection or section.
    static func subsection(_ name: String) -> String {
        let lines = unescaped.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: ".SS \"luamenu \(name)\"") else { return "" }
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix(".SS") || $0.hasPrefix(".SH") } ?? lines.endIndex
        return lines[start..<end].joined(separator: "\n")
    }

    /// The options a subsection lists as `.TP` entries: the bold names of its entries.
    static func entries(in text: String) -> Set<String> {
        Set(text.matches(of: /\\fB((?:--?|\+)(?:[a-zA-Z][a-zA-Z0-9-]*|[0-9](?![0-9])))\\fR/).map { String($0.1) })
    }

    @Test func theToolPrintsItAndExitsZero() throws {
        let result = try Luamenu("help", "--man")
        #expect(result.status == 0 && result.stdout == Self.roff)
        #expect(result.stdout.hasPrefix(".\\\" luamenu(1)") && result.stdout.contains("\n.TH LUAMENU 1 "))
        for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "KEYS", "ENVIRONMENT",
                        "EXIT STATUS", "EXAMPLES"] {
            #expect(result.stdout.contains("\n.SH \(section)\n"), "no section \(section)")
        }
    }

    @Test(arguments: HelpText.pages.map(\.name))
    func eachCommandListsExactlyTheOptionsItsParserAccepts(command: String) throws {
        let page = try #require(HelpText.pages.first { $0.name == command })
        let text = Self.subsection(command)
        #expect(!text.isEmpty, "no subsection for \(command)")
        #expect(Self.entries(in: text) == Set(page.acceptedNames))
        let named = OptionTokens.names(in: text.replacing(/\\f[BIR]/, with: ""))
        #expect(named == Set(page.acceptedNames), "\(command)'s subsection: \(named.symmetricDifference(page.acceptedNames).sorted())")
    }

    @Test func theWholePageNamesNoOptionTheParserDoesNotTake() {
        let accepted = Set(HelpText.pages.flatMap(\.acceptedNames) + HelpText.globalOptions.flatMap(\.names))
        // EXAMPLES may run other programs with their own options (man -l).
        let page = Self.plain.components(separatedBy: "\n.SH EXAMPLES\n")[0]
        let named = OptionTokens.names(in: page)
        #expect(named == accepted, """
            named but not accepted: \(named.subtracting(accepted).sorted()); \
            accepted but not named: \(accepted.subtracting(named).sorted())
            """)
    }

    @Test func everyKeyAndEnvironmentVariableIsListed() {
        for row in (KeyBindings.run.sections + KeyBindings.pick.sections).flatMap(\.rows) {
            #expect(Self.roff.contains(".TP\n" + Roff.escaped(row.keys) + "\n" + Roff.escaped(row.does) + "\n"), "\(row.keys)")
        }
        for variable in ["NO_COLOR", "TERM", "LUAMENU_HISTORY"] {
            #expect(Self.roff.contains(".TP\n.B \(variable)\n"))
        }
    }

    @Test func theRoffIsASCIIAndGroffReadsItWithoutWarnings() throws {
        #expect(Self.roff.unicodeScalars.allSatisfy { $0.isASCII }, "non-ASCII is written as \\[uXXXX]")
        guard let groff = Shell.find("groff") else { return }
        let result = try Shell.run(groff, ["-man", "-Tutf8", "-ww", "-z"], input: Self.roff)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let shown = try Shell.run(groff, ["-man", "-Tutf8"], input: Self.roff, environment: ["LC_ALL": "C.UTF-8"])
        #expect(shown.stdout.contains("서울"), "Hangul comes out as Hangul")
    }

    @Test func docsHoldTheSamePage() throws {
        let file = try String(contentsOfFile: Luamenu.root + "/docs/luamenu.1", encoding: .utf8)
        #expect(file == Self.roff, "docs/luamenu.1 is out of date: luamenu help --man > docs/luamenu.1")
    }

    @Test func roffEscapesWhatTroffWouldRead() {
        #expect(Roff.escaped("--tap 'a\\/b'") == "\\-\\-tap \\(aqa\\e/b\\(aq")
        #expect(Roff.escaped(".luacheckrc") == "\\&.luacheckrc")
        #expect(Roff.escaped("서") == "\\[uC11C]")
        #expect(Roff.escaped("😀") == "\\[u1F600]")
    }

    @Test func helpRowsBecomeListsAndIndentedExamplesStayLineForLine() {
        let rows = Roff.text("  :show [WIDTH]  draw the menu\n  :tap PATH      tap PATH and\n                 draw it\n",
                             indentedIsVerbatim: true)
        #expect(rows == ".TP\n:show [WIDTH]\ndraw the menu\n.TP\n:tap PATH\ntap PATH and draw it\n")
        let example = Roff.text("  return {\n    width = 60,\n  }", indentedIsVerbatim: true)
        #expect(example == ".PP\n.RS 2\n.nf\nreturn {\n  width = 60,\n}\n.fi\n.RE\n")
        let prose = Roff.text("Runs the script\nonce.\n\n  Errors: a\n  b", indentedIsVerbatim: false)
        #expect(prose == ".PP\nRuns the script once.\n.PP\nErrors: a b\n")
    }
}
