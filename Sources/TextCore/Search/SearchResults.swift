/// The texts a ``RankedSearch`` found, sorted best first only as far as they have been read.
///
///     var results = search.search("sj", mode: .fuzzy)
///     (0..<min(20, results.count)).map { results.index(at: $0) }   // sorts the first 20 only
///
/// Reading position `p` sorts the results up to a little beyond `p` (a screenful at least):
/// the best of the rest are selected (quickselect, linear) and only they are sorted, so a
/// keystroke over 200,000 matches sorts a few hundred. Unranked results (``Order``) and a
/// blank query's (every text, kept as a count) need no sorting at all.
public struct SearchResults: Sendable {
    /// A match: the text's index in the store, its score, and its key for ties (``Tiebreak``).
    struct Entry {
        var index: Int32
        var score: Int32
        var tie: UInt64
    }

    /// How the matches are ordered.
    public struct Order: Equatable, Sendable {
        /// Whether better matches come first (a higher score, then a shorter text); else in
        /// the input's order (fzf's `--no-sort`, and a query of inverse terms only).
        public var ranked: Bool
        /// Whether the input's order is read backwards, for ties and unranked results alike
        /// (fzf's `--tac`).
        public var reversed: Bool
        /// How fuzzy matches of equal score are ordered before the input's order (fzf's
        /// `--tiebreak`; by default the shorter text first).
        public var tiebreaks: [Tiebreak]

        /// fzf's default order (`ranked`, not `reversed`, ties by length), or `--no-sort`,
        /// `--tac` and `--tiebreak`.
        public init(ranked: Bool = true, reversed: Bool = false, tiebreaks: [Tiebreak] = [.length]) {
            self.ranked = ranked
            self.reversed = reversed
            self.tiebreaks = tiebreaks
        }

        /// Whether `a` goes before `b`.
        @inline(__always)
        func precedes(_ a: Entry, _ b: Entry) -> Bool {
            if ranked, a.score != b.score { return a.score > b.score }
            if ranked, a.tie != b.tie { return a.tie < b.tie }
            return reversed ? a.index > b.index : a.index < b.index
        }
    }

    /// The query the texts were searched with.
    public let query: SearchQuery
    /// How the matches are ordered (never ranked for a query of inverse terms only).
    public let order: Order
    /// The matches in the store's order (as far as unsorted); none when ``everything`` is set.
    private var entries: [Entry]
    /// How many texts there are, when every one matches (a blank query): nil for a search.
    private let everything: Int?
    /// How many entries at the start are in their final order.
    private(set) var sortedCount: Int

    /// How many entries a read sorts at least, beyond the position read.
    static let sortAhead = 256

    /// The matches `entries`, in the store's order.
    init(query: SearchQuery, entries: [Entry], order: Order) {
        self.query = query
        self.order = order
        self.entries = entries
        everything = nil
        sortedCount = order.ranked ? 0 : entries.count
    }

    /// Every one of `count` texts, as a blank query matches them.
    init(query: SearchQuery, everything count: Int, order: Order) {
        self.query = query
        self.order = order
        entries = []
        everything = count
        sortedCount = count
    }

    /// How many texts matched.
    public var count: Int { everything ?? entries.count }

    /// The store index of the text ranked at `position` (0 is the best).
    public mutating func index(at position: Int) -> Int {
        if let everything { return order.reversed ? everything - 1 - position : position }
        guard order.ranked else { return Int(entries[order.reversed ? entries.count - 1 - position : position].index) }
        sort(upTo: position + 1)
        return Int(entries[position].index)
    }

    /// Keeps only the matches whose store index passes `isIncluded` (before any is read).
    package mutating func keep(where isIncluded: (Int32) -> Bool) {
        var kept = storeOrder
        kept.removeAll { !isIncluded($0.index) }
        self = SearchResults(query: query, entries: kept, order: order)
    }

    /// The matches in the store's order.
    var storeOrder: [Entry] {
        if let everything { return (0..<everything).map { Entry(index: Int32($0), score: 0, tie: 0) } }
        guard order.ranked, sortedCount > 0 else { return entries }
        return entries.sorted { $0.index < $1.index }
    }

    /// Every match's store index, in the store's order (not ranked).
    package func indicesInStoreOrder() -> [Int32] {
        storeOrder.map(\.index)
    }

    /// Every match's store index, best first (sorts them all).
    public mutating func allIndices() -> [Int] {
        if let everything { return order.reversed ? Array((0..<everything).reversed()) : Array(0..<everything) }
        guard order.ranked else { return (order.reversed ? entries.reversed() : entries).map { Int($0.index) } }
        sort(upTo: entries.count)
        return entries.map { Int($0.index) }
    }

    /// Sorts so that the first `count` entries (and a little more) are the best, in order.
    private mutating func sort(upTo count: Int) {
        guard count > sortedCount else { return }
        let end = min(entries.count, max(count, sortedCount * 2, sortedCount + Self.sortAhead))
        let start = sortedCount, order = order
        entries.withUnsafeMutableBufferPointer { buffer in
            if end < buffer.count { Self.select(end, in: buffer, from: start, order: order) }
            var part = UnsafeMutableBufferPointer(rebasing: buffer[start..<end])
            part.sort { order.precedes($0, $1) }
        }
        sortedCount = end
    }

    /// Rearranges `buffer[start...]` so that the entry at `n` is the one a full sort would put
    /// there, the better ones before it and the worse after (Hoare's selection).
    static func select(_ n: Int, in buffer: UnsafeMutableBufferPointer<Entry>, from start: Int, order: Order) {
        var low = start, high = buffer.count - 1
        while low < high {
            let middle = low + (high - low) / 2
            let pivot = median(buffer[low], buffer[middle], buffer[high], order)
            var i = low, j = high
            while i <= j {
                while order.precedes(buffer[i], pivot) { i += 1 }
                while order.precedes(pivot, buffer[j]) { j -= 1 }
                if i <= j {
                    buffer.swapAt(i, j)
                    i += 1
                    j -= 1
                }
            }
            if n <= j { high = j } else if n >= i { low = i } else { return }
        }
    }

    private static func median(_ a: Entry, _ b: Entry, _ c: Entry, _ order: Order) -> Entry {
        let less = order.precedes
        return less(a, b) ? (less(b, c) ? b : (less(a, c) ? c : a)) : (less(a, c) ? a : (less(b, c) ? c : b))
    }
}
