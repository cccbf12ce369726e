/// Many texts in one UTF-8 buffer, each a range of it: what a picker keeps of 200,000 lines,
/// and a menu's list of its items' texts (4 bytes a text beside its bytes) instead of a
/// `String` each.
///
///     let lines = TextStore(lines: Array("main\nfeature/login\n".utf8))
///     lines.count       // 2
///     lines[1]          // "feature/login"
///     lines.bytes(of: 1)   // the line's bytes as they were read, invalid UTF-8 included
public struct TextStore: Sendable {
    // The accessors are inlinable: a menu's lists of a million texts read them in hot loops,
    // from another module.

    /// Every text's bytes, one after another, nothing between them.
    @usableFromInline package private(set) var buffer: [UInt8]
    /// Where each text starts in `buffer`, and after them the buffer's end: text `i` is
    /// `bounds[i]..<bounds[i + 1]`.
    @usableFromInline private(set) var bounds: [UInt32]

    /// An empty store.
    public init() {
        buffer = []
        bounds = [0]
    }

    /// The lines of `input`, split at each "\n" (which no line keeps); a last line without
    /// one counts too, and an empty input has none. Other bytes, "\r" included, stay as they are.
    public init(lines input: consuming [UInt8]) {
        let unterminated = input.last.map { $0 != 0x0A } ?? false
        var buffer = consume input                              // no copy when the caller's is its last use
        var bounds: [UInt32] = [0]
        let count = buffer.withUnsafeMutableBufferPointer { bytes in
            var kept = 0                                        // the newlines dropped, in place
            for position in 0..<bytes.count {
                if bytes[position] == 0x0A {
                    bounds.append(UInt32(kept))
                } else {
                    bytes[kept] = bytes[position]
                    kept += 1
                }
            }
            return kept
        }
        buffer.removeLast(buffer.count - count)
        if unterminated { bounds.append(UInt32(count)) }
        self.buffer = buffer
        self.bounds = bounds
    }

    /// Makes room for `texts` texts of `bytes` bytes in all, so adding them grows nothing.
    public mutating func reserveCapacity(texts: Int, bytes: Int) {
        bounds.reserveCapacity(texts + 1)
        buffer.reserveCapacity(bytes)
    }

    /// Adds `text` at the end.
    @inlinable public mutating func append(_ text: String) {
        buffer += text.utf8
        bounds.append(UInt32(buffer.count))
    }

    /// Adds the text whose UTF-8 bytes are `bytes` at the end.
    @inlinable public mutating func append(_ bytes: UnsafeRawBufferPointer) {
        buffer.append(contentsOf: bytes)
        bounds.append(UInt32(buffer.count))
    }

    /// Adds texts given one after another in `bytes`, `ends` saying where each ends in them.
    ///
    ///     texts.append(UnsafeRawBufferPointer(...("서울Busan")), ends: [6, 11])   // "서울", "Busan"
    public mutating func append(_ bytes: UnsafeRawBufferPointer, ends: UnsafeBufferPointer<UInt32>) {
        let base = UInt32(buffer.count)
        buffer.append(contentsOf: bytes)
        for end in ends { bounds.append(base + end) }
    }

    /// Runs `body` with the buffer and the texts' starts and ends, unsafely, for hot loops.
    @inlinable package func withBuffers<T>(_ body: (UnsafeRawBufferPointer, UnsafeBufferPointer<UInt32>, UnsafeBufferPointer<UInt32>) -> T) -> T {
        buffer.withUnsafeBytes { bytes in
            bounds.withUnsafeBufferPointer { bounds in
                body(bytes, UnsafeBufferPointer(rebasing: bounds.dropLast()), UnsafeBufferPointer(rebasing: bounds.dropFirst()))
            }
        }
    }

    /// Where the text at `index` is in `buffer`.
    @inlinable package func range(of index: Int) -> Range<Int> { Int(bounds[index])..<Int(bounds[index + 1]) }

    /// How many texts there are.
    @inlinable public var count: Int { bounds.count - 1 }

    /// The text at `index`, decoded (an invalid UTF-8 sequence becomes U+FFFD).
    @inlinable public subscript(index: Int) -> String {
        buffer.withUnsafeBufferPointer { String(decoding: $0[range(of: index)], as: UTF8.self) }
    }

    /// The bytes of the text at `index`, exactly as they were given.
    @inlinable public func bytes(of index: Int) -> ArraySlice<UInt8> {
        buffer[range(of: index)]
    }
}
