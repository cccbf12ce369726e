import Foundation
@testable import MenuLua
import Testing

/// The annotations accept what scripts really write: every argument that the examples, the
/// snippets of the README and the reference, and the documented idioms pass to the API fits
/// its annotated type, read as lua-language-server reads it.
@Suite struct AnnotationTests {
    static let cats = LuaCATS(LuaAnnotations.text)
    static let examples = ReferenceTests.root.appendingPathComponent("examples")

    /// Documented idioms that no example shows: a built-in search and a plugin's filter as
    /// `match`, and the script's own data on items.
    static let idioms = """
        menu.register_filter("electric", function(car, option) return option == "all" or car.fuel == "ev" end)
        m:section { id = "cars", title = "Cars", items = { { title = "Ray", kind = "city", price = 1200, fuel = "ev" } } }
        m:filter { id = "search", options = { "all", "ray" }, target = "cars", match = "fuzzy" }
        m:filter { id = "plugin", options = { "all", "ev" }, target = { "cars" }, match = "electric" }
        """

    /// The examples, every Lua snippet of the README, docs/manual.md and docs/tutorial.md, and the idioms.
    static func sources() throws -> [(name: String, text: String)] {
        let scripts = try FileManager.default.contentsOfDirectory(atPath: examples.path)
            .filter { $0.hasSuffix(".lua") }.sorted()
            .map { ("examples/\($0)", try String(contentsOf: examples.appendingPathComponent($0), encoding: .utf8)) }
        let snippets = try ["README.md", "docs/manual.md", "docs/tutorial.md"].flatMap { file in
            try luaBlocks(of: String(contentsOf: ReferenceTests.root.appendingPathComponent(file), encoding: .utf8))
                .map { ("\(file):\($0.line)", $0.text) }
        }
        return scripts + snippets + [("idioms", idioms)]
    }

    /// The ```lua blocks of a Markdown text (```` ```lua plugin ```` and the other markers too,
    /// but ```` ```lua pick ````: a file of pick's, which calls no `menu` function), with the
    /// line each starts on.
    static func luaBlocks(of markdown: String) -> [(line: Int, text: String)] {
        var blocks: [(line: Int, text: String)] = []
        var current: [String]?
        for (number, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if current == nil, line == "```lua" || line.hasPrefix("```lua ") && line != "```lua pick" {
                current = []
                blocks.append((number + 2, ""))
            } else if let lines = current, line == "```" {
                blocks[blocks.count - 1].text = lines.joined(separator: "\n")
                current = nil
            } else {
                current?.append(String(line))
            }
        }
        return blocks
    }

    /// One line for every value that `cats` doesn't accept where it was passed.
    static func misfits(_ calls: [APICall], in cats: LuaCATS) -> [String] {
        calls.compactMap { call in
            guard let parameters = cats.parameters[call.function] else { return "\(call): not annotated" }
            guard call.argument <= parameters.count else { return "\(call): only \(parameters.count) parameters" }
            let types = cats.types(at: call.path, in: parameters[call.argument - 1])
            if types.isEmpty { return "\(call): no such field" }
            if !types.contains(where: { cats.accepts($0, kind: call.kind, literal: call.text) }) {
                return "\(call): fits none of \(types)"
            }
            return nil
        }
    }

    @Test func everyArgumentOfTheExamplesAndTheDocsFitsItsAnnotation() throws {
        let sources = try Self.sources()
        #expect(sources.count > 20, "examples and snippets: \(sources.map(\.name))")
        let calls = try APICallRecorder.calls(in: sources, modulesIn: Self.examples.path)
        #expect(calls.contains { $0.path == ["match"] && $0.kind == "function" && $0.source == "examples/cars.lua" })
        #expect(calls.contains { $0.path == ["match"] && $0.text == "fuzzy" })
        #expect(calls.contains { $0.path == ["items", "1", "price"] && $0.kind == "integer" })
        #expect(Self.misfits(calls, in: Self.cats) == [])
    }

    @Test func everyFunctionInAUnionIsParenthesised() {
        #expect(Self.cats.ambiguities == [])
    }

    @Test func theCheckCatchesWhatTheOldAnnotationsGotWrong() throws {
        let old = LuaCATS(LuaAnnotations.text
            .replacingOccurrences(of: "---@field match? menu.Match",
                                  with: #"---@field match? fun(item: menu.ItemTable, option: string): boolean|"fuzzy"|string"#)
            .replacingOccurrences(of: "---@field [string] any", with: "---"))
        #expect(old.ambiguities.count == 1)
        let misfits = Self.misfits(try APICallRecorder.calls(in: [("idioms", Self.idioms)], modulesIn: Self.examples.path), in: old)
        #expect(misfits.contains { $0.contains("at match (\"fuzzy\")") }, "\(misfits)")
        #expect(misfits.contains { $0.contains("at items.1.kind") && $0.contains("no such field") }, "\(misfits)")
    }

    @Test func aMisspelledFieldOfABlockIsStillCaught() throws {
        let calls = try APICallRecorder.calls(in: [("typo", #"m:section { title = "S", colums = 2, items = {} }"#)],
                                              modulesIn: Self.examples.path)
        #expect(Self.misfits(calls, in: Self.cats) == ["typo: Menu:section argument 1 at colums (integer): no such field"])
    }
}
