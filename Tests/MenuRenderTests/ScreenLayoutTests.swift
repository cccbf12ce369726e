@testable import MenuModel
@testable import MenuRender
import Testing

/// A submenu's pushed screen of blocks, drawn: a back line titled by its opener over the
/// screen's blocks, in text and in the JSON view model.
@Suite struct ScreenLayoutTests {
    /// The view with the screen of "people/contacts" open: an index of three names.
    static func view() throws -> MenuView {
        var opener = Item(id: "contacts", title: .text("Contacts"))
        opener.screen = [.index(IndexBlock(id: "book", items: ["Ann", "Bob", "서윤"].map(Item.init),
                                           letters: ["A", "B", "ㅅ"]))]
        let menu = Menu(title: "설정", blocks: [.section(SectionBlock(id: "people", title: "사람", items: [opener]))])
        var state = MenuState()
        try state.apply("people/contacts", in: menu)
        return try MenuView(menu: menu, state: state, evaluator: FixedEvaluator())
    }

    @Test func theTextHasABackLineOverTheScreensBlocks() throws {
        let lines = try TextRenderer(width: 30).lines(Self.view())
        #expect(lines.map(\.plain).prefix(5) == ["설정", "====", "", "‹ Contacts", ""])
        let taps = lines.flatMap { $0.spans.compactMap { $0.tap?.description } }
        #expect(taps.first == "people/contacts/..")
        #expect(taps.contains("book/ㅅ") && taps.contains("book/ㅅ/서윤"))
    }

    @Test func theJSONNamesTheScreenAndItsWayBack() throws {
        let document = try JSONViewModel.document(Self.view())
        guard case .object(let members) = document else { Issue.record("expected an object"); return }
        let fields = Dictionary(members, uniquingKeysWith: { first, _ in first })
        #expect(fields["screen"] == .object([("title", .string("Contacts")), ("path", .string("people/contacts/.."))]))
        #expect(fields["submenu"] == .array([.string("people"), .string("contacts")]))
        guard case .array(let blocks)? = fields["blocks"], case .object(let index)? = blocks.first else {
            Issue.record("expected the screen's blocks"); return
        }
        #expect(index.first { $0.0 == "kind" }?.1 == .string("index"))
    }

    @Test func aMenuWithoutAScreenHasNoScreenMember() throws {
        let menu = Menu(title: "설정", blocks: [.section(SectionBlock(id: "people", title: "사람", items: [Item("a")]))])
        let document = try JSONViewModel.document(MenuView(menu: menu, state: MenuState(), evaluator: FixedEvaluator()))
        guard case .object(let members) = document else { Issue.record("expected an object"); return }
        #expect(!members.contains { $0.0 == "screen" })
    }
}
