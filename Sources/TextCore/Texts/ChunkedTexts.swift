/// Texts in chunks (see ``TextChunk``), every one but the last holding exactly `chunkSize`:
/// what a ``RankedSearch`` goes through. A value, cheap to copy (its chunks are shared), so a
/// reader thread can hand snapshots of a stream to the threads that search and draw while it
/// goes on reading (see ``Builder``).
///
///     var builder = ChunkedTexts.Builder(chunkSize: 2)
///     Array("a\nb\nc".utf8).withUnsafeBytes { builder.append($0) }
///     builder.texts.count      // 2: "c" may go on
///     builder.finish()
///     builder.texts[2]         // "c"
public struct ChunkedTexts: Sendable {
    /// How many texts each chunk but the last holds.
    let chunkSize: Int
    private(set) var chunks: [TextChunk] = []

    /// No texts.
    public init(chunkSize: Int = 4096) {
        self.chunkSize = max(1, chunkSize)
    }

    /// The texts of `store`, in chunks that share it.
    public init(_ store: TextStore, chunkSize: Int = 4096) {
        self.init(chunkSize: chunkSize)
        chunks = stride(from: 0, to: store.count, by: self.chunkSize).map {
            TextChunk(store: store, range: $0..<min(store.count, $0 + self.chunkSize))
        }
    }

    /// How many texts there are.
    public var count: Int { chunks.last.map { (chunks.count - 1) * chunkSize + $0.count } ?? 0 }

    /// The chunk that holds text `index`, and the text's position in its store.
    func locate(_ index: Int) -> (chunk: TextChunk, position: Int) {
        let chunk = chunks[index / chunkSize]
        return (chunk, chunk.range.lowerBound + index % chunkSize)
    }

    /// The text searched at `index`, decoded (an invalid UTF-8 sequence becomes U+FFFD).
    public subscript(index: Int) -> String {
        let (chunk, position) = locate(index)
        return chunk.store[position]
    }

    /// The line at `index` as it was read, byte for byte (the text searched, unless a
    /// transform made that from it).
    public func original(of index: Int) -> ArraySlice<UInt8> {
        let (chunk, position) = locate(index)
        return (chunk.originals ?? chunk.store).bytes(of: position)
    }

    /// Appends the line at `index` as it was read to `output` (what printing many lines does,
    /// without making a slice of each).
    public func appendOriginal(of index: Int, to output: inout [UInt8]) {
        let (chunk, position) = locate(index)
        let store = chunk.originals ?? chunk.store
        let range = store.range(of: position)
        store.buffer.withUnsafeBufferPointer { output.append(contentsOf: UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// Builds texts from bytes that arrive in pieces (a pipe read by a thread): lines split at
    /// a delimiter byte, the first `headerLines` set aside, each line turned by `transform`
    /// into the text searched (the line itself when it gives nil) and, when only some of the
    /// text shown is searched, where it sits in it (``ShownFrame``).
    ///
    /// ``texts`` is a snapshot: the full chunks, and the one filling as a chunk of its own
    /// (copied once the next line comes, so take snapshots a few times a second, not per line).
    public struct Builder: Sendable {
        let chunkSize: Int
        /// The lines set aside before any text, as read.
        public private(set) var header: [[UInt8]] = []
        private var sealed: [TextChunk] = []
        private let delimiter: UInt8
        private let headerLines: Int
        private let transform: Transform?
        /// The last chunk's texts while it fills, and the originals and frames when a transform applies.
        private var tail = TextStore()
        private var tailOriginals = TextStore()
        private var tailFrames: [ShownFrame] = []
        /// The start of a line that hasn't ended yet.
        private var partial: [UInt8] = []

        /// What a line is searched as: its text searched, and where that sits in the text shown
        /// (nil: it is the text shown; given for one line, given for every line); nil for the
        /// line as read.
        public typealias Transform = @Sendable (UnsafeRawBufferPointer) -> (text: String, frame: ShownFrame?)?

        /// A builder of chunks of `chunkSize` lines split at `delimiter`, the first
        /// `headerLines` set aside, each searched as `transform` turns it (nil: as read).
        public init(chunkSize: Int = 4096, delimiter: UInt8 = 0x0A, headerLines: Int = 0,
                    transform: Transform? = nil) {
            self.chunkSize = max(1, chunkSize)
            self.delimiter = delimiter
            self.headerLines = headerLines
            self.transform = transform
        }

        /// The texts so far.
        public var texts: ChunkedTexts {
            var texts = ChunkedTexts(chunkSize: chunkSize)
            texts.chunks = sealed
            if tail.count > 0 { texts.chunks.append(tailChunk) }
            return texts
        }

        /// How many texts there are so far.
        public var count: Int { sealed.count * chunkSize + tail.count }

        /// Adds the lines that `bytes` end; what follows the last delimiter waits for the rest.
        public mutating func append(_ bytes: UnsafeRawBufferPointer) {
            var start = 0
            for position in 0..<bytes.count where bytes[position] == delimiter {
                let line = UnsafeRawBufferPointer(rebasing: bytes[start..<position])
                if partial.isEmpty {
                    add(line)
                } else {
                    partial += line
                    partial.withUnsafeBytes { add($0) }
                    partial = []
                }
                start = position + 1
            }
            partial += UnsafeRawBufferPointer(rebasing: bytes[start...])
        }

        /// Adds the last line, if it had no delimiter after it: the input has ended.
        public mutating func finish() {
            if !partial.isEmpty { partial.withUnsafeBytes { add($0) } }
            partial = []
        }

        private mutating func add(_ line: UnsafeRawBufferPointer) {
            if header.count < headerLines {
                header.append(Array(line))
                return
            }
            if let transform {
                tailOriginals.append(line)
                let searched = transform(line)
                if let searched { tail.append(searched.text) } else { tail.append(line) }
                if let frame = searched?.frame { tailFrames.append(frame) }
            } else {
                tail.append(line)
            }
            if tail.count == chunkSize {
                sealed.append(tailChunk)
                tail = TextStore()
                tailOriginals = TextStore()
                tailFrames = []
            }
        }

        private var tailChunk: TextChunk {
            TextChunk(store: tail, range: 0..<tail.count, originals: transform == nil ? nil : tailOriginals,
                      frames: tailFrames.count == tail.count ? tailFrames : nil)   // a frame for every text, or none
        }
    }
}
