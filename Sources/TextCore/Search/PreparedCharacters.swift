/// A text as the matchers read it: its characters as ``SearchCharacter``s, by position.
///
/// Two kinds conform, and the matchers are generic over them so each gets its own fast
/// code: a buffer of packed characters (any text, prepared once), and the UTF-8 bytes of an
/// ASCII text read through a 128-entry table (nothing to prepare or keep: fzf keeps ASCII
/// lines as bytes too).
protocol PreparedCharacters {
    var count: Int { get }
    subscript(position: Int) -> SearchCharacter { get }
}

extension UnsafeBufferPointer: PreparedCharacters where Element == SearchCharacter {}

/// The bytes of an ASCII text (no "\r", which may join a "\n" into one character) as
/// ``SearchCharacter``s.
///
///     "Hi".utf8.withContiguousStorageIfAvailable { ASCIICharacters($0)[0].key }   // 0x68, "h"
struct ASCIICharacters: PreparedCharacters {
    let bytes: UnsafeBufferPointer<UInt8>
    private let table: UnsafePointer<SearchCharacter>

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        table = SearchCharacter.asciiTable
    }

    var count: Int { bytes.count }

    subscript(position: Int) -> SearchCharacter { table[Int(bytes[position])] }

    /// Whether `bytes` can be read this way: ASCII, without "\r".
    static func fit(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    }
}
