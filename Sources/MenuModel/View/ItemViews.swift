import TextCore

/// The items of a block as drawn, made one at a time as they are read: a million-item section
/// costs, until it is drawn, its list and the order of the items shown (all of them, the ones
/// filters let through, or a search's matches best first), and drawing a screenful asks the
/// script for that screenful's labels only.
///
///     let items: ItemViews = section.items   // from a MenuView
///     items.count                            // no label evaluated
///     try items.row(at: 0).title             // the first row's labels, evaluated now
///     items.id(at: 0)                        // its id, without evaluating anything
///
/// Making a row may call the script, and a limit may stop it: ``row(at:)`` and ``rows()``
/// throw ``EvaluationStopped`` then. A view made in Swift from ``ItemView`` values
/// (``init(_:)``) is just those values. Rows are made on the thread that reads them, and the
/// view's evaluator runs the script there, so a view is not `Sendable`: read it on the thread
/// that built it.
public struct ItemViews: Equatable {
    enum Storage {
        case views([ItemView])
        case rows(ItemRows)
    }

    let storage: Storage

    /// The given views, as they are.
    public init(_ views: [ItemView] = []) {
        storage = .views(views)
    }

    init(rows: ItemRows) {
        storage = .rows(rows)
    }

    /// How many rows there are, known without making them.
    public var count: Int {
        switch storage {
        case .views(let views): views.count
        case .rows(let rows): rows.count
        }
    }

    public var isEmpty: Bool { count == 0 }

    /// The rows' indices: `0..<count`.
    public var indices: Range<Int> { 0..<count }

    /// The row at `index`, made (and its labels evaluated) now, or taken from the rows made
    /// lately. `keeping` says whether a row made now is kept for the next read: a screen reads
    /// its rows again as it scrolls; a writer that reads each row once, in order, keeps none.
    public func row(at index: Int, keeping: Bool = true) throws(EvaluationStopped) -> ItemView {
        switch storage {
        case .views(let views): views[index]
        case .rows(let rows): try rows.view(at: index, keeping: keeping)
        }
    }

    /// Every row, made now: for small lists, tests, and front ends that keep views.
    public func rows() throws(EvaluationStopped) -> [ItemView] {
        switch storage {
        case .views(let views): return views
        case .rows(let rows):
            var views: [ItemView] = []
            views.reserveCapacity(rows.count)
            for index in 0..<rows.count { views.append(try rows.view(at: index)) }
            return views
        }
    }

    /// The rows for which `isIncluded` is true, made now.
    public func rows(where isIncluded: (ItemView) -> Bool) throws(EvaluationStopped) -> [ItemView] {
        try rows().filter(isIncluded)
    }

    /// The hotkey of the row at `index`, without making it (render hooks can't change it).
    public func hotkey(at index: Int) -> String? {
        switch storage {
        case .views(let views): views[index].hotkey
        case .rows(let rows): rows.list.extras(at: rows.position(at: index))?.hotkey
        }
    }

    /// Whether the row at `index` has a subtitle (a second line), without making it.
    public func hasSubtitle(at index: Int) -> Bool {
        switch storage {
        case .views(let views): views[index].subtitle != nil
        case .rows(let rows): rows.list.record(at: rows.position(at: index)).subtitle != ItemList.Record.absent
        }
    }

    /// Whether any row has a subtitle: known from the list, without making a row.
    public var hasSubtitles: Bool {
        switch storage {
        case .views(let views): views.contains { $0.subtitle != nil }
        case .rows(let rows): rows.list.hasSubtitles
        }
    }

    /// Whether the row at `index` is disabled, without making it (render hooks can't change it).
    public func isDisabled(at index: Int) -> Bool {
        switch storage {
        case .views(let views): views[index].disabled
        case .rows(let rows): rows.list.record(at: rows.position(at: index)).flags.disabled
        }
    }

    /// The id of the row at `index`, without making it.
    public func id(at index: Int) -> String {
        switch storage {
        case .views(let views): views[index].id
        case .rows(let rows): rows.list.id(at: rows.position(at: index))
        }
    }

    /// The kind of the row at `index`, without making it.
    public func kind(at index: Int) -> Item.Kind {
        switch storage {
        case .views(let views): views[index].kind
        case .rows(let rows): rows.list.kind(at: rows.position(at: index))
        }
    }

    /// Whether every row is an entry (no separator or heading), known without making them.
    public var allEntries: Bool {
        switch storage {
        case .views(let views): return views.allSatisfy { $0.kind == .entry }
        case .rows(let rows): return rows.allEntries
        }
    }

