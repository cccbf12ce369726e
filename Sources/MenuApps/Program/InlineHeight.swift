/// How many rows a program drawn inline under the prompt takes (`pick --height 10`, `40%`,
/// `~20`), on the normal screen instead of the whole window, as fzf counts them: a share at
/// least ``minimum`` rows (`--min-height`), and never fewer than the program's ``least``, nor
/// more than the window; with ``fitsLines`` (fzf's `~`) at most that many, fewer when the lines
/// need fewer (the program says how many, ``TerminalProgram/inlineRows(_:most:)``).
///
///     InlineHeight.percent(40).rows(of: 50)   // 20
///     InlineHeight.percent(10).rows(of: 50)   // 10: a share takes at least 10 rows
public struct InlineHeight: Equatable, Sendable {
    public enum Size: Equatable, Sendable {
        case rows(Int)
        case percent(Int)
    }

    public var size: Size
    /// Whether fewer rows are taken when the lines need fewer (fzf's `~`).
    public var fitsLines = false
    /// The least rows a share takes (fzf's `--min-height`, 10 by default).
    public var minimum = 10
    /// The least rows the program can be drawn in.
    public var least = 3

    public init(size: Size, fitsLines: Bool = false, minimum: Int = 10, least: Int = 3) {
        self.size = size
        self.fitsLines = fitsLines
        self.minimum = minimum
        self.least = least
    }

    public static func rows(_ count: Int) -> InlineHeight { InlineHeight(size: .rows(count)) }
    public static func percent(_ percent: Int) -> InlineHeight { InlineHeight(size: .percent(percent)) }

    /// The rows of a window `rows` high this takes at most.
    public func rows(of rows: Int) -> Int {
        let asked = switch size {
        case .rows(let count): count
        case .percent(let percent): max(rows * percent / 100, minimum)
        }
        return max(1, min(rows, max(asked, least)))
    }
}
