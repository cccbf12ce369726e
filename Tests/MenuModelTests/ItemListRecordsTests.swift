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

    @Test func checkingForRepeatedIDsKeepsNoTableLookingUpOneDoes() {
        let list = ItemList(["나성범", "최원준", "나성범"].map(Item.init))
        #expect(list.repeatedIDs == [2])
        #expect(list.storage.index.withLock { $0 } == nil)
        #expect(list.position(of: "최원준") == 1)
        #expect(list.storage.index.withLock { $0 } != nil)
        #expect(list.repeatedIDs == [2])
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

    /// Plain items given a run at a time (as the bridge reads a list of strings) make the list
    /// that adding each alone makes, and keep no records while the pattern holds.
    @Test func plainRunsMakeTheListAddingEachMakes() {
        let names = ["나성범", "최원준", "김도영", "Cheri Han", "", "박찬호"]
        var bytes: [UInt8] = [], ends: [UInt32] = []
        for name in names { bytes += name.utf8; ends.append(UInt32(bytes.count)) }
        var runs = ItemList.Builder()
        bytes.withUnsafeBytes { bytes in
            ends.withUnsafeBufferPointer { ends in
                let split = Int(ends[1])                               // two runs: 2 items, then 4
                runs.appendPlain(UnsafeRawBufferPointer(rebasing: bytes[..<split]), ends: UnsafeBufferPointer(rebasing: ends[..<2]))
                let rest = ends[2...].map { $0 - UInt32(split) }
                rest.withUnsafeBufferPointer { runs.appendPlain(UnsafeRawBufferPointer(rebasing: bytes[split...]), ends: $0) }
            }
        }
        let list = runs.build()
        #expect(list == ItemList(names.map(Item.init)))
        #expect(list.map(\.id) == names)
        #expect(list.storage.records.arePlain)
    }

    /// A run after an item that says more keeps every record, each as it was given.
    @Test func aPlainRunAfterAnItemThatSaysMoreKeepsRecords() {
        var records = ItemList.Records()
        var detailed = ItemList.Record(title: 0)
        detailed.detail = 1
        records.append(detailed)
        records.appendPlain(titles: 2, count: 3)
        #expect(records.count == 4)
        #expect(records.uniform == nil)
        #expect((1..<4).map { records[$0] } == [2, 3, 4].map { ItemList.Record(title: $0) })
        var plain = ItemList.Records()
        plain.appendPlain(titles: 0, count: 5)
        plain.appendPlain(titles: 5, count: 3)
        #expect(plain.count == 8 && plain.arePlain)
        #expect(plain[7] == ItemList.Record(title: 7))
        plain.appendPlain(titles: 9, count: 1)                    // a text skipped: the pattern breaks
        #expect(plain.uniform == nil && plain[8] == ItemList.Record(title: 9) && plain[7] == ItemList.Record(title: 7))
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

    /// Items of one shape keep no records: each is the first moved on by the texts an item
    /// takes, and reads back as it was given.
    @Test func itemsOfOneShapeKeepNoRecords() {
        let items = ["나성범", "최원준", "김도영"].enumerated().map { number, name in
            var item = Item(name)
            item.detail = .text("#\(number)")
            item.subtitle = .computed
            item.style = .accent
            return item
        }
        let list = ItemList(items)
        #expect(list.storage.records.uniform != nil && !list.storage.records.arePlain)
        #expect(Array(list) == items)
        #expect(list.record(at: 2).title == 4 && list.record(at: 2).detail == 5)
        #expect(list.position(of: "김도영") == 2 && list.entryCount == 3 && list.hasSubtitles)
    }

    /// A record that breaks the pattern anywhere makes the records kept: its texts elsewhere,
    /// a field more, or any one flag changed.
    @Test func aRecordThatBreaksThePatternKeepsThemAll() {
        var skipped = ItemList.Record(title: 2)
        skipped.detail = 3
        var detailed = ItemList.Record(title: 1)
        detailed.detail = 2
        var breaks = [skipped, detailed]
        let changes: [(inout ItemList.Flags) -> Void] = [
            { $0.kind = .heading }, { $0.style = .accent }, { $0.checked = .on }, { $0.computesChecked = true },
            { $0.isSwitch = true }, { $0.disabled = true }, { $0.choose = true }, { $0.hasExtras = true },
        ]
        #expect(MemoryLayout<ItemList.Flags>.size == Mirror(reflecting: ItemList.Flags()).children.count,
                "every flag is a byte, so Flags.isSame can compare their bytes")
        #expect(changes.count == Mirror(reflecting: ItemList.Flags()).children.count, "a change for every flag")
        for change in changes {
            var record = ItemList.Record(title: 1)
            change(&record.flags)
            #expect(!record.flags.isSame(as: ItemList.Flags()) && record.flags.isSame(as: record.flags))
            breaks.append(record)
        }
        for second in breaks {
            var records = ItemList.Records()
            records.append(ItemList.Record(title: 0))
            records.append(second)
            #expect(records.uniform == nil && records[0] == ItemList.Record(title: 0) && records[1] == second)
        }
        var third = ItemList.Records()
        for title in [0, 1, 3] as [ItemList.TextNumber] { third.append(ItemList.Record(title: title)) }
        #expect(third.uniform == nil && third[2].title == 3 && third[1].title == 1)
    }
}
