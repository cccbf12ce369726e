import Foundation
import Testing

/// The README and docs/ link only to what the repository has: every relative link reaches a
/// file, every `#anchor` a heading, and nothing points outside the repository.
@Suite struct DocLinkTests {
    /// GitHub's anchor for a heading: lower case, code marks and punctuation dropped, spaces
    /// as hyphens.
    static func anchor(_ heading: String) -> String {
        String(heading.lowercased().compactMap { character -> Character? in
            if character == " " { return "-" }
            return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
        })
    }

    /// The anchors of a Markdown page's headings (outside code blocks).
    static func anchors(of markdown: String) -> Set<String> {
        var anchors = Set<String>()
        var fenced = false
        for line in markdown.split(separator: "\n") {
            if line.hasPrefix("```") { fenced.toggle() }
            guard !fenced, line.hasPrefix("#") else { continue }
            anchors.insert(anchor(String(line.drop { $0 == "#" }.dropFirst())))
        }
        return anchors
    }

    @Test func everyRelativeLinkReachesAFileAndItsHeading() throws {
        for page in DocExampleTests.pages {
            let text = try String(contentsOfFile: Luamenu.root + "/" + page, encoding: .utf8)
            let folder = URL(fileURLWithPath: Luamenu.root + "/" + page).deletingLastPathComponent()
            for link in text.matches(of: /\]\(([^)\s]+)\)/).map({ String($0.1) }) where !link.contains("://") {
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let target = parts[0].isEmpty ? URL(fileURLWithPath: Luamenu.root + "/" + page)
                                              : folder.appendingPathComponent(parts[0]).standardized
                #expect(target.path.hasPrefix(Luamenu.root + "/"), "\(page): \(link) leaves the repository")
                #expect(FileManager.default.fileExists(atPath: target.path), "\(page): \(link): no such file")
                if parts.count == 2, target.pathExtension == "md",
                   let linked = try? String(contentsOf: target, encoding: .utf8) {
                    #expect(Self.anchors(of: linked).contains(parts[1]), "\(page): \(link): no such heading")
                }
            }
        }
    }

    @Test func nothingPointsOutsideTheRepository() throws {
        for page in DocExampleTests.pages {
            let text = try String(contentsOfFile: Luamenu.root + "/" + page, encoding: .utf8)
            #expect(!text.contains("../shared"), "\(page) names ../shared, which is outside the repository")
        }
    }

    @Test func theReadmeIsShortAndLeadsToEveryDoc() throws {
        let readme = try String(contentsOfFile: Luamenu.root + "/README.md", encoding: .utf8)
        // 200 lines at most, the tour's gallery of the five seeds (each drawn on a terminal and,
        // beside it, in the browser) included.
        #expect(readme.filter { $0 == "\n" }.count <= 200)
        for page in DocExampleTests.pages where page != "README.md" {
            #expect(readme.contains("](\(page)"), "the README doesn't link \(page)")
        }
        #expect(readme.contains("scripts/example") && readme.contains("scripts/test"))
    }

    @Test func anchorsAreSpelledAsGitHubSpellsThem() {
        #expect(Self.anchor("The sandbox and limits") == "the-sandbox-and-limits")
        #expect(Self.anchor("`luamenu serve`: a live menu") == "luamenu-serve-a-live-menu")
        #expect(Self.anchor("Taps and paths") == "taps-and-paths")
    }
}
