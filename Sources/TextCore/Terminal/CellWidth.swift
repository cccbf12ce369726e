// Terminal cell widths: how many columns a scalar, a grapheme cluster or a
// string takes when a terminal draws it. The tables are generated; see
// CellWidthTable.swift and scripts/gen-cell-widths.
//
// The scalar's and the string's widths are inlinable (with what they use): the renderers
// measure every span they draw with them, from other modules, and a generic property
// called across a module without its body runs unspecialized.

extension Unicode.Scalar {
    /// The number of terminal cells this scalar takes on its own: 0, 1 or 2.
    ///
    /// Wide scalars (East_Asian_Width W or F, and emoji with default emoji
    /// presentation) take 2 cells; combining marks, format characters, Hangul
    /// medial vowels and final consonants, and variation selectors take 0.
    /// C0/C1 controls and DEL also count as 0 (the renderer escapes them
    /// before measuring). Everything else takes 1.
    ///
    /// ```swift
    /// ("A" as Unicode.Scalar).cellWidth        // 1
    /// ("김" as Unicode.Scalar).cellWidth       // 2
    /// ("\u{0301}" as Unicode.Scalar).cellWidth // 0
    /// ```
    @inlinable public var cellWidth: Int {
        let v = value
        if v < 0x7F { return v >= 0x20 ? 1 : 0 }
        if v < 0xA0 { return 0 }
        if v >= 0xAC00 && v <= 0xD7A3 { return 2 }     // Hangul syllables, the common case
        if cellWidthTableContains(CellWidthTable.zero, v) { return 0 }
        if cellWidthTableContains(CellWidthTable.wide, v) { return 2 }
        return 1
    }
}

/// Whether `v` lies in one of the inclusive ranges of a flat, sorted
/// `[lo0, hi0, lo1, hi1, ...]` table.
@inlinable @inline(__always)
func cellWidthTableContains(_ table: [UInt32], _ v: UInt32) -> Bool {
    table.withUnsafeBufferPointer { t in
        guard t.count >= 2, v >= t[0], v <= t[t.count - 1] else { return false }
        var low = 0
        var high = t.count / 2 - 1
        while low <= high {
            let mid = (low &+ high) >> 1
            if v < t[2 &* mid] {
                high = mid &- 1
            } else if v > t[2 &* mid &+ 1] {
                low = mid &+ 1
            } else {
                return true
            }
        }
        return false
    }
}

extension Character {
    /// The number of terminal cells this grapheme cluster takes as a terminal draws it.
    ///
    /// The sum of its scalars' widths, as Python's `wcwidth` and glibc's `wcwidth` count it
    /// where they agree, so spacing marks (नमस्ते is 4), half-width sound marks (ｶﾞ is 2)
    /// and prepended marks (U+0600 before a digit) take their cells. Emoji follow what
    /// emoji-aware terminals draw, as Python's `wcwidth` does:
    /// - U+FE0F turns a one-cell emoji into two (✉️), and adds nothing after anything else;
    ///   U+FE0E adds nothing (the base keeps its width);
    /// - the scalar after a ZWJ joins the one before it and adds nothing (👨‍👩‍👧 is 2);
    /// - a flag's second regional indicator and a skin-tone modifier after an emoji add nothing.
    ///
    /// ```swift
    /// Character("e\u{0301}").cellWidth              // 1
    /// Character("\u{1112}\u{1161}\u{11AB}").cellWidth // 2 (NFD 한)
    /// Character("✉").cellWidth                      // 1
    /// Character("✉\u{FE0F}").cellWidth             // 2
    /// Character("a\u{FE0F}").cellWidth             // 1
    /// Character("🇰🇷").cellWidth                     // 2
    /// ```
    public var cellWidth: Int {
        let scalars = unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return 0 }
        guard iterator.next() != nil else { return first.cellWidth }

        var width = 0
        var previous: Unicode.Scalar? = nil   // the last scalar that took cells
        var joined = false                     // the scalar before was a ZWJ
        for scalar in scalars {
            defer { joined = scalar.value == 0x200D }
            if joined { continue }
            switch scalar.value {
            case 0xFE0F:
                if let base = previous, base.cellWidth == 1, base.isWidenedByEmojiPresentation { width += 1 }
                previous = nil
                continue
            case 0x1F1E6...0x1F1FF where previous.map({ (0x1F1E6...0x1F1FF).contains($0.value) }) == true,
                 0x1F3FB...0x1F3FF where previous != nil:
                continue   // a flag's second half, a skin tone
            default:
                let cells = scalar.cellWidth
                if cells > 0 { previous = scalar }
                width += cells
            }
        }
        return width
    }
}

