import Foundation
import Testing

/// The libraries' public API, as an embedding program sees it: every public type says what it
/// is, and nothing public hands out Lua's stack.
@Suite struct PublicAPITests {
    /// The libraries a program can depend on (Package.swift's library products).
    static let libraries = ["TextCore", "MenuModel", "MenuRender", "MenuLua"]

    /// Every public declaration line of `libraries`, with the lines above it.
    static func declarations(_ pattern: String, in libraries: [String] = libraries) throws -> [(place: String, line: String, above: [String])] {
        let expression = try Regex(pattern)
        var found: [(String, String, [String])] = []
        for library in libraries {
            let folder = Luamenu.root + "/Sources/" + library
            let files = try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }
            for file in files.sorted() {
                let lines = try String(contentsOfFile: folder + "/" + file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
                for (number, line) in lines.enumerated() where line.contains(expression) {
                    let above = lines[..<number].reversed().prefix { $0.trimmingCharacters(in: .whitespaces).hasPrefix("@") || $0.trimmingCharacters(in: .whitespaces).hasPrefix("///") }
                    found.append(("\(library)/\(file):\(number + 1)", String(line), above.map(String.init)))
                }
            }
        }
        return found
    }

    /// The places of `declarations` with no `///` summary above them.
    static func undocumented(_ declarations: [(place: String, line: String, above: [String])]) -> [String] {
        declarations.filter { !$0.above.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("///") } }.map(\.place)
    }

    @Test func everyPublicTypeHasASummary() throws {
        let types = try Self.declarations(#"^\s*public (final |indirect )?(struct|enum|class|protocol|typealias|actor) "#)
        #expect(types.count > 40)
        #expect(Self.undocumented(types) == [], "a /// summary above each of these")
    }

    /// TextCore, importable alone, documents every public symbol, not only its types.
    @Test func everyPublicSymbolOfTextCoreHasASummary() throws {
        let symbols = try Self.declarations(#"^\s*(@\w+ )*public "#, in: ["TextCore"])
        #expect(symbols.count > 60)
        #expect(Self.undocumented(symbols) == [], "a /// summary above each of these")
    }

    @Test func nothingPublicTakesOrGivesLuasStack() throws {
        let leaks = try Self.declarations(#"^\s*public .*(OpaquePointer|lua_State|at index: Int32|Int32\) ->)"#)
        #expect(leaks.map(\.place) == [])
    }
}
