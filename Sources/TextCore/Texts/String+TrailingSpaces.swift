/// Text without the spaces it ends in, cut at the byte level.
extension String {
    /// The text without its trailing spaces (U+0020), found from the end of its UTF-8 bytes:
    /// a line padded to the width of a grid drops its padding without a walk over characters.
    ///
    ///     "Name    ".withoutTrailingSpaces    // "Name"
    ///     "  ".withoutTrailingSpaces          // ""
    ///
    /// Only the spaces go: a space that a combining mark follows ends in the mark's bytes and
    /// stays, and what comes before the spaces is kept scalar for scalar.
    public var withoutTrailingSpaces: String {
        let bytes = utf8
        var end = bytes.endIndex
        while end > bytes.startIndex {
            let before = bytes.index(before: end)
            guard bytes[before] == 0x20 else { break }
            end = before
        }
        return end == bytes.endIndex ? self : String(Substring(unicodeScalars[..<end]))
    }
}
