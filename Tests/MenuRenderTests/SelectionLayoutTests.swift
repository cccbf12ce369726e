import Testing
@testable import MenuModel
@testable import MenuRender

@Suite("Selection layout")
struct SelectionLayoutTests {
    static var busan: MenuView { Fixture.regions(expanded: "부산", selected: ["부산": ["해운대", "동래"], "서울": ["전체"]]) }

    @Test func busanExpandedInTheSecondRowAtSixtyCells() throws {
        // Categories: indent 2, cells of (60 - 2) / 4 = 14; children: indent 4, (60 - 4) / 4 = 14.
        #expect(try plainLines(Self.busan, width: 60) == [
            "지역",
            "  ▸ 서울 (1)    ▸ 인천        ▸ 경기        ▸ 강원",
            "  ▾ 부산 (2)",
            "    [ ] 전체      [x] 해운대    [ ] 수영      [x] 동래",
            "    [ ] 부산진    [ ] 사하",
        ])
    }

    @Test func childrenGridFollowsTheRowHoldingTheExpandedCategory() throws {
        let seoul = Fixture.regions(columns: 3, expanded: "서울", selected: ["서울": ["전체"]])
        #expect(try plainLines(seoul, width: 40) == [
            "지역",
            "  ▾ 서울 (1)  ▸ 인천      ▸ 경기",
            "    [x] 전체    [ ] 종로    [ ] 중구",
            "    [ ] 용산    [ ] 성동    [ ] 광진",
            "    [ ] 강남",
            "  ▸ 강원      ▸ 부산",
        ])
        // The same categories with 강원 expanded: its children come after the second row,
        // the first row has nothing under it.
        let gangwon = Fixture.regions(columns: 3, expanded: "강원")
        #expect(try plainLines(gangwon, width: 40) == [
            "지역",
            "  ▸ 서울      ▸ 인천      ▸ 경기",
            "  ▾ 강원      ▸ 부산",
            "    [ ] 전체    [ ] 춘천    [ ] 원주",
            "    [ ] 강릉",
        ])
    }

    @Test(arguments: [1, 2, 3, 4, 5])
    func childrenComeRightAfterTheExpandedCategorysRow(columns: Int) throws {
        for region in Fixture.regionOrder {
            let lines = try plainLines(Fixture.regions(columns: columns, expanded: region), width: 100)
            let row = try #require(lines.firstIndex { $0.contains("▾ " + region) })
            let children = Fixture.districts[region]!
            let gridRows = (children.count + columns - 1) / columns
            try #require(lines.count > row + gridRows)
            for (position, child) in children.enumerated() {
                let line = lines[row + 1 + position / columns]
                #expect(line.hasPrefix("    ") && line.contains("[ ] " + child), "\(line)")
            }
            // Every line before and after the grid is a category row (indent 2), not a child.
            for (position, line) in lines.enumerated().dropFirst() where position <= row || position > row + gridRows {
                #expect(line.hasPrefix("  ▸ ") || line.hasPrefix("  ▾ "), "\(line)")
                #expect(!line.contains("["))
            }
            #expect(lines.count == 1 + (5 + columns - 1) / columns + gridRows)
        }
    }

    @Test func expandedIsMarkedDownOthersRight() throws {
        let lines = try plainLines(Self.busan, width: 60)
        let text = lines.joined(separator: "\n")
        #expect(text.contains("▾ 부산"))
        for other in ["서울", "인천", "경기", "강원"] { #expect(text.contains("▸ " + other)) }
        #expect(text.count { $0 == "▾" } == 1)
        #expect(text.count { $0 == "▸" } == 4)
    }

    @Test func nothingExpandedShowsOnlyCategories() throws {
        #expect(try plainLines(Fixture.regions(), width: 60) == [
            "지역",
            "  ▸ 서울        ▸ 인천        ▸ 경기        ▸ 강원",
            "  ▸ 부산",
        ])
    }

    @Test func categoriesWithSelectedChildrenShowTheCountEvenCollapsed() throws {
        let view = Fixture.regions(expanded: "인천",
                                   selected: ["서울": ["종로", "강남", "중구"], "부산": ["수영"], "인천": []])
        let lines = try plainLines(view, width: 80)
        #expect(lines[1].contains("▸ 서울 (3)"))
        #expect(lines[1].contains("▾ 인천"))
        #expect(!lines[1].contains("인천 ("))
        #expect(!lines[1].contains("경기 ("))
        #expect(lines.contains { $0.contains("▸ 부산 (1)") })
        // 서울's choices are not drawn while 인천 is the one expanded.
        #expect(!lines.joined().contains("종로"))
    }

    @Test func selectedChildrenAreCheckedOthersNot() throws {
        let lines = try plainLines(Self.busan, width: 60)
        let children = lines.filter { $0.hasPrefix("    ") }.joined(separator: "\n")
        for district in Fixture.districts["부산"]! {
            let chosen = ["해운대", "동래"].contains(district)
            #expect(children.contains((chosen ? "[x] " : "[ ] ") + district))
            #expect(!children.contains((chosen ? "[ ] " : "[x] ") + district))
        }
        #expect(children.count { $0 == "x" } == 2)
    }

    @Test func shortRowsKeepBlankCellsSoColumnsLineUp() throws {
        let lines = try plainLines(Self.busan, width: 60)
        // Category rows: the short second row's cell starts where the first row's does.
        #expect(cellColumn(of: "▸ 서울", in: lines[1]) == 2)
        #expect(cellColumn(of: "▾ 부산", in: lines[2]) == 2)
        // Children: the short last row's cells start at the full row's columns.
        let full = lines[3], short = lines[4]
        #expect(cellColumn(of: "[ ] 전체", in: full) == 4)
        #expect(cellColumn(of: "[x] 해운대", in: full) == 18)
        #expect(cellColumn(of: "[ ] 수영", in: full) == 32)
        #expect(cellColumn(of: "[x] 동래", in: full) == 46)
        #expect(cellColumn(of: "[ ] 부산진", in: short) == 4)
        #expect(cellColumn(of: "[ ] 사하", in: short) == 18)
        // The cells keep their width; a short row is not stretched over the missing cells.
        let rows = try TextRenderer(width: 60).lines(Self.busan)
        #expect(rows[2].cellWidth == 2 + 14)
        #expect(rows[4].cellWidth == 4 + 2 * 14)
        #expect(rows[3].cellWidth == 4 + 4 * 14)
    }

    @Test(arguments: [40, 41, 57, 64, 99])
    func childColumnsLineUpAtAnyWidth(width: Int) throws {
        let lines = try plainLines(Fixture.regions(expanded: "서울"), width: width)
        let cell = (width - 4) / 4
        let rows = lines.filter { $0.hasPrefix("    ") }
        #expect(rows.count == 2)
        for (row, line) in rows.enumerated() {
            for (column, child) in Fixture.districts["서울"]!.dropFirst(row * 4).prefix(4).enumerated() {
                #expect(cellColumn(of: "[ ] " + child, in: line) == 4 + column * cell, "\(line) @\(width)")
            }
        }
    }

    @Test func untitledSelectionHasNoHeader() throws {
        var selection = Fixture.regionsView()
        selection.title = nil
        let lines = try plainLines(MenuView(title: nil, blocks: [.selection(selection)]), width: 60)
        #expect(lines.first == "  ▸ 서울        ▸ 인천        ▸ 경기        ▸ 강원")
    }

    @Test func colouredSelectionStylesExpandedCountsAndChecks() throws {
        let text = try TextRenderer(width: 60, colors: true).render(Self.busan)
        let esc = "\u{1B}["
        #expect(text.contains("▾ \(esc)1;32m부산\(esc)0m"))      // expanded: bold, chosen
        #expect(text.contains("\(esc)34m (2)\(esc)0m"))           // count: accent
        #expect(text.contains("\(esc)34m (1)\(esc)0m"))
        #expect(text.contains("\(esc)34m[x] \(esc)0m\(esc)34m해운대\(esc)0m"))  // chosen child: accent
        #expect(text.contains("\(esc)90m[ ] \(esc)0m전체"))         // unchosen box: muted, title plain
        #expect(text.contains("  ▸ 서울"))                          // collapsed: plain
    }
}

@Suite("Selection counts while searching")
struct SelectionSearchCountTests {
    @Test func aCategoryCountsTheChoicesASearchHides() throws {
        let seoul = SelectionBlock.Category(id: "서울", title: "서울", items: ["종로", "강남"].map(Item.init))
        let menu = Menu(blocks: [.selection(SelectionBlock(id: "r", columns: 1, categories: [seoul]))])
        var state = MenuState()
        try state.apply("r/서울/강남", in: menu)
        try state.reduce(.search("종로"), in: menu)
        let text = try TextRenderer(width: 40).render(MenuView(menu: menu, state: state, evaluator: FixedEvaluator()))
        #expect(text.contains("▸ 서울 (1)"), "강남 is chosen though the search hides it: \(text)")
    }
}
