import Testing
@testable import MenuModel
@testable import MenuRender
import TextCore

@Suite("Index layout")
struct IndexLayoutTests {
    /// The group part of the contacts, as the seed groups them: a letter header, names under it.
    static var expectedGroups: [String] {
        Fixture.alphabet.flatMap { letter -> [String] in
            let names = Fixture.contactNames.filter { $0.hasPrefix(letter) }
            return names.isEmpty ? [] : [letter] + names.map { "  " + $0 }
        }
    }

    @Test func contactsAtFortyCells() throws {
        let lines = try plainLines(Fixture.contacts(current: "R", scrollTarget: "R"), width: 40)
        #expect(Array(lines.prefix(4)) == [
            "Contacts",
            "   A  B  C  D  E  F  G  H  I  J  K  L",
            "   M  N  O  P  Q [R] S  T  U  V  W  X",
            "   Y  Z",
        ])
        #expect(Array(lines.dropFirst(4)) == Self.expectedGroups)
        #expect(lines.dropFirst(4).prefix(6) == ["A", "  Abraham", "  Adams", "  Allyson", "  Allyssa", "  Appleseed"])
    }

    @Test(arguments: [8, 12, 20, 33, 40, 80, 120])
    func navigatorListsEveryLetterOnceInOrder(width: Int) throws {
        let lines = try plainLines(Fixture.contacts(current: "R", scrollTarget: "R"), width: width)
        let navigator = lines.dropFirst().prefix { $0.hasPrefix("  ") }
        let letters = navigator.flatMap { $0.split(separator: " ") }
            .map { $0.hasPrefix("[") ? String($0.dropFirst().dropLast()) : String($0) }
        #expect(letters == Fixture.alphabet, "@\(width)")
        #expect(navigator.joined().count { $0 == "[" } == 1)
        #expect(navigator.joined().contains("[R]"))
        #expect(navigator.allSatisfy { $0.cellWidth <= width })
        // Every slot is 3 cells: the letters sit at the same columns on every line.
        for line in navigator {
            for (position, character) in line.enumerated() where position >= 2 && character.isLetter {
                #expect((position - 3) % 3 == 0, "\(line)")
            }
        }
        if width >= 13 {   // "  Hammersmith" fits
            #expect(Array(lines.dropFirst(1 + navigator.count)) == Self.expectedGroups)
        }
    }

    @Test func noCurrentLetterBracketsNothing() throws {
        let lines = try plainLines(Fixture.contacts(), width: 80)
        #expect(lines[1] == "   A  B  C  D  E  F  G  H  I  J  K  L  M  N  O  P  Q  R  S  T  U  V  W  X  Y  Z")
        #expect(!lines.joined().contains("["))
    }

    @Test func headersAreAnchoredForScrolling() throws {
        let lines = try TextRenderer(width: 40).lines(Fixture.contacts())
        let anchored = lines.filter { $0.anchor != nil }
        let letters = Fixture.alphabet.filter { l in Fixture.contactNames.contains { $0.hasPrefix(l) } }
        #expect(anchored.map(\.anchor) == letters.map { .jump(index: "contacts", letter: $0) })
        #expect(anchored.map(\.plain) == letters)
    }

    @Test func emptyLettersHaveNoHeader() throws {
        let lines = try plainLines(Fixture.contacts(), width: 40)
        for empty in ["I", "M", "N", "O", "P", "Q", "U", "X", "Y", "Z"] {
            #expect(!lines.contains(empty), "\(empty) has no contacts")
        }
    }

    @Test func colouredNavigatorMutesEmptyLettersAndInvertsTheCurrent() throws {
        let text = try TextRenderer(width: 40, colors: true).render(Fixture.contacts(current: "R", scrollTarget: "R"))
        let esc = "\u{1B}["
        #expect(text.contains("\(esc)1;7m R \(esc)0m"))
        #expect(text.contains("\(esc)90m I \(esc)0m"))
        #expect(text.contains("\(esc)90m Z \(esc)0m"))
        #expect(!text.contains("\(esc)90m A "))
        #expect(text.contains("   A  B  C"))
        // Headers are bold accent; the scroll target's is inverted too.
        #expect(text.contains("\n\(esc)1;34mA\(esc)0m\n"))
        #expect(text.contains("\n\(esc)1;7;34mR\(esc)0m\n"))
        #expect(!text.contains("\n\(esc)1;34mR\(esc)0m\n"))
    }

    @Test func untitledIndexStartsWithTheNavigator() throws {
        var index = Fixture.contactsView()
        index.title = nil
        let lines = try plainLines(MenuView(title: nil, blocks: [.index(index)]), width: 80)
        #expect(lines.first?.hasPrefix("   A  B") == true)
    }

    @Test(arguments: Array(8...40))
    func longLettersStillFit(width: Int) throws {
        let letters = ["ㄱ", "ㄴㄷㄹㅁㅂㅅㅇㅈㅊㅋㅌㅍㅎ가나다라", "#"]
        let view = MenuView(title: nil, blocks: [.index(IndexView(
            id: "i", title: nil, current: letters[1], letters: letters,
            groups: letters.map { .init(letter: $0, items: [Fixture.item("항목")]) }, scrollTarget: letters[1]))])
        for colors in [false, true] {
            for line in try TextRenderer(width: width, colors: colors).lines(view) {
                #expect(line.cellWidth <= width, "\(line.plain) @\(width)")
            }
        }
    }
}

