import Testing
@testable import MenuModel

/// Switches: an item with `isSwitch` keeps it through its list and into its view, with a
/// state that is never missing; its state is `checked`, computed or not.
@Suite struct SwitchItemTests {
    static func item(_ id: String, checked: Checked? = nil, computes: Bool = false) -> Item {
        var item = Item(id)
        item.isSwitch = true
        item.checked = checked
        item.computesChecked = computes
        return item
    }

    static func rows(_ items: [Item], evaluator: some ScriptEvaluator = FixedEvaluator()) throws -> [ItemView] {
        let menu = Menu(blocks: [.section(SectionBlock(id: "s", title: "S", items: items))])
        for case .section(let section) in try MenuView(menu: menu, state: MenuState(), evaluator: evaluator).blocks {
            return try section.items.rows()
        }
        return []
    }

    @Test func aListKeepsWhetherAnItemIsASwitch() {
        let list = ItemList([Self.item("sound", checked: .on), Item("plain")])
        #expect(list[0].isSwitch && list[0].checked == .on)
        #expect(!list[1].isSwitch)
    }

    @Test func aSwitchsViewSaysSoWithItsStateAndOneWithoutCheckedIsOff() throws {
        let rows = try Self.rows([Self.item("sound", checked: .on), Self.item("badge"), Item("plain")])
        #expect(rows.map(\.isSwitch) == [true, true, false])
        #expect(rows.map(\.checked) == [.on, .off, nil])
    }

    @Test func aComputedStateIsTheScriptsAnswer() throws {
        let evaluator = DecoratingEvaluator()
        evaluator.checkedAnswers["sound"] = .on
        let rows = try Self.rows([Self.item("sound", computes: true)], evaluator: evaluator)
        #expect(rows.map(\.checked) == [.on])
        evaluator.checkedAnswers["sound"] = .off
        #expect(try Self.rows([Self.item("sound", computes: true)], evaluator: evaluator).map(\.checked) == [.off])
    }

    /// A render hook that takes every item's check mark away.
    final class Unchecking: ScriptEvaluator {
        func evaluate(_ field: LabelField, of item: Item) -> EvaluatedLabel { EvaluatedLabel(text: nil) }
        func matches(_ item: Item, filter: FilterBlock, option: String) -> Bool { true }
        func decorate(_ view: ItemView, of item: Item, at place: ItemPlace?) -> ItemView {
            var view = view
            view.checked = nil
            return view
        }
    }

    @Test func aSwitchARenderHookLeftWithoutAStateIsOff() throws {
        let rows = try Self.rows([Self.item("sound", checked: .on), Item("plain")], evaluator: Unchecking())
        #expect(rows.map(\.checked) == [.off, nil])
    }

    @Test func aSwitchIsNoFixedRowSoTheGeneralPathDrawsIt() throws {
        let menu = Menu(blocks: [.section(SectionBlock(id: "s", title: "S", items: [Self.item("sound"), Item("plain")]))])
        for case .section(let section) in try MenuView(menu: menu, state: MenuState(), evaluator: FixedEvaluator()).blocks {
            #expect(section.items.fixedRow(at: 0) == nil)
            #expect(section.items.fixedRow(at: 1) != nil)
        }
    }
}
