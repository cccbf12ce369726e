/// Searches many texts as a picker needs at every keystroke: prepared once, narrowed while the
/// query grows, ranked only as far as the screen shows, on every core it is given.
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
/// - the texts are prepared once per folding (accents for fuzzy), on first use: ASCII texts
///   are read from the store's bytes as they are, the others kept as packed characters
///   (``PreparedTexts``); a query is compiled once per chunk;
/// - when the query is the last one with characters typed at its end, only the last one's
///   matches are searched (a text that did not match "s" can't match "sj");
/// - matching computes scores only; the characters to highlight are computed for the rows
///   drawn (``highlight(_:in:)``);
/// - results are sorted only as far as they are read (``SearchResults/index(at:)``): a
///   screenful, by a selection then a sort of that part;
/// - texts are searched in chunks, run by `parallel` (the tool passes Dispatch's
///   `concurrentPerform`; the model itself starts no threads).
///
/// Ranks are the menus' (``SearchRank``): a higher score first; for fuzzy search, then the
/// shorter text (fzf's `--tiebreak=length`); then the store's order. A blank query matches
/// every text, in the store's order. Not thread-safe: one search at a time.
public final class RankedSearch: @unchecked Sendable {
    /// Runs `body` for every number below `count`, in any order, maybe at once on several
    /// threads; returns when all are done.
    public typealias ParallelLoop = (_ count: Int, _ body: @escaping @Sendable (Int) -> Void) -> Void

    public let texts: TextStore
    private let parallel: ParallelLoop
    /// Prepared texts by folding (whether accents are folded: fuzzy), in chunks of
    /// `chunkSize` texts.
    private var prepared: [Bool: [PreparedTexts]] = [:]
    /// The last non-blank search's pattern and matches, in store order, to narrow from.
    private var last: (pattern: SearchPattern, matches: [SearchResults.Entry])?

    /// How many texts a chunk of work holds: prepared together, searched by one iteration.
    let chunkSize: Int
    /// How many matches the last search narrowed from, when it did (nil: it searched every text).
    private(set) var narrowedFrom: Int?

    /// A search over `texts`, whose chunks `parallel` runs (by default one after another).
    public init(texts: TextStore, chunkSize: Int = 4096,
                parallel: @escaping ParallelLoop = { count, body in (0..<count).forEach(body) }) {
        self.texts = texts
        self.chunkSize = max(1, chunkSize)
        self.parallel = parallel
    }

    /// The texts that match `query` in `mode`, best first as they are read.
    public func search(_ query: String, mode: SearchMode) -> SearchResults {
        let pattern = SearchPattern(nfc(query), mode: mode)
        guard !pattern.isEmpty else {
            return SearchResults(pattern: pattern, entries: (0..<texts.count).map {
                SearchResults.Entry(index: Int32($0), score: 0, length: 0)
            }, sorted: true)
        }
        let chunks = prepare(pattern.textFolding)
        let compiled = chunks.map { CompiledPattern(pattern, clusters: $0.clusters) }
        let previous = last.flatMap { pattern.narrows($0.pattern) ? $0.matches : nil }
        let candidates = previous?.count ?? texts.count
        narrowedFrom = previous?.count
        let pieces = max(1, (candidates + chunkSize - 1) / chunkSize)
        let found = ChunkResults<[SearchResults.Entry]>(count: pieces)
        let store = texts, chunkSize = chunkSize
        parallel(pieces) { piece in
            var scratch = FuzzyScratch()
            var entries: [SearchResults.Entry] = []
            store.buffer.withUnsafeBufferPointer { bytes in
                for candidate in candidates * piece / pieces..<candidates * (piece + 1) / pieces {
                    let index = previous.map { Int($0[candidate].index) } ?? candidate
                    let chunk = index / chunkSize
                    guard let match = chunks[chunk].match(index, in: store, bytes: bytes, compiled[chunk], mode: mode,
                                                          positions: false, scratch: &scratch) else { continue }
                    entries.append(SearchResults.Entry(index: Int32(index), score: Int32(clamping: match.score),
                                                       length: Int32(clamping: match.length)))
                }
            }
            found.set(piece, entries)
        }
        let matches = Array(found.values.joined())
        last = (pattern, matches)
        return SearchResults(pattern: pattern, entries: matches, sorted: false)
    }

    /// Prepares the texts for searching in `mode` now (the first search would otherwise): what
    /// a front end does while it waits for the first key.
    public func prepare(for mode: SearchMode) {
        _ = prepare(SearchPattern("", mode: mode).textFolding)
    }

    /// The matched characters of the text at `index` (a result of `results`), for drawing it.
    public func highlight(_ index: Int, in results: SearchResults) -> [Range<Int>] {
        let pattern = results.pattern
        guard !pattern.isEmpty else { return [] }
        let chunk = prepare(pattern.textFolding)[index / chunkSize]
        var scratch = FuzzyScratch()
        let found = texts.buffer.withUnsafeBufferPointer { bytes in
            chunk.match(index, in: texts, bytes: bytes, CompiledPattern(pattern, clusters: chunk.clusters),
                        mode: pattern.mode, positions: true, scratch: &scratch)
        }
        return found.map { SearchMatch.ranges(of: $0.positions) } ?? []
    }

    /// The texts prepared for `folding`, prepared now (a chunk per iteration of `parallel`)
    /// if they weren't.
    private func prepare(_ folding: CharacterFolding) -> [PreparedTexts] {
        if let chunks = prepared[folding.ignoresAccents] { return chunks }
        let count = texts.count
        let parts = ChunkResults<PreparedTexts>(count: (count + chunkSize - 1) / chunkSize)
        let store = texts, chunkSize = chunkSize
        parallel(parts.count) { chunk in
            parts.set(chunk, PreparedTexts(store, folding: folding,
                                           in: chunk * chunkSize..<min(count, (chunk + 1) * chunkSize)))
        }
        let chunks = parts.values
        prepared[folding.ignoresAccents] = chunks
        return chunks
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