    /// How many rows are entries, known without making them.
    public var entryCount: Int {
        switch storage {
        case .views(let views): return views.count { $0.kind == .entry }
        case .rows(let rows): return rows.entryCount
        }
    }

    /// The index of the row whose item has the id `id`, if it is shown.
    public func index(ofID id: String) -> Int? {
        switch storage {
        case .views(let views): return views.firstIndex { $0.id == id }
        case .rows(let rows): return rows.index(ofID: id)
        }
    }

    /// The rows whose item has rare fields (a hotkey, a value…), with their indices: what a
    /// front end needs to map hotkeys, without making every row.
    public var indicesWithExtras: [Int] {
        switch storage {
        case .views(let views): return views.indices.filter { views[$0].hotkey != nil }
        case .rows(let rows): return rows.indicesWithExtras
        }
    }

    /// Views are equal when their rows are; rows that a limit stops from being made equal
    /// nothing.
    public static func == (a: ItemViews, b: ItemViews) -> Bool {
        guard a.count == b.count, let left = try? a.rows(), let right = try? b.rows() else { return false }
        return left == right
    }
}

/// How the items of a list are shown, made into ``ItemView``s when read: the order (all,
/// some positions, or a search's results sorted as far as they are read), what the view adds
/// (selected children, the query's matched characters) and the maker that asks the script.
final class ItemRows {
    /// Which items of the list are shown, in which order.
    enum Order {
        case all
        case positions([Int32])
        /// An index's group, sorted when a row is first read (see ``IndexBlock/GroupOrder``).
        case group(IndexBlock.GroupOrder)
        /// A ranked search: results over `store` indices, each the list position `positions`
        /// gives (nil: the same), sorted as far as they are read.
        case ranked(RankedOrder)
    }

    let list: ItemList
    let order: Order
    let maker: ItemViewMaker
    /// A selection's chosen children (ids): its rows say whether each is selected.
    let selected: Set<String>?
    /// While a query is active: what highlights a row's matched characters.
    let highlight: SearchQuery?
    /// Rows made lately, by index.
    private var made: [Int: ItemView] = [:]
    /// The bytes of the texts of the rows in ``made``.
    private var madeBytes = 0
    /// The rows made at most, before they are dropped: a few screens.
    static let kept = 4096
    /// The bytes of text the rows kept may hold, before they are dropped: a few screens of
    /// ordinary rows, and never a thousand copies of one huge label.
    static let keptBytes = 1 << 20

    /// Whether rows are drawn as the list keeps them, unless a label of theirs is computed:
    /// no render hook changes them, no search marks them, they are no selection's children.
    private(set) lazy var drawsWithoutScript = highlight == nil && selected == nil && !maker.evaluator.decoratesItems

    init(list: ItemList, order: Order, maker: ItemViewMaker, selected: Set<String>? = nil, highlight: SearchQuery? = nil) {
        self.list = list
        self.order = order
        self.maker = maker
        self.selected = selected
        self.highlight = highlight
    }

    var count: Int {
        switch order {
        case .all: list.count
        case .positions(let positions): positions.count
        case .group(let group): group.count
        case .ranked(let ranked): ranked.count
        }
    }

    func position(at index: Int) -> Int {
        switch order {
        case .all: index
        case .positions(let positions): Int(positions[index])
        case .group(let group): Int(sorted(group)[index])
        case .ranked(let ranked): ranked.position(at: index)
        }
    }

    /// A group's positions, taken from it (and so sorted) at the first row read.
    private var groupPositions: [Int32]?

    private func sorted(_ group: IndexBlock.GroupOrder) -> [Int32] {
        if let groupPositions { return groupPositions }
        let positions = group.positions
        groupPositions = positions
        return positions
    }

    func view(at index: Int, keeping: Bool = true) throws(EvaluationStopped) -> ItemView {
        if let view = made[index] { return view }
        let position = position(at: index)
        var view = try maker.view(of: list[position], selected: selected.map { $0.contains(list.id(at: position)) })
        if let highlight {
            view.matches = highlight.match(view.title)?.ranges ?? []
        }
        guard keeping else { return view }
        let bytes = view.title.utf8.count + (view.detail?.utf8.count ?? 0) + (view.subtitle?.utf8.count ?? 0)
            + (view.icon?.utf8.count ?? 0) + (view.value?.utf8.count ?? 0)
        if made.count >= Self.kept || madeBytes + bytes > Self.keptBytes {
            made.removeAll(keepingCapacity: true)
            madeBytes = 0
        }
        made[index] = view
        madeBytes += bytes
        return view
    }

