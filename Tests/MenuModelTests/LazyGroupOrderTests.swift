import Dispatch
import Synchronization
import Testing
@testable import MenuModel

/// An index sorts a group when its rows are first read, not when the index is made: a first
/// screen sorts the groups on it; every order read is the one a sort of all of them gives.
@Suite struct LazyGroupOrderTests {
    /// 3,000 names under ㄱ, ㄴ, ㄷ and A–C, in no order.
    static let names: [String] = (0..<3000).map { i in
        let leads = ["가", "나", "다", "A", "b", "C"]
        return leads[i % leads.count] + String((i * 7919) % 3001)
    }

    static var index: IndexBlock { IndexBlock(id: "names", items: names.map(Item.init)) }

    @Test func makingAnIndexSortsNoGroup() {
        let index = Self.index
        #expect(index.groups.count == 6)
        #expect(index.groups.allSatisfy { !$0.order.isSorted })
        #expect(index.groups.map(\.count) == [500, 500, 500, 500, 500, 500], "counts known unsorted")
    }

    @Test func drawingTheFirstRowsSortsTheirGroupOnly() throws {
        let index = Self.index
        let menu = Menu(blocks: [.index(index)])
        let view = try MenuView(menu: menu, state: MenuState(), evaluator: RecordingEvaluator())
        guard case .index(let shown) = view.blocks.first else { Issue.record("no index"); return }
        #expect(shown.groups.count == 6)
        #expect(index.groups.allSatisfy { !$0.order.isSorted }, "building the view sorts nothing")
        _ = try shown.groups[0].items.row(at: 0)
        #expect(index.groups.map(\.order.isSorted) == [true, false, false, false, false, false])
    }

    @Test func preparingTheSearchesSortsEveryGroupOnEveryCore() {
        let index = Self.index
        let loops = Mutex([Int]())
        Menu(blocks: [.index(index)]).prepareSearches { count, body in
            loops.withLock { $0.append(count) }
            DispatchQueue.concurrentPerform(iterations: count, execute: body)
        }
        #expect(index.groups.allSatisfy { $0.order.isSorted })
        #expect(loops.withLock { $0.first } == index.groups.count, "a loop of a group each, before the search's")
    }

    @Test func theOrderReadIsTheSortedOne() {
        let index = Self.index
        for group in index.groups {
            let titles = group.items.map(\.id)
            #expect(titles == titles.sorted { $0.lowercased().utf8.lexicographicallyPrecedes($1.lowercased().utf8) },
                    "group \(group.letter)")
        }
    }

    @Test func readersOnManyThreadsGetOneOrder() {
        let order = IndexBlock.GroupOrder(members: Array(0..<Int32(Self.names.count)), list: ItemList(Self.names.map(Item.init)))
        let reads = Mutex([[Int32]]())
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let positions = order.positions
            reads.withLock { $0.append(positions) }
        }
        let all = reads.withLock { $0 }
        #expect(all.count == 8 && Set(all).count == 1)
        #expect(all.first == IndexBlock.GroupOrder(members: order.members, list: order.list).positions)
    }

    @Test func positionsSetAreKeptAsGiven() {
        var group = Self.index.groups[0]
        let reversed = Array(group.positions.reversed())
        group.positions = reversed
        #expect(group.positions == reversed && group.order.isSorted)
        #expect(group.order.contains(reversed[0]) && !group.order.contains(-1))
    }
}
