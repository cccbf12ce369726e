import TextCore

/// Building the view model from the definition, the state and the script's answers.
extension MenuView {
    /// The menu as drawn in `state`: filters applied, the state's query searched, and the
    /// items as ``ItemViews`` whose labels are evaluated when they are read. While a submenu is
    /// open, the view is that submenu alone: one section with the id of the section it is in
    /// and the ids of its openers (``SectionView/submenu``), titled by the item that opened it;
    /// or, when the submenu is a screen of blocks, those blocks (``screenTitle`` its title).
    ///
    /// While a query is active, as iOS's searchable lists show it: a block that takes part in
    /// the search (``BlockSearch/takesPart``) and has no match is left out, a folded section is
    /// drawn open (searching unfolds; its fold comes back with the query's end), blocks out of
    /// the search stay as they are, and ``noResults`` says when nothing matched anywhere.
    ///
    ///     let view = MenuView(menu: menu, state: state, evaluator: FixedEvaluator())
    ///
    /// What building costs: each filter's `match` runs for every item of its targets (one Lua
    /// loop in the bridge); a query is searched over the titles where the lists keep them
    /// (prepared once, narrowed while the query grows, `parallel` running the chunks), unless
    /// labels are computed or render hooks change items, when the rows are made to be
    /// searched. Nothing else is made until it is read.
    ///
    /// - Throws: ``EvaluationStopped`` when a limit stops the script's filters or search.
    public init(menu: Menu, state: MenuState, evaluator: some ScriptEvaluator,
                parallel: RankedSearch.ParallelLoop? = nil) throws(EvaluationStopped) {
        if let submenu = menu.submenu(at: state.submenu), let screen = submenu.screen {
            let builder = ViewBuilder(menu: Menu(blocks: screen), state: state, evaluator: evaluator, parallel: parallel)
            try self.init(blocks: screen, title: menu.title, builder: builder, state: state)
            self.submenu = state.submenu
            screenTitle = try builder.title(of: submenu.opener)
        } else if let submenu = menu.submenu(at: state.submenu) {
            let builder = ViewBuilder(menu: menu, state: state, evaluator: evaluator, parallel: parallel)
            let view = try builder.view(submenu)
            self.init(title: menu.title, blocks: [view], query: builder.query, submenu: state.submenu)
            noResults = builder.query != nil && submenu.section.search.takesPart && !view.hasMatches
        } else {
            let builder = ViewBuilder(menu: menu, state: state, evaluator: evaluator, parallel: parallel)
            try self.init(blocks: menu.blocks, title: menu.title, builder: builder, state: state)
        }
    }

    /// The view of `blocks` (the menu's, or a pushed screen's), searched as iOS's searchable
    /// lists are: a searched block without a match is left out.
    private init(blocks: [Block], title: String?, builder: ViewBuilder, state: MenuState) throws(EvaluationStopped) {
        var views: [BlockView] = []
        var searched = 0, matched = 0
        for block in blocks {
            let view = try builder.view(block)
            guard builder.query != nil, block.search?.takesPart == true else {
                views.append(view)
                continue
            }
            searched += 1
            guard view.hasMatches else { continue }
            matched += 1
            views.append(view)
        }
        self.init(title: title, blocks: views, scrolledIndex: state.scrolledIndex, query: builder.query)
        noResults = searched > 0 && matched == 0
    }

    /// This view with every row made now (labels evaluated): a plain value, as a front end
    /// that keeps views, or a test, wants it.
    public func materialized() throws(EvaluationStopped) -> MenuView {
        var view = self
        view.blocks = []
        for block in blocks { view.blocks.append(try block.materialized()) }
        return view
    }
}

extension BlockView {
    /// Whether the block shows an entry: what a search that hides blocks with no match asks.
    var hasMatches: Bool {
        switch self {
        case .section(let section): section.items.entryCount > 0
        case .selection(let selection): selection.categories.contains { $0.items.entryCount > 0 }
        case .filter: true
        case .index(let index): index.results.map { !$0.isEmpty } ?? !index.groups.isEmpty
        }
    }

    func materialized() throws(EvaluationStopped) -> BlockView {
        switch self {
        case .section(var section):
            section.items = ItemViews(try section.items.rows())
            return .section(section)
        case .selection(var selection):
            for index in selection.categories.indices {
                selection.categories[index].items = ItemViews(try selection.categories[index].items.rows())
            }
            return .selection(selection)
        case .filter:
            return self
        case .index(var index):
            var groups: [IndexView.GroupView] = []
            for group in index.groups { groups.append(.init(letter: group.letter, items: ItemViews(try group.items.rows()))) }
            index.groups = groups
            if let results = index.results { index.results = IndexResults(try results.results()) }
            return .index(index)
        }
    }
}

