import Testing
@testable import MenuModel

/// Seed 001's "전체" rules as a pure function, and the item order of its result.
@Suite struct SelectionRulesTests {
    let order = ["전체", "종로", "중구", "강남", "강동"]

    @Test func tappingAllWhenSelectedClearsTheCategory() {
        #expect(SelectionRules.toggle("전체", in: ["전체"], all: "전체", order: order) == [])
    }

    @Test func tappingAllOtherwiseMakesItTheOnlySelection() {
        #expect(SelectionRules.toggle("전체", in: [], all: "전체", order: order) == ["전체"])
        #expect(SelectionRules.toggle("전체", in: ["종로", "강남"], all: "전체", order: order) == ["전체"])
    }

    @Test func tappingAnotherChildTogglesIt() {
        #expect(SelectionRules.toggle("종로", in: [], all: "전체", order: order) == ["종로"])
        #expect(SelectionRules.toggle("종로", in: ["종로", "강남"], all: "전체", order: order) == ["강남"])
    }

    @Test func selectingAnotherChildClearsAll() {
        #expect(SelectionRules.toggle("강남", in: ["전체"], all: "전체", order: order) == ["강남"])
    }

    @Test func theResultIsInItemOrderNotTapOrder() {
        #expect(SelectionRules.toggle("종로", in: ["강동", "강남"], all: "전체", order: order) == ["종로", "강남", "강동"])
    }

    @Test func withoutAnAllChildEveryChildSimplyToggles() {
        #expect(SelectionRules.toggle("전체", in: ["종로"], all: nil, order: order) == ["전체", "종로"])
        #expect(SelectionRules.toggle("강남", in: ["전체"], all: nil, order: order) == ["전체", "강남"])
        #expect(SelectionRules.toggle("전체", in: ["전체", "종로"], all: nil, order: order) == ["종로"])
    }
}
