import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import luamenu

/// `luamenu test` reports as test runners do: the error that stopped a case first and once,
/// a diff of the changed lines only, a warning for a case that asserts nothing new, a summary
/// last, `--filter` and `--junit`.
@Suite struct TestReportingTests {
    /// A menu of `count` items, `item 1` … (item `changed` spelt `CHANGED` when given).
    static func menu(items count: Int = 3, changed: Int? = nil) -> String {
        let items = (1...count).map { $0 == changed ? "'CHANGED'" : "'item \($0)'" }.joined(separator: ", ")
        return "local m = menu.new{ title = 'T' }\nm:section{ id = 's', title = 'S', items = { \(items) } }\nreturn m\n"
    }

    static let spec = """
        return {
          script = "menu.lua",
          { name = "start" },
          { name = "folded", taps = { "s" } },
          { name = "item tapped", taps = { "s/item 2" } },
        }

        """

    /// A folder holding `menu` as menu.lua and `spec` as menu.spec.lua, its snapshots written.
    static func folder(menu: String = menu(), spec: String = spec) throws -> String {
        let folder = (try Luamenu.script(menu) as NSString).deletingLastPathComponent
        try spec.write(toFile: folder + "/menu.spec.lua", atomically: true, encoding: .utf8)
        let update = try Luamenu("test", folder, "--update")
        #expect(update.status == 0, "\(update.stdout)\(update.stderr)")
        return folder
    }

