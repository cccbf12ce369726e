import Foundation
import Testing

/// The manual's embedding section names every type and method a program needs: each public
/// type and function of the libraries that examples/embed or the docs' Swift uses is named there,
/// so a reader of the section alone finds them (a method by its name, as `render(view)`).
@Suite struct EmbeddingSectionTests {
    /// The libraries a program embeds.
    static let libraries = ["MenuModel", "MenuRender", "MenuLua", "MenuSession"]

    /// Functions the libraries declare under a name of the standard library's collections,
    /// which a program calls on its own arrays and strings (`lines.append(…)`): not counted.
    static let standardNames: Set<String> = ["append", "contains", "filter", "first", "insert", "map", "remove",
                                             "sorted", "split", "joined"]

    /// The public types and functions the libraries declare, by name.
    static func publicNames() throws -> (types: Set<String>, functions: Set<String>) {
        var types: Set<String> = [], functions: Set<String> = []
        for library in libraries {
            let folder = DocSnippet.root + "/Sources/" + library
            for case let file as String in FileManager.default.enumerator(atPath: folder)! where file.hasSuffix(".swift") {
                for line in try String(contentsOfFile: folder + "/" + file, encoding: .utf8).split(separator: "\n") {
                    let words = line.split(whereSeparator: { " (<:{".contains($0) }).map(String.init)
                    guard let at = words.firstIndex(of: "public"), at + 2 < words.count else { continue }
                    let rest = words[(at + 1)...].drop { ["final", "static", "mutating", "nonisolated", "indirect"].contains($0) }
                    guard let kind = rest.first, let name = rest.dropFirst().first else { continue }
                    if ["class", "struct", "enum", "actor", "protocol", "typealias"].contains(kind) { types.insert(name) }
                    if kind == "func", !standardNames.contains(name) { functions.insert(name) }
                }
            }
        }
        return (types, functions)
    }

    /// The Swift a program is made of: examples/embed's sources and the docs' Swift blocks.
    static func programCode() throws -> String {
        let folder = DocSnippet.root + "/examples/embed/Sources/embed"
        let sources = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            .map { try String(contentsOfFile: folder + "/" + $0, encoding: .utf8) }
        return (sources + (try DocSnippet.all().map(\.code))).joined(separator: "\n")
    }

    /// The words of `code` (letters, digits, `_`), each with whether a `(` follows it.
    static func words(of code: String) -> [(word: String, called: Bool)] {
        var words: [(String, Bool)] = []
        var word = ""
        for character in code + " " {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                if !word.isEmpty { words.append((word, character == "(")) }
                word = ""
            }
        }
        return words
    }

    /// The manual's embedding section.
    static func section() throws -> String {
        let manual = try String(contentsOfFile: DocSnippet.root + "/docs/manual.md", encoding: .utf8)
        let start = try #require(manual.range(of: "### Embedding luamenu in a Swift program"))
        let end = manual.range(of: "\n## ", range: start.upperBound..<manual.endIndex)?.lowerBound ?? manual.endIndex
        return String(manual[start.lowerBound..<end])
    }

    /// What the program uses of `names` that `section` doesn't name.
    static func unnamed(in section: String, code: String, names: (types: Set<String>, functions: Set<String>)) -> [String] {
        let named = Set(words(of: section).map(\.word))
        var used: [String] = []
        for (word, called) in words(of: code) where !named.contains(word) && !used.contains(word) {
            if names.types.contains(word) || called && names.functions.contains(word) { used.append(word) }
        }
        return used
    }

    @Test func theSectionNamesWhatTheProgramsUse() throws {
        let names = try Self.publicNames()
        #expect(names.types.contains("TextRenderer") && names.functions.contains("render") && names.types.contains("ScriptSession"))
        let code = try Self.programCode()
        let unnamed = Self.unnamed(in: try Self.section(), code: code, names: names)
        #expect(unnamed == [], "the embedding section doesn't name \(unnamed)")
    }

    @Test func aNameTheSectionLeavesOutIsFound() throws {
        let names = try Self.publicNames()
        let section = try Self.section()
        let unnamed = Self.unnamed(in: section.replacingOccurrences(of: "render", with: "draw")
                                      .replacingOccurrences(of: "ScriptSession", with: "a session"),
                                   code: "let text = try TextRenderer(width: 60).render(view)\nlet s = try ScriptSession(c)",
                                   names: names)
        #expect(unnamed == ["render", "ScriptSession"])
    }
}