extension Unicode.Scalar {
    /// Whether U+FE0F after this one-cell scalar draws it as a two-cell emoji (✉ → ✉️).
    var isWidenedByEmojiPresentation: Bool {
        cellWidthTableContains(CellWidthTable.widenedByVS16, value)
    }
}

extension StringProtocol {
    /// The number of terminal cells this text takes: the sum of its grapheme clusters' widths.
    ///
    /// All-ASCII text is measured with a byte scan; anything else is measured
    /// one `Character` at a time (see `Character.cellWidth`). Control
    /// characters count as 0.
    ///
    /// ```swift
    /// "menu".cellWidth       // 4
    /// "김선빈".cellWidth      // 6
    /// "👨‍👩‍👧 ok".cellWidth  // 5
    /// ```
    @inlinable public var cellWidth: Int {
        if let ascii = utf8.withContiguousStorageIfAvailable({ asciiCellWidth($0) }) {
            if let ascii { return ascii }
        } else if let ascii = asciiCellWidth(utf8) {
            return ascii
        }
        if let simple = simpleCellWidth(unicodeScalars) { return simple }
        var total = 0
        for character in self { total += character.cellWidth }
        return total
    }
}

/// The width of text with none of the scalars that make a cluster other than the sum of its
/// scalars (ZWJ, variation selectors, regional indicators, skin tones): the sum of its
/// scalars' widths, without breaking it into clusters; nil when one of those is there.
@inlinable @inline(__always)
func simpleCellWidth<Scalars: Sequence<Unicode.Scalar>>(_ scalars: Scalars) -> Int? {
    var width = 0
    for scalar in scalars {
        switch scalar.value {
        case 0x200D, 0xFE0E, 0xFE0F, 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF: return nil
        default: width &+= scalar.cellWidth
        }
    }
    return width
}

/// The width of `bytes` if they are all ASCII (printable bytes count 1,
/// controls and DEL 0), or nil at the first non-ASCII byte.
@inlinable
func asciiCellWidth<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Int? {
    var width = 0
    for byte in bytes {
        if byte >= 0x80 { return nil }
        if byte >= 0x20 && byte != 0x7F { width &+= 1 }
    }
    return width
}

extension String {
    /// Returns this string cut to at most `width` terminal cells, ending in `ellipsis` when it was cut.
    ///
    /// If the string already fits it is returned unchanged. Otherwise the
    /// result is the longest prefix of whole grapheme clusters that leaves
    /// room for the ellipsis, followed by the ellipsis; a cluster is never
    /// split, and a wide character that would straddle the edge is dropped,
    /// so the result may be one cell narrower than `width`. If `width` is
    /// less than the ellipsis's own width, the prefix that fits is returned
    /// without an ellipsis. A `width` of 0 or less gives "".
    ///
    /// ```swift
    /// "나성범입니다".truncated(toCells: 6)               // "나성…" (5 cells)
    /// "나성범입니다".truncated(toCells: 7)               // "나성범…"
    /// "Settings".truncated(toCells: 6, ellipsis: "..") // "Sett.."
    /// "ok".truncated(toCells: 6)                       // "ok"
    /// ```
    public func truncated(toCells width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        let ellipsisWidth = ellipsis.cellWidth
        let withEllipsis = ellipsisWidth <= width
        let budget = withEllipsis ? width - ellipsisWidth : width

        // One pass: remember where the prefix that fits `budget` ends, and
        // stop as soon as the whole string is known not to fit `width`.
        var used = 0
        var cut: String.Index? = nil
        var index = startIndex
        while index < endIndex {
            let next = self.index(after: index)
            used += self[index].cellWidth
            if cut == nil && used > budget { cut = index }
            if used > width {
                let prefix = self[..<(cut ?? index)]
                return withEllipsis ? prefix + ellipsis : String(prefix)
            }
            index = next
        }
        return self
    }

    /// Returns this string with spaces appended so that it is `width` terminal cells wide.
    ///
    /// A string that is already `width` cells or wider is returned unchanged.
    ///
    /// ```swift
    /// "김선빈".padded(toCells: 8)  // "김선빈  "
    /// "abc".padded(toCells: 2)    // "abc"
    /// ```
    public func padded(toCells width: Int) -> String {
        let current = cellWidth
        guard current < width else { return self }
        return self + String.copies(of: " ", count: width - current)
    }
}
