import TextCore

/// A screen put together from pieces of lines, each at its row and column with its width in
/// cells: a row's pieces in column order, the gaps between them and the rest to the width
/// blank. A piece that starts where an earlier one (by column) is still drawn is left out.
///
///     var canvas = ScreenCanvas(rows: 1, columns: 5)
///     canvas.put(row: 0, column: 2, width: 2, "ab")
///     canvas.lines  // ["  ab "]
struct ScreenCanvas {
    private struct Piece {
        let column: Int
        let width: Int
        let text: String
    }

    private var rows: [[Piece]]
    private let columns: Int
    /// Areas whose blanks are painted (SGR parameters), the last one given on top.
    private var fills: [(area: ScreenRect, sgr: String)] = []

    init(rows: Int, columns: Int) {
        self.rows = Array(repeating: [], count: max(0, rows))
        self.columns = columns
    }

    /// Puts `text` (escape sequences allowed), `width` cells wide, at `row` and `column`.
    mutating func put(row: Int, column: Int, width: Int, _ text: String) {
        guard rows.indices.contains(row), width > 0 else { return }
        rows[row].append(Piece(column: column, width: width, text: text))
    }

    /// Paints the blanks of `area` that no piece covers in `sgr` (a pane's background).
    mutating func fill(_ area: ScreenRect, sgr: String) {
        if !sgr.isEmpty { fills.append((area, sgr)) }
    }

    /// The rows as lines, each piece after blanks to its column.
    var lines: [String] {
        rows.enumerated().map { row, pieces in
            var line = "", end = 0
            for piece in pieces.sorted(by: { $0.column < $1.column }) where piece.column >= end {
                line += blanks(row: row, from: end, to: piece.column) + piece.text
                end = piece.column + piece.width
            }
            return line + blanks(row: row, from: end, to: columns)
        }
    }

    /// The blanks of `row` from column `start` up to `end`, each painted as the fill on top there.
    private func blanks(row: Int, from start: Int, to end: Int) -> String {
        guard start < end else { return "" }
        let painted = fills.filter { $0.area.contains(row: row, column: $0.area.column) }
        guard !painted.isEmpty else { return String.copies(of: " ", count: end - start) }
        let paint = { (column: Int) in painted.last { $0.area.contains(row: row, column: column) }?.sgr ?? "" }
        var text = "", column = start
        while column < end {
            let sgr = paint(column)
            var next = column + 1
            while next < end, paint(next) == sgr { next += 1 }
            text += TextStyle.paint(String.copies(of: " ", count: next - column), sgr)
            column = next
        }
        return text
    }

    /// Draws a border of `shape` around `box` in `paint` (ASCII's without `unicode`), and on its
    /// line above (or below, `position.bottom`) `label` in `labelPaint` (its own colours over it
    /// when `colored`), placed as fzf places it, cut to the box's width.
    mutating func border(_ box: ScreenRect, shape: BorderShape, unicode: Bool, label: String, position: LabelPosition,
                         paint: PickerPalette.Pair, labelPaint: PickerPalette.Pair, colored: Bool) {
        let paint = { (text: String) in TextStyle.paint(text, paint.sgr) }
        let labelStyle = TextStyle(text: labelPaint.sgr, ownColors: colored)
        let lines = shape.lines(width: box.width, height: box.height, unicode: unicode)
        let text = ANSIText(String(label.prefix { $0 != "\n" }))
        let length = min(text.plain.cellWidth, box.width)
        let labelRow = shape == .bottom || position.bottom ? box.height - 1 : 0
        for (offset, line) in lines.enumerated() {
            let row = box.row + offset
            let rule = (offset == 0 && shape.hasTop) || (offset == box.height - 1 && shape.hasBottom)
            if rule {
                let characters = Array(line)
                var start = characters.count, end = characters.count
                if offset == labelRow, shape.takesLabel, length > 0 {
                    start = position.start(inWidth: box.width, length: length)
                    end = start + length
                    put(row: row, column: box.column + start, width: length, text.line(width: length, style: labelStyle))
                }
                put(row: row, column: box.column, width: start, paint(String(characters[..<start])))
                put(row: row, column: box.column + end, width: characters.count - end, paint(String(characters[end...])))
            } else {
                if shape.hasLeft { put(row: row, column: box.column, width: 1, paint(String(line.first ?? " "))) }
                if shape.hasRight { put(row: row, column: box.column + box.width - 1, width: 1, paint(String(line.last ?? " "))) }
            }
        }
    }
}
