import Testing
@testable import MenuModel
@testable import MenuRender
import TextCore

/// Switches and list filters, as text and as JSON: a switch's state at the right of its row,
/// a list filter's options one per row with "✓" at the chosen one's right.
@Suite("Controls' layout")
struct ControlLayoutTests {
    static func switches(columns: Int = 1) -> MenuView {
        MenuView(title: nil, blocks: [.section(SectionView(id: "alerts", title: "알림", open: true, columns: columns, items: [
            ItemView(id: "sound", title: "소리", checked: .on, isSwitch: true),
            ItemView(id: "badge", title: "배지", detail: "앱 아이콘", checked: .off, isSwitch: true),
            ItemView(id: "mark", title: "Mark", checked: .on),
        ]))])
    }

    static func frequency(style: FilterBlock.Style) -> MenuView {
        MenuView(title: nil, blocks: [.filter(FilterView(id: "freq", title: "빈도", selected: "매일", options: [
            .init(id: "즉시", title: "즉시", selected: false), .init(id: "매일", title: "매일", selected: true),
            .init(id: "매주", title: "매주", selected: false),
        ], targets: [], style: style))])
    }

    @Test func aSwitchsStateIsAtTheRightEdgeAfterItsDetailAndACheckMarkStaysBeforeItsTitle() throws {
        #expect(try plainLines(Self.switches(), width: 30) == [
            "▾ 알림",
            "  소리                   [on ]",
            "  배지         앱 아이콘 [off]",
            "  [x] Mark",
        ])
    }

    @Test func aSwitchsStateIsKeptWhenTheTitleIsCut() throws {
        var view = Self.switches()
        guard case .section(var section) = view.blocks[0] else { return }
        section.items = ItemViews([ItemView(id: "long", title: String(repeating: "가", count: 20), checked: .on, isSwitch: true)])
        view.blocks = [.section(section)]
        let lines = try plainLines(view, width: 20)
        #expect(lines[1].hasSuffix(" [on ]") && lines[1].contains("…"))
        #expect(lines[1].cellWidth <= 20)
    }

    @Test func aSwitchInAGridCellEndsWithItsState() throws {
        let lines = try plainLines(Self.switches(columns: 2), width: 40)
        #expect(lines[1].hasPrefix("  소리 [on ]"))
    }

    @Test func aSwitchsSubtitleLinesUpWithItsTitleNotAfterACheckMark() {
        let renderer = TextRenderer(width: 30)
        let item = ItemView(id: "sound", title: "소리", checked: .on, subtitle: "무음 모드 제외", isSwitch: true)
        #expect(renderer.subtitleCell(item).map(\.text) == ["", "무음 모드 제외"])
    }

    @Test func aSwitchIsAccentWhenOnAndMutedWhenOffOrDisabled() {
        #expect(TextRenderer.switchMark(.on, disabled: false).look == .accent)
        #expect(TextRenderer.switchMark(.on, disabled: true).look == .muted)
        #expect(TextRenderer.switchMark(.off, disabled: false).look == .muted)
        #expect(TextRenderer.switchMark(nil, disabled: false).text == " [off]")
    }

    @Test func aListFilterIsOneRowPerOptionWithACheckAtTheChosenOnesRight() throws {
        #expect(try plainLines(Self.frequency(style: .list), width: 20) == [
            "빈도",
            "  즉시",
            "  매일             ✓",
            "  매주",
        ])
        #expect(try plainLines(Self.frequency(style: .chips), width: 30) == ["빈도", "   즉시  [매일]  매주"])
    }

    @Test func eachRowOfAListFilterTapsItsOption() throws {
        let lines = try TextRenderer(width: 20).lines(Self.frequency(style: .list))
        let taps = lines.dropFirst().map { Set($0.spans.compactMap(\.tap)) }
        #expect(taps == ["즉시", "매일", "매주"].map { [TapTarget.option(filter: "freq", id: $0)] })
    }

    @Test func noResultsIsOneMutedLineAfterTheBlocks() throws {
        var view = Self.switches()
        view.query = "zzz"
        view.noResults = true
        let lines = try plainLines(view, width: 30)
        #expect(lines.suffix(2) == ["", "No results for 'zzz'"])
        #expect(lines.count { $0.contains("No results") } == 1)
        view.noResults = false
        #expect(try !plainLines(view, width: 30).contains { $0.contains("No results") })
    }

    @Test func theJSONMarksASwitchAsAControlWithItsState() throws {
        let json = try JSONViewModel.document(Self.switches())
        let text = json.text
        #expect(text.contains(#""id":"sound","title":"소리","detail":null,"style":null,"#))
        #expect(text.contains(#""icon":null,"control":"switch","checked":true}"#))
        #expect(text.contains(#""icon":null,"control":"switch","checked":false}"#))
        #expect(text.contains(#""id":"mark""#) && !text.contains(#""icon":null,"checked":true,"control""#))
        #expect(text.ranges(of: "\"control\"").count == 2, "the check mark is no switch")
    }

    @Test func theJSONSaysAListFiltersStyleAndLeavesChipsAsTheyWere() throws {
        #expect(try JSONViewModel.document(Self.frequency(style: .list)).text.contains(#""targets":[],"style":"list"}"#))
        #expect(try !JSONViewModel.document(Self.frequency(style: .chips)).text.contains(#""style":"#))
    }

    @Test func theJSONCarriesNoResultsOnlyWhileNothingMatched() throws {
        var view = Self.switches()
        view.query = "zzz"
        #expect(try !JSONViewModel.document(view).text.contains("noResults"))
        view.noResults = true
        #expect(try JSONViewModel.document(view).text.contains(#""query":"zzz","noResults":"No results for 'zzz'","#))
    }
}
