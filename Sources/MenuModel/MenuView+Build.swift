/// Building the view model from the definition, the state and the script's answers.
extension MenuView {
    /// Evaluates every label and filter of `menu` in `state`, and searches the items with
    /// the state's query. While a submenu is open, the view is that submenu alone: one
    /// section whose id is the submenu's tap path (`TapPath(segments:)`'s text, ids joined by
    /// "/"), titled by the item that opened it.
    ///
    ///     let view = MenuView(menu: menu, state: state, evaluator: FixedEvaluator())
    public init(menu: Menu, state: MenuState, evaluator: some ScriptEvaluator) {
        let builder = ViewBuilder(menu: menu, state: state, evaluator: evaluator)
        if let submenu = menu.submenu(at: state.submenu) {
            self.init(title: menu.title, blocks: [builder.view(submenu, path: state.submenu)],
                      query: builder.query, submenu: state.submenu)
        } else {
            self.init(title: menu.title, blocks: menu.blocks.map(builder.view),
                      scrolledIndex: state.scrolledIndex, query: builder.query)
        }
    }
}

/// Turns blocks into block views; one per ``MenuView`` build.
private struct ViewBuilder<Evaluator: ScriptEvaluator> {
    let state: MenuState
    let evaluator: Evaluator
    /// Target block id → the filters (with their chosen option) that apply to it.
    let filters: [String: [(FilterBlock, String)]]
    /// The query, normalized; nil when there is none or it is blank (only whitespace).
    let query: String?

    init(menu: Menu, state: MenuState, evaluator: Evaluator) {
        self.state = state
        self.evaluator = evaluator
        var filters: [String: [(FilterBlock, String)]] = [:]
        for case .filter(let filter) in menu.blocks where filter.hasMatch {
            guard let option = state.selectedOption(filter) else { continue }
            for target in filter.targets { filters[target, default: []].append((filter, option)) }
        }
        self.filters = filters
        query = state.query.map(nfc).flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
    }

