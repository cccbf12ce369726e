import Foundation
import Testing

/// The Swift code of the README and the manual builds against this package and runs: its
/// blocks are the functions of `Snippets.swift` (this test keeps that file equal to the docs'
/// blocks), and a block that quotes a file of the package (`// examples/embed/Package.swift`)
/// is that file's lines, in order (the file itself is built where it is).
@Suite struct DocSnippetTests {
    @Test func snippetsSwiftIsTheDocsSwiftBlocks() throws {
        let snippets = try DocSnippet.all()
        #expect(snippets.count >= 4, "\(snippets.map(\.functionName))")
        let expected = DocSnippet.source(of: snippets)
        let path = DocSnippet.root + "/Tests/DocSnippetsTests/Snippets.swift"
        if ProcessInfo.processInfo.environment["LUAMENU_WRITE_SNIPPETS"] == "1" {
            try expected.write(toFile: path, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == expected,
                "Snippets.swift is not the docs' Swift: LUAMENU_WRITE_SNIPPETS=1 swift test --filter DocSnippetTests")
    }

    @Test func everyBuiltSnippetRuns() async throws {
        #expect(!snippets.isEmpty)
        for snippet in snippets {
            await #expect(throws: Never.self, "\(snippet.place)") { try await snippet.run() }
        }
        #expect(redrawn > 0, "the session snippet's events reached its redraw()")
    }

    @Test func anExcerptIsItsFilesLinesInOrder() throws {
        let excerpts = try DocSnippet.all().filter { $0.excerptOf != nil }
        #expect(!excerpts.isEmpty)
        for excerpt in excerpts {
            let mismatch = try excerpt.excerptMismatch()
            #expect(mismatch == nil, "\(excerpt.file):\(excerpt.line): \(mismatch ?? "")")
        }
        let altered = DocSnippet(file: "x.md", line: 1, code: "// examples/embed/Package.swift\nlet package = Package(\ntargets: [\n  swiftLanguageModes: [.v5]")
        #expect(try altered.excerptMismatch() == "'swiftLanguageModes: [.v5]' is not in examples/embed/Package.swift after the lines before it")
    }

    @Test func blocksAreReadWithTheirLinesAndIndentation() {
        let markdown = "intro\n\n1. step:\n\n   ```swift\n   let a = 1\n     b()\n   ```\n\n```swift\n// README.md\nx\n```\n"
            + "```lua plugin\nmenu.on()\n```\n"
        let blocks = DocSnippet.blocks(in: "docs/x.md", text: markdown)
        #expect(blocks == [DocSnippet(file: "docs/x.md", line: 6, code: "let a = 1\n  b()", ordinal: 1),
                           DocSnippet(file: "docs/x.md", line: 11, code: "// README.md\nx", ordinal: 2)])
        #expect(blocks.map(\.excerptOf) == [nil, "README.md"])
        #expect(blocks[0].declaredNames == ["a"] && blocks[0].functionName == "x_1")
        #expect(DocSnippet.source(of: blocks).contains("func x_1() async throws {\n    let a = 1\n      b()\n    _ = a\n}\n"))
        #expect(DocSnippet.source(of: blocks).contains("(\"docs/x.md, block 1\", x_1)"), "no line, which moves")
        #expect(DocSnippet.blocks(in: "docs/x.md", text: markdown, language: "lua")
                == [DocSnippet(file: "docs/x.md", line: 15, code: "menu.on()", marker: ["plugin"], ordinal: 1)])
    }
}
