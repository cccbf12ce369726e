import Testing
@testable import MenuModel
@testable import MenuRender
import TextCore

@Suite("Section layout")
struct SectionLayoutTests {
    @Test func tigersAtFortyCellsIsExactlyTheGrid() throws {
        let expected = [
            "KIA Tigers",
            "==========",
            "",
            "▾ 감독",
            "  이범호",
            "",
            "▾ 외야수",
            "  나성범             Socrates",
            "  최원준             이우성",
            "  김호령             이창진",
            "",
            "▾ 내야수",
            "  김도영             김선빈",
            "  Park Chan-ho       박찬호",
            "",
            "▾ 투수",
            "  양현종             James Naile",
            "  정해영",
        ]
        #expect(try plainLines(Fixture.tigers(), width: 40) == expected)
    }

    @Test func narrowTigersTruncateLatinNamesInTheirCell() throws {
        let lines = try plainLines(Fixture.tigers(), width: 24)
        #expect(lines.contains("  Park Chan… 박찬호"))
        #expect(lines.contains("  양현종     James Nai…"))
    }

    @Test func openSectionShowsDownChevronAndItsItemsUnderIt() throws {
        let lines = try plainLines(Fixture.tigers(open: ["outfield"]), width: 60)
        let header = try #require(lines.firstIndex(of: "▾ 외야수"))
        #expect(lines[header + 1].hasPrefix("  나성범"))
        #expect(lines[header + 1].hasSuffix("Socrates"))
        #expect(lines[header + 3].hasSuffix("이창진"))
        #expect(lines[header + 4] == "")
    }

    @Test func closedSectionShowsRightChevronCountAndNoItems() throws {
        let lines = try plainLines(Fixture.tigers(open: ["outfield"]), width: 60)
        #expect(lines.contains("▸ 감독 (1)"))
        #expect(lines.contains("▸ 내야수 (4)"))
        #expect(lines.contains("▸ 투수 (3)"))
        #expect(!lines.contains("▾ 투수"))
        let text = lines.joined(separator: "\n")
        for hidden in ["이범호", "김도영", "Park Chan-ho", "양현종", "James Naile", "정해영"] {
            #expect(!text.contains(hidden), "\(hidden) belongs to a closed section")
        }
        // A closed section is one line: the blank separator follows it directly.
        let pitchers = try #require(lines.firstIndex(of: "▸ 내야수 (4)"))
        #expect(lines[pitchers + 1] == "")
        #expect(lines[pitchers + 2] == "▸ 투수 (3)")
        #expect(lines.last == "▸ 투수 (3)")
    }

    @Test func closedEmptySectionCountsZero() throws {
        let view = MenuView(title: nil, blocks: [Fixture.section("e", "빈 섹션", open: false, [])])
        #expect(try plainLines(view, width: 30) == ["▸ 빈 섹션 (0)"])
    }

    @Test func emptyOpenSectionSaysNoItems() throws {
        let view = MenuView(title: nil, blocks: [Fixture.section("e", "빈 섹션", open: true, [])])
        #expect(try plainLines(view, width: 30) == ["▾ 빈 섹션", "  (no items)"])
        let single = MenuView(title: nil, blocks: [Fixture.section("e", "Empty", open: true, columns: 1, [])])
        #expect(try plainLines(single, width: 30) == ["▾ Empty", "  (no items)"])
    }

    @Test func untitledSectionIsHeadedByItsID() throws {
        let view = MenuView(title: nil, blocks: [Fixture.section("outfield", nil, ["나성범"].map { Fixture.item($0) })])
        #expect(try plainLines(view, width: 30) == ["▾ outfield", "  나성범"])
    }

    @Test(arguments: [12, 16, 20, 24, 31, 40, 57, 80, 120])
    func secondColumnStartsAtTheSameCellOnEveryRow(width: Int) throws {
        let cell = (width - 2) / 2
        let lines = try plainLines(Fixture.tigers(), width: width)
        var checked = 0
        for case .section(let section) in Fixture.tigers().blocks {
            let header = try #require(lines.firstIndex(of: "▾ " + section.title!))
            for start in stride(from: 0, to: section.items.count, by: 2) {
                let line = lines[header + 1 + start / 2]
                let first = try section.items.row(at: start).title.truncated(toCells: cell - 1)
                guard start + 1 < section.items.count else {
                    #expect(line == "  " + first)
                    continue
                }
                let second = try section.items.row(at: start + 1).title.truncated(toCells: cell - 1)
                #expect(line == "  " + first.padded(toCells: cell) + second, "@\(width)")
                // Measured in cells after the first cell's text, so a repeated "김…" can't fool it.
                let skipped = 2 + first.count
                let rest = line.dropFirst(skipped)
                let found = try #require(rest.firstRange(of: second))
                let column = line.prefix(skipped).cellWidth + rest[..<found.lowerBound].cellWidth
                #expect(column == 2 + cell, "\(line) @\(width)")
                checked += 1
            }
        }
        #expect(checked == 6)
    }

