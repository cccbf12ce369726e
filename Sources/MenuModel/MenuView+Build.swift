/// Building the view model from the definition, the state and the script's answers.
extension MenuView {
    /// Evaluates every label and filter of `menu` in `state`.
    ///
    ///     let view = MenuView(menu: menu, state: state, evaluator: FixedEvaluator())
    public init(menu: Menu, state: MenuState, evaluator: some ScriptEvaluator) {
        let builder = ViewBuilder(menu: menu, state: state, evaluator: evaluator)
        self.init(title: menu.title, blocks: menu.blocks.map(builder.view), scrolledIndex: state.scrolledIndex)
    }
}

/// Turns blocks into block views; one per ``MenuView`` build.
private struct ViewBuilder<Evaluator: ScriptEvaluator> {
    let state: MenuState
    let evaluator: Evaluator
    /// Target block id → the filters (with their chosen option) that apply to it.
    let filters: [String: [(FilterBlock, String)]]

    init(menu: Menu, state: MenuState, evaluator: Evaluator) {
        self.state = state
        self.evaluator = evaluator
        var filters: [String: [(FilterBlock, String)]] = [:]
        for case .filter(let filter) in menu.blocks where filter.hasMatch {
            guard let option = state.selectedOption(filter) else { continue }
            for target in filter.targets { filters[target, default: []].append((filter, option)) }
        }
        self.filters = filters
    }

    func view(_ block: Block) -> BlockView {
        switch block {
        case .section(let section):
            return .section(SectionView(
                id: section.id, title: section.title, open: state.isOpen(section),
                columns: section.columns, items: shown(section.items, in: section.id).map { item($0) }))
        case .selection(let selection):
            let expanded = state.expanded[selection.id]
            return .selection(SelectionView(
                id: selection.id, title: selection.title, columns: selection.columns, expanded: expanded,
                categories: selection.categories.map { category in
                    let chosen = Set(state.selectedChildren(selection, category: category.id))
                    return .init(id: category.id, title: category.title, expanded: category.id == expanded,
                                 items: shown(category.items, in: selection.id).map {
                                     item($0, selected: chosen.contains($0.id))
                                 })
                }))
        case .filter(let filter):
            let selected = state.selectedOption(filter)
            return .filter(FilterView(
                id: filter.id, title: filter.title, selected: selected,
                options: filter.options.map { .init(id: $0.id, title: $0.title, selected: $0.id == selected) },
                targets: filter.targets))
        case .index(let index):
            let groups = index.groups.compactMap { group -> IndexView.GroupView? in
                let items = shown(group.items, in: index.id)
                return items.isEmpty ? nil : .init(letter: group.letter, items: items.map { item($0) })
            }
            let current = state.current[index.id]
            let target = current.flatMap {
                index.scrollTarget(for: $0, nonEmpty: Set(groups.map(\.letter)))
            }
            return .index(IndexView(id: index.id, title: index.title, current: current,
                                    letters: index.letters, groups: groups, scrollTarget: target))
        }
    }

    /// The items that every filter targeting `block` lets through.
    private func shown(_ items: [Item], in block: String) -> [Item] {
        guard let applying = filters[block] else { return items }
        return items.filter { item in
            applying.allSatisfy { evaluator.matches(item, filter: $0.0, option: $0.1) }
        }
    }

    /// The item with its labels evaluated; detail's style wins over title's over the item's.
    private func item(_ item: Item, selected: Bool? = nil) -> ItemView {
        let title = label(item.title, .title, of: item)
        let detail = item.detail.map { label($0, .detail, of: item) }
        return ItemView(id: item.id, title: title.text ?? "", detail: detail?.text, icon: item.icon,
                        style: detail?.style ?? title.style ?? item.style, selected: selected)
    }

    private func label(_ label: Label, _ field: LabelField, of item: Item) -> EvaluatedLabel {
        switch label {
        case .text(let text): EvaluatedLabel(text: text)
        case .computed: evaluator.evaluate(field, of: item)
        }
    }
}
