import MenuModel

/// Writes an entry's row as plain text straight from its list's bytes: what batch output
/// does for the rows of a long list, instead of making an ``ItemView``, spans and a ``Line``
/// for each (about a tenth of the work).
///
/// It draws exactly what ``TextRenderer/rowLine(_:indent:target:)`` and ``Line/plain`` draw,
/// and only where that is simple to be sure of: texts of printable ASCII and Hangul
/// syllables (whose widths are 1 and 2 cells, and which nothing makes safe or cuts into
/// clusters), no icon, and nothing that needs cutting to fit. Any other row is left to the
/// general path (``append(_:indent:to:)`` returns false).
///
///     var out: [UInt8] = []
///     PlainRowWriter(width: 40).append(row, indent: 2, to: &out)   // "  나성범   …" 
struct PlainRowWriter {
    let width: Int

    /// Appends `row`, indented by `indent` cells and without the line break, to `out`; false
    /// (and nothing appended) when the row needs the general path.
    func append(_ row: FixedRow, indent: Int, to out: inout [UInt8]) -> Bool {
        guard row.icon == nil, let titleCells = Self.simpleCells(row.title) else { return false }
        let mark: StaticString? = switch row.checked {
        case .on?: "[x] "
        case .off?: "[ ] "
        case .mixed?: "[-] "
        case nil: nil
        }
        let disabled: StaticString? = row.disabled ? " (disabled)" : nil
        let left = titleCells + (mark == nil ? 0 : 4) + (disabled == nil ? 0 : 11)
        let marker: StaticString? = row.hasSubmenu ? " ›" : nil
        let room = width - indent - (marker == nil ? 0 : 2)
        var gap = 0
        if let detail = row.detail {
            guard let cells = Self.simpleCells(detail) else { return false }
            // As the general path fits them: the detail to its share, then the title to the rest.
            guard cells <= max(room / 2, room - left - 2), left <= room - cells - 2 else { return false }
            gap = room - left - cells
        } else {
            guard left <= room else { return false }
        }
        let start = out.count
        out.append(contentsOf: repeatElement(0x20, count: indent))
        if let mark { Self.append(mark, to: &out) }
        out.append(contentsOf: row.title)
        if let disabled { Self.append(disabled, to: &out) }
        if let detail = row.detail {
            out.append(contentsOf: repeatElement(0x20, count: gap))
            out.append(contentsOf: detail)
        }
        if let marker { Self.append(marker, to: &out) }
        while out.count > start, out[out.count - 1] == 0x20 { out.removeLast() }   // as Line.plain trims
        return true
    }

    private static func append(_ text: StaticString, to out: inout [UInt8]) {
        text.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    /// The cells `bytes` take, when they are only printable ASCII (1 cell each) and Hangul
    /// syllables U+AC00–U+D7A3 (2 cells each); nil for anything else.
    static func simpleCells(_ bytes: ArraySlice<UInt8>) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            var cells = 0
            var index = 0
            let count = buffer.count
            while index < count {
                let lead = buffer[index]
                if lead >= 0x20 && lead < 0x7F {
                    cells += 1
                    index += 1
                } else if lead >= 0xEA && lead <= 0xED, index + 2 < count {
                    let scalar = UInt32(lead & 0x0F) << 12 | UInt32(buffer[index + 1] & 0x3F) << 6
                        | UInt32(buffer[index + 2] & 0x3F)
                    guard buffer[index + 1] & 0xC0 == 0x80, buffer[index + 2] & 0xC0 == 0x80,
                          scalar >= 0xAC00 && scalar <= 0xD7A3 else { return nil }
                    cells += 2
                    index += 3
                } else {
                    return nil
                }
            }
            return cells
        }
    }
}