    /// `luamenu test folder arguments…`, its stdout with the folder's path left out.
    static func test(_ folder: String, _ arguments: String...) throws -> (status: Int32, lines: [String]) {
        let result = try Luamenu(arguments: ["test", folder] + arguments)
        let text = result.stdout.replacingOccurrences(of: folder + "/", with: "")
        return (result.status, text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init))
    }

    @Test func aScriptThatFailsToLoadPrintsItsErrorFirstAndOnceWithoutADiff() throws {
        let folder = try Self.folder()
        try "local m = menu.new{ title = 'T' }\nm:section{ id = 's', items = { 'a' }\nreturn m\n"
            .write(toFile: folder + "/menu.lua", atomically: true, encoding: .utf8)
        let result = try Self.test(folder)
        #expect(result.status == 1)
        #expect(result.lines.first == "FAIL menu.spec.lua:3: start")
        #expect(result.lines.dropFirst().first?.hasPrefix("    error: menu.lua:3: '}' expected (to close '{' at line 2)") == true,
                "\(result.lines)")
        #expect(result.lines.filter { $0.contains("'}' expected") }.count == 1, "printed once: \(result.lines)")
        #expect(result.lines.contains("    (the same error stopped 2 more cases: folded, item tapped)"))
        #expect(!result.lines.contains { $0.hasPrefix("    - ") || $0.hasPrefix("    + ") }, "no diff: \(result.lines)")
        #expect(result.lines.count == 4 && result.lines.last?.hasPrefix("0 passed, 3 failed, 0 warnings (") == true,
                "\(result.lines)")
    }

    @Test func aTapThatFailsPrintsItsErrorBeforeAnyDiff() throws {
        let folder = try Self.folder()
        try Self.menu(changed: 2).write(toFile: folder + "/menu.lua", atomically: true, encoding: .utf8)
        let result = try Self.test(folder)
        #expect(result.status == 1)
        #expect(Array(result.lines.prefix(3)) == [
            "FAIL menu.spec.lua:5: item tapped",
            "    error: bad tap path 's/item 2': no item 'item 2' in section 's' (expected one of: item 1, CHANGED, item 3)",
            "FAIL menu.spec.lua:3: start (- snapshot, + now)",
        ], "\(result.lines)")
    }

    @Test func aDiffShowsTheChangedLinesWithTwoLinesOfContext() throws {
        let folder = try Self.folder(menu: Self.menu(items: 20),
                                     spec: "return { script = 'menu.lua', { name = 'start' } }\n")
        try Self.menu(items: 20, changed: 10).write(toFile: folder + "/menu.lua", atomically: true, encoding: .utf8)
        let result = try Self.test(folder)
        #expect(result.status == 1)
        #expect(result.lines == [
            "FAIL menu.spec.lua:1: start (- snapshot, + now)",
            "      …",
            "        item 8",
            "        item 9",
            "    -   item 10",
            "    +   CHANGED",
            "        item 11",
            "        item 12",
            "      …",
        ] + [result.lines.last ?? ""])
    }

    @Test func aCaseWhoseLastTapChangesNothingShownIsWarnedAbout() throws {
        let folder = try Self.folder(spec: """
            return {
              script = "menu.lua",
              { name = "folded", taps = { "s" } },
              { name = "kept while folded", taps = { "s", "s/item 2" } },
            }

            """)
        let result = try Self.test(folder)
        #expect(result.status == 0, "a warning fails nothing")
        #expect(result.lines.first == "warning: menu.spec.lua:4: case 'kept while folded': its last tap 's/item 2' changes "
                + "nothing the snapshot shows (the case draws the same without it): it asserts nothing new")
        #expect(result.lines.count == 2)
        #expect(result.lines.last?.hasPrefix("2 passed, 0 failed, 1 warning (") == true, "\(result.lines)")
    }

    @Test func theSummaryComesLastWithCountsAndTime() throws {
        let folder = try Self.folder()
        let result = try Self.test(folder)
        #expect(result.status == 0)
        let summary = try #require(result.lines.last)
        #expect(summary.wholeMatch(of: /3 passed, 0 failed, \d+ warnings? \(\d+\.\d\d s\)/) != nil, "\(summary)")
    }

    @Test func filterRunsOnlyTheCasesWhoseSpecOrNameHoldsTheText() throws {
        let folder = try Self.folder()
        try Self.menu(changed: 1).write(toFile: folder + "/menu.lua", atomically: true, encoding: .utf8)
        let folded = try Self.test(folder, "--filter", "folded")
        #expect(folded.status == 0 && folded.lines.last?.hasPrefix("1 passed, 0 failed") == true, "\(folded.lines)")
        let bySpec = try Self.test(folder, "--filter", "menu.spec")
        #expect(bySpec.status == 1 && bySpec.lines.last?.hasPrefix("1 passed, 2 failed") == true, "\(bySpec.lines)")

        let snapshots = folder + "/menu.spec.snap"
        let before = SnapshotFile(text: try String(contentsOfFile: snapshots, encoding: .utf8))
        #expect(try Self.test(folder, "--filter", "start", "--update").status == 0)
        let after = SnapshotFile(text: try String(contentsOfFile: snapshots, encoding: .utf8))
        #expect(after.order == before.order)
        #expect(after.outputs["start"]?.contains("CHANGED") == true, "start rewritten")
        #expect(after.outputs["item tapped"] == before.outputs["item tapped"], "the others kept")

        let none = try Luamenu("test", folder, "--filter", "nothing like it")
        #expect(none.status == 1 && none.stderr.contains("no case under \(folder) matches --filter 'nothing like it'"))
    }

    @Test func junitWritesWellFormedXMLWithAFailurePerFailedCase() throws {
        let folder = try Self.folder()
        try Self.menu(changed: 2).write(toFile: folder + "/menu.lua", atomically: true, encoding: .utf8)
        let file = folder + "/junit.xml"
        let result = try Luamenu("test", folder, "--junit", file)
        #expect(result.status == 1)
        let document = try XMLDocument(contentsOf: URL(fileURLWithPath: file))
        let suite = try #require(try document.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)
        #expect(suite.attribute(forName: "tests")?.stringValue == "3")
        #expect(suite.attribute(forName: "failures")?.stringValue == "2")
        let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
        #expect(cases.compactMap { $0.attribute(forName: "name")?.stringValue } == ["start", "folded", "item tapped"])
        let failures = try document.nodes(forXPath: "//testcase/failure").compactMap { $0 as? XMLElement }
        #expect(failures.count == 2, "the folded section shows no item: that case passes")
        #expect(failures.last?.attribute(forName: "message")?.stringValue
                == "bad tap path 's/item 2': no item 'item 2' in section 's' (expected one of: item 1, CHANGED, item 3)")
        #expect(failures.first?.stringValue?.contains("+   CHANGED") == true, "the diff: \(failures.first?.stringValue ?? "")")

        #expect(try Luamenu("test", folder, "--update").status == 0)
        #expect(try Luamenu("test", folder, "--junit", file).status == 0)
        let passed = try XMLDocument(contentsOf: URL(fileURLWithPath: file))
        #expect(try passed.nodes(forXPath: "//testcase").count == 3 && passed.nodes(forXPath: "//failure").isEmpty)
    }

    @Test func junitEscapesMarkupAndTheControlCharactersXMLCantHold() throws {
        let text = "<a href=\"x\">Tom & 'Jerry'</a>\u{1B}[1m\u{7}\ttab\n"
        let escaped = JUnitReport.escaped(text)
        #expect(escaped == "&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;\\x1B[1m\\x07\ttab\n")
        let document = try XMLDocument(xmlString: "<m v=\"\(escaped)\">\(escaped)</m>")
        #expect(document.rootElement()?.stringValue == "<a href=\"x\">Tom & 'Jerry'</a>\\x1B[1m\\x07\ttab\n")
    }
}
