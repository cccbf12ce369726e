/// Repeated text made in one pass.
extension String {
    /// `count` copies of `piece` joined, written straight into one buffer (none for a count
    /// of zero or less).
    ///
    ///     String.copies(of: " ", count: 3)    // "   "
    ///     String.copies(of: "─", count: 2)    // "──"
    ///
    /// `String(repeating:count:)` appends one copy at a time, some 600 instructions a
    /// character: drawing a row's padding with it cost more than the row, and making the
    /// padding tables once was half of a cold start (docs/performance.md, Start-up).
    public static func copies(of piece: String, count: Int) -> String {
        guard count > 0, !piece.isEmpty else { return "" }
        var piece = piece
        return piece.withUTF8 { bytes in
            let total = bytes.count * count
            return String(unsafeUninitializedCapacity: total) { buffer in
                // The piece once, then what is written so far copied after itself: a few
                // copies of growing length, not one for each piece.
                let start = buffer.baseAddress!
                start.initialize(from: bytes.baseAddress!, count: bytes.count)
                var written = bytes.count
                while written < total {
                    let length = Swift.min(written, total - written)
                    (start + written).initialize(from: start, count: length)
                    written += length
                }
                return total
            }
        }
    }
}
