/// How many rows a program drawn inline under the prompt takes (`pick --height 10`, `40%`),
/// on the normal screen instead of the whole window.
///
///     InlineHeight.percent(40).rows(of: 50)   // 20
public enum InlineHeight: Equatable, Sendable {
    case rows(Int)
    case percent(Int)

    /// The rows of a window `rows` high this takes (at least 3).
    public func rows(of rows: Int) -> Int {
        switch self {
        case .rows(let count): max(3, min(rows, count))
        case .percent(let percent): max(3, min(rows, rows * percent / 100))
        }
    }
}
