/// A searched index's matches, best first, each with the letter it is filed under: like
/// ``ItemViews``, made as they are read.
///
///     index.results?.count        // how many matched
///     index.results?[0].letter    // the best match's letter; its tap path is index/letter/id
public struct IndexResults: RandomAccessCollection, Equatable, Sendable {
    enum Storage: Sendable {
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

    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch storage {
        case .views(let views): views.count
        case .rows(let rows, _, _): rows.count
        }
    }

    public subscript(index: Int) -> IndexView.ResultView {
        IndexView.ResultView(letter: letter(at: index), item: items[index])
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

    public static func == (a: IndexResults, b: IndexResults) -> Bool {
        a.count == b.count && a.elementsEqual(b)
    }
}
