/// Texts of a ``TextStore`` (one chunk of them) prepared for matching with one folding,
/// computed once and searched at every keystroke: an ASCII text is read from the store's own
/// bytes (see ``ASCIICharacters``), any other one is NFC-normalised and kept as packed
/// ``SearchCharacter``s, all in one array.
///
///     let chunk = PreparedTexts(store, folding: query.textFolding, in: 0..<4096)
///     store.buffer.withUnsafeBufferPointer { bytes in
///         chunk.match(17, in: store, bytes: bytes, compiled, ties: TieRule([.length]), positions: false, scratch: &scratch)
///     }
///
/// Character offsets are the same in NFC and NFD text, so a match's offsets hold for the
/// text as the store has it.
struct PreparedTexts: Sendable {
    /// The store indices of these texts.
    let range: Range<Int>
    private var characters: [SearchCharacter] = []
    /// Where each text starts in `characters`, and one more; an ASCII text takes none.
    private var starts: [Int] = [0]
    /// Whether each text is read from the store's bytes.
    private var ascii: [Bool] = []
    /// The numbers of the multi-scalar characters in these texts (patterns are compiled with them).
    private(set) var clusters = ClusterKeys()

    /// The texts of `store` at `range`, prepared with `folding`.
    init(_ store: TextStore, folding: CharacterFolding, in range: Range<Int>) {
        self.range = range
        starts.reserveCapacity(range.count + 1)
        ascii.reserveCapacity(range.count)
        store.buffer.withUnsafeBufferPointer { bytes in
            for index in range {
                let isASCII = ASCIICharacters.fit(UnsafeBufferPointer(rebasing: bytes[store.range(of: index)]))
                if !isASCII {
                    for character in nfc(store[index]) {
                        characters.append(SearchCharacter(character, folding: folding, clusters: &clusters))
                    }
                }
                ascii.append(isASCII)
                starts.append(characters.count)
            }
        }
    }

    /// Matches the text at store index `index` (one of `range`): its score, its key among
    /// equal scores by `ties` (read in the text shown, `frame`, when there is one), and with
    /// `positions` its matched characters' offsets. `bytes` is the store's buffer.
    func match(_ index: Int, in store: TextStore, bytes: UnsafeBufferPointer<UInt8>, _ query: CompiledQuery,
               ties: TieRule, frame: ShownFrame? = nil, positions: Bool,
               scratch: inout FuzzyScratch) -> (score: Int, tie: UInt64, positions: [Int])? {
        let local = index - range.lowerBound
        if ascii[local] {
            let text = ASCIICharacters(UnsafeBufferPointer(rebasing: bytes[store.range(of: index)]))
            return Self.match(text, query, ties: ties, frame: frame, positions: positions, scratch: &scratch)
        }
        return characters.withUnsafeBufferPointer { all in
            let text = UnsafeBufferPointer(rebasing: all[starts[local]..<starts[local + 1]])
            return Self.match(text, query, ties: ties, frame: frame, positions: positions, scratch: &scratch)
        }
    }

    private static func match<Text: PreparedCharacters>(_ text: Text, _ query: CompiledQuery, ties: TieRule, frame: ShownFrame?,
                                                        positions: Bool, scratch: inout FuzzyScratch)
        -> (score: Int, tie: UInt64, positions: [Int])? {
        guard let found = query.match(text, positions: positions || ties.readsMatch, scratch: &scratch) else { return nil }
        return (found.score, ties.key(text, span: found.span, frame: frame), found.positions)
    }
}
