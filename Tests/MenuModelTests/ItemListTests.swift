@testable import MenuModel
import Testing
import TextCore

/// A list keeps its items compactly and gives them back as they were; ids are found through
/// an index over its bytes.
@Suite struct ItemListTests {
    static let rich: [Item] = {
        var ray = Item(id: "ray", title: .text("Ray"), detail: .text("1.0 L"), icon: "🚗", style: .accent,
                       ref: ItemRef(list: ScriptRef(7), position: 3))
        ray.hotkey = "r"
        ray.value = "7"
        ray.valueIsNumber = true
        ray.disabled = true
        ray.checked = .mixed
        var computed = Item(id: "k9", title: .computed, detail: .computed)
        computed.computesChecked = true
        computed.choose = true
        var opener = Item("more")
        opener.submenu = [Item("a"), Item("b")]
        return [Item("plain"), ray, computed, .separator(at: 4), .heading("Heading", at: 5), opener]
    }()

    @Test func itemsComeBackAsTheyWere() {
        let list = ItemList(Self.rich)
        #expect(Array(list) == Self.rich)
        #expect(list.count == 6 && list.entryCount == 4)
        #expect(list.positionsWithExtras == [1, 5])
        #expect(list.titlesAreFixed == false)
    }

    /// A list knows whether an item of it, or of a submenu, was read with a preview; a list
    /// made anew from it (an item set) keeps knowing it.
    @Test func aNotedPreviewIsTheListsAndItsParents() {
        #expect(!ItemList(Self.rich).hasItemPreviews, "a list of Items has none")
        var builder = ItemList.Builder()
        builder.append(ItemList.Record(title: builder.text("a")))
        builder.noteItemPreview()
        let submenu = builder.build(source: ScriptRef(3))
        #expect(submenu.hasItemPreviews)
        var parent = ItemList.Builder()
        parent.append(ItemList.Record(title: parent.text("menu")), extras: ItemList.Extras(submenu: submenu))
        var list = parent.build(source: ScriptRef(4))
        #expect(list.hasItemPreviews, "through a submenu")
        var plain = ItemList.Builder()
        plain.append(ItemList.Record(title: plain.text("a")))
        #expect(submenu != plain.build(source: ScriptRef(3)), "lists that differ only there are not equal")
        list[0] = Item(id: "other", title: .text("Other"))
        #expect(list.hasItemPreviews && list.source == ScriptRef(4), "kept when the list is made anew")
    }

    @Test func anIdIsStoredOnceWhenItIsTheTitle() {
        let list = ItemList(["서울", "인천"].map(Item.init))
        #expect(list.texts.count == 2, "one text an item")
        #expect(list.record(at: 1).id == ItemList.Record.sameAsTitle)
        #expect(list.id(at: 1) == "인천" && list.title(at: 1) == "인천")
    }

    @Test func idsAreFoundAndRepeatsKnown() {
        let list = ItemList(["a", "b", "a", "c", "b"].map(Item.init))
        #expect(list.position(of: "a") == 0 && list.position(of: "b") == 1 && list.position(of: "c") == 3)
        #expect(list.position(of: "z") == nil)
        #expect(list.repeatedIDs == [2, 4])
        #expect(list.item(named: "c")?.id == "c")
    }

    @Test func idsOfEveryLengthAreFoundWhereTheyFirstAre() {
        // ids hashed a word at a time: lengths on both sides of 8 and 16 bytes, ids that differ
        // only in their last byte or only in their length, each given twice
        let ids = (0...20).flatMap { length in ["x", "y"].map { String(repeating: "a", count: length) + $0 } }
            + ["", "가나다라마바사", "가나다라마바사아"]
        let list = ItemList((ids + ids).map(Item.init))
        #expect(ids.indices.allSatisfy { list.position(of: ids[$0]) == $0 })
        #expect(list.repeatedIDs == Array(ids.count..<(2 * ids.count)))
        #expect(list.position(of: String(repeating: "a", count: 21)) == nil)
    }

    @Test func textsAreStoredInNFC() {
        var builder = ItemList.Builder()
        let decomposed = Array("\u{1112}\u{1161}\u{11AB}".utf8)
        let number = decomposed.withUnsafeBytes { builder.text($0) }
        builder.append(ItemList.Record(title: number))
        let list = builder.build()
        #expect(list.title(at: 0) == "한" && list.position(of: "한") == 0)
    }

    @Test func editingAListMadeInSwiftKeepsRefsAndSource() {
        var list = ItemList(Self.rich)
        list[0].title = .text("Plain")
        list.append(Item("new"))
        list.remove(at: 3)
        #expect(list.map(\.id) == ["plain", "ray", "k9", "/heading/5", "more", "new"])
        #expect(list[0].title == .text("Plain") && list[1].ref == ItemRef(list: ScriptRef(7), position: 3))
    }

    @Test func aListReadFromAScriptPointsItsItemsAtTheScriptsList() {
        var builder = ItemList.Builder()
        builder.append(ItemList.Record(title: builder.text("x")))
        var separator = ItemList.Record(title: builder.text(""), id: builder.text("/separator/2"))
        separator.flags.kind = .separator
        builder.append(separator)
        let list = builder.build(source: ScriptRef(42))
        #expect(list[0].ref == ItemRef(list: ScriptRef(42), position: 0))
        #expect(list[1].ref == .none, "separators go to no handler")
    }

    @Test func aSearchReadsTheTitlesWhereTheyAreKept() {
        let list = ItemList(["sejong", "seoul", "busan"].map(Item.init))
        let serial: RankedSearch.ParallelLoop = { count, body in (0..<count).forEach(body) }
        var fuzzy = list.titleSearch(in: nil, parallel: serial).search("su", mode: .fuzzy)
        #expect(fuzzy.allIndices() == [1], "seoul")
        #expect(list.titleSearch(in: nil, parallel: serial) === list.titleSearch(in: nil, parallel: serial),
                "one search per list, kept for the next key")
        // In an index's order (busan, sejong, seoul), a result is its place in that order;
        // earlier matches rank first, then that order.
        var substring = list.titleSearch(in: [2, 0, 1], parallel: serial).search("s", mode: .substring)
        #expect(substring.allIndices() == [1, 2, 0])
    }
}
