@testable import MenuModel
import Testing

/// What `luamenu check` finds in a built menu that Lua accepts but a user would not want.
@Suite struct ProblemsTests {
    @Test func aFilterTargetThatIsABlocksTitleSuggestsItsID() {
        let filter = FilterBlock(id: "temp", options: [.init("all")], targets: ["커피"], hasMatch: true)
        let menu = Menu(blocks: [.filter(filter), .section(SectionBlock(id: "coffee", title: "커피", items: ["라떼"].map(Item.init)))])
        #expect(menu.problems().map(\.message) == [
            "filter 'temp' targets '커피', which is no block of the menu (did you mean 'coffee'? a target is a block's id, "
                + "and '커피' is its title)",
        ])
    }

    @Test func anIDOfTwoDotsCanNeverBeTapped() {
        let menu = Menu(blocks: [.section(SectionBlock(id: "s", title: "S", items: [Item(".."), Item("ok")]))])
        #expect(menu.problems().map(\.message) == [
            "section 's': item '..': a tap path ending in '..' goes back, so nothing can tap it; give it another id",
        ])
    }

    /// Each item is checked where its texts are stored: a repeated id, an empty title (its id
    /// given apart), an id with a backslash; ids of one or two characters that are not `..`
    /// pass.
    @Test func anItemsTextsAreCheckedInPlace() {
        let items = [Item("a"), Item(id: "blank", title: .text("")), Item(#"end\"#), Item("a"), Item(".x"), Item("."),
                     Item("ok")]
        let menu = Menu(blocks: [.section(SectionBlock(id: "s", title: "S", items: items))])
        #expect(menu.problems().map(\.message) == [
            "section 's': item 'blank' has an empty title",
            #"section 's': item 'end\': a tap path reads the id as something else; write it 'end\\' in --tap and m:tap"#,
            "section 's': two items have the id 'a'; taps reach only the first",
        ])
    }

    @Test func hotkeysAFrontEndKeepsForItselfAreReported() {
        var shadowed = Item("down")
        shadowed.hotkey = "j"
        var fine = Item("fine")
        fine.hotkey = "x"
        var opener = Item("more")
        opener.submenu = [shadowed]
        var section = SectionBlock(id: "s", title: "S", items: [shadowed, fine, opener])
        section.hotkey = "q"
        let menu = Menu(blocks: [.section(section)])
        let keys = ["j": "moves down", "q": "finishes"]
        #expect(menu.hotkeyProblems(shadowedBy: keys).map(\.message) == [
            "section 's' has the hotkey 'q', which finishes in the interactive view; it never reaches it (choose another key)",
            "item 'down' of section 's' has the hotkey 'j', which moves down in the interactive view; it never reaches it (choose another key)",
            "item 'down' of the submenu of item 'more' of section 's' has the hotkey 'j', which moves down in the interactive view; "
                + "it never reaches it (choose another key)",
        ])
    }
}