/// A searched index draws its matches as one list, without letters.
@Suite("Searched index layout")
struct SearchedIndexLayoutTests {
    static func view(_ results: [IndexView.ResultView]?) -> MenuView {
        MenuView(title: nil, blocks: [.index(IndexView(
            id: "people", title: "People", current: "B", letters: ["A", "B", "R"], groups: [], results: results.map(IndexResults.init),
            scrollTarget: nil))], query: "rel")
    }

    static let results: [IndexView.ResultView] = [
        .init(letter: "R", item: ItemView(id: "Relay", title: "Relay", detail: "010", matches: [0..<3])),
        .init(letter: "B", item: ItemView(id: "Brel", title: "Brel", matches: [1..<4])),
    ]

    @Test func resultsAreOneListBestFirstWithoutLettersOrNavigator() throws {
        let text = try TextRenderer(width: 20).render(Self.view(Self.results))
        #expect(text == """
            People
              Relay          010
              Brel

            """)
    }

    @Test func eachResultTapsItsItemUnderItsLetter() throws {
        let lines = try TextRenderer(width: 20).lines(Self.view(Self.results))
        #expect(lines.flatMap { $0.spans.compactMap { $0.tap?.description } }.uniqued() == ["people/R/Relay", "people/B/Brel"])
        #expect(try Self.view(Self.results).itemTargets().map(\.target.description) == ["people/R/Relay", "people/B/Brel"])
    }

    @Test func noMatchesSaysSo() throws {
        #expect(try TextRenderer(width: 20).render(Self.view([])) == "People\n  (no matches)\n")
    }

    @Test func jsonListsTheResultsWithTheirLettersAndNoGroups() throws {
        let json = try JSONViewModel.document(Self.view(Self.results)).text
        #expect(json.contains(#""groups":[],"results":[{"key":"people/R/Relay","path":"people/R/Relay","id":"Relay","#
                              + #""title":"Relay","detail":"010","style":null,"styles":{"title":null,"detail":null},"#
                              + #""icon":null,"matches":[[0,3]],"letter":"R"},"#))
        let unsearched = try JSONViewModel.document(SearchedIndexLayoutTests.view(nil)).text
        #expect(!unsearched.contains("results"), "without a query, an index has groups only")
    }
}

private extension Array where Element == String {
    /// The elements without repeats, in first-seen order.
    func uniqued() -> [String] {
        var seen = Set<String>()
        return filter { seen.insert($0).inserted }
    }
}
