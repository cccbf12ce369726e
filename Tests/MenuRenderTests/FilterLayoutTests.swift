import Testing
@testable import MenuModel
@testable import MenuRender
import TextCore

@Suite("Filter layout")
struct FilterLayoutTests {
    static func chips(_ selected: String?, title: String? = "Cars") -> MenuView {
        MenuView(title: nil, blocks: [.filter(Fixture.chipsView(selected: selected, title: title))])
    }

    @Test func selectedChipIsBracketedInPlainText() throws {
        #expect(try plainLines(Self.chips("luxury"), width: 40) == [
            "Cars",
            "   all   family   city  [luxury]",
            "   supercar",
        ])
        #expect(try plainLines(Self.chips("all"), width: 60) == [
            "Cars",
            "  [all]  family   city   luxury   supercar",
        ])
    }

    @Test(arguments: Fixture.chipTitles)
    func onlyTheSelectedChipIsBracketed(selected: String) throws {
        let text = try plainLines(Self.chips(selected), width: 80).joined(separator: "\n")
        #expect(text.contains("[\(selected)]"))
        for other in Fixture.chipTitles where other != selected {
            #expect(!text.contains("[\(other)]"))
            #expect(text.contains(" \(other)"))
        }
        #expect(text.count { $0 == "[" } == 1)
        #expect(text.count { $0 == "]" } == 1)
    }

    @Test func noSelectionBracketsNothing() throws {
        let text = try plainLines(Self.chips(nil), width: 80).joined()
        #expect(!text.contains("["))
    }

    @Test func chipsWrapAtNarrowWidths() throws {
        #expect(try plainLines(Self.chips("luxury"), width: 20) == [
            "Cars",
            "   all   family",
            "   city  [luxury]",
            "   supercar",
        ])
        #expect(try plainLines(Self.chips("supercar"), width: 12) == [
            "Cars", "   all", "   family", "   city", "   luxury", "  [supercar]",
        ])
    }

    @Test(arguments: Array(8...60))
    func wrappedChipsKeepTheirOrderAndFit(width: Int) throws {
        let lines = try plainLines(Self.chips("city"), width: width).dropFirst()
        #expect(lines.allSatisfy { $0.cellWidth <= width }, "@\(width)")
        #expect(lines.allSatisfy { $0.hasPrefix("  ") })
        // Read the chips back in order: each one whole (from 12 cells up) or cut with "…".
        let read = lines.flatMap { $0.split(separator: " ").map { String($0) } }
            .map { $0.hasPrefix("[") ? String($0.dropFirst().dropLast()) : $0 }
        #expect(read.count == 5, "\(read) @\(width)")
        for (chip, title) in zip(read, Fixture.chipTitles) {
            if width >= 12 { #expect(chip == title) } else {
                #expect(chip == title || (chip.hasSuffix("…") && title.hasPrefix(chip.dropLast())))
            }
        }
        let all = 2 + Fixture.chipTitles.map { $0.count + 2 }.reduce(0, +) + 4
        #expect(lines.count == (width >= all ? 1 : lines.count))
        if width < all { #expect(lines.count > 1) }
    }

    @Test func untitledFilterStartsWithTheChips() throws {
        #expect(try plainLines(Self.chips("all", title: nil), width: 60) == ["  [all]  family   city   luxury   supercar"])
    }

    @Test func selectedChipIsInvertedInColour() throws {
        let text = try TextRenderer(width: 40, colors: true).render(Self.chips("luxury"))
        #expect(text == "\u{1B}[1mCars\u{1B}[0m\n"
                    + "   all   family   city  \u{1B}[1;7m luxury \u{1B}[0m\n"
                    + "   supercar\n")
        #expect(!text.contains("[luxury]"))
    }

    @Test(arguments: Fixture.chipTitles)
    func onlyTheSelectedChipIsInverted(selected: String) throws {
        let text = try TextRenderer(width: 80, colors: true).render(Self.chips(selected))
        #expect(text.contains("\u{1B}[1;7m \(selected) \u{1B}[0m"))
        for other in Fixture.chipTitles where other != selected {
            #expect(!text.contains("7m \(other) "))
        }
        // SGR 7 appears once: one chip is inverted.
        #expect(text.split(separator: "\u{1B}[").filter { $0.hasPrefix("1;7m") }.count == 1)
    }

    @Test func longChipTitleIsCutToFitOnItsOwnLine() throws {
        let view = MenuView(title: nil, blocks: [.filter(FilterView(
            id: "f", title: nil, selected: "long",
            options: [.init(id: "short", title: "짧음", selected: false),
                      .init(id: "long", title: "아주아주아주긴칩제목입니다", selected: true)],
            targets: []))])
        #expect(try plainLines(view, width: 16) == ["   짧음", "  [아주아주아…]"])
        #expect(try plainLines(view, width: 40) == ["   짧음  [아주아주아주긴칩제목입니다]"])
    }
}
