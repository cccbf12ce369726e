import TextCore
import Testing
@testable import MenuModel

/// Seed 004: contacts grouped under letters, and the navigator that jumps to a letter.
@Suite struct IndexTests {
    // MARK: Keys

    @Test(arguments: [
        ("Ryan", "R"), ("ryan", "R"), ("adams", "A"), ("Z", "Z"),
        ("김도영", "ㄱ"), ("1st", "#"), ("#tag", "#"), (" Ryan", "#"), ("Émile", "#"), ("", "#"),
    ])
    func defaultKey(text: String, key: String) {
        #expect(IndexBlock.defaultKey(for: text) == key)
    }

    // MARK: Grouping

    @Test func contactsAreGroupedUnderTheirFirstLettersAndSorted() {
        let index = Fixtures.contacts
        #expect(index.letters == Fixtures.contactLetters)
        #expect(index.groups == Fixtures.contactGroups)
    }

    @Test func duplicatesKeepTheScriptsOrder() throws {
        let r = try #require(Fixtures.contacts.groups.first { $0.letter == "R" })
        #expect(r.items.map(\.ref.list) == [ScriptRef(119), ScriptRef(101), ScriptRef(103)])   // Rei, Ryan, Ryan
    }

    @Test func itemsSortCaseInsensitivelyAndEqualTextsKeepTheirOrder() {
        let items = [
            Item(id: "1", title: .text("ryan")), Item(id: "2", title: .text("bishop")),
            Item(id: "3", title: .text("Ryan")), Item(id: "4", title: .text("Brendan")),
            Item(id: "5", title: .text("Bill")), Item(id: "6", title: .text("RYAN")),
        ]
        let index = IndexBlock(id: "i", items: items)
        #expect(index.letters == ["B", "R"])
        #expect(index.groups.map { $0.items.map(\.id) } == [["5", "2", "4"], ["1", "3", "6"]])
    }

    /// Within a group items sort by their text lower-cased in NFC, as UTF-8 bytes; ASCII and
    /// caseless scripts (Hangul, CJK) take a fast path, the rest Unicode's lower-casing, and
    /// both give that order.
    @Test func itemsSortByTheirLowerCasedBytesWhateverTheScript() {
        let titles = ["9Z", "9a", "9가", "9漢", "9É", "9é", "9Ω", "9ω", "9B", "9ㅎ", "9E\u{301}", "9각"]
        let index = IndexBlock(id: "i", items: titles.map(Item.init))
        #expect(index.letters == ["#"])
        let expected = titles.indices.sorted { a, b in
            let (x, y) = (Array(nfc(titles[a].lowercased()).utf8), Array(nfc(titles[b].lowercased()).utf8))
            return x == y ? a < b : x.lexicographicallyPrecedes(y)
        }.map { nfc(titles[$0]) }
        #expect(index.groups.first?.items.map(\.title.text) == expected)
    }

    /// The first sort, by the keys' 8-byte prefixes, orders as comparing (prefix, place)
    /// would, short lists and long, prefixes that share bytes or not.
    @Test(arguments: [5, 64, 65, 3000])
    func prefixesSortAsComparisonsWould(count: Int) {
        var generator = SystemRandomNumberGenerator()
        let shapes: [(UInt64) -> UInt64] = [{ $0 }, { 0x6100_0000_0000_0000 | ($0 & 0xFF) }, { ($0 & 3) << 60 }]
        for shape in shapes {
            var pairs = (0..<count).map { (prefix: shape(generator.next()), place: Int32($0)) }
            let expected = pairs.sorted { $0.prefix != $1.prefix ? $0.prefix < $1.prefix : $0.place < $1.place }
            SortKeys.sortByPrefix(&pairs)
            #expect(pairs.map(\.prefix) == expected.map(\.prefix) && pairs.map(\.place) == expected.map(\.place))
        }
    }

