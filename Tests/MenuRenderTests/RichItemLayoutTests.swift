import Testing
@testable import MenuModel
@testable import MenuRender
import TextCore

@Suite("Richer items' layout")
struct RichItemLayoutTests {
    @Test func settingsAtThirtyCellsIsExactlyThis() throws {
        #expect(try plainLines(Fixture.settings(), width: 30) == [
            "설정",
            "====",
            "",
            "▾ 일반",
            "  연결",
            "  [x] Wi-Fi",
            "  [ ] Bluetooth",
            "  ----------------------------",
            "  [-]… (disabled)  관리자 설정",
            "  언어 Language       한국어 ›",
            "  정보 ›",
        ])
    }

    @Test func aSeparatorSpansTheSectionToTheRightEdge() {
        for width in [8, 17, 40] {
            let line = TextRenderer(width: width).separator(indent: 2)
            #expect(line.plain == "  " + String(repeating: "-", count: width - 2))
            #expect(line.cellWidth == width)
            #expect(line.spans.allSatisfy { $0.tap == nil })
        }
    }

    @Test func headingsAndSeparatorsTakeAWholeRowInAGrid() throws {
        #expect(try plainLines(Fixture.settings(columns: 3), width: 48) == [
            "설정",
            "====",
            "",
            "▾ 일반",
            "  연결",
            "  [x] Wi-Fi      [ ] Bluetooth",
            "  ----------------------------------------------",
            "  [-… (disabled) 언어 Langua… › 정보 ›",
        ])
    }

    @Test func hotkeysAreNotDrawn() throws {
        let text = try TextRenderer(width: 60).render(Fixture.settings())
        #expect(!text.contains("(w)") && !text.contains("[w]") && !text.contains(" w "))
    }

    @Test func theSubmenuMarkerEndsTheRowAfterTheDetail() throws {
        let renderer = TextRenderer(width: 40)
        let lines = try renderer.lines(Fixture.settings())
        let language = try #require(lines.first { $0.plain.contains("언어") })
        #expect(language.plain.hasSuffix("한국어 ›"))
        #expect(language.cellWidth == 40, "the detail is right-aligned, the marker at the edge")
        #expect(lines.contains { $0.plain == "  정보 ›" })
    }

    @Test func aLongTitleIsCutBeforeTheMarker() throws {
        let lines = try plainLines(Fixture.settings(long: true), width: 30)
        #expect(lines.contains { $0.hasPrefix("  언어 Language") && $0.hasSuffix(" ›") })
        #expect(lines.allSatisfy { $0.cellWidth <= 30 })
    }

    @Test func plainTextSaysDisabledWhereColourMutes() throws {
        let plain = try TextRenderer(width: 60).render(Fixture.settings())
        #expect(plain.contains("[-] 밝기 자동 조절 (disabled)"), "\(plain)")
        #expect(plain.split(separator: "\n").filter { $0.contains("(disabled)") }.count == 1, "only the disabled item")
        let colour = try TextRenderer(width: 60, colors: true).render(Fixture.settings())
        #expect(!colour.contains("(disabled)"), "colour mutes it instead")
        let narrow = try plainLines(Fixture.settings(columns: 3), width: 48)
        #expect(narrow.contains { $0.contains("(disabled)") }, "a cut title keeps the marker: \(narrow)")
    }

    @Test func checkMarksAndDisabledItemsInColour() throws {
        let lines = try TextRenderer(width: 40, colors: true).render(Fixture.settings())
            .split(separator: "\n").map(String.init)
        let esc = "\u{1B}["
        #expect(lines.contains("  \(esc)1;90m연결\(esc)0m"), "a heading is bold and muted")
        #expect(lines.contains("  \(esc)34m[x] \(esc)0mWi-Fi"))
        #expect(lines.contains("  \(esc)90m[ ] \(esc)0mBluetooth"))
        #expect(lines.contains("  \(esc)90m\(String(repeating: "-", count: 38))\(esc)0m"))
        let auto = lines.first { $0.contains("밝기") } ?? ""
        #expect(auto.hasPrefix("  \(esc)90m[-] \(esc)0m\(esc)90m밝기 자동 조절\(esc)0m"), "\(auto)")
        #expect(auto.hasSuffix("\(esc)90m관리자 설정\(esc)0m"), "a disabled item's detail is muted too")
    }

    @Test func headingsAndSeparatorsTapNothingAndEntriesTapTheirPath() throws {
        let lines = try TextRenderer(width: 40).lines(Fixture.settings())
        let taps = lines.map { line in Set(line.spans.compactMap { $0.tap?.description }) }
        #expect(taps[4] == [] && taps[7] == [], "the heading and the separator")
        #expect(taps[5] == ["general/wifi"] && taps[9] == ["general/language"])
    }

    @Test func aClosedSectionCountsOnlyEntries() throws {
        let view = MenuView(title: nil, blocks: [Fixture.section("general", "일반", open: false, Fixture.settingsItems())])
        #expect(try plainLines(view, width: 40) == ["▸ 일반 (5)"])
    }

    @Test func anOpenSubmenuHasABackHeader() throws {
        let view = Fixture.languageSubmenu()
        #expect(try plainLines(view, width: 30) == [
            "설정",
            "====",
            "",
            "‹ 언어 Language",
            "  [x] 한국어",
            "  [ ] English",
        ])
        let header = try TextRenderer(width: 30).lines(view)[3]
        #expect(Set(header.spans.compactMap(\.tap)) == [.back(submenu: ["general", "language"])])
        let item = try TextRenderer(width: 30).lines(view)[5]
        #expect(Set(item.spans.compactMap(\.tap)) == [.item(section: "general", submenu: ["language"], id: "en")])
    }

    @Test func aSectionWithOnlyAHeadingIsNotEmpty() throws {
        let view = MenuView(title: nil, blocks: [
            Fixture.section("s", "S", columns: 2, [ItemView(id: "/heading/1", title: "곧 추가", kind: .heading)]),
        ])
        #expect(try plainLines(view, width: 20) == ["▾ S", "  곧 추가"])
    }
}

