@testable import MenuModel
import Testing

/// A saved state meeting an edited script keeps only what still fits.
@Suite struct PrunedStateTests {
    let menu = Menu(title: "t", blocks: [
        .section(SectionBlock(id: "s", title: "S", items: [Item("a")])),
        .selection(SelectionBlock(id: "r", all: "전체", categories: [
            .init(id: "서울", title: "서울", items: ["전체", "종로", "강남"].map(Item.init)),
        ])),
        .filter(FilterBlock(id: "f", options: ["all", "city"].map(FilterBlock.Option.init))),
        .index(IndexBlock(id: "i", items: [Item("Ann")], letters: ["A", "B"])),
    ])

    @Test func entriesThatStillFitAreKept() {
        var state = MenuState()
        state.open["s"] = false
        state.expanded["r"] = "서울"
        state.selected["r"] = ["서울": ["종로", "강남"]]
        state.filter["f"] = "city"
        state.current["i"] = "B"
        state.scrolledIndex = "i"
        #expect(state.pruned(for: menu) == state)
    }

    @Test func entriesForWhatTheScriptNoLongerHasAreDropped() {
        var state = MenuState()
        state.open = ["s": false, "gone": true]
        state.expanded = ["r": "대구", "old": "x"]
        state.selected = ["r": ["서울": ["강남", "없는구"], "대구": ["중구"]], "old": ["x": ["y"]]]
        state.filter = ["f": "luxury", "g": "x"]
        state.current = ["i": "Z", "j": "A"]
        state.scrolledIndex = "j"
        var expected = MenuState()
        expected.open = ["s": false]
        expected.selected = ["r": ["서울": ["강남"]]]
        #expect(state.pruned(for: menu) == expected)
    }

    @Test func keptChildrenAreInItemOrder() {
        var state = MenuState()
        state.selected = ["r": ["서울": ["강남", "종로"]]]
        #expect(state.pruned(for: menu).selected["r"]?["서울"] == ["종로", "강남"])
    }
}
