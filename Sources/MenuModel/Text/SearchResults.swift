/// The texts a ``RankedSearch`` found, sorted best first only as far as they have been read.
///
///     var results = search.search("sj", mode: .fuzzy)
///     (0..<min(20, results.count)).map { results.index(at: $0) }   // sorts the first 20 only
///
/// Reading position `p` sorts the results up to a little beyond `p` (a screenful at least):
/// the best of the rest are selected (quickselect, linear) and only they are sorted, so a
/// keystroke over 200,000 matches sorts a few hundred.
public struct SearchResults {
    /// A match: the text's index in the store, its score, and its length for fuzzy ties.
    struct Entry: Comparable {
        var index: Int32
        var score: Int32
        var length: Int32

        /// Better first: a higher score, then a shorter text, then the earlier one.
        static func < (a: Entry, b: Entry) -> Bool {
            (b.score, a.length, a.index) < (a.score, b.length, b.index)
        }
    }

    /// The query the texts were searched with.
    let pattern: SearchPattern
    private var entries: [Entry]
    /// How many entries at the start are in their final order.
    private(set) var sortedCount: Int

    /// How many entries a read sorts at least, beyond the position read.
    static let sortAhead = 256

    init(pattern: SearchPattern, entries: [Entry], sorted: Bool) {
        self.pattern = pattern
        self.entries = entries
        sortedCount = sorted ? entries.count : 0
    }

    /// How many texts matched.
    public var count: Int { entries.count }

    /// The store index of the text ranked at `position` (0 is the best).
    public mutating func index(at position: Int) -> Int {
        sort(upTo: position + 1)
        return Int(entries[position].index)
    }

    /// Keeps only the matches whose store index passes `isIncluded` (before any is read).
    mutating func keep(where isIncluded: (Int32) -> Bool) {
        entries.removeAll { !isIncluded($0.index) }
        sortedCount = min(sortedCount, entries.count)
    }

    /// Every match's store index, in the store's order (not ranked).
    func indicesInStoreOrder() -> [Int32] {
        var indices = entries.map(\.index)
        if !zip(indices, indices.dropFirst()).allSatisfy({ $0 < $1 }) { indices.sort() }
        return indices
    }

    /// Every match's store index, best first (sorts them all).
    public mutating func allIndices() -> [Int] {
        sort(upTo: entries.count)
        return entries.map { Int($0.index) }
    }

    /// Sorts so that the first `count` entries (and a little more) are the best, in order.
    private mutating func sort(upTo count: Int) {
        guard count > sortedCount else { return }
        let end = min(entries.count, max(count, sortedCount * 2, sortedCount + Self.sortAhead))
        let start = sortedCount
        entries.withUnsafeMutableBufferPointer { buffer in
            if end < buffer.count { Self.select(end, in: buffer, from: start) }
            var part = UnsafeMutableBufferPointer(rebasing: buffer[start..<end])
            part.sort()
        }
        sortedCount = end
    }

    /// Rearranges `buffer[start...]` so that the entry at `n` is the one a full sort would put
    /// there, the better ones before it and the worse after (Hoare's selection).
    static func select(_ n: Int, in buffer: UnsafeMutableBufferPointer<Entry>, from start: Int) {
        var low = start, high = buffer.count - 1
        while low < high {
            let middle = low + (high - low) / 2
            let pivot = median(buffer[low], buffer[middle], buffer[high])
            var i = low, j = high
            while i <= j {
                while buffer[i] < pivot { i += 1 }
                while pivot < buffer[j] { j -= 1 }
                if i <= j {
                    buffer.swapAt(i, j)
                    i += 1
                    j -= 1
                }
            }
            if n <= j { high = j } else if n >= i { low = i } else { return }
        }
    }

    private static func median(_ a: Entry, _ b: Entry, _ c: Entry) -> Entry {
        a < b ? (b < c ? b : (a < c ? c : a)) : (a < c ? a : (b < c ? c : b))
    }
}
