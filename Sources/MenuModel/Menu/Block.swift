/// One of the four menu primitives.
public enum Block: Equatable, Sendable {
    case section(SectionBlock)
    case selection(SelectionBlock)
    case filter(FilterBlock)
    case index(IndexBlock)

    /// The block's id, the first segment of a tap path.
    public var id: String {
        switch self {
        case .section(let block): block.id
        case .selection(let block): block.id
        case .filter(let block): block.id
        case .index(let block): block.id
        }
    }

    public var title: String? {
        switch self {
        case .section(let block): block.title
        case .selection(let block): block.title
        case .filter(let block): block.title
        case .index(let block): block.title
        }
    }

    /// The key that reaches the block in an interactive front end, if the script gave one.
    public var hotkey: String? {
        switch self {
        case .section(let block): block.hotkey
        case .selection(let block): block.hotkey
        case .filter(let block): block.hotkey
        case .index(let block): block.hotkey
        }
    }

    /// How a query matches the block's items; nil for a filter, which no query searches.
    public var search: BlockSearch? {
        switch self {
        case .section(let block): block.search
        case .selection(let block): block.search
        case .filter: nil
        case .index(let block): block.search
        }
    }

    /// The kind's name as scripts and the JSON view model spell it.
    public var kind: String {
        switch self {
        case .section: "section"
        case .selection: "selection"
        case .filter: "filter"
        case .index: "index"
        }
    }
}
