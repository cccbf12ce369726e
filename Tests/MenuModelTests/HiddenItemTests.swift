@testable import MenuModel
import Testing

/// An item a filter or the search keeps out of the view is hidden: `hider(of:)` says which,
/// asking the script about that item alone.
@Suite struct HiddenItemTests {
    static let drinks = SectionBlock(id: "coffee", title: "커피", items: [
        Item(id: "espresso", title: .text("에스프레소"), detail: nil, key: "hot"),
        Item(id: "cold brew", title: .text("콜드 브루"), detail: nil, key: "iced"),
    ], ref: ScriptRef(2))
    static let temperature = FilterBlock(id: "temp", options: ["all", "hot", "iced"].map(FilterBlock.Option.init),
                                         targets: ["coffee"], hasMatch: true, ref: ScriptRef(1))
    static let menu = Menu(blocks: [.filter(temperature), .section(drinks)])
    static let espresso = TapTarget.item(section: "coffee", submenu: [], id: "espresso")

    /// An evaluator whose filters pass an item when the option is "all" or its key.
    static func evaluator() -> RecordingEvaluator {
        RecordingEvaluator { item, _, option in option == "all" || item.key == option }
    }

    @Test func aFilterThatLetsTheItemThroughHidesNothing() throws {
        let evaluator = Self.evaluator()
        #expect(try Self.menu.hider(of: Self.espresso, in: MenuState(), evaluator: evaluator) == nil)
        #expect(evaluator.matches.map(\.item) == ["espresso"], "one match, for that item alone")
    }

    @Test func theChosenChipThatDropsItHidesIt() throws {
        var state = MenuState()
        try state.apply("temp/iced", in: Self.menu)
        let hider = try Self.menu.hider(of: Self.espresso, in: state, evaluator: Self.evaluator())
        #expect(hider == .filter(id: "temp", option: "iced"))
        #expect(hider?.description == "filter 'temp' (iced)")
    }

    @Test func theSearchHidesWhatItsTitleDoesNotMatch() throws {
        var state = MenuState()
        try state.reduce(.search("브루"), in: Self.menu)
        #expect(try Self.menu.hider(of: Self.espresso, in: state, evaluator: Self.evaluator()) == .search("브루"))
        #expect(try Self.menu.hider(of: .item(section: "coffee", submenu: [], id: "cold brew"), in: state,
                                    evaluator: Self.evaluator()) == nil)
    }

    @Test func headersChipsAndLettersAreNeverHidden() throws {
        var state = MenuState()
        try state.apply("temp/iced", in: Self.menu)
        for target in [TapTarget.header(section: "coffee"), .option(filter: "temp", id: "hot")] {
            #expect(try Self.menu.hider(of: target, in: state, evaluator: Self.evaluator()) == nil)
        }
    }
}
