import Foundation
import Testing

/// Every `$ luamenu …` example of the README and docs/ prints what the page says it prints
/// (see ``DocExample`` for the convention), so a page can't go stale.
@Suite struct DocExampleTests {
    /// The Markdown pages: README.md and docs/*.md, relative to the root.
    static let pages: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: Luamenu.root + "/docs")) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    static func examples() throws -> [DocExample] {
        try pages.flatMap { page in
            try DocExample.examples(in: String(contentsOfFile: Luamenu.root + "/" + page, encoding: .utf8), file: page)
        }
    }

    @Test func everyExamplePrintsWhatThePageSays() throws {
        let examples = try Self.examples()
        #expect(examples.count >= 20, "the README and docs/ show their commands with real output")
        for example in examples {
            let input = try example.input.map { try String(contentsOfFile: Luamenu.root + "/" + $0, encoding: .utf8) }
            let result = try Luamenu(arguments: example.arguments, environment: example.environment, input: input, limit: 60)
            var printed = result.stdout + result.stderr
            if example.echoesStatus { printed += "\(result.status)\n" }
            let actual = DocExample.normalized(printed)
            #expect(actual == example.expected, "\(example)\n--- the page says:\n\(example.expected)\n--- it prints:\n\(actual)")
        }
    }

    @Test func examplesUseTheRepositorysOwnFiles() throws {
        for example in try Self.examples() {
            for word in example.arguments + [example.input].compactMap({ $0 })
            where word.hasSuffix(".lua") || word.hasSuffix(".txt") || word.hasSuffix(".jsonl") {
                #expect(FileManager.default.fileExists(atPath: Luamenu.root + "/" + word), "\(example): no file \(word)")
            }
        }
    }

    @Test func theConventionSplitsWordsAsAShellDoes() throws {
        #expect(try DocExample.words(#"luamenu run a.lua --tap 'b/c\/d' --header "x \"y\"" z\ w; echo $?"#, at: "t")
                == ["luamenu", "run", "a.lua", "--tap", #"b/c\/d"#, "--header", #"x "y""#, "z w", ";", "echo", "$?"])
        let example = try DocExample.parse("NO_COLOR=1 luamenu pick --filter ㅊㅅ < examples/data/branches.txt; echo $?",
                                           file: "t", line: 1)
        #expect(example.environment == ["NO_COLOR": "1"] && example.input == "examples/data/branches.txt")
        #expect(example.arguments == ["pick", "--filter", "ㅊㅅ"] && example.echoesStatus)
        #expect(throws: DocExample.Mistake.self) { try DocExample.parse("git branch | luamenu pick", file: "t", line: 1) }
        #expect(throws: DocExample.Mistake.self) { try DocExample.parse("luamenu pick | head", file: "t", line: 1) }
    }

    @Test func aBlockIsSplitIntoCommandsAndWhatEachPrints() throws {
        let markdown = "text\n```\n$ luamenu --version\nluamenu 0.1.0   \n$ luamenu rnu; echo $?\nerr\n2\n\n```\n"
        let examples = try DocExample.examples(in: markdown, file: "t.md")
        #expect(examples.map(\.line) == [3, 5])
        #expect(examples.map(\.expected) == ["luamenu 0.1.0", "err\n2"])
    }
}
