import Testing
@testable import MenuModel
@testable import MenuRender

@Suite("JSON view model")
struct JSONViewModelTests {
    static let view = MenuView(title: "KIA \"Tigers\"", blocks: [
        .section(SectionView(id: "outfield", title: "외야수", open: true, columns: 2, items: [
            ItemView(id: "나성범", title: "나성범"),
            ItemView(id: "kakao", title: "카카오톡 ID", detail: "30실 받기", icon: "💬", style: .accent),
        ])),
        .selection(SelectionView(id: "regions", title: nil, columns: 4, expanded: "부산", categories: [
            .init(id: "부산", title: "부산", expanded: true, items: [
                ItemView(id: "전체", title: "전체", selected: false),
                ItemView(id: "해운대", title: "해운대", selected: true),
            ]),
            .init(id: "서울", title: "서울", expanded: false, items: []),
        ])),
        .filter(FilterView(id: "kind", title: "Cars", selected: "all", options: [
            .init(id: "all", title: "all", selected: true), .init(id: "family", title: "family", selected: false),
        ], targets: ["cars"])),
        .index(IndexView(id: "contacts", title: nil, current: "R", letters: ["A", "R"],
                         groups: [.init(letter: "R", items: [ItemView(id: "Rei", title: "Rei")])],
                         scrollTarget: "R")),
    ], scrolledIndex: "contacts")

    @Test func wholeDocumentInKeyOrder() {
        let expected = #"{"title":"KIA \"Tigers\"","blocks":["#
            + #"{"kind":"section","id":"outfield","title":"외야수","open":true,"columns":2,"items":["#
            + #"{"id":"나성범","title":"나성범","detail":null,"style":null,"icon":null},"#
            + #"{"id":"kakao","title":"카카오톡 ID","detail":"30실 받기","style":"accent","icon":"💬"}]},"#
            + #"{"kind":"selection","id":"regions","title":null,"columns":4,"expanded":"부산","categories":["#
            + #"{"id":"부산","title":"부산","expanded":true,"items":["#
            + #"{"id":"전체","title":"전체","detail":null,"style":null,"icon":null,"selected":false},"#
            + #"{"id":"해운대","title":"해운대","detail":null,"style":null,"icon":null,"selected":true}]},"#
            + #"{"id":"서울","title":"서울","expanded":false,"items":[]}]},"#
            + #"{"kind":"filter","id":"kind","title":"Cars","selected":"all","options":["#
            + #"{"id":"all","title":"all","selected":true},{"id":"family","title":"family","selected":false}],"#
            + #""targets":["cars"]},"#
            + #"{"kind":"index","id":"contacts","title":null,"current":"R","scroll":"R","letters":["A","R"],"#
            + #""groups":[{"letter":"R","items":[{"id":"Rei","title":"Rei","detail":null,"style":null,"icon":null}]}]}"#
            + #"],"scrolled":"contacts","query":null}"#
        #expect(JSONViewModel.document(Self.view).text == expected)
    }

    @Test func nullTitleAndNoBlocks() {
        #expect(JSONViewModel.document(MenuView(title: nil, blocks: [])).text == #"{"title":null,"blocks":[],"scrolled":null,"query":null}"#)
    }

    @Test func everyBlockStartsWithKindIdTitle() {
        guard case .object(let document) = JSONViewModel.document(Self.view) else { Issue.record("not an object"); return }
        #expect(document.map(\.0) == ["title", "blocks", "scrolled", "query"])
        guard case .array(let blocks) = document[1].1 else { Issue.record("blocks not an array"); return }
        let kinds = ["section", "selection", "filter", "index"]
        #expect(blocks.count == 4)
        for (block, kind) in zip(blocks, kinds) {
            guard case .object(let members) = block else { Issue.record("block not an object"); continue }
            #expect(members.prefix(3).map(\.0) == ["kind", "id", "title"])
            #expect(members[0].1 == .string(kind))
        }
    }

    @Test func itemKeysAndSelectedOnlyOnSelectionChildren() {
        let plain = JSONViewModel.item(ItemView(id: "a", title: "A"))
        #expect(plain.text == #"{"id":"a","title":"A","detail":null,"style":null,"icon":null}"#)
        for style in Style.allCases {
            let styled = JSONViewModel.item(ItemView(id: "a", title: "A", detail: "d", icon: "i", style: style))
            #expect(styled.text == #"{"id":"a","title":"A","detail":"d","style":""# + style.rawValue + #"","icon":"i"}"#)
        }
        #expect(JSONViewModel.item(ItemView(id: "a", title: "A", selected: false)).text.hasSuffix(#","icon":null,"selected":false}"#))
        // Sections and index groups carry no "selected"; the selection's children all do.
        let text = JSONViewModel.document(Self.view).text
        #expect(text.ranges(of: #""selected":"#).count == 2 + 1 + 2)   // 2 children, 1 filter, 2 options
    }

    @Test func stringsAreEscaped() {
        let text = "q\"b\\s/n\nr\rt\tnul\u{0}bell\u{7}esc\u{1B}us\u{1F}del\u{7F}ls\u{2028}ps\u{2029}"
        #expect(JSONValue.string(text).text
                == #""q\"b\\s/n\nr\rt\tnul\u0000bell\u0007esc\u001bus\u001fdel\u007fls\u2028ps\u2029""#)
    }

    @Test func nonASCIIStaysUTF8() {
        let text = "외야수 é e\u{0301} 👨‍👩‍👧‍👦 🇰🇷 \u{A0}"
        let json = JSONValue.string(text).text
        #expect(json == "\"" + text + "\"")
        #expect(!json.contains("\\u"))
        #expect(Array(json.utf8) == Array(("\"" + text + "\"").utf8))
    }

    @Test func labelsAreEscapedNotSanitized() {
        // JSON carries the text as it is: escaping makes it safe, nothing is replaced.
        let view = MenuView(title: "a\u{1B}[31m\tb", blocks: [])
        #expect(JSONViewModel.document(view).text == #"{"title":"a\u001b[31m\tb","blocks":[],"scrolled":null,"query":null}"#)
    }

    @Test func valuesAndKeyOrder() {
        #expect(JSONValue.null.text == "null")
        #expect(JSONValue.bool(true).text == "true")
        #expect(JSONValue.int(-42).text == "-42")
        #expect(JSONValue.array([]).text == "[]")
        #expect(JSONValue.object([]).text == "{}")
        let ab = JSONValue.object([("a", .int(1)), ("b", .array([.null, .bool(false)]))])
        #expect(ab.text == #"{"a":1,"b":[null,false]}"#)
        #expect(ab != JSONValue.object([("b", .array([.null, .bool(false)])), ("a", .int(1))]))
        #expect(JSONValue.object([("k\"ey", .string(nil))]).text == #"{"k\"ey":null}"#)
    }

    @Test func aChooseItemSaysSoAfterItsValue() {
        let item = ItemView(id: "main", title: "main", value: "origin/main", choose: true)
        #expect(JSONViewModel.item(item).text
                == #"{"id":"main","title":"main","detail":null,"style":null,"icon":null,"value":"origin/main","choose":true}"#)
    }

    @Test func closedSectionStillListsItsItems() {
        let closed = MenuView(title: nil, blocks: [Fixture.section("p", "투수", open: false, [Fixture.item("양현종")])])
        #expect(JSONViewModel.document(closed).text
                == #"{"title":null,"blocks":[{"kind":"section","id":"p","title":"투수","open":false,"columns":2,"items":["#
                + #"{"id":"양현종","title":"양현종","detail":null,"style":null,"icon":null}]}],"scrolled":null,"query":null}"#)
    }
}