    var allEntries: Bool {
        switch order {
        case .all: list.entryCount == list.count
        case .positions(let positions): positions.allSatisfy { list.kind(at: Int($0)) == .entry }
        case .group(let group): group.members.allSatisfy { list.kind(at: Int($0)) == .entry }
        case .ranked: true
        }
    }

    var entryCount: Int {
        switch order {
        case .all: list.entryCount
        case .positions(let positions): positions.count { list.kind(at: Int($0)) == .entry }
        case .group(let group): group.members.count { list.kind(at: Int($0)) == .entry }
        case .ranked(let ranked): ranked.count
        }
    }

    /// Position → index, made at the first lookup (for an order that is not all).
    private var indexOfPosition: [Int32: Int]?

    func index(ofID id: String) -> Int? {
        guard let position = list.position(of: id) else { return nil }
        if case .all = order { return position }
        if indexOfPosition == nil {
            var map: [Int32: Int] = [:]
            map.reserveCapacity(count)
            for index in 0..<count { map[Int32(self.position(at: index))] = index }
            indexOfPosition = map
        }
        return indexOfPosition?[Int32(position)]
    }

    var indicesWithExtras: [Int] {
        list.positionsWithExtras.compactMap { position in
            if case .all = order { return position }
            return index(ofID: list.id(at: position)).flatMap { index in self.position(at: index) == position ? index : nil }
        }
    }
}

/// A ranked search's results as list positions, best first, sorted as far as they are read.
final class RankedOrder {
    private var results: SearchResults
    /// Store index → list position, when the store is not in list order (an index's).
    private let positions: [Int32]?

    init(results: SearchResults, positions: [Int32]?) {
        self.results = results
        self.positions = positions
    }

    var count: Int { results.count }

    func position(at index: Int) -> Int {
        let store = results.index(at: index)
        return positions.map { Int($0[store]) } ?? store
    }
}

/// Makes an item's view: its labels evaluated by the script (the detail's style wins over the
/// title's over the item's), its check mark, then as the render hooks leave it (a switch left
/// without a state is off).
final class ItemViewMaker {
    let evaluator: any ScriptEvaluator
    /// Where the items it makes are drawn, for the render hooks; nil when not known.
    let place: ItemPlace?

    init(evaluator: any ScriptEvaluator, place: ItemPlace? = nil) {
        self.evaluator = evaluator
        self.place = place
    }

    /// A maker like this one, for items drawn at `place`.
    func placed(_ place: ItemPlace) -> ItemViewMaker {
        ItemViewMaker(evaluator: evaluator, place: place)
    }

    /// The item as drawn; a separator is only its kind.
    func view(of item: Item, selected: Bool? = nil) throws(EvaluationStopped) -> ItemView {
        guard item.kind != .separator else { return ItemView(id: item.id, title: "", kind: .separator) }
        let title = try label(item.title, .title, of: item)
        let detail = try item.detail.map { (label: Label) throws(EvaluationStopped) in try self.label(label, .detail, of: item) }
        let subtitle = try item.subtitle.map { (label: Label) throws(EvaluationStopped) in
            try self.label(label, .subtitle, of: item)
        }
        let checked = try item.computesChecked ? evaluator.checked(of: item) : item.checked
        let view = ItemView(id: item.id, title: title.text ?? "", detail: detail?.text, icon: item.icon,
                            style: detail?.style ?? title.style ?? item.style, selected: selected,
                            kind: item.kind, checked: checked,
                            disabled: item.disabled, hotkey: item.hotkey, value: item.value,
                            valueIsNumber: item.valueIsNumber, choose: item.choose, hasSubmenu: item.opensSubmenu,
                            subtitle: subtitle?.text, isSwitch: item.isSwitch, ref: item.ref)
        var decorated = try evaluator.decorate(view, of: item, at: place)
        if decorated.isSwitch, decorated.checked == nil { decorated.checked = .off }   // a switch is on or off
        return decorated
    }

    func label(_ label: Label, _ field: LabelField, of item: Item) throws(EvaluationStopped) -> EvaluatedLabel {
        switch label {
        case .text(let text): EvaluatedLabel(text: text)
        case .computed: try evaluator.evaluate(field, of: item)
        }
    }
}