    func view(_ block: Block) -> BlockView {
        switch block {
        case .section(let section):
            let items = shown(section.items, in: section.id)
            return .section(SectionView(
                id: section.id, title: section.title, open: state.isOpen(section), columns: section.columns,
                items: searched(items.map { item($0) }, items, section.search, section.ref), hotkey: section.hotkey))
        case .selection(let selection):
            let expanded = state.expanded[selection.id]
            return .selection(SelectionView(
                id: selection.id, title: selection.title, columns: selection.columns, expanded: expanded,
                categories: selection.categories.map { category in
                    let chosen = Set(state.selectedChildren(selection, category: category.id))
                    let items = shown(category.items, in: selection.id)
                    return .init(id: category.id, title: category.title, expanded: category.id == expanded,
                                 items: searched(items.map { item($0, selected: chosen.contains($0.id)) },
                                                 items, selection.search, selection.ref),
                                 selectedCount: chosen.count)
                }, hotkey: selection.hotkey))
        case .filter(let filter):
            let selected = state.selectedOption(filter)
            return .filter(FilterView(
                id: filter.id, title: filter.title, selected: selected,
                options: filter.options.map { .init(id: $0.id, title: $0.title, selected: $0.id == selected) },
                targets: filter.targets, hotkey: filter.hotkey))
        case .index(let index):
            if let query { return .index(searched(index, for: query)) }
            let groups = index.groups.compactMap { group -> IndexView.GroupView? in
                let items = shown(group.items, in: index.id)
                return items.isEmpty ? nil : .init(letter: group.letter, items: items.map { item($0) })
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

    /// An index while a query is active: no groups, the matches of all of them in one list,
    /// ranked (by score in every mode, then as ``SearchRank`` says, in the index's order).
    private func searched(_ index: IndexBlock, for query: String) -> IndexView {
        var letters: [String] = []
        var items: [Item] = []
        for group in index.groups {
            let shown = shown(group.items, in: index.id)
            letters += repeatElement(group.letter, count: shown.count)
            items += shown
        }
        let results = matches(query, items.map { item($0) }, items, index.search, index.ref, ranked: true)
            .map { IndexView.ResultView(letter: letters[$0.rank.offset], item: $0.view) }
        return IndexView(id: index.id, title: index.title, current: state.current[index.id], letters: index.letters,
                         groups: [], results: results, scrollTarget: nil, hotkey: index.hotkey)
    }

    /// An open submenu as a section of its own: the opener's title, its items in one column,
    /// searched as the section's items are; filters apply to the section's own items only.
    func view(_ submenu: Menu.SubmenuTarget, path: [String]) -> BlockView {
        let items = submenu.items
        let title = label(submenu.opener.title, .title, of: submenu.opener).text ?? ""
        return .section(SectionView(
            id: TapPath(segments: path).description, title: title, open: true, columns: 1,
            items: searched(items.map { item($0) }, items, submenu.section.search, submenu.section.ref)))
    }

    /// The items that every filter targeting `block` lets through; separators and headings
    /// stay.
    private func shown(_ items: [Item], in block: String) -> [Item] {
        guard let applying = filters[block] else { return items }
        return items.filter { item in
            !item.isEntry || applying.allSatisfy { filter, option in
                if let mode = filter.searchMatch { return mode.match(item.sortText, query: option) != nil }
                return evaluator.matches(item, filter: filter, option: option)
            }
        }
    }

    /// With a query: the views whose titles match it, with their matched characters; ranked
    /// by score for fuzzy and script searches. `items` are the views' items, in order.
    /// Separators and headings are left out of results.
    private func searched(_ views: [ItemView], _ items: [Item], _ search: BlockSearch,
                          _ block: ScriptRef) -> [ItemView] {
        guard let query else { return views }
        return matches(query, views, items, search, block, ranked: search.ranks).map(\.view)
    }

    /// The entries among `views` that match `query`, with their matched characters and their
    /// ranks (whose offsets are their places in `views`): best first when `ranked`, else in
    /// order.
    private func matches(_ query: String, _ views: [ItemView], _ items: [Item], _ search: BlockSearch,
                         _ block: ScriptRef, ranked: Bool) -> [(view: ItemView, rank: SearchRank)] {
        var found: [(view: ItemView, rank: SearchRank)] = []
        let pattern = search.mode.map { SearchPattern(query, mode: $0) }   // parsed once per block
        for (offset, (view, item)) in zip(views, items).enumerated() where item.isEntry {
            var view = view
            let score: Int
            switch search {
            case .mode(let mode):
                guard let pattern, let match = mode.match(view.title, pattern) else { continue }
                view.matches = match.ranges
                score = match.score
            case .script:
                guard let found = evaluator.score(item, block: block, query: query) else { continue }
                view.matches = []
                score = found
            }
            found.append((view, SearchRank(score: score, title: view.title, offset: offset, mode: search)))
        }
        if ranked { found.sort { $0.rank < $1.rank } }
        return found
    }

    /// The item with its labels evaluated (detail's style wins over title's over the item's)
    /// and its check mark, then as the render hooks leave it. A separator is only its kind.
    private func item(_ item: Item, selected: Bool? = nil) -> ItemView {
        guard item.kind != .separator else { return ItemView(id: item.id, title: "", kind: .separator) }
        let title = label(item.title, .title, of: item)
        let detail = item.detail.map { label($0, .detail, of: item) }
        let view = ItemView(id: item.id, title: title.text ?? "", detail: detail?.text, icon: item.icon,
                            style: detail?.style ?? title.style ?? item.style, selected: selected,
                            kind: item.kind, checked: item.computesChecked ? evaluator.checked(of: item) : item.checked,
                            disabled: item.disabled, hotkey: item.hotkey, value: item.value,
                            valueIsNumber: item.valueIsNumber, choose: item.choose, hasSubmenu: item.submenu != nil,
                            ref: item.ref)
        return evaluator.decorate(view, of: item)
    }

    private func label(_ label: Label, _ field: LabelField, of item: Item) -> EvaluatedLabel {
        switch label {
        case .text(let text): EvaluatedLabel(text: text)
        case .computed: evaluator.evaluate(field, of: item)
        }
    }
}
