@testable import MenuModel
import Testing

/// A list of plain items (a title that is its id) keeps no records; one item that says more
/// makes them all kept, and every item reads back the same either way.
@Suite struct ItemListRecordsTests {
    @Test func plainItemsKeepNoRecords() {
        let list = ItemList(["나성범", "최원준", "김도영"].map(Item.init))
        #expect(list.storage.records.arePlain)
        #expect(list.map(\.id) == ["나성범", "최원준", "김도영"])
        #expect(list.position(of: "최원준") == 1)
        #expect(list.entryCount == 3)
        #expect(list.titlesAreFixed)
    }

    @Test func anItemThatSaysMoreKeepsEveryRecord() {
        var detailed = Item("최원준")
        detailed.detail = .text("RF")
        let items = [Item("나성범"), detailed, Item("김도영")]
        let list = ItemList(items)
        #expect(!list.storage.records.arePlain)
        #expect(Array(list) == items)
        #expect(list.record(at: 0) == ItemList.Record(title: 0))
        #expect(list.position(of: "김도영") == 2)
    }

    @Test func aHeadingFirstShiftsTheTextsSoRecordsAreKept() {
        var heading = Item("Hitters")
        heading.kind = .heading
        let list = ItemList([heading, Item("나성범")])
        #expect(!list.storage.records.arePlain)
        #expect(list.map(\.title.text) == ["Hitters", "나성범"])
        #expect(list.entryCount == 1)
    }

    @Test func recordsCompareByWhatTheySay() {
        var plain = ItemList.Records(), kept = ItemList.Records()
        plain.append(ItemList.Record(title: 0))
        plain.append(ItemList.Record(title: 1))
        var other = ItemList.Record(title: 5)
        other.detail = 2
        kept.append(ItemList.Record(title: 0))
        kept.append(other)
        #expect(plain != kept)
        var keptPlain = ItemList.Records()
        keptPlain.append(ItemList.Record(title: 0))
        keptPlain.append(ItemList.Record(title: 1))
        #expect(plain == keptPlain)
        #expect(kept[0] == ItemList.Record(title: 0) && kept[1] == other && kept.count == 2)
    }

    /// A record is plain only when every flag is a new item's: each flag set on its own makes
    /// the records kept.
    @Test func anyFlagMakesARecordMoreThanPlain() {
        #expect(ItemList.Flags().areDefault)
        #expect(Mirror(reflecting: ItemList.Flags()).children.count == 8, "areDefault checks every flag: add a new one there")
        let changes: [(inout ItemList.Flags) -> Void] = [
            { $0.kind = .heading }, { $0.style = .accent }, { $0.checked = .on }, { $0.computesChecked = true },
            { $0.isSwitch = true }, { $0.disabled = true }, { $0.choose = true }, { $0.hasExtras = true },
        ]
        for change in changes {
            var record = ItemList.Record(title: 0)
            change(&record.flags)
            #expect(!record.isPlain(at: 0))
            var records = ItemList.Records()
            records.append(record)
            #expect(!records.arePlain && records[0] == record)
        }
        #expect(ItemList.Record(title: 0).isPlain(at: 0) && !ItemList.Record(title: 0).isPlain(at: 1))
    }
}
