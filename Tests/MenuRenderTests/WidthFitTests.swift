import Testing
@testable import MenuModel
@testable import MenuRender
import TextCore

@Suite("Every line fits the width")
struct WidthFitTests {
    @Test(arguments: Array(8...120))
    func noLineIsWiderThanTheWidth(width: Int) throws {
        for (name, view) in Fixture.all() {
            for line in try TextRenderer(width: width).lines(view) {
                // Padding included: a grid's trailing blanks must fit too.
                #expect(line.cellWidth <= width, "\(name) @\(width): \(line.plain)")
            }
            for colors in [false, true] {
                let text = try TextRenderer(width: width, colors: colors).render(view)
                for line in strippingSGR(text).split(separator: "\n") {
                    #expect(line.cellWidth <= width, "\(name) @\(width) colors \(colors): \(line)")
                }
            }
        }
    }

    @Test(arguments: Array(8...120))
    func viewportLinesFitToo(width: Int) throws {
        for (name, view) in Fixture.all() {
            let text = try TextRenderer(width: width, height: 7).render(view)
            let lines = text.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
            let all = try TextRenderer(width: width).lines(view).count
            #expect(lines.count == min(7, all), "\(name) @\(width)")
            #expect(lines.allSatisfy { $0.cellWidth <= width }, "\(name) @\(width)")
        }
    }

    @Test func widthBelowEightIsEight() throws {
        #expect(TextRenderer(width: 3).width == 8)
        #expect(TextRenderer(width: -10).width == 8)
        let lines = try plainLines(Fixture.tigers(), width: 1)
        #expect(try lines == plainLines(Fixture.tigers(), width: 8))
        #expect(lines.allSatisfy { $0.cellWidth <= 8 })
    }

    /// The source strings a span may show, whole or cut.
    static let sources: [String] = Fixture.longTitles + Fixture.longTitles.map { "  " + $0 }
        + Fixture.longTitles.map { "🏳️‍🌈 " + $0 }

    @Test(arguments: Array(8...80))
    func longTitlesEndInEllipsisAndKeepWholeClusters(width: Int) throws {
        var cut = 0
        for (columns, title) in [1, 2, 3].flatMap({ c in Fixture.longTitles.map { (c, $0) } }) {
            let view = MenuView(title: title, blocks: [
                Fixture.section("s", title, columns: columns,
                                Fixture.longTitles.map { Fixture.item($0) }
                                    + Fixture.longTitles.map { Fixture.item($0, detail: $0, icon: "🏳️‍🌈") }),
            ])
            for line in try TextRenderer(width: width).lines(view) {
                for span in line.spans {
                    let text = span.text
                    if text.allSatisfy({ $0 == " " || $0 == "=" }) || ["▾ ", "🏳️‍🌈 "].contains(text) { continue }
                    if Self.sources.contains(text) { continue }
                    #expect(text.hasSuffix("…"), "cut without an ellipsis: \(text) @\(width)")
                    let kept = String(text.dropLast())
                    #expect(Self.sources.contains { isClusterPrefix(kept, of: $0) },
                            "not a whole-cluster prefix: \(text) @\(width)")
                    cut += 1
                }
            }
        }
        #expect(cut > 0)
    }

    @Test func truncatedHeaderIsExact() throws {
        let title = "👨‍👩‍👧‍👦🇰🇷한글e\u{0301}ab"
        let view = MenuView(title: nil, blocks: [Fixture.section("s", title, [])])
        // "▾ " + 2 + 2 + 4 + 1 + 2 cells = 13 fits exactly at 13.
        #expect(try plainLines(view, width: 13)[0] == "▾ " + title)
        #expect(try plainLines(view, width: 12)[0] == "▾ 👨‍👩‍👧‍👦🇰🇷한글e\u{0301}…")
        #expect(try plainLines(view, width: 11)[0] == "▾ 👨‍👩‍👧‍👦🇰🇷한글…")
        // 10 cells: "글" would straddle the edge, so it goes and the line is a cell short.
        #expect(try plainLines(view, width: 10)[0] == "▾ 👨‍👩‍👧‍👦🇰🇷한…")
        #expect(try plainLines(view, width: 9)[0] == "▾ 👨‍👩‍👧‍👦🇰🇷한…")
        #expect(try plainLines(view, width: 8)[0] == "▾ 👨‍👩‍👧‍👦🇰🇷…")
    }

    @Test func menuTitleIsCutAndUnderlinedToTheWidth() throws {
        let view = MenuView(title: "대한민국프로야구기아타이거즈", blocks: [])
        #expect(try plainLines(view, width: 12) == ["대한민국프…", "============"])
        #expect(try plainLines(view, width: 40) == ["대한민국프로야구기아타이거즈", String(repeating: "=", count: 28)])
    }

    @Test(arguments: Array(8...60))
    func cellCutAtTheEdgeStillShowsTheEllipsis(width: Int) throws {
        // Each child is "[x] " + title; when "[x] " alone fills the cell, the title must not
        // vanish without a trace.
        let view = Fixture.regions(expanded: "부산", selected: ["부산": ["해운대"]])
        let lines = try TextRenderer(width: width).lines(view)
        var cells = 0
        // The children's grid is indented 4, the categories' 2.
        for line in lines where line.spans.first?.text == "    " {
            // Cells are separated by blank padding spans; the first span is the indent.
            var groups: [[Span]] = [[]]
            for span in line.spans.dropFirst() {
                if !span.text.isEmpty, span.text.allSatisfy({ $0 == " " }) { groups.append([]) } else { groups[groups.count - 1].append(span) }
            }
            for group in groups where !group.isEmpty {
                let text = group.map(\.text).joined()
                let whole = Fixture.districts["부산"]!.contains { text == "[ ] " + $0 || text == "[x] " + $0 }
                #expect(whole || text.hasSuffix("…"), "\(text) @\(width)")
                cells += 1
            }
        }
        #expect(cells == 6)
    }

    @Test func equalSpansBeforeTheLastAreNotTakenForTheLast() {
        // fit() must know the last span by position: an equal span earlier is not the last.
        let renderer = TextRenderer(width: 20)
        let fitted = renderer.fit([Span("ab"), Span("cd"), Span("ab")], 2)
        #expect(fitted.map(\.text).joined() == "a…")
        #expect(renderer.fit([Span("ab"), Span("cd")], 4).map(\.text).joined() == "abcd")
        #expect(renderer.fit([Span("ab"), Span("cd")], 3).map(\.text).joined() == "ab…")
        #expect(renderer.fit([Span("ab"), Span("cd")], 2).map(\.text).joined() == "a…")
    }
}
