import Testing
@testable import MenuModel

/// Completing tap paths: the steps under a partly typed path, `/` after those that lead further.
@Suite struct PathCompletionTests {
    @Test func blocksEndInASlashAndItemsDoNot() {
        #expect(Fixtures.tigers.pathCompletions(for: "") == ["staff/", "outfield/", "infield/", "pitchers/"])
        #expect(Fixtures.tigers.pathCompletions(for: "in") == ["infield/"])
        #expect(Fixtures.tigers.pathCompletions(for: "outfield/") == ["outfield/나성범", "outfield/최원준", "outfield/테스형",
                                                                      "outfield/김호령", "outfield/이창진"])
        #expect(Fixtures.tigers.pathCompletions(for: "outfield/나") == ["outfield/나성범"])
        #expect(Fixtures.tigers.pathCompletions(for: "외야수/나") == ["외야수/나성범"], "a block by its title, as taps take it")
        #expect(Fixtures.tigers.pathCompletions(for: "nowhere/x") == [])
    }

    @Test func categoriesLeadFurtherAndChipsDoNot() {
        #expect(Fixtures.regionMenu.pathCompletions(for: "region/서") == ["region/서울/"])
        #expect(Fixtures.regionMenu.pathCompletions(for: "region/서울/강") == ["region/서울/강남", "region/서울/강동"])
        #expect(Fixtures.carMenu.pathCompletions(for: "type/c") == ["type/city"])
    }

    @Test func headingsAndSeparatorsAreNoSteps() {
        var heading = Item("Soon")
        heading.kind = .heading
        let menu = Menu(title: "T", blocks: [.section(SectionBlock(id: "s", title: "S", items: [heading, Item("Now")]))])
        #expect(menu.pathCompletions(for: "s/") == ["s/Now"])
    }
}
