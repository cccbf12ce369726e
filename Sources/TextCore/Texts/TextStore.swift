/// Many texts in one UTF-8 buffer, each a range of it: what a picker keeps of 200,000 lines,
/// and a menu's list of its items' texts (8 bytes a text beside its bytes) instead of a
/// `String` each.
///
///     let lines = TextStore(lines: Array("main\nfeature/login\n".utf8))
///     lines.count       // 2
///     lines[1]          // "feature/login"
///     lines.bytes(of: 1)   // the line's bytes as they were read, invalid UTF-8 included
public struct TextStore: Sendable {
    // The accessors are inlinable: a menu's lists of a million texts read them in hot loops,
    // from another module.

    /// Every text's bytes, one after another.
    @usableFromInline package private(set) var buffer: [UInt8]
    /// Where each text starts and ends in `buffer`.
    @usableFromInline private(set) var starts: [UInt32]
    @usableFromInline private(set) var ends: [UInt32]

    /// An empty store.
    public init() {
        buffer = []
        starts = []
        ends = []
    }

    /// The lines of `input`, split at each "\n" (which no line keeps); a last line without
    /// one counts too, and an empty input has none. Other bytes, "\r" included, stay as they are.
    public init(lines input: [UInt8]) {
        buffer = input
        starts = []
        ends = []
        var start = 0
        input.withUnsafeBufferPointer { bytes in
            for position in 0..<bytes.count where bytes[position] == 0x0A {
                starts.append(UInt32(start))
                ends.append(UInt32(position))
                start = position + 1
            }
        }
        if start < input.count {
            starts.append(UInt32(start))
            ends.append(UInt32(input.count))
        }
    }

    /// Makes room for `texts` texts of `bytes` bytes in all, so adding them grows nothing.
    public mutating func reserveCapacity(texts: Int, bytes: Int) {
        starts.reserveCapacity(texts)
        ends.reserveCapacity(texts)
        buffer.reserveCapacity(bytes)
    }

    /// Adds `text` at the end.
    @inlinable public mutating func append(_ text: String) {
        starts.append(UInt32(buffer.count))
        buffer += text.utf8
        ends.append(UInt32(buffer.count))
    }

    /// Adds the text whose UTF-8 bytes are `bytes` at the end.
    @inlinable public mutating func append(_ bytes: UnsafeRawBufferPointer) {
        starts.append(UInt32(buffer.count))
        buffer.append(contentsOf: bytes)
        ends.append(UInt32(buffer.count))
    }

    /// Runs `body` with the buffer and the texts' starts and ends, unsafely, for hot loops.
    @inlinable package func withBuffers<T>(_ body: (UnsafeRawBufferPointer, UnsafeBufferPointer<UInt32>, UnsafeBufferPointer<UInt32>) -> T) -> T {
        buffer.withUnsafeBytes { bytes in
            starts.withUnsafeBufferPointer { starts in
                ends.withUnsafeBufferPointer { ends in body(bytes, starts, ends) }
            }
        }
    }

    /// Where the text at `index` is in `buffer`.
    @inlinable package func range(of index: Int) -> Range<Int> { Int(starts[index])..<Int(ends[index]) }

    /// How many texts there are.
    @inlinable public var count: Int { starts.count }

    /// The text at `index`, decoded (an invalid UTF-8 sequence becomes U+FFFD).
    @inlinable public subscript(index: Int) -> String {
        buffer.withUnsafeBufferPointer { String(decoding: $0[range(of: index)], as: UTF8.self) }
    }

    /// The bytes of the text at `index`, exactly as they were given.
    @inlinable public func bytes(of index: Int) -> ArraySlice<UInt8> {
        buffer[range(of: index)]
    }
}
