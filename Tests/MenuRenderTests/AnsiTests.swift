import Testing
@testable import MenuModel
@testable import MenuRender

@Suite("ANSI colour")
struct AnsiTests {
    static let esc = "\u{1B}["

    static func styledItems(columns: Int) -> MenuView {
        MenuView(title: "Styles", blocks: [Fixture.section("s", "스타일", columns: columns, [
            Fixture.item("accent", style: .accent), Fixture.item("muted", style: .muted),
            Fixture.item("danger", style: .danger), Fixture.item("bold", style: .bold),
            Fixture.item("normal", style: .normal), Fixture.item("plain"),
        ])])
    }

    @Test(arguments: [1, 2])
    func itemStylesPickTheirSGR(columns: Int) throws {
        let text = try TextRenderer(width: 60, colors: true).render(Self.styledItems(columns: columns))
        let e = Self.esc
        #expect(text.contains("\(e)34maccent\(e)0m"))
        #expect(text.contains("\(e)90mmuted\(e)0m"))
        #expect(text.contains("\(e)31mdanger\(e)0m"))
        #expect(text.contains("\(e)1mbold\(e)0m"))
        #expect(!text.contains("mnormal"))
        #expect(!text.contains("mplain"))
        #expect(text.contains("normal"))
        #expect(text.hasPrefix("\(e)1mStyles\(e)0m\n\(e)90m======\(e)0m\n\n▾ \(e)1m스타일\(e)0m\n"))
    }

    @Test func detailCarriesTheStyleAndTheTitleStaysPlain() throws {
        let text = try TextRenderer(width: 40, colors: true).render(Fixture.myPage())
        let e = Self.esc
        #expect(text.contains("  카카오톡 ID                  \(e)34m30실 받기\(e)0m\n"))
        #expect(text.contains("  성격 유형                         \(e)90mINFJ\(e)0m\n"))
        #expect(text.contains("  ✉️ 학교 메일 인증               \(e)90m인증됨\(e)0m"))
        #expect(!text.contains("m카카오톡"))
        // In a grid the detail rides in the same cell, after two spaces, still styled.
        let grid = MenuView(title: nil, blocks: [Fixture.section("g", "g", columns: 2, [
            Fixture.item("Ferrari", detail: "supercar", style: .danger),
        ])])
        #expect(try TextRenderer(width: 40, colors: true).render(grid).contains("  Ferrari\(e)31m  supercar\(e)0m"))
        #expect(try plainLines(grid, width: 40)[1] == "  Ferrari  supercar")
    }

    @Test func headerBoldAndClosedCountMuted() throws {
        let text = try TextRenderer(width: 40, colors: true).render(Fixture.tigers(open: ["outfield"]))
        let e = Self.esc
        #expect(text.contains("▾ \(e)1m외야수\(e)0m\n"))
        #expect(text.contains("▸ \(e)1m투수\(e)0m\(e)90m (3)\(e)0m"))
        let empty = MenuView(title: nil, blocks: [Fixture.section("e", "E", [])])
        #expect(try TextRenderer(width: 40, colors: true).render(empty) == "▾ \(e)1mE\(e)0m\n  \(e)90m(no items)\(e)0m\n")
    }

    @Test func looksCombineIntoOneSGR() {
        #expect(Look().sgr == "")
        #expect(Look.bold.sgr == "1")
        #expect(Look.accent.sgr == "34")
        #expect(Look.muted.sgr == "90")
        #expect(Look.danger.sgr == "31")
        #expect(Look.chosen.sgr == "32")
        #expect(Look.inverse.sgr == "7")
        #expect(Look([.bold, .accent]).sgr == "1;34")
        #expect(Look([.bold, .inverse, .accent]).sgr == "1;7;34")
        // One colour only: danger beats accent beats chosen beats muted.
        #expect(Look([.danger, .accent, .muted]).sgr == "31")
        #expect(Look([.accent, .chosen, .muted]).sgr == "34")
        #expect(Look([.chosen, .muted]).sgr == "32")
    }

    @Test func withoutColoursOnlyBoldInverseAndUnderlineAreLeft() {
        #expect(Look([.bold, .accent]).sgr(colors: false) == "1")
        #expect(Look([.inverse, .muted, .matched]).sgr(colors: false) == "7;4")
        #expect(Look([.danger, .chosen]).sgr(colors: false) == "")
        let line = Line([Span("a", .muted), Span("b", [.bold, .danger])])
        #expect(line.ansi(colors: false) == "a\(Self.esc)1mb\(Self.esc)0m")
    }

    @Test func aClippedLineFitsTheCellsAndDropsAStraddlingWideCharacter() {
        let line = Line([Span("▾ "), Span("외야수", .bold), Span(" (5)", .muted)], anchor: .jump(index: "i", letter: "a"))
        #expect(line.clipped(toCells: 5).plain == "▾ 외")
        #expect(line.clipped(toCells: 6).plain == "▾ 외야")
        #expect(line.clipped(toCells: 6).spans.map(\.look) == [Look(), .bold])
        #expect(line.clipped(toCells: 1).plain == "▾")
        #expect(line.clipped(toCells: 0).spans.isEmpty)
        #expect(line.clipped(toCells: 80) == line)
    }

    @Test func spansAreResetOneByOneAndTrailingBlanksDropped() {
        let line = Line([Span("  "), Span("a", .accent), Span("b"), Span("c", .bold), Span("   ")])
        #expect(line.ansi == "  \(Self.esc)34ma\(Self.esc)0mb\(Self.esc)1mc\(Self.esc)0m")
        #expect(line.plain == "  abc")
        #expect(line.cellWidth == 8)
    }

    @Test(arguments: [8, 13, 24, 40, 80])
    func plainTextHasNoEscapeAtAll(width: Int) throws {
        for (name, view) in Fixture.all() {
            for height in [nil, 5] as [Int?] {
                let text = try TextRenderer(width: width, height: height, colors: false).render(view)
                #expect(!text.unicodeScalars.contains("\u{1B}"), "\(name) @\(width)")
                #expect(!text.unicodeScalars.contains("\u{9B}"), "\(name) @\(width)")
            }
        }
    }

    @Test(arguments: [8, 13, 24, 40, 80])
    func colourIsPlainTextPlusSGR(width: Int) throws {
        // Where plain text and colour draw the same characters (no chosen chip or letter,
        // which are bracketed in plain text and inverted in colour), removing the SGR
        // sequences from the coloured text gives the plain text. (Up to trailing blanks:
        // a styled span such as a muted " Z " keeps its own.)
        let views = [Fixture.tigers(), Fixture.tigers(open: ["infield"]), Fixture.myPage(),
                     Fixture.regions(expanded: "부산", selected: ["부산": ["수영"]]),
                     Fixture.contacts(), Fixture.cars(selected: "none")]
        func trimmed(_ text: String) -> [String] {
            text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                var line = String(line)
                while line.last == " " { line.removeLast() }
                return line
            }
        }
        for view in views {
            let plain = try TextRenderer(width: width).render(view)
            let colour = try TextRenderer(width: width, colors: true).render(view)
            #expect(colour != plain)
            #expect(trimmed(strippingSGR(colour)) == trimmed(plain), "@\(width)")
            // Every opened SGR is closed.
            let opened = colour.split(separator: "\u{1B}[", omittingEmptySubsequences: false).dropFirst()
            #expect(opened.filter { $0.hasPrefix("0m") }.count * 2 == opened.count)
        }
    }
}
