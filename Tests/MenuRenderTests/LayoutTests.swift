import MenuModel
@testable import MenuRender
import Testing

/// A layout's counts and targets, known without drawing, agree with what is drawn: for every
/// fixture and width, its targets are exactly the tappable spans of its lines, in reading
/// order, and each is found again.
@Suite("Virtual layout")
struct LayoutTests {
    /// The targets found by drawing every line and reading its spans (what a front end would
    /// do without the layout's help).
    static func scanned(_ lines: [Line]) -> [Layout.Target] {
        var previous: Set<TapTarget> = []
        return lines.enumerated().flatMap { row, line in
            // A row's second line (its subtitles) taps what its first does: the first counts.
            let targets = line.targetColumns.filter { !previous.contains($0.target) }
            previous = Set(line.targets)
            return targets.map { Layout.Target(target: $0.target, line: row, column: $0.column) }
        }
    }

    static let widths = [8, 20, 40, 80]

    @Test(arguments: Fixture.all().map(\.0))
    func targetsAreTheTappableSpansInReadingOrder(fixture: String) throws {
        let view = Fixture.all().first { $0.0 == fixture }!.1
        for width in Self.widths {
            let layout = TextRenderer(width: width).layout(view)
            let lines = try layout.lines(in: 0..<layout.count)
            #expect(try layout.count == TextRenderer(width: width).render(view).split(separator: "\n", omittingEmptySubsequences: false).count - 1)
            let expected = Self.scanned(lines)
            #expect(Array(layout.targets) == expected, "\(fixture) at \(width)")
            for (index, target) in expected.enumerated() {
                #expect(layout.targetIndex(of: target.target) == expected.firstIndex { $0.target == target.target },
                        "\(fixture) at \(width): \(target.target) is target \(index)")
            }
            for line in 0..<layout.count {
                #expect(layout.firstTarget(atOrAfter: line) == expected.firstIndex { $0.line >= line })
                #expect(layout.lastTarget(atOrBefore: line) == expected.lastIndex { $0.line <= line })
            }
        }
    }

    /// Every cell of every drawn line: a click there finds the target of the span drawn over
    /// it, and nothing past the end of the line or beyond the last line.
    @Test(arguments: Fixture.all().map(\.0))
    func aClickFindsTheTargetOfTheSpanUnderItsCell(fixture: String) throws {
        let view = Fixture.all().first { $0.0 == fixture }!.1
        for width in Self.widths {
            let layout = TextRenderer(width: width).layout(view)
            for index in 0..<layout.count {
                var cells: [TapTarget?] = []
                for span in try layout.line(at: index).spans {
                    cells += Array(repeating: span.tap, count: span.cellWidth)
                }
                for column in 0..<cells.count + 2 {
                    #expect(try layout.target(atLine: index, column: column) == (column < cells.count ? cells[column] : nil),
                            "\(fixture) at \(width), line \(index), cell \(column)")
                }
            }
            #expect(try layout.target(atLine: layout.count, column: 0) == nil && layout.target(atLine: -1, column: 0) == nil)
        }
    }

    @Test func aListIsDrawnOnlyWhereItIsRead() throws {
        let items = (0..<100_000).map { ItemView(id: "id\($0)", title: "name \($0)", detail: "\($0)") }
        let view = MenuView(title: "Many", blocks: [.section(SectionView(id: "s", title: "S", open: true, columns: 3,
                                                                         items: items))])
        let layout = TextRenderer(width: 60).layout(view)
        #expect(layout.count == 2 + 1 + 1 + 33_334, "title, rule, blank, header and a line per row of three")
        #expect(layout.targets.count == 1 + 100_000)
        #expect(try layout.line(at: 40_00).plain.hasPrefix("  name 11988"))
        #expect(layout.targetIndex(of: .item(section: "s", submenu: [], id: "id99999")) == 100_000)
        #expect(layout.targets[100_000].line == layout.count - 1)
    }

    @Test func targetsNotDrawnAreNotFound() {
        let layout = TextRenderer(width: 40).layout(Fixture.tigers())
        #expect(layout.targetIndex(of: .header(section: "nowhere")) == nil)
        #expect(layout.targetIndex(of: .item(section: "outfield", submenu: [], id: "nobody")) == nil)
        #expect(layout.targetIndex(of: .item(section: "outfield", submenu: ["나성범"], id: "deeper")) == nil)
        #expect(layout.targetIndex(of: .entry(index: "outfield", letter: "ㄴ", id: "나성범")) == nil)
        #expect(layout.targetIndex(of: .item(section: "outfield", submenu: [], id: "나성범")) != nil)
    }
}
