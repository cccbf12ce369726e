import Synchronization

/// Searches many texts as a picker needs at every keystroke: prepared once, narrowed while the
/// query grows, extended while texts stream in, ranked only as far as the screen shows, on
/// every core it is given, and stopped as soon as it is no longer wanted.
///
///     let search = RankedSearch(texts: TextStore(lines: bytes), parallel: { count, body in
///         DispatchQueue.concurrentPerform(iterations: count, execute: body)
///     })
///     var results = search.search("sj", mode: .fuzzy)
///     results.count               // how many texts match
///     results.index(at: 0)        // the best one's index in the store
///     search.highlight(results.index(at: 0), in: results)   // its matched characters
///
/// What each keystroke costs:
/// - the texts are prepared once per folding (accents for fuzzy), chunk by chunk on first use:
///   ASCII texts are read from the store's bytes as they are, the others kept as packed
///   characters (``PreparedTexts``); a query is compiled once per chunk;
/// - when the query narrows the last one (``SearchQuery/narrows(_:)``: characters typed at the
///   end of a term, a term added), only the last one's matches are searched (a text that did
///   not match "s" can't match "sj"); when the texts grew since (a stream), the new ones are
///   searched too, and only they when the query is the same;
/// - matching computes scores only; the characters to highlight are computed for the rows
///   drawn (``highlight(_:in:)``);
/// - results are sorted only as far as they are read (``SearchResults/index(at:)``): a
///   screenful, by a selection then a sort of that part;
/// - texts are searched in pieces of a chunk's size, run by `parallel` (the tool passes
///   Dispatch's `concurrentPerform`; the model itself starts no threads); each piece checks
///   `isCancelled` as it goes, so a search whose query was typed over stops at once.
///
/// Ranks are the menus' (``SearchRank``): a higher score first; for fuzzy search, then the
/// shorter text (fzf's `--tiebreak=length`); then the store's order (see
/// ``SearchResults/Order`` for fzf's `--tac` and `--no-sort`). A blank query matches every
/// text, in the store's order. One search at a time: a search is not thread-safe, but
/// ``texts`` and ``highlight(_:in:query:)`` may be used by other threads meanwhile.
public final class RankedSearch: @unchecked Sendable {
    /// Runs `body` for every number below `count`, in any order, maybe at once on several
    /// threads; returns when all are done.
    public typealias ParallelLoop = (_ count: Int, _ body: @escaping @Sendable (Int) -> Void) -> Void

    /// The texts searched; they may grow at their end between searches (a stream), never change.
    public var texts: ChunkedTexts
    private let parallel: ParallelLoop
    /// The last search that ran to its end: its query, the tiebreaks its matches were keyed
    /// by, its matches in store order, and how many texts it went through; to narrow or extend from.
    private var last: (query: SearchQuery, ties: [Tiebreak], matches: [SearchResults.Entry], count: Int)?

    /// How many texts the last search went through again because they matched before (nil:
    /// it searched every text).
    private(set) var narrowedFrom: Int?

    /// A search over `texts`, whose chunks `parallel` runs (by default one after another).
    public init(texts: ChunkedTexts, parallel: @escaping ParallelLoop = { count, body in (0..<count).forEach(body) }) {
        self.texts = texts
        self.parallel = parallel
    }

    /// A search over `texts`, in chunks of `chunkSize`.
    public convenience init(texts: TextStore, chunkSize: Int = 4096,
                            parallel: @escaping ParallelLoop = { count, body in (0..<count).forEach(body) }) {
        self.init(texts: ChunkedTexts(texts, chunkSize: chunkSize), parallel: parallel)
    }

    /// The texts that match `query` (in fzf's extended syntax) in `mode`, best first as they are read.
    public func search(_ query: String, mode: SearchMode) -> SearchResults {
        search(SearchQuery(nfc(query), mode: mode))
    }

    /// The texts that match `query`, in `order` as they are read.
    public func search(_ query: SearchQuery, order: SearchResults.Order = SearchResults.Order()) -> SearchResults {
        // Never cancelled, so never nil.
        search(query, order: order, isCancelled: { false }) ?? SearchResults(query: query, everything: 0, order: order)
    }

