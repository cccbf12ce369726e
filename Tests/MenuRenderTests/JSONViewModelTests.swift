import Testing
@testable import MenuModel
@testable import MenuRender

@Suite("JSON view model")
struct JSONViewModelTests {
    static var view: MenuView { MenuView(title: "KIA \"Tigers\"", blocks: [
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
    ], scrolledIndex: "contacts") }

    @Test func wholeDocumentInKeyOrder() throws {
        let none = #""styles":{"title":null,"detail":null}"#
        let expected = #"{"version":1,"title":"KIA \"Tigers\"","blocks":["#
            + #"{"kind":"section","id":"outfield","title":"외야수","path":"outfield","open":true,"columns":2,"items":["#
            + #"{"key":"outfield/나성범","path":"outfield/나성범","id":"나성범","title":"나성범","detail":null,"style":null,"#
            + none + #","icon":null},"#
            + #"{"key":"outfield/kakao","path":"outfield/kakao","id":"kakao","title":"카카오톡 ID","detail":"30실 받기","#
            + #""style":"accent","styles":{"title":null,"detail":"accent"},"icon":"💬"}]},"#
            + #"{"kind":"selection","id":"regions","title":null,"columns":4,"expanded":"부산","categories":["#
            + #"{"id":"부산","title":"부산","path":"regions/부산","expanded":true,"selectedCount":1,"items":["#
            + #"{"key":"regions/부산/전체","path":"regions/부산/전체","id":"전체","title":"전체","detail":null,"style":null,"#
            + none + #","icon":null,"selected":false},"#
            + #"{"key":"regions/부산/해운대","path":"regions/부산/해운대","id":"해운대","title":"해운대","detail":null,"#
            + #""style":null,"# + none + #","icon":null,"selected":true}]},"#
            + #"{"id":"서울","title":"서울","path":"regions/서울","expanded":false,"selectedCount":0,"items":[]}]},"#
            + #"{"kind":"filter","id":"kind","title":"Cars","selected":"all","options":["#
            + #"{"id":"all","title":"all","path":"kind/all","selected":true},"#
            + #"{"id":"family","title":"family","path":"kind/family","selected":false}],"#
            + #""targets":["cars"]},"#
            + #"{"kind":"index","id":"contacts","title":null,"current":"R","scroll":"R","letters":["A","R"],"#
            + #""jumps":[{"letter":"A","path":"contacts/A","filled":false},{"letter":"R","path":"contacts/R","filled":true}],"#
            + #""groups":[{"letter":"R","path":"contacts/R","items":[{"key":"contacts/R/Rei","path":"contacts/R/Rei","#
            + #""id":"Rei","title":"Rei","detail":null,"style":null,"# + none + #","icon":null}]}]}"#
            + #"],"scrolled":"contacts","query":null,"warnings":[]}"#
        #expect(try JSONViewModel.document(Self.view).text == expected)
    }

    /// Written as a stream, the document is the same text, in chunks of about 64 KiB: a long
    /// string goes out in several, so what is made before the output sees it stays small.
    @Test func theStreamIsTheDocumentInSmallChunks() throws {
        let long = String(repeating: "가나다\u{1}", count: 200_000)               // 2 MB, escapes among it
        let view = MenuView(title: "T", blocks: [.section(SectionView(id: "s", title: "S", open: true, columns: 1, items: [
            ItemView(id: "a", title: long), ItemView(id: "b", title: "B"),
        ]))])
        var chunks: [String] = []
        try JSONViewModel.write(view, warnings: { ["late"] }) { chunks.append($0) }
        #expect(chunks.joined() == (try JSONViewModel.document(view, warnings: ["late"])).text)
        #expect(chunks.count > 20)
        #expect(chunks.allSatisfy { $0.utf8.count <= 2 * JSONTextSink.chunkSize }, "\(chunks.map(\.utf8.count).max() ?? 0)")
    }