@Suite("Richer items in JSON")
struct RichItemJSONTests {
    @Test func newKeysAppearOnlyWhenSetAfterTheUsualEight() {
        let items = Fixture.settingsItems().map { JSONViewModel.item($0).text }
        #expect(items == [
            #"{"key":"section/\\/heading\\/1","path":null,"id":"/heading/1","title":"연결","detail":null,"style":null,"styles":{"title":null,"detail":null},"icon":null,"kind":"heading"}"#,
            #"{"key":"section/wifi","path":"section/wifi","id":"wifi","title":"Wi-Fi","detail":null,"style":null,"styles":{"title":null,"detail":null},"icon":null,"checked":true,"hotkey":"w"}"#,
            #"{"key":"section/bluetooth","path":"section/bluetooth","id":"bluetooth","title":"Bluetooth","detail":null,"style":null,"styles":{"title":null,"detail":null},"icon":null,"checked":false,"hotkey":"b"}"#,
            #"{"key":"section/\\/separator\\/4","path":null,"id":"/separator/4","title":"","detail":null,"style":null,"styles":{"title":null,"detail":null},"icon":null,"kind":"separator"}"#,
            #"{"key":"section/auto","path":"section/auto","id":"auto","title":"밝기 자동 조절","detail":"관리자 설정","style":null,"styles":{"title":null,"detail":null},"icon":null,"checked":"mixed","disabled":true}"#,
            #"{"key":"section/language","path":"section/language","id":"language","title":"언어 Language","detail":"한국어","style":"muted","styles":{"title":null,"detail":"muted"},"icon":null,"hotkey":"l","submenu":true}"#,
            #"{"key":"section/about","path":"section/about","id":"about","title":"정보","detail":null,"style":null,"styles":{"title":null,"detail":null},"icon":null,"submenu":true}"#,
        ])
        let valued = ItemView(id: "ko", title: "한국어", selected: true, checked: .on, value: "ko-KR")
        #expect(JSONViewModel.item(valued).text
            == #"{"key":"section/ko","path":"section/ko","id":"ko","title":"한국어","detail":null,"style":null,"styles":{"title":null,"detail":null},"icon":null,"checked":true,"value":"ko-KR","selected":true}"#)
    }

    @Test func aPlainItemHasItsEightKeys() {
        #expect(JSONViewModel.item(ItemView(id: "a", title: "A")).text
            == #"{"key":"section/a","path":"section/a","id":"a","title":"A","detail":null,"style":null,"styles":{"title":null,"detail":null},"icon":null}"#)
    }

    @Test func blocksWithAHotkeyEndWithIt() throws {
        let section = BlockView.section(SectionView(id: "s", title: "S", open: true, columns: 1, items: [], hotkey: "s"))
        #expect(try JSONViewModel.block(section).text
            == #"{"kind":"section","id":"s","title":"S","path":"s","open":true,"columns":1,"items":[],"hotkey":"s"}"#)
        let filter = BlockView.filter(FilterView(id: "f", title: nil, selected: nil, options: [], targets: [], hotkey: "f"))
        #expect(try JSONViewModel.block(filter).text
            == #"{"kind":"filter","id":"f","title":null,"selected":null,"options":[],"targets":[],"hotkey":"f"}"#)
        let selection = BlockView.selection(SelectionView(id: "r", title: nil, columns: 4, expanded: nil, categories: [], hotkey: "r"))
        #expect(try JSONViewModel.block(selection).text.hasSuffix(#""categories":[],"hotkey":"r"}"#))
        let index = BlockView.index(IndexView(id: "i", title: nil, current: nil, letters: [], groups: [],
                                              scrollTarget: nil, hotkey: "i"))
        #expect(try JSONViewModel.block(index).text.hasSuffix(#""jumps":[],"groups":[],"hotkey":"i"}"#))
    }

    @Test func anOpenSubmenuEndsTheDocumentWithItsPath() throws {
        let text = try JSONViewModel.document(Fixture.languageSubmenu()).text
        #expect(text.hasPrefix(#"{"version":1,"title":"설정","blocks":[{"kind":"section","id":"general/language","#
                               + #""title":"언어 Language","path":"general/language/..","#))
        #expect(text.contains(#""key":"general/language/ko","path":"general/language/ko","id":"ko""#))
        #expect(text.hasSuffix(#""scrolled":null,"query":null,"submenu":["general","language"],"warnings":[]}"#))
        #expect(try !JSONViewModel.document(Fixture.settings()).text.contains(#""submenu":["#))
    }

    /// An open submenu's id is the path of the item that opened it, built by its target, so
    /// ids holding `/` and `\` read back as they are.
    @Test func anOpenSubmenusIdIsItsOpenersPathAndReadsBack() throws {
        let submenu = SectionView(id: "a/b", title: nil, open: true, columns: 1, items: [], submenu: [#"c\d"#, "e/f"])
        #expect(submenu.openerTarget == .item(section: "a/b", submenu: [#"c\d"#], id: "e/f"))
        guard case .object(let members) = try JSONViewModel.block(.section(submenu)),
              case .string(let id)? = members.first(where: { $0.0 == "id" })?.1 else {
            Issue.record("a section has a string id")
            return
        }
        #expect(id == submenu.openerTarget?.path.description)
        #expect(TapPath(id).segments == ["a/b", #"c\d"#, "e/f"])
    }
}

@Suite("The open submenu in the state file")
struct SubmenuStateJSONTests {
    @Test func theSubmenuIsSavedOnlyWhenOneIsOpenAndReadBack() throws {
        var state = MenuState()
        #expect(!state.json.text.contains("submenu"))
        state.submenu = ["general", "language"]
        #expect(state.json.text.hasSuffix(#""scrolled":null,"submenu":["general","language"]}"#))
        #expect(try MenuState(json: JSONValue.parse(state.json.text)) == state)
    }

    @Test(arguments: [
        (#"{"submenu":"general"}"#, "'submenu' is not a list of ids"),
        (#"{"submenu":["general",1]}"#, "a value is not a string"),
    ])
    func aBadSubmenuIsRefused(text: String, message: String) throws {
        #expect(throws: JSONValue.ParseError(offset: nil, message: message)) {
            try MenuState(json: JSONValue.parse(text))
        }
    }

    @Test func aNullSubmenuIsNone() throws {
        #expect(try MenuState(json: JSONValue.parse(#"{"submenu":null}"#)) == MenuState())
    }
}
