import TextCore

/// What keeps an item out of the view: a filter's chosen chip, or the search.
extension Menu {
    /// What hides an item from the view.
    public enum Hider: Equatable, Sendable {
        /// A filter whose chosen option's `match` does not let the item through.
        case filter(id: String, option: String)
        /// The search, which the item's title does not match.
        case search(String)

        /// "filter 'temp' (차가운)", "the search 'latte'".
        public var description: String {
            switch self {
            case .filter(let id, let option): "filter '\(id)' (\(option))"
            case .search(let query): "the search '\(query)'"
            }
        }
    }

    /// What hides the item `target` names from the view in `state`, asking the script only
    /// about that item (one `match` per filter, its title if computed): nil when it is shown,
    /// or when `target` is no item. A tap on a hidden item is refused, as one on a disabled
    /// item is.
    ///
    ///     try menu.hider(of: .item(section: "coffee", submenu: [], id: "espresso"), in: state, evaluator: e)
    ///     // .filter(id: "temp", option: "iced")
    public func hider(of target: TapTarget, in state: MenuState,
                      evaluator: some ScriptEvaluator) throws(EvaluationStopped) -> Hider? {
        guard target.itemID != nil, let reached = try? reach(target, openSubmenu: state.submenu) else { return nil }
        let item: Item, search: BlockSearch, ref: ScriptRef
        var filtered: String?
        switch reached {
        case .item(let section, let openers, let found):
            if section.queried != nil { return nil }              // the script chose what the query shows
            (item, search, ref) = (found, section.search, section.ref)
            if openers.isEmpty { filtered = section.id }          // filters apply to a section's own items
        case .child(let selection, _, let found):
            (item, search, ref, filtered) = (found, selection.search, selection.ref, selection.id)
        case .entry(let index, _, let found):
            (item, search, ref, filtered) = (found, index.search, index.ref, index.id)
        case .header, .back, .category, .option, .jump:
            return nil
        }
        if let filtered {
            for case .filter(let filter) in allBlocks where filter.hasMatch && filter.targets.contains(filtered) {
                guard let option = state.selectedOption(filter) else { continue }
                let passes: Bool
                if let mode = filter.searchMatch {
                    let pattern = SearchQuery(option, mode: mode, syntax: SearchQuery.Syntax(extended: false))
                    passes = pattern.match(item.sortText) != nil
                } else {
                    passes = try evaluator.matches(item, filter: filter, option: option)
                }
                if !passes { return .filter(id: filter.id, option: option) }
            }
        }
        guard let query = state.query.map(nfc), !query.allSatisfy(\.isWhitespace) else { return nil }
        switch search {
        case .mode(let mode):
            let title = try ItemViewMaker(evaluator: evaluator, place: target.place).view(of: item).title
            return mode.match(title, query: query) == nil ? .search(query) : nil
        case .script:
            return try evaluator.score(item, block: ref, query: query) == nil ? .search(query) : nil
        case .excluded:
            return nil
        }
    }
}
