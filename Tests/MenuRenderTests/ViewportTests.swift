import Testing
@testable import MenuModel
@testable import MenuRender

@Suite("Height viewport")
struct ViewportTests {
    static func full(_ view: MenuView, width: Int = 40) throws -> [String] { try plainLines(view, width: width) }

    @Test func jumpScrollsTheGroupHeaderToTheTop() throws {
        let view = Fixture.contacts(current: "R", scrollTarget: "R")
        #expect(try plainLines(view, width: 40, height: 10) == [
            "R", "  Rei", "  Riner", "  Ryaan", "  Ryan", "S", "  Steve", "T", "  Trump", "V",
        ])
    }

    @Test(arguments: ["A", "B", "C", "D", "E", "F", "G", "H", "J", "K", "L", "R"])
    func everyJumpStartsAtItsHeader(letter: String) throws {
        let view = Fixture.contacts(current: letter, scrollTarget: letter)
        let all = try Self.full(view)
        let lines = try plainLines(view, width: 40, height: 6)
        #expect(lines.count == 6)
        #expect(lines.first == letter)
        let start = all.firstIndex(of: letter)!
        #expect(lines == Array(all[start..<start + 6]))
    }

    @Test func jumpToAnEmptyLetterStartsAtTheScrollTarget() throws {
        // "I" has no contacts: the view model's scroll target is the next letter with items.
        let view = Fixture.contacts(current: "I", scrollTarget: "J")
        let lines = try plainLines(view, width: 40, height: 4)
        #expect(lines == ["J", "  James", "  Jane", "  Jaxon"])
    }

    @Test(arguments: 1...30)
    func exactlyHeightLinesWhenThereIsEnoughContent(height: Int) throws {
        for view in [Fixture.contacts(current: "F", scrollTarget: "F"), Fixture.contacts(),
                     Fixture.contacts(current: "W", scrollTarget: "W")] {
            let all = try Self.full(view)
            #expect(all.count >= 30)
            #expect(try plainLines(view, width: 40, height: height).count == height)
        }
    }

    @Test func nearTheEndTheViewIsClamped() throws {
        let view = Fixture.contacts(current: "W", scrollTarget: "W")
        let all = try Self.full(view)
        let lines = try plainLines(view, width: 40, height: 10)
        #expect(lines == Array(all.suffix(10)))
        #expect(lines.first != "W")
        #expect(lines.contains("W"))
        #expect(lines.last == "  Woz")
        #expect(lines == ["S", "  Steve", "T", "  Trump", "V", "  Vader", "W", "  Washingotn", "  Wayne", "  Woz"])
        // The target header is as high as it can be: just enough lines after it to fill the view.
        let target = all.lastIndex(of: "W")!
        #expect(lines.firstIndex(of: "W") == 10 - (all.count - target))
    }

    @Test func withoutAJumpTheViewStartsAtTheTop() throws {
        let view = Fixture.contacts()
        #expect(try plainLines(view, width: 40, height: 8) == Array(try Self.full(view).prefix(8)))
        #expect(try plainLines(view, width: 40, height: 8).first == "Contacts")
    }

    @Test func aScrollTargetWithoutScrolledIndexDoesNotScroll() throws {
        let view = Fixture.contacts(current: "R", scrollTarget: "R", jumped: false)
        #expect(view.scrolledIndex == nil)
        #expect(try plainLines(view, width: 40, height: 5) == Array(try Self.full(view).prefix(5)))
    }

    @Test func scrolledIndexWithoutATargetDoesNotScroll() throws {
        var view = Fixture.contacts(current: "R", scrollTarget: nil)
        view.scrolledIndex = "contacts"
        #expect(try plainLines(view, width: 40, height: 5) == Array(try Self.full(view).prefix(5)))
    }

    @Test func scrolledIndexNamingAnotherBlockDoesNotScroll() throws {
        var view = Fixture.contacts(current: "R", scrollTarget: "R")
        view.scrolledIndex = "elsewhere"
        #expect(try plainLines(view, width: 40, height: 5) == Array(try Self.full(view).prefix(5)))
    }

    @Test func jumpScrollsPastTheBlocksAboveTheIndex() throws {
        var view = Fixture.tigers()
        view.blocks.append(.index(Fixture.contactsView(current: "K", scrollTarget: "K")))
        view.scrolledIndex = "contacts"
        #expect(try plainLines(view, width: 40, height: 4) == ["K", "  Kane", "  Kent", "  Kim"])
    }

    @Test func theRightIndexOfTwoScrolls() throws {
        var other = Fixture.contactsView(current: "B", scrollTarget: "B")
        other.id = "other"
        let view = MenuView(title: nil, blocks: [.index(other), .index(Fixture.contactsView(current: "D", scrollTarget: "D"))],
                            scrolledIndex: "contacts")
        let lines = try plainLines(view, width: 40, height: 3)
        #expect(lines == ["D", "  Darth", "  Doe"])
        let all = try Self.full(view)
        let second = all.lastIndex(of: "D")!
        #expect(all.firstIndex(of: "D")! < second)   // the first index's D is not the one shown
    }

    @Test func heightBeyondTheContentPrintsEverything() throws {
        let view = Fixture.regions()
        let all = try Self.full(view)
        #expect(all.count == 3)
        #expect(try plainLines(view, width: 40, height: 50) == all)
        let jumped = Fixture.contacts(current: "R", scrollTarget: "R")
        #expect(try plainLines(jumped, width: 40, height: 500) == Self.full(jumped))
    }

    @Test(arguments: [0, -1, -20])
    func nonPositiveHeightDoesNotCrash(height: Int) throws {
        let text = try TextRenderer(width: 40, height: height).render(Fixture.contacts(current: "R", scrollTarget: "R"))
        #expect(!text.contains("Rei"))
    }

    @Test func colouredViewportScrollsTheSame() throws {
        let view = Fixture.contacts(current: "R", scrollTarget: "R")
        let text = try TextRenderer(width: 40, height: 3, colors: true).render(view)
        #expect(text == "\u{1B}[1;7;34mR\u{1B}[0m\n  Rei\n  Riner\n")
    }
}
