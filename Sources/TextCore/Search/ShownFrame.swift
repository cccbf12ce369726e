/// Where a text searched sits in the text shown for it, for the tiebreaks: fzf's `--nth`
/// searches some fields of a line, but the tiebreaks read the whole line as shown (fzf 0.16.8
/// on). Holds the shown text's length without whitespace at either end, the whitespace it
/// starts with, and for each piece of the text searched (``TextPieces``) where it starts there
/// and the characters without whitespace just before and after it (`--tiebreak=chunk` reads
/// them), in characters. One piece (the usual `--nth`) takes no memory but the frame's own.
///
///     ShownFrame(shown: "1:hell", pieces: [range of "hell"])   // "1:hell" searched as "hell"
///     // trimmedLength 6: `--tiebreak=length` ranks it as 6 characters long, not 4
public struct ShownFrame: Equatable, Sendable {
    /// One piece of the text searched, in the text shown: where it starts, and how many
    /// characters without whitespace come just before and just after it.
    struct Piece: Equatable {
        var start: Int32, runBefore: Int32, runAfter: Int32
    }

    /// The shown text's length in characters, whitespace at either end not counted.
    public let trimmedLength: Int32
    /// How many whitespace characters the shown text starts with.
    public let leadingWhitespace: Int32
    private let first: Piece
    private let rest: [Piece]

    /// The frame of `pieces` (ranges of `shown`, one per piece of the text searched). An ASCII
    /// text (most lines) is measured in its bytes, without breaking it into characters.
    public init(shown: String, pieces: [Range<String.Index>]) {
        if let frame = Self.asciiFrame(shown, pieces) {
            self = frame
            return
        }
        trimmedLength = Int32(clamping: SearchRank.trimmedLength(shown))
        leadingWhitespace = Int32(clamping: shown.prefix(while: SearchText.isWhitespace).count)
        let framed = pieces.map { range in
            Piece(start: Int32(clamping: shown.distance(from: shown.startIndex, to: range.lowerBound)),
                  runBefore: Int32(clamping: shown[..<range.lowerBound].reversed().prefix { !SearchText.isWhitespace($0) }.count),
                  runAfter: Int32(clamping: shown[range.upperBound...].prefix { !SearchText.isWhitespace($0) }.count))
        }
        first = framed.first ?? Piece(start: 0, runBefore: 0, runAfter: 0)
        rest = Array(framed.dropFirst())
    }

    private init(trimmedLength: Int, leadingWhitespace: Int, pieces: [Piece]) {
        self.trimmedLength = Int32(clamping: trimmedLength)
        self.leadingWhitespace = Int32(clamping: leadingWhitespace)
        first = pieces.first ?? Piece(start: 0, runBefore: 0, runAfter: 0)
        rest = Array(pieces.dropFirst())
    }

    /// The frame of an ASCII text, read from its bytes (one character each); nil for any other.
    private static func asciiFrame(_ shown: String, _ pieces: [Range<String.Index>]) -> ShownFrame? {
        let utf8 = shown.utf8
        let frame = utf8.withContiguousStorageIfAvailable { bytes -> ShownFrame? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            func blank(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
            var start = 0, end = bytes.count
            while start < end, blank(bytes[start]) { start += 1 }
            while end > start, blank(bytes[end - 1]) { end -= 1 }
            let framed = pieces.map { range -> Piece in
                let lower = utf8.distance(from: utf8.startIndex, to: range.lowerBound)
                let upper = utf8.distance(from: utf8.startIndex, to: range.upperBound)
                var before = lower, after = upper
                while before > 0, !blank(bytes[before - 1]) { before -= 1 }
                while after < bytes.count, !blank(bytes[after]) { after += 1 }
                return Piece(start: Int32(clamping: lower), runBefore: Int32(clamping: lower - before),
                             runAfter: Int32(clamping: after - upper))
            }
            return ShownFrame(trimmedLength: end - start, leadingWhitespace: start, pieces: framed)
        }
        return frame ?? nil
    }

    private func piece(_ number: Int) -> Piece {
        number == 0 ? first : number - 1 < rest.count ? rest[number - 1] : first
    }

    /// `span`, offsets into the text searched `text`, as offsets into the text shown.
    func shown<Text: PreparedCharacters>(_ span: MatchSpan, in text: Text) -> MatchSpan {
        guard !span.isEmpty else { return span }
        return MatchSpan(minBegin: shown(span.minBegin, in: text), minEnd: shown(span.minEnd - 1, in: text) + 1,
                         maxEnd: shown(span.maxEnd - 1, in: text) + 1)
    }

    /// The length in the text shown of the run without whitespace around `span` (offsets into
    /// the text searched `text`), as fzf's `--tiebreak=chunk` measures it.
    func chunk<Text: PreparedCharacters>(around span: MatchSpan, in text: Text) -> Int {
        let (before, beforeStart) = Self.piece(at: span.minBegin, in: text)
        var start = span.minBegin
        while start > beforeStart, !text[start - 1].isWhitespace { start -= 1 }
        let shownStart = start == beforeStart ? Int(piece(before).start - piece(before).runBefore) : shown(start, in: text)
        let (after, _) = Self.piece(at: span.maxEnd - 1, in: text)
        var end = span.maxEnd
        while end < text.count, text[end].key != TextPieces.separatorKey, !text[end].isWhitespace { end += 1 }
        let atPieceEnd = end == text.count || text[end].key == TextPieces.separatorKey
        let shownEnd = atPieceEnd ? shown(end - 1, in: text) + 1 + Int(piece(after).runAfter) : shown(end, in: text)
        return shownEnd - shownStart
    }

    /// The character at `offset` of the text searched `text`: its offset in the text shown.
    private func shown<Text: PreparedCharacters>(_ offset: Int, in text: Text) -> Int {
        let (number, start) = Self.piece(at: offset, in: text)
        return Int(piece(number).start) + offset - start
    }

    /// The piece of `text` that `offset` is in: its number, and where it starts in `text`.
    private static func piece<Text: PreparedCharacters>(at offset: Int, in text: Text) -> (number: Int, start: Int) {
        var number = 0, start = 0
        for position in 0..<min(offset, text.count) where text[position].key == TextPieces.separatorKey {
            number += 1
            start = position + 1
        }
        return (number, start)
    }
}
