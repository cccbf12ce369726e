import MenuTerminal

/// Blank space kept around the picker, outside its border (fzf's `--margin`) or inside it
/// (`--padding`): top, right, bottom and left, each cells or a share of the window (a share
/// of its height above and below, of its width at the sides).
///
///     try Spacing("1,10%").cells(in: TerminalSize(rows: 20, columns: 60))  // [1, 6, 1, 6]
public struct Spacing: Equatable, Sendable {
    /// One side's space.
    public enum Length: Equatable, Sendable {
        case cells(Int)
        case percent(Double)
    }

    /// Top, right, bottom, left.
    public var sides: [Length]

    /// No space.
    public static let zero = Spacing(sides: Array(repeating: .cells(0), count: 4))

    public init(sides: [Length]) {
        self.sides = sides
    }

    /// Reads fzf's 1 to 4 values joined by commas, as CSS's: all sides; top and bottom, the
    /// sides; top, the sides, bottom; top, right, bottom, left. Each is cells (`2`) or a share up
    /// to 49% (`10%`, `2.5%`); throws the value it can't read.
    public init(_ text: String) throws(SpacingError) {
        let values = try text.split(separator: ",", omittingEmptySubsequences: false).map { word throws(SpacingError) in
            try Self.length(String(word))
        }
        switch values.count {
        case 1: sides = Array(repeating: values[0], count: 4)
        case 2: sides = [values[0], values[1], values[0], values[1]]
        case 3: sides = [values[0], values[1], values[2], values[1]]
        case 4: sides = values
        default: throw SpacingError(value: text)
        }
    }

    private static func length(_ word: String) throws(SpacingError) -> Length {
        if word.hasSuffix("%"), let share = Double(word.dropLast()), (0...49).contains(share) { return .percent(share) }
        if let cells = Int(word), cells >= 0 { return .cells(cells) }
        throw SpacingError(value: word)
    }

    /// The sides in cells for a window of `size`, top, right, bottom, left (a share rounded down).
    public func cells(in size: TerminalSize) -> [Int] {
        sides.enumerated().map { index, length in
            switch length {
            case .cells(let cells): cells
            case .percent(let share): Int(Double(index % 2 == 0 ? size.rows : size.columns) * share * 0.01)
            }
        }
    }
}

/// A `--margin` or `--padding` value that is no size, or more or fewer than 4 of them.
public struct SpacingError: Error, Equatable {
    public let value: String
}