    /// The texts that match `query`, in `order` as they are read; nil when `isCancelled` said
    /// so before the search ended (it then leaves nothing to narrow from).
    public func search(_ query: SearchQuery, order: SearchResults.Order,
                       isCancelled: @escaping @Sendable () -> Bool) -> SearchResults? {
        let texts = texts, count = texts.count
        let order = SearchResults.Order(ranked: order.ranked && query.ranks, reversed: order.reversed,
                                        tiebreaks: order.tiebreaks)
        guard !query.isEmpty else {
            narrowedFrom = nil
            return SearchResults(query: query, everything: count, order: order)
        }
        let ties = query.mode == .fuzzy && order.ranked ? TieRule(order.tiebreaks) : TieRule.none
        let previous = last.flatMap { $0.count <= count ? $0 : nil }
        let kept: [SearchResults.Entry]     // matches that stand as they are
        let again: [SearchResults.Entry]    // matches to search again
        let from: Int                       // texts from here on are searched
        if let previous, previous.query == query, previous.ties == ties.criteria {   // keyed as now (`toggle-sort`)
            (kept, again, from) = (previous.matches, [], previous.count)
            narrowedFrom = 0
        } else if let previous, query.narrows(previous.query) {
            (kept, again, from) = ([], previous.matches, previous.count)
            narrowedFrom = again.count
        } else {
            (kept, again, from) = ([], [], 0)
            narrowedFrom = nil
        }
        let chunks = prepare(query.textFolding, in: texts)
        let compiled = chunks.map { CompiledQuery(query, clusters: $0.clusters, backward: ties.backward) }
        let againCount = again.count, chunkSize = texts.chunkSize
        let candidates = againCount + count - from
        let pieces = max(1, (candidates + chunkSize - 1) / chunkSize)
        let found = ChunkResults<[SearchResults.Entry]>(count: pieces)
        let stopped = Atomic<Bool>(false)
        parallel(pieces) { piece in
            /// The store index of a candidate: one of the last matches, then the texts from `from` on.
            func index(of candidate: Int) -> Int {
                candidate < againCount ? Int(again[candidate].index) : from + candidate - againCount
            }
            var scratch = FuzzyScratch()
            var entries: [SearchResults.Entry] = []
            var candidate = candidates * piece / pieces
            let end = candidates * (piece + 1) / pieces
            while candidate < end {
                if stopped.load(ordering: .relaxed) || isCancelled() {
                    stopped.store(true, ordering: .relaxed)
                    return
                }
                // The candidates in one chunk (up to 1,024 between checks), with its texts at hand.
                let number = index(of: candidate) / chunkSize
                let chunk = texts.chunks[number], prepared = chunks[number], compiled = compiled[number]
                let offset = number * chunkSize - chunk.range.lowerBound   // store index − position
                chunk.store.buffer.withUnsafeBufferPointer { bytes in
                    var taken = 0
                    while candidate < end, taken < 1024 {
                        let index = index(of: candidate)
                        guard index / chunkSize == number else { break }
                        candidate += 1
                        taken += 1
                        guard let match = prepared.match(index - offset, in: chunk.store, bytes: bytes, compiled, ties: ties,
                                                         frame: chunk.frames?[index - offset], positions: false,
                                                         scratch: &scratch)
                        else { continue }
                        entries.append(SearchResults.Entry(index: Int32(index), score: Int32(clamping: match.score),
                                                           tie: match.tie))
                    }
                }
            }
            found.set(piece, entries)
        }
        guard !stopped.load(ordering: .relaxed), !isCancelled() else { return nil }
        let matches = kept + found.values.joined()
        last = (query, ties.criteria, matches, count)
        return SearchResults(query: query, entries: matches, order: order)
    }

    /// Prepares the texts for searching in `mode` with `syntax` now (the first search would
    /// otherwise): what a front end does while it waits for the first key.
    public func prepare(for mode: SearchMode, syntax: SearchQuery.Syntax = SearchQuery.Syntax()) {
        _ = prepare(SearchQuery("", mode: mode, syntax: syntax).textFolding, in: texts)
    }

    /// The matched characters of the text at `index` (a result of `results`), for drawing it.
    public func highlight(_ index: Int, in results: SearchResults) -> [Range<Int>] {
        Self.highlight(index, in: texts, query: results.query, backward: TieRule(results.order.tiebreaks).backward)
    }

    /// The characters of text `index` of `texts` that `query` matches (empty when it doesn't,
    /// or the query is blank), at the last of equally good places when `backward` (see
    /// ``Tiebreak/end``). Safe on any thread.
    public static func highlight(_ index: Int, in texts: ChunkedTexts, query: SearchQuery,
                                 backward: Bool = false) -> [Range<Int>] {
        guard !query.isEmpty, index < texts.count else { return [] }
        let (chunk, position) = texts.locate(index)
        let prepared = chunk.prepared(for: query.textFolding)
        var scratch = FuzzyScratch()
        let found = chunk.store.buffer.withUnsafeBufferPointer { bytes in
            prepared.match(position, in: chunk.store, bytes: bytes,
                           CompiledQuery(query, clusters: prepared.clusters, backward: backward),
                           ties: .none, positions: true, scratch: &scratch)
        }
        return found.map { SearchMatch.ranges(of: $0.positions) } ?? []
    }

    /// Every chunk of `texts` prepared for `folding` (a chunk per iteration of `parallel`, for
    /// those not prepared yet).
    private func prepare(_ folding: CharacterFolding, in texts: ChunkedTexts) -> [PreparedTexts] {
        let parts = ChunkResults<PreparedTexts>(count: texts.chunks.count)
        let chunks = texts.chunks
        parallel(chunks.count) { number in
            parts.set(number, chunks[number].prepared(for: folding))
        }
        return parts.values
    }
}

/// What the chunks of one parallel loop give, one slot each. Each slot is written by the one
/// iteration of that number and read after the loop returned, so no two threads touch one
/// slot: that is why it may be shared (`@unchecked Sendable`).
private final class ChunkResults<Value>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    var count: Int { slots.count }

    func set(_ chunk: Int, _ value: Value) {
        slots[chunk] = value
    }

    /// The values, in chunk order (after the loop).
    var values: [Value] { slots.compactMap { $0 } }
}