    @Test func threeColumnsAlignAcrossHangulAndLatin() throws {
        let names = ["김도영", "Kim", "박찬호", "Socrates Brito", "이", "나성범", "Naile"]
        let view = MenuView(title: nil, blocks: [Fixture.section("g", "grid", columns: 3, names.map { Fixture.item($0) })])
        let lines = try plainLines(view, width: 50)
        // indent 2, cells of (50 - 2) / 3 = 16
        #expect(lines == [
            "▾ grid",
            "  김도영          Kim             박찬호",
            "  Socrates Brito  이              나성범",
            "  Naile",
        ])
        for (row, line) in lines.dropFirst().enumerated() {
            for (column, name) in names.dropFirst(row * 3).prefix(3).enumerated() {
                #expect(cellColumn(of: name, in: line) == 2 + 16 * column)
            }
        }
    }

    @Test(arguments: Array(8...120))
    func singleColumnDetailsAreRightAlignedAtExactlyTheWidth(width: Int) throws {
        let view = Fixture.myPage()
        for line in try TextRenderer(width: width).lines(view) where line.spans.count > 2 && line.spans[0].text == "  " {
            // indent, title (maybe icon), gap, detail: the detail ends at the last cell.
            #expect(line.cellWidth == width, "\(line.plain) @\(width)")
            #expect(line.plain.cellWidth == width, "\(line.plain) @\(width)")
            let detail = line.spans.last!.text
            #expect(line.plain.hasSuffix(detail))
        }
        let lines = try plainLines(view, width: width)
        #expect(lines.filter { $0.hasPrefix("  ") }.count == 5)
    }

    @Test func myPageAtFortyCells() throws {
        #expect(try plainLines(Fixture.myPage(), width: 40) == [
            "마이페이지",
            "==========",
            "",
            "▾ 연락수단",
            "  카카오톡 ID                  30실 받기",
            "",
            "▾ 내 미팅 프로필",
            "  성격 유형                         INFJ",
            "  닮은 동물                    30실 받기",
            "  키                               181cm",
            "",
            "▾ 대학교 인증",
            "  ✉️ 학교 메일 인증               인증됨",
        ])
    }

    @Test func singleColumnWithoutDetailIsJustTheTitle() throws {
        let view = MenuView(title: nil, blocks: [Fixture.section("s", "S", columns: 1,
                                                                [Fixture.item("나성범", icon: "⚾")])])
        #expect(try plainLines(view, width: 30) == ["▾ S", "  ⚾ 나성범"])
    }

    @Test func longDetailKeepsAtLeastHalfTheRowAndBothEndsShowTheCut() throws {
        let view = MenuView(title: nil, blocks: [Fixture.section("s", "S", columns: 1, [
            Fixture.item("대한민국프로야구기아타이거즈", detail: "광주기아챔피언스필드야구장"),
        ])])
        let line = try plainLines(view, width: 30)[1]
        #expect(line.cellWidth == 30)
        // available 28: the detail gets 14 cells (13 used: a wide character can't straddle the
        // edge), the title what's left but a 2-cell gap: 28 - 13 - 2 = 13.
        #expect(line == "  대한민국프로…  광주기아챔피…")
    }

    @Test(arguments: [0, -3])
    func nonPositiveColumnsDoNotCrash(columns: Int) throws {
        let view = MenuView(title: nil, blocks: [Fixture.section("s", "S", columns: columns,
                                                                ["a", "b"].map { Fixture.item($0) })])
        let lines = try plainLines(view, width: 20)
        #expect(lines.first == "▾ S")
        #expect(lines.contains { $0.contains("a") } && lines.contains { $0.contains("b") })
    }
}