/// Turns blocks into block views; one per ``MenuView`` build.
private struct ViewBuilder {
    let state: MenuState
    let evaluator: any ScriptEvaluator
    let maker: ItemViewMaker
    /// Target block id → the filters (with their chosen option) that apply to it.
    let filters: [String: [(FilterBlock, String)]]
    /// The query, normalized; nil when there is none or it is blank (only whitespace).
    let query: String?
    let parallel: RankedSearch.ParallelLoop

    init(menu: Menu, state: MenuState, evaluator: any ScriptEvaluator, parallel: RankedSearch.ParallelLoop?) {
        self.state = state
        self.evaluator = evaluator
        maker = ItemViewMaker(evaluator: evaluator)
        var filters: [String: [(FilterBlock, String)]] = [:]
        for case .filter(let filter) in menu.blocks where filter.hasMatch {
            guard let option = state.selectedOption(filter) else { continue }
            for target in filter.targets { filters[target, default: []].append((filter, option)) }
        }
        self.filters = filters
        query = state.query.map(nfc).flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
        self.parallel = parallel ?? { count, body in (0..<count).forEach(body) }
    }

    func view(_ block: Block) throws(EvaluationStopped) -> BlockView {
        switch block {
        case .section(let section):
            let items: ItemViews
            let maker = maker.placed(ItemPlace(block: section.id, kind: "section", prefix: [section.id]))
            if let queried = section.queried {
                items = ItemViews(rows: ItemRows(list: queried, order: .all, maker: maker))
            } else {
                items = try rows(section.items, in: section.id, section.search, section.ref, maker: maker)
            }
            let unfolded = query != nil && section.search.takesPart
            return .section(SectionView(
                id: section.id, title: section.title, open: unfolded || state.isOpen(section), columns: section.columns,
                items: items, hotkey: section.hotkey))
        case .selection(let selection):
            let expanded = state.expanded[selection.id]
            var categories: [SelectionView.CategoryView] = []
            for category in selection.categories {
                let chosen = Set(state.selectedChildren(selection, category: category.id))
                categories.append(.init(id: category.id, title: category.title, expanded: category.id == expanded,
                                        items: try rows(category.items, in: selection.id, selection.search,
                                                        selection.ref, selected: chosen,
                                                        maker: maker.placed(ItemPlace(block: selection.id, kind: "selection",
                                                                                      prefix: [selection.id, category.id]))),
                                        selectedCount: chosen.count))
            }
            return .selection(SelectionView(
                id: selection.id, title: selection.title, columns: selection.columns, expanded: expanded,
                categories: categories, hotkey: selection.hotkey))
        case .filter(let filter):
            let selected = state.selectedOption(filter)
            return .filter(FilterView(
                id: filter.id, title: filter.title, selected: selected,
                options: filter.options.map { .init(id: $0.id, title: $0.title, selected: $0.id == selected) },
                targets: filter.targets, hotkey: filter.hotkey, style: filter.style))
        case .index(let index):
            let maker = maker.placed(ItemPlace(block: index.id, kind: "index", prefix: [index.id]))
            if let query, index.search.takesPart { return .index(try searched(index, for: query, maker: maker)) }
            var groups: [IndexView.GroupView] = []
            for group in index.groups {
                let order: ItemRows.Order = filters[index.id] == nil ? .group(group.order)   // sorted when drawn
                    : .positions(try shown(index.items, group.positions, in: index.id))
                let rows = ItemRows(list: index.items, order: order, maker: maker)
                guard rows.count > 0 else { continue }
                groups.append(.init(letter: group.letter, items: ItemViews(rows: rows)))
            }
            let current = state.current[index.id]
            let target = current.flatMap {
                index.scrollTarget(for: $0, nonEmpty: Set(groups.map(\.letter)))
            }
            return .index(IndexView(id: index.id, title: index.title, current: current,
                                    letters: index.letters, groups: groups, scrollTarget: target,
                                    hotkey: index.hotkey))
        }
    }

    /// An open submenu as a section of its own: the opener's title, its items in one column,
    /// searched as the section's items are; filters apply to the section's own items only.
    func view(_ submenu: Menu.SubmenuTarget) throws(EvaluationStopped) -> BlockView {
        let title = try title(of: submenu.opener)
        return .section(SectionView(
            id: submenu.section.id, title: title, open: true, columns: 1,
            items: try rows(ItemList(submenu.items), in: nil, submenu.section.search, submenu.section.ref,
                            maker: maker.placed(ItemPlace(block: submenu.section.id, kind: "section",
                                                          prefix: [submenu.section.id] + submenu.chain.map(\.id)))),
            submenu: submenu.chain.map(\.id)))
    }

