import Synchronization

extension IndexBlock {
    /// A group's positions in the index's items, sorted (by ``SortKeys``) when first read: an
    /// index of 200,000 items draws its first screen having sorted the groups on it, not all
    /// of them. A batch output, a search or a filter reads every group, and so sorts each once.
    ///
    ///     let order = GroupOrder(members: [0, 3, 7], list: items)   // nothing sorted yet
    ///     order.count                                               // 3, still nothing
    ///     order.positions                                           // sorted now, kept
    final class GroupOrder: Sendable {
        /// The positions in the list's order (ascending, as grouping collects them): the
        /// group's members, for what needs no order (how many, which).
        let members: [Int32]
        let list: ItemList
        private let sorted: Mutex<[Int32]?>

        /// The members of a group of `list`, sorted when first read.
        init(members: [Int32], list: ItemList) {
            self.members = members
            self.list = list
            sorted = Mutex(nil)
        }

        /// A group whose order is given.
        init(sorted positions: [Int32], list: ItemList) {
            members = positions.sorted()
            self.list = list
            sorted = Mutex(positions)
        }

        var count: Int { members.count }

        /// Whether the members were put in order (read, or given in order).
        var isSorted: Bool { sorted.withLock { $0 != nil } }

        /// The members in the group's order, sorted now if no one read them before.
        var positions: [Int32] {
            sorted.withLock { sorted in
                if let sorted { return sorted }
                let made = members.count < 2 ? members : SortKeys(list, positions: members).sorted()
                sorted = made
                return made
            }
        }

        /// Whether the group holds the item at `position`.
        func contains(_ position: Int32) -> Bool {
            var low = 0, high = members.count
            while low < high {
                let middle = (low + high) / 2
                if members[middle] < position { low = middle + 1 } else { high = middle }
            }
            return low < members.count && members[low] == position
        }
    }
}