    /// Items are grouped by key as they are read: by comparing keys while there are few, by a
    /// dictionary past that; either way each key's positions in order, the keys as first met.
    @Test func manyKeysGroupLikeFew() {
        var groups = IndexBlock.KeyedPositions()
        let count = IndexBlock.KeyedPositions.scanned * 2
        for position in 0..<(count * 3) { groups.append(Int32(position), under: "k\(position % count)") }
        #expect(groups.keys == (0..<count).map { "k\($0)" })
        #expect(groups["k0"] == [0, Int32(count), Int32(2 * count)])
        #expect(groups["k\(count - 1)"] == [Int32(count - 1), Int32(2 * count - 1), Int32(3 * count - 1)])
        #expect(groups["absent"] == nil)

        var mixed = IndexBlock.KeyedPositions()       // keys of more than 7 bytes beside short ones
        for (position, key) in ["ㄱ", "a longer key", "A", "ㄱ", "a longer key", "a longer kez", "ㄴ"].enumerated() {
            mixed.append(Int32(position), under: key)
        }
        #expect(mixed.keys == ["ㄱ", "a longer key", "A", "a longer kez", "ㄴ"])
        #expect(mixed["ㄱ"] == [0, 3] && mixed["a longer key"] == [1, 4] && mixed["a longer kez"] == [5])
    }

