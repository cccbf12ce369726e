/// A searched index's matches, best first, each with the letter it is filed under: like
/// ``ItemViews``, made as they are read.
///
///     index.results?.count                // how many matched
///     index.results?.letter(at: 0)        // the best match's letter, without making its row
///     try index.results?.result(at: 0)    // the best match, made now
public struct IndexResults: Equatable {
    enum Storage {
        case views([IndexView.ResultView])
        case rows(ItemRows, letterOf: [UInt16], letters: [String])
    }

    let storage: Storage

    /// The given results, as they are.
    public init(_ results: [IndexView.ResultView]) {
        storage = .views(results)
    }

    init(rows: ItemRows, letterOf: [UInt16], letters: [String]) {
        storage = .rows(rows, letterOf: letterOf, letters: letters)
    }

    /// How many matched, known without making the rows.
    public var count: Int {
        switch storage {
        case .views(let views): views.count
        case .rows(let rows, _, _): rows.count
        }
    }

    public var isEmpty: Bool { count == 0 }

    /// The result at `index`, made now.
    public func result(at index: Int) throws(EvaluationStopped) -> IndexView.ResultView {
        IndexView.ResultView(letter: letter(at: index), item: try items.row(at: index))
    }

    /// Every result, made now.
    public func results() throws(EvaluationStopped) -> [IndexView.ResultView] {
        let rows = try items.rows()
        return rows.indices.map { IndexView.ResultView(letter: letter(at: $0), item: rows[$0]) }
    }

    /// The results' items, as rows.
    public var items: ItemViews {
        switch storage {
        case .views(let views): ItemViews(views.map(\.item))
        case .rows(let rows, _, _): ItemViews(rows: rows)
        }
    }

    /// The letter of the result at `index`, without making its row.
    public func letter(at index: Int) -> String {
        switch storage {
        case .views(let views): views[index].letter
        case .rows(let rows, let letterOf, let letters): letters[Int(letterOf[rows.position(at: index)])]
        }
    }

    /// Results are equal when they hold the same items under the same letters (see
    /// ``ItemViews/==(_:_:)``).
    public static func == (a: IndexResults, b: IndexResults) -> Bool {
        a.count == b.count && (0..<a.count).allSatisfy { a.letter(at: $0) == b.letter(at: $0) } && a.items == b.items
    }
}
