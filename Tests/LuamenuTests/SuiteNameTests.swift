import Foundation
import Testing

/// No two suites anywhere in `Tests/` share a name, so a filter, a failure's line and a
/// report each point at one suite: Swift suites by type name and display name, across every
/// test target, and the browser tests' Python classes.
@Suite struct SuiteNameTests {
    /// A suite's names (its type's, and the one `@Suite("…")` shows) and where it is declared.
    struct Declared: Equatable {
        var names: Set<String>
        var place: String
    }

    /// The suites `source` declares: the Swift types marked `@Suite` (on their line or the one
    /// above) or named `…Tests`.
    static func swiftSuites(in source: String, at file: String) -> [Declared] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var suites: [Declared] = []
        for (number, line) in lines.enumerated() where ["struct ", "enum ", "class ", "actor "].contains(where: line.contains) {
            guard let type = line.firstMatch(of: /\b(?:struct|enum|class|actor) (\w+)/)?.1 else { continue }
            let attributes = line + (number > 0 ? lines[number - 1] : "")
            guard attributes.contains("@Suite") || type.hasSuffix("Tests") else { continue }
            let shown = attributes.firstMatch(of: /@Suite\("([^"]*)"/).map { String($0.1) }
            suites.append(Declared(names: Set([String(type)] + (shown.map { [$0] } ?? [])), place: "\(file):\(number + 1)"))
        }
        return suites
    }

    /// The test case classes `source`, a Python test module, declares.
    static func pythonSuites(in source: String, at file: String) -> [Declared] {
        source.matches(of: /(?m)^class (\w+)\(/).map { Declared(names: [String($0.1)], place: file) }
    }

    /// Every suite under `Tests/`.
    static func everySuite() throws -> [Declared] {
        let tests = Luamenu.root + "/Tests"
        return try FileManager.default.subpathsOfDirectory(atPath: tests).sorted().flatMap { file -> [Declared] in
            let source = { try String(contentsOfFile: tests + "/" + file, encoding: .utf8) }
            if file.hasSuffix(".swift") { return swiftSuites(in: try source(), at: file) }
            if file.hasPrefix("Browser/test_") && file.hasSuffix(".py") { return pythonSuites(in: try source(), at: file) }
            return []
        }
    }

    @Test func noTwoSuitesShareAName() throws {
        let suites = try Self.everySuite()
        #expect(suites.count > 100, "the suites were found: \(suites.count)")
        let places = Dictionary(grouping: suites.flatMap { suite in suite.names.map { ($0, suite.place) } }, by: \.0)
        let shared = places.filter { $0.value.count > 1 }.map { "\($0.key): \($0.value.map(\.1).joined(separator: ", "))" }
        #expect(shared.sorted() == [], "one name, one suite")
    }

    @Test func bothNamesOfASuiteAreRead() {
        // Its keywords in capitals, so that the scan of this file doesn't take it for suites.
        let source = """
            @Suite("Raw terminal", .serialized)
            STRUCT RawTerminalTests {
                STRUCT Fixture {}
                @Suite STRUCT Nested {}
            }
            final CLASS PickTests {}
            """.replacing("STRUCT", with: "struct").replacing("CLASS", with: "class")
        #expect(Self.swiftSuites(in: source, at: "A.swift") == [
            Declared(names: ["RawTerminalTests", "Raw terminal"], place: "A.swift:2"),
            Declared(names: ["Nested"], place: "A.swift:4"),
            Declared(names: ["PickTests"], place: "A.swift:6"),
        ])
        #expect(Self.pythonSuites(in: "class Tabs(BrowserTest):\n    class_ = 1\n", at: "test_a.py")
                == [Declared(names: ["Tabs"], place: "test_a.py")])
    }
}
