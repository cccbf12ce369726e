import TextCore

/// What the picker shows and searches of each line, as fzf's `--with-nth`, `--nth`,
/// `--delimiter` and `--ansi` say: the line is printed as it was read, shown as its
/// `withNth` fields (colours kept with `ansi`), and searched in its `nth` fields of what is
/// shown, without colours.
///
///     var format = LineFormat()
///     format.delimiter = try FieldDelimiter(":")
///     format.nth = FieldRange.list("2")
///     format.searched("src/a.swift:12:let x")   // "12", highlighted where it shows
public struct LineFormat: Equatable, Sendable {
    public var delimiter = FieldDelimiter.awk
    /// The fields searched (nil: the whole shown text).
    public var nth: [FieldRange]?
    /// The fields shown (nil: the whole line).
    public var withNth: [FieldRange]?
    /// Whether lines carry SGR colours to draw, not to search.
    public var ansi = false

    public init() {}

    /// Whether the text searched can differ from the line as read.
    public var transforms: Bool { nth != nil || withNth != nil || ansi }

    /// The line as shown: its `withNth` fields, joined, without the delimiter after the last.
    public func shown(_ line: String) -> String {
        guard let withNth else { return line }
        return Self.joined(pieces(of: line[...], ranges: withNth, trimmingLast: true), in: line)
    }

    /// The text searched: the shown text without colours, its `nth` fields; with several
    /// ranges, each range's fields a piece of its own (``TextPieces``), as fzf searches them.
    public func searched(_ line: String) -> String {
        searchedInFrame(line).text
    }

    /// The text searched, and with `nth`, where it sits in the text shown (the tiebreaks read that).
    ///
    ///     format.searchedInFrame("1:hell")   // ("hell", the frame of "hell" in "1:hell"), with -d: -n2
    public func searchedInFrame(_ line: String) -> (text: String, frame: ShownFrame?) {
        let plain = ansi ? ANSIText.strip(shown(line)) : shown(line)
        guard let nth else { return (plain, nil) }
        let pieces = pieces(of: plain[...], ranges: nth, trimmingLast: true)
        let text = pieces.map { String(plain[$0]) }.joined(separator: pieced ? String(TextPieces.separator) : "")
        return (text, ShownFrame(shown: plain, pieces: pieces))
    }

    /// Whether each range of `nth` is searched on its own (``SearchQuery/Syntax/pieced``).
    public var pieced: Bool { (nth?.count ?? 0) > 1 }

    /// The characters of `plainShown` (what is shown, without colours) that `matches` (offsets
    /// into the text searched) are.
    public func shownMatches(_ matches: [Range<Int>], in plainShown: String) -> [Range<Int>] {
        guard let nth, !matches.isEmpty else { return matches }
        // Each piece of the searched text: where it starts there, and in the shown text.
        var map: [(searched: Int, shown: Int, count: Int)] = [], searched = 0
        for range in pieces(of: plainShown[...], ranges: nth, trimmingLast: true) {
            let start = plainShown.distance(from: plainShown.startIndex, to: range.lowerBound)
            let count = plainShown[range].count
            map.append((searched, start, count))
            searched += count + (pieced ? 1 : 0)
        }
        var shown: [Int] = []
        for range in matches {
            for offset in range {
                guard let piece = map.last(where: { $0.searched <= offset }), offset < piece.searched + piece.count else { continue }
                shown.append(piece.shown + offset - piece.searched)
            }
        }
        var ranges: [Range<Int>] = []
        for position in shown.sorted() {
            if let last = ranges.last, last.upperBound == position {
                ranges[ranges.count - 1] = last.lowerBound..<position + 1
            } else if ranges.last?.contains(position) != true {
                ranges.append(position..<position + 1)
            }
        }
        return ranges
    }

    /// The fields of `text` that `ranges` take, one piece per range (its fields together),
    /// the delimiter after the last piece left out when `trimmingLast`.
    func pieces(of text: Substring, ranges: [FieldRange], trimmingLast: Bool) -> [Range<String.Index>] {
        let fields = delimiter.fields(of: text)
        var pieces = ranges.compactMap { range -> Range<String.Index>? in
            let taken = range.fields(of: fields.count)
            return taken.isEmpty ? nil : fields[taken.lowerBound].lowerBound..<fields[taken.upperBound - 1].upperBound
        }
        if trimmingLast, let last = pieces.last {
            pieces[pieces.count - 1] = last.lowerBound..<delimiter.trimmed(text[last]).endIndex
        }
        return pieces
    }

    private static func joined(_ pieces: [Range<String.Index>], in text: String) -> String {
        pieces.map { String(text[$0]) }.joined()
    }
}