    @Test func theOutputCanStopTheStream() throws {
        let items = (1...10_000).map { ItemView(id: "i\($0)", title: "item \($0)") }
        let view = MenuView(title: "T", blocks: [.section(SectionView(id: "s", title: "S", open: true, columns: 1, items: items))])
        var written = 0
        #expect(throws: EvaluationStopped("enough")) {
            try JSONViewModel.write(view, warnings: { [] }) { chunk throws(EvaluationStopped) in
                written += chunk.utf8.count
                if written > 100_000 { throw EvaluationStopped("enough") }
            }
        }
        #expect(written < 200_000)
    }

    @Test func nullTitleAndNoBlocks() throws {
        #expect(try JSONViewModel.document(MenuView(title: nil, blocks: [])).text
                == #"{"version":1,"title":null,"blocks":[],"scrolled":null,"query":null,"warnings":[]}"#)
    }

    @Test func everyBlockStartsWithKindIdTitle() throws {
        guard case .object(let document) = try JSONViewModel.document(Self.view) else { Issue.record("not an object"); return }
        #expect(document.map(\.0) == ["version", "title", "blocks", "scrolled", "query", "warnings"])
        guard case .array(let blocks) = document[2].1 else { Issue.record("blocks not an array"); return }
        let kinds = ["section", "selection", "filter", "index"]
        #expect(blocks.count == 4)
        for (block, kind) in zip(blocks, kinds) {
            guard case .object(let members) = block else { Issue.record("block not an object"); continue }
            #expect(members.prefix(3).map(\.0) == ["kind", "id", "title"])
            #expect(members[0].1 == .string(kind))
        }
    }

    @Test func itemKeysAndSelectedOnlyOnSelectionChildren() throws {
        let plain = JSONViewModel.item(ItemView(id: "a", title: "A"))
        #expect(plain.text == #"{"key":"section/a","path":"section/a","id":"a","title":"A","detail":null,"style":null,"#
                + #""styles":{"title":null,"detail":null},"icon":null}"#)
        for style in Style.allCases {
            let styled = JSONViewModel.item(ItemView(id: "a", title: "A", detail: "d", icon: "i", style: style))
            #expect(styled.text == #"{"key":"section/a","path":"section/a","id":"a","title":"A","detail":"d","style":""#
                    + style.rawValue + #"","styles":{"title":null,"detail":""# + style.rawValue + #""},"icon":"i"}"#)
        }
        #expect(JSONViewModel.item(ItemView(id: "a", title: "A", selected: false)).text.hasSuffix(#","icon":null,"selected":false}"#))
        // Sections and index groups carry no "selected"; the selection's children all do.
        let text = try JSONViewModel.document(Self.view).text
        #expect(text.ranges(of: #""selected":"#).count == 2 + 1 + 2)   // 2 children, 1 filter, 2 options
    }

    @Test func stringsAreEscaped() {
        let text = "q\"b\\s/n\nr\rt\tnul\u{0}bell\u{7}esc\u{1B}us\u{1F}del\u{7F}ls\u{2028}ps\u{2029}"
        #expect(JSONValue.string(text).text
                == #""q\"b\\s/n\nr\rt\tnul\u0000bell\u0007esc\u001bus\u001fdel\u007fls\u2028ps\u2029""#)
        let terminalControls = "csi\u{9B}osc\u{9D}nel\u{85}rlo\u{202E}lri\u{2066}pdi\u{2069}"
        #expect(JSONValue.string(terminalControls).text == #""csi\u009bosc\u009dnel\u0085rlo\u202elri\u2066pdi\u2069""#,
                "C1 controls and bidirectional overrides are escaped: the JSON shown on a terminal can't drive it")
    }

    @Test func exactlyTheControlsAreEscapedWhereverTheyStand() throws {
        func escaped(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value < 0x20 || scalar == "\"" || scalar == "\\" || (0x7F...0x9F).contains(scalar.value)
                || (0x2028...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        }
        for value in Array(0...0x2FF) + Array(0x2000...0x20FF) + [0xFFFD, 0x1F600] {
            let scalar = try #require(Unicode.Scalar(value))
            // At every place of an 8-byte word, which the writer skips whole when none of its bytes is one to escape.
            let placed = (0..<9).map { String(repeating: "a", count: $0) + "\(scalar)" + String(repeating: "z", count: 9) }
            for text in ["\(scalar)", "a\(scalar)", "\(scalar)b", "서\(scalar)\(scalar)울"] + placed {
                let json = JSONValue.string(text).text
                #expect(json.contains("\\") == escaped(scalar), "U+\(String(value, radix: 16))")
                #expect(try JSONValue.parse(json) == .string(text), "U+\(String(value, radix: 16)) in \(json)")
            }
        }
    }

    @Test func nonASCIIStaysUTF8() {
        let text = "외야수 é e\u{0301} 👨‍👩‍👧‍👦 🇰🇷 \u{A0}"
        let json = JSONValue.string(text).text
        #expect(json == "\"" + text + "\"")
        #expect(!json.contains("\\u"))
        #expect(Array(json.utf8) == Array(("\"" + text + "\"").utf8))
    }

    @Test func labelsAreEscapedNotSanitized() throws {
        // JSON carries the text as it is: escaping makes it safe, nothing is replaced.
        let view = MenuView(title: "a\u{1B}[31m\tb", blocks: [])
        #expect(try JSONViewModel.document(view).text
                == #"{"version":1,"title":"a\u001b[31m\tb","blocks":[],"scrolled":null,"query":null,"warnings":[]}"#)
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
                == #"{"key":"section/main","path":"section/main","id":"main","title":"main","detail":null,"style":null,"#
                + #""styles":{"title":null,"detail":null},"icon":null,"value":"origin/main","choose":true}"#)
    }

    @Test func closedSectionStillListsItsItems() throws {
        let closed = MenuView(title: nil, blocks: [Fixture.section("p", "투수", open: false, [Fixture.item("양현종")])])
        #expect(try JSONViewModel.document(closed).text
                == #"{"version":1,"title":null,"blocks":[{"kind":"section","id":"p","title":"투수","path":"p","open":false,"#
                + #""columns":2,"items":[{"key":"p/양현종","path":"p/양현종","id":"양현종","title":"양현종","detail":null,"#
                + #""style":null,"styles":{"title":null,"detail":null},"icon":null}]}],"scrolled":null,"query":null,"#
                + #""warnings":[]}"#)
    }
}
