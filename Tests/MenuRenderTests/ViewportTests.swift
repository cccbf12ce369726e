import Testing
@testable import MenuModel
@testable import MenuRender

@Suite("Height viewport")
struct ViewportTests {
    static func full(_ view: MenuView, width: Int = 40) -> [String] { plainLines(view, width: width) }

    @Test func jumpScrollsTheGroupHeaderToTheTop() {
        let view = Fixture.contacts(current: "R", scrollTarget: "R")
        #expect(plainLines(view, width: 40, height: 10) == [
            "R", "  Rei", "  Riner", "  Ryaan", "  Ryan", "S", "  Steve", "T", "  Trump", "V",
        ])
    }

    @Test(arguments: ["A", "B", "C", "D", "E", "F", "G", "H", "J", "K", "L", "R"])
    func everyJumpStartsAtItsHeader(letter: String) {
        let view = Fixture.contacts(current: letter, scrollTarget: letter)
        let all = Self.full(view)
        let lines = plainLines(view, width: 40, height: 6)
        #expect(lines.count == 6)
        #expect(lines.first == letter)
        let start = all.firstIndex(of: letter)!
        #expect(lines == Array(all[start..<start + 6]))
    }

    @Test func jumpToAnEmptyLetterStartsAtTheScrollTarget() {
        // "I" has no contacts: the view model's scroll target is the next letter with items.
        let view = Fixture.contacts(current: "I", scrollTarget: "J")
        let lines = plainLines(view, width: 40, height: 4)
        #expect(lines == ["J", "  James", "  Jane", "  Jaxon"])
    }

    @Test(arguments: 1...30)
    func exactlyHeightLinesWhenThereIsEnoughContent(height: Int) {
        for view in [Fixture.contacts(current: "F", scrollTarget: "F"), Fixture.contacts(),
                     Fixture.contacts(current: "W", scrollTarget: "W")] {
            let all = Self.full(view)
            #expect(all.count >= 30)
            #expect(plainLines(view, width: 40, height: height).count == height)
        }
    }

    @Test func nearTheEndTheViewIsClamped() {
        let view = Fixture.contacts(current: "W", scrollTarget: "W")
        let all = Self.full(view)
        let lines = plainLines(view, width: 40, height: 10)
        #expect(lines == Array(all.suffix(10)))
        #expect(lines.first != "W")
        #expect(lines.contains("W"))
        #expect(lines.last == "  Woz")
        #expect(lines == ["S", "  Steve", "T", "  Trump", "V", "  Vader", "W", "  Washingotn", "  Wayne", "  Woz"])
        // The target header is as high as it can be: just enough lines after it to fill the view.
        let target = all.lastIndex(of: "W")!
        #expect(lines.firstIndex(of: "W") == 10 - (all.count - target))
    }

    @Test func withoutAJumpTheViewStartsAtTheTop() {
        let view = Fixture.contacts()
        #expect(plainLines(view, width: 40, height: 8) == Array(Self.full(view).prefix(8)))
        #expect(plainLines(view, width: 40, height: 8).first == "Contacts")
    }

    @Test func aScrollTargetWithoutScrolledIndexDoesNotScroll() {
        let view = Fixture.contacts(current: "R", scrollTarget: "R", jumped: false)
        #expect(view.scrolledIndex == nil)
        #expect(plainLines(view, width: 40, height: 5) == Array(Self.full(view).prefix(5)))
    }

    @Test func scrolledIndexWithoutATargetDoesNotScroll() {
        var view = Fixture.contacts(current: "R", scrollTarget: nil)
        view.scrolledIndex = "contacts"
        #expect(plainLines(view, width: 40, height: 5) == Array(Self.full(view).prefix(5)))
    }

    @Test func scrolledIndexNamingAnotherBlockDoesNotScroll() {
        var view = Fixture.contacts(current: "R", scrollTarget: "R")
        view.scrolledIndex = "elsewhere"
        #expect(plainLines(view, width: 40, height: 5) == Array(Self.full(view).prefix(5)))
    }

    @Test func jumpScrollsPastTheBlocksAboveTheIndex() {
        var view = Fixture.tigers()
        view.blocks.append(.index(Fixture.contactsView(current: "K", scrollTarget: "K")))
        view.scrolledIndex = "contacts"
        #expect(plainLines(view, width: 40, height: 4) == ["K", "  Kane", "  Kent", "  Kim"])
    }

    @Test func theRightIndexOfTwoScrolls() {
        var other = Fixture.contactsView(current: "B", scrollTarget: "B")
        other.id = "other"
        let view = MenuView(title: nil, blocks: [.index(other), .index(Fixture.contactsView(current: "D", scrollTarget: "D"))],
                            scrolledIndex: "contacts")
        let lines = plainLines(view, width: 40, height: 3)
        #expect(lines == ["D", "  Darth", "  Doe"])
        let all = Self.full(view)
        let second = all.lastIndex(of: "D")!
        #expect(all.firstIndex(of: "D")! < second)   // the first index's D is not the one shown
    }

    @Test func heightBeyondTheContentPrintsEverything() {
        let view = Fixture.regions()
        let all = Self.full(view)
        #expect(all.count == 3)
        #expect(plainLines(view, width: 40, height: 50) == all)
        let jumped = Fixture.contacts(current: "R", scrollTarget: "R")
        #expect(plainLines(jumped, width: 40, height: 500) == Self.full(jumped))
    }

    @Test(arguments: [0, -1, -20])
    func nonPositiveHeightDoesNotCrash(height: Int) {
        let text = TextRenderer(width: 40, height: height).render(Fixture.contacts(current: "R", scrollTarget: "R"))
        #expect(!text.contains("Rei"))
    }

    @Test func colouredViewportScrollsTheSame() {
        let view = Fixture.contacts(current: "R", scrollTarget: "R")
        let text = TextRenderer(width: 40, height: 3, colors: true).render(view)
        #expect(text == "\u{1B}[1;7;34mR\u{1B}[0m\n  Rei\n  Riner\n")
    }
}