    @Test func lowerCaseFirstLettersGoUnderTheUpperCaseLetter() {
        let index = IndexBlock(id: "i", items: ["woz", "Woz", "adams"].map(Item.init))
        #expect(index.letters == ["A", "W"])
        #expect(index.groups == [.init(letter: "A", items: [Item("adams")]),
                                 .init(letter: "W", items: [Item("woz"), Item("Woz")])])
    }

    @Test func anItemWithoutTextTitleSortsAndGroupsByItsId() {
        let computed = Item(id: "zed", title: .computed)
        let index = IndexBlock(id: "i", items: [computed, Item("Adams"), Item("Zack")])
        #expect(index.groups == [.init(letter: "A", items: [Item("Adams")]),
                                 .init(letter: "Z", items: [Item("Zack"), computed])])
    }

    @Test func explicitLettersKeepTheEmptyOnes() {
        let index = Fixtures.alphabet
        #expect(index.letters == Fixtures.aToZ)
        #expect(index.groups == Fixtures.contactGroups)
    }

    @Test func otherLetterIsAppendedOnlyWhenItHasItems() {
        #expect(!Fixtures.contacts.letters.contains("#"))
        #expect(!Fixtures.alphabet.letters.contains("#"))

        let other = Item("42번")
        let derived = IndexBlock(id: "i", items: [other, Item("Zed"), Item("Adams")])
        #expect(derived.letters == ["A", "Z", "#"])
        #expect(derived.groups == [.init(letter: "A", items: [Item("Adams")]),
                                   .init(letter: "Z", items: [Item("Zed")]),
                                   .init(letter: "#", items: [other])])

        // 김도영's key ㄱ is not among A–Z, so it goes under "#".
        let korean = Item("김도영")
        let explicit = IndexBlock(id: "i", items: Fixtures.contactItems + [korean], letters: Fixtures.aToZ)
        #expect(explicit.letters == Fixtures.aToZ + ["#"])
        #expect(explicit.groups == Fixtures.contactGroups + [.init(letter: "#", items: [korean])])
    }

    @Test func anExplicitOtherLetterIsKeptInPlaceAndNotRepeated() {
        let empty = IndexBlock(id: "i", items: [Item("Adams")], letters: ["#", "A", "B"])
        #expect(empty.letters == ["#", "A", "B"])
        #expect(empty.groups == [.init(letter: "A", items: [Item("Adams")])])

        let filled = IndexBlock(id: "i", items: [Item("Adams"), Item("Ryan")], letters: ["#", "A", "B"])
        #expect(filled.letters == ["#", "A", "B"])
        #expect(filled.groups == [.init(letter: "#", items: [Item("Ryan")]),
                                  .init(letter: "A", items: [Item("Adams")])])
    }

    @Test func aKeyOutsideExplicitLettersGoesUnderOtherLetter() {
        let keyed = Item(id: "kim", title: .text("Kim"), key: "ㄱ")
        let index = IndexBlock(id: "i", items: [Item("Adams"), Item("Ryan"), keyed, Item("Chris")],
                               letters: ["A", "B", "C"])
        #expect(index.letters == ["A", "B", "C", "#"])
        #expect(index.groups == [.init(letter: "A", items: [Item("Adams")]),
                                 .init(letter: "C", items: [Item("Chris")]),
                                 .init(letter: "#", items: [keyed, Item("Ryan")])])
    }

    @Test func anItemsOwnKeyWinsOverTheDefault() {
        let kim = Item(id: "kim", title: .text("Kim"), key: "ㄱ")
        let adams = Item(id: "adams", title: .text("Adams"), key: "Z")
        let index = IndexBlock(id: "i", items: [kim, adams, Item("Bill")])
        #expect(index.letters == ["ㄱ", "B", "Z"])
        #expect(index.groups == [.init(letter: "ㄱ", items: [kim]),
                                 .init(letter: "B", items: [Item("Bill")]),
                                 .init(letter: "Z", items: [adams])])
    }

    // MARK: Scroll target

    @Test(arguments: [
        ("R", "R"),     // its own group
        ("Q", "R"),     // the next group with items
        ("E", "F"),
        ("M", "R"),
        ("X", "W"),     // none after it: the last one before it
        ("Z", "W"),
    ])
    func scrollTarget(letter: String, target: String) {
        let index = Fixtures.alphabet
        #expect(index.scrollTarget(for: letter, nonEmpty: Set(Fixtures.contactLetters)) == target)
    }

    @Test func scrollTargetFollowsTheGivenNonEmptyLetters() {
        let index = Fixtures.alphabet
        #expect(index.scrollTarget(for: "R", nonEmpty: ["A", "W"]) == "W")
        #expect(index.scrollTarget(for: "B", nonEmpty: ["A"]) == "A")
        #expect(index.scrollTarget(for: "R", nonEmpty: []) == nil)
        #expect(index.scrollTarget(for: "?", nonEmpty: Set(Fixtures.contactLetters)) == nil)
    }

    // MARK: Taps

    @Test func jumpingToALetterSetsCurrentAndScrolledIndex() throws {
        var state = MenuState()
        let effects = try state.apply("contacts/R", in: Fixtures.contactMenu)

        var expected = MenuState()
        expected.current["contacts"] = "R"
        expected.scrolledIndex = "contacts"
        #expect(state == expected)
        #expect(effects == [.indexJumped(block: ScriptRef(30), letter: "R")])
    }

    @Test func jumpingToAnEmptyExplicitLetterIsAllowed() throws {
        var state = MenuState()
        let effects = try state.apply("alphabet/Q", in: Fixtures.contactMenu)

        var expected = MenuState()
        expected.current["alphabet"] = "Q"
        expected.scrolledIndex = "alphabet"
        #expect(state == expected)
        #expect(effects == [.indexJumped(block: ScriptRef(31), letter: "Q")])
    }

    @Test func theLastJumpDecidesTheScrolledIndex() throws {
        var state = MenuState()
        try state.apply("contacts/R", in: Fixtures.contactMenu)
        try state.apply("alphabet/K", in: Fixtures.contactMenu)
        var expected = state
        let effects = try state.apply("Contacts/B", in: Fixtures.contactMenu)

        expected.current["contacts"] = "B"
        expected.scrolledIndex = "contacts"
        #expect(state == expected)
        #expect(state.current == ["contacts": "B", "alphabet": "K"])
        #expect(effects == [.indexJumped(block: ScriptRef(30), letter: "B")])
    }

    @Test func tappingAnItemUnderItsLetterReportsIt() throws {
        var state = MenuState()
        try state.apply("contacts/K", in: Fixtures.contactMenu)
        let before = state
        let effects = try state.apply("contacts/R/Rei", in: Fixtures.contactMenu)

        #expect(state == before)
        #expect(effects == [.itemTapped(block: ScriptRef(30), item: Fixtures.contact("Rei", at: 19))])
    }

    @Test func tappingAnItemAloneReportsItWithoutJumping() throws {
        var state = MenuState()
        let effects = try state.apply("contacts/Jonathan", in: Fixtures.contactMenu)

        #expect(state == MenuState())
        #expect(effects == [.itemTapped(block: ScriptRef(30), item: Fixtures.contact("Jonathan", at: 4))])
    }

    @Test func aDuplicateNameTapsTheFirstInGroupOrder() throws {
        var state = MenuState()
        #expect(try state.apply("contacts/R/Ryan", in: Fixtures.contactMenu)
            == [.itemTapped(block: ScriptRef(30), item: Fixtures.ryan1)])
        #expect(try state.apply("alphabet/Ryan", in: Fixtures.contactMenu)
            == [.itemTapped(block: ScriptRef(31), item: Fixtures.ryan1)])
    }
}