    /// The title of `opener` as drawn: what its submenu's screen is titled.
    func title(of opener: Item) throws(EvaluationStopped) -> String {
        try maker.label(opener.title, .title, of: opener).text ?? ""
    }

    /// A list's rows: the ones the filters targeting `block` let through, searched with the
    /// query (ranked when the block's search ranks); `selected` marks a selection's children.
    private func rows(_ list: ItemList, in block: String?, _ search: BlockSearch, _ ref: ScriptRef,
                      selected: Set<String>? = nil, maker: ItemViewMaker) throws(EvaluationStopped) -> ItemViews {
        let visible = try block.flatMap { (block: String) throws(EvaluationStopped) -> [Int32]? in
            filters[block] == nil ? nil : try shownOfAll(list, in: block)
        }
        guard let query, search.takesPart else {
            return ItemViews(rows: ItemRows(list: list, order: visible.map { .positions($0) } ?? .all, maker: maker,
                                            selected: selected))
        }
        if case .mode(let mode) = search, list.titlesAreFixed, !evaluator.decoratesItems {
            var results = list.titleSearch(in: nil, parallel: parallel).search(query, mode: mode)
            let ranks = search.ranks && results.query.ranks
            keepShownEntries(&results, of: list, visible: visible, storeOrder: nil)
            let order: ItemRows.Order = ranks ? .ranked(RankedOrder(results: results, positions: nil))
                                              : .positions(results.indicesInStoreOrder())
            return ItemViews(rows: ItemRows(list: list, order: order, maker: maker, selected: selected,
                                            highlight: results.query))
        }
        let positions = visible ?? Array(0..<Int32(list.count))
        var views: [ItemView] = []
        for position in positions {
            views.append(try maker.view(of: list[Int(position)], selected: selected.map { $0.contains(list.id(at: Int(position))) }))
        }
        return ItemViews(try matches(query, views, positions.map { list[Int($0)] }, search, ref, ranked: search.ranks).map(\.view))
    }

    /// Leaves in `results` only entries (no separators or headings) that filters show;
    /// `storeOrder` maps a result's store index to its list position, when they differ.
    private func keepShownEntries(_ results: inout SearchResults, of list: ItemList, visible: [Int32]?, storeOrder: [Int32]?) {
        let allEntries = list.entryCount == list.count
        guard visible != nil || !allEntries else { return }
        var shown = [Bool](repeating: visible == nil, count: list.count)
        for position in visible ?? [] { shown[Int(position)] = true }
        results.keep { index in
            let position = Int(storeOrder.map { $0[Int(index)] } ?? index)
            return shown[position] && (allEntries || list.kind(at: position) == .entry)
        }
    }

    /// An index while a query is active: no groups, the matches of all of them in one list,
    /// ranked (by score in every mode, then as ``SearchRank`` says, in the index's order).
    private func searched(_ index: IndexBlock, for query: String, maker: ItemViewMaker) throws(EvaluationStopped) -> IndexView {
        let order = index.groups.flatMap(\.positions)
        var letterOf = [UInt16](repeating: 0, count: index.items.count)
        var letters: [String] = []
        for group in index.groups {
            for position in group.positions { letterOf[Int(position)] = UInt16(letters.count) }
            letters.append(group.letter)
        }
        let visible = filters[index.id] == nil ? nil : try shown(index.items, order, in: index.id)
        let results: IndexResults
        if case .mode(let mode) = index.search, index.items.titlesAreFixed, !evaluator.decoratesItems {
            var found = index.items.titleSearch(in: order, parallel: parallel).search(query, mode: mode)
            keepShownEntries(&found, of: index.items, visible: visible, storeOrder: order)
            let rows = ItemRows(list: index.items, order: .ranked(RankedOrder(results: found, positions: order)),
                                maker: maker, highlight: found.query)
            results = IndexResults(rows: rows, letterOf: letterOf, letters: letters)
        } else {
            let positions = visible ?? order
            let items = positions.map { index.items[Int($0)] }
            var views: [ItemView] = []
            for item in items { views.append(try maker.view(of: item)) }
            results = IndexResults(try matches(query, views, items, index.search, index.ref, ranked: true)
                .map { IndexView.ResultView(letter: letters[Int(letterOf[Int(positions[$0.rank.offset])])], item: $0.view) })
        }
        return IndexView(id: index.id, title: index.title, current: state.current[index.id], letters: index.letters,
                         groups: [], results: results, scrollTarget: nil, hotkey: index.hotkey)
    }

