import Synchronization

/// Up to a chunk's worth of texts, the unit a ``RankedSearch`` prepares and searches as one
/// piece of work: a range of a ``TextStore``, and, when the texts searched are not the lines
/// as they were read (`pick --ansi`, `--nth`), those lines too. Immutable but for what it
/// prepares for searching, which it keeps, so any thread may search it.
///
///     let chunk = TextChunk(store: store, range: 0..<4096)
///     chunk.prepared(for: folding).match(17, in: chunk.store, …)
final class TextChunk: Sendable {
    /// The texts searched; this chunk's are `range` of it.
    let store: TextStore
    let range: Range<Int>
    /// The lines as read, by the same positions, when they differ from the texts searched.
    let originals: TextStore?
    /// Where each text searched sits in the text shown for it, by the same positions, when only
    /// some of it is searched (`pick --nth`): the tiebreaks read the text shown.
    let frames: [ShownFrame]?
    /// Prepared texts by folding (whether accents are folded), made on first use.
    private let prepared = Mutex<[Bool: PreparedTexts]>([:])

    init(store: TextStore, range: Range<Int>, originals: TextStore? = nil, frames: [ShownFrame]? = nil) {
        self.store = store
        self.range = range
        self.originals = originals
        self.frames = frames
    }

    var count: Int { range.count }

    /// The chunk's texts prepared for `folding`, prepared now if they weren't. Two threads
    /// asking at once may both prepare them; one result is kept.
    func prepared(for folding: CharacterFolding) -> PreparedTexts {
        if let ready = prepared.withLock({ $0[folding.ignoresAccents] }) { return ready }
        let made = PreparedTexts(store, folding: folding, in: range)
        return prepared.withLock { cache in
            if let ready = cache[folding.ignoresAccents] { return ready }
            cache[folding.ignoresAccents] = made
            return made
        }
    }
}
