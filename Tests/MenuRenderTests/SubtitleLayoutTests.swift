import MenuModel
@testable import MenuRender
import Testing

/// An item's subtitle is a second, dim line under its title, lined up with the title; in a
/// grid, a row of cells takes two lines when one of them has a subtitle.
@Suite struct SubtitleLayoutTests {
    @Test func aSubtitleIsASecondLineUnderTheTitle() throws {
        let lines = try plainLines(Fixture.cafe(), width: 40)
        #expect(lines == [
            "카페",
            "====",
            "",
            "▾ 커피",
            "  카페 라떼                      5,000원",
            "  우유 듬뿍",
            "  아메리카노                     4,000원",
            "  [x] 🍫 카페 모카",
            "         초콜릿과 휘핑크림",
            "  오늘의 커피",
            "",                                       // its subtitle is blank
            "",
            "  ▾ 따뜻한 (1)",
            "    [x] 톨            [ ] 그란데",
            "        355ml",
        ], "\(lines)")
    }

    @Test func aGridRowTakesTwoLinesWhenACellHasASubtitle() throws {
        let lines = try plainLines(Fixture.cafe(columns: 2), width: 40).dropFirst(4).prefix(4)
        #expect(lines == [
            "  카페 라떼  5,000원 아메리카노  4,000…",
            "  우유 듬뿍",
            "  [x] 🍫 카페 모카   오늘의 커피",
            "         초콜릿과 …",
        ], "\(lines)")
    }

    @Test func theSecondLineIsDimAndTapsTheItem() throws {
        let lines = try TextRenderer(width: 40, colors: true).lines(Fixture.cafe())
        let subtitle = lines[5]
        #expect(subtitle.spans.last?.text == "우유 듬뿍" && subtitle.spans.last?.look == .muted)
        #expect(Set(subtitle.spans.compactMap(\.tap)) == [.item(section: "coffee", submenu: [], id: "latte")])
        let layout = TextRenderer(width: 40).layout(Fixture.cafe())
        let latte = try #require(layout.targetIndex(of: .item(section: "coffee", submenu: [], id: "latte")))
        let americano = try #require(layout.targetIndex(of: .item(section: "coffee", submenu: [], id: "americano")))
        #expect(layout.targets[latte].line == 4 && layout.targets[americano].line == 6, "the title's line is the target's")
    }

    @Test func theJSONCarriesTheSubtitleOnlyWhenThereIsOne() throws {
        let text = try JSONViewModel.document(Fixture.cafe()).text
        #expect(text.contains(#""icon":null,"subtitle":"우유 듬뿍"}"#))
        #expect(text.contains(#""title":"아메리카노","detail":"4,000원","style":null,"styles":{"title":null,"detail":null},"icon":null}"#))
    }
}