    /// The positions (of `positions`) whose items every filter targeting `block` lets through;
    /// separators and headings stay.
    private func shown(_ list: ItemList, _ positions: [Int32], in block: String) throws(EvaluationStopped) -> [Int32] {
        guard let applying = filters[block] else { return positions }
        var entries = list.entryCount == list.count ? positions : positions.filter { list.kind(at: Int($0)) == .entry }
        try keepMatching(&entries, of: list, applying[...])
        // Separators and headings stay; the entries kept are a subsequence of `positions`.
        var shown: [Int32] = []
        shown.reserveCapacity(entries.count)
        var next = 0
        for position in positions {
            if list.kind(at: Int(position)) != .entry {
                shown.append(position)
            } else if next < entries.count, entries[next] == position {
                shown.append(position)
                next += 1
            }
        }
        return shown
    }

    /// ``shown(_:_:in:)`` of every position of `list`, in order. A list of entries only is
    /// asked about as a whole by its first filter, and only the positions it keeps become an
    /// array: no array of every position beside the answers (400 KB at 100,000 items).
    private func shownOfAll(_ list: ItemList, in block: String) throws(EvaluationStopped) -> [Int32] {
        guard let applying = filters[block], let (filter, option) = applying.first, list.entryCount == list.count else {
            return try shown(list, Array(0..<Int32(list.count)), in: block)
        }
        let answers = try answers(of: filter, option, list, at: nil)
        var entries: [Int32] = []
        entries.reserveCapacity(answers.count { $0 })
        for (position, answer) in answers.enumerated() where answer { entries.append(Int32(position)) }
        try keepMatching(&entries, of: list, applying.dropFirst())
        return entries
    }

    /// Drops from `entries` (positions of `list`'s entries) the ones a filter of `applying`
    /// turns down, in place: each filter is asked about the entries still shown.
    private func keepMatching(_ entries: inout [Int32], of list: ItemList,
                              _ applying: ArraySlice<(FilterBlock, String)>) throws(EvaluationStopped) {
        for (filter, option) in applying where !entries.isEmpty {
            let answers = try answers(of: filter, option, list, at: entries)
            var kept = 0
            for (offset, answer) in answers.enumerated() where answer {
                entries[kept] = entries[offset]
                kept += 1
            }
            entries.removeLast(entries.count - kept)
        }
    }

    /// Whether `filter`, with `option` chosen, lets through each item of `list` at `positions`
    /// (nil: every item, with no array of their positions): a built-in search here, the
    /// script's `match` through the evaluator.
    private func answers(of filter: FilterBlock, _ option: String, _ list: ItemList,
                         at positions: [Int32]?) throws(EvaluationStopped) -> [Bool] {
        guard let mode = filter.searchMatch else {
            guard let positions else { return try evaluator.matches(list, first: list.count, filter: filter, option: option) }
            return try evaluator.matches(list, at: positions, filter: filter, option: option)
        }
        let pattern = SearchQuery(option, mode: mode, syntax: SearchQuery.Syntax(extended: false))
        let matches = { (position: Int32) in pattern.match(list.sortText(at: Int(position))) != nil }
        return positions?.map(matches) ?? (0..<Int32(list.count)).map(matches)
    }

    /// The entries among `views` that match `query`, with their matched characters and their
    /// ranks (whose offsets are their places in `views`): best first when `ranked`, else in
    /// order.
    private func matches(_ query: String, _ views: [ItemView], _ items: [Item], _ search: BlockSearch,
                         _ block: ScriptRef, ranked: Bool) throws(EvaluationStopped) -> [(view: ItemView, rank: SearchRank)] {
        var found: [(view: ItemView, rank: SearchRank)] = []
        let parsed = search.mode.map { SearchQuery(query, mode: $0) }   // parsed once per block
        for (offset, (view, item)) in zip(views, items).enumerated() where item.isEntry {
            var view = view
            let score: Int
            switch search {
            case .mode:
                guard let parsed, let match = parsed.match(view.title) else { continue }
                view.matches = match.ranges
                score = match.score
            case .script:
                guard let found = try evaluator.score(item, block: block, query: query) else { continue }
                view.matches = []
                score = found
            case .excluded:
                score = 0                                   // not reached: rows() keeps such a block whole
            }
            found.append((view, SearchRank(score: score, title: view.title, offset: offset, tiesByLength: search == .mode(.fuzzy))))
        }
        if ranked, parsed?.ranks ?? true { found.sort { $0.rank < $1.rank } }
        return found
    }
}
