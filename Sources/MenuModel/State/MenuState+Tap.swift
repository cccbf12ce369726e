import TextCore

/// The reducer: the one place where menu state changes.
extension MenuState {
    /// Applies `action` to the state and returns the handlers the host must call.
    ///
    ///     var state = MenuState()
    ///     let effects = try state.reduce(.tap(.item(section: "outfield", submenu: [], id: "나성범")), in: menu)
    ///     // [.itemTapped(…)]
    ///
    /// A tap on a disabled item changes nothing and returns a ``Effect/notice(_:)`` saying so.
    ///
    /// - Throws: ``TapError`` when a tap's target is no longer in the menu, or a submenu to
    ///   show is none; the state is then unchanged.
    @discardableResult
    public mutating func reduce(_ action: MenuAction, in menu: Menu) throws(TapError) -> [Effect] {
        switch action {
        case .tap(let target):
            return try tap(menu.reach(target, openSubmenu: submenu))
        case .search(let text):
            query = text.map(nfc)
        case .showSubmenu(let ids):
            guard ids.isEmpty || menu.submenu(at: ids) != nil else {
                throw TapError(path: TapPath(segments: ids), kind: .unknown,
                               message: "no submenu at '\(TapPath(segments: ids))'")
            }
            submenu = ids
        case .restore(let saved):
            self = saved.pruned(for: menu)
            return restoredChoices(in: menu)
        }
        return []
    }

    /// What the script derives from its chips and selections, told again after a restore:
    /// `optionSelected` for each filter on a chosen option, `selectionChanged` for each
    /// selection with chosen children (as a tap would tell them), so labels that follow
    /// `on_select` and `on_change` match the restored choices. Jumps are left out: they move
    /// the view, they don't choose.
    private func restoredChoices(in menu: Menu) -> [Effect] {
        menu.allBlocks.compactMap { block -> Effect? in
            switch block {
            case .filter(let filter):
                return self.filter[filter.id].map { .optionSelected(block: filter.ref, option: $0) }
            case .selection(let selection):
                guard let chosen = selected[selection.id], chosen.values.contains(where: { !$0.isEmpty }) else { return nil }
                return .selectionChanged(block: selection.ref, selected: Dictionary(uniqueKeysWithValues: selection.categories.map {
                    ($0.id, selectedChildren(selection, category: $0.id))
                }))
            case .section, .index:
                return nil
            }
        }
    }

    /// Applies a tap on what `path` names (see ``Menu/target(at:openSubmenu:)``).
    ///
    ///     try state.apply("region/서울", in: menu)   // expands 서울
    @discardableResult
    public mutating func apply(_ path: TapPath, in menu: Menu) throws(TapError) -> [Effect] {
        try reduce(.tap(menu.target(at: path, openSubmenu: submenu)), in: menu)
    }

    private mutating func tap(_ reached: Menu.Reached) -> [Effect] {
        switch reached {
        case .header(let section):
            open[section.id] = !isOpen(section)
            return []
        case .item(let section, let openers, let item):
            var place = "section '\(section.id)'"
            var ids = [section.id]
            for each in openers + [item] {
                if each.disabled { return [.notice("item '\(each.id)' of \(place) is disabled")] }
                ids.append(each.id)
                place = "submenu '\(TapPath(segments: ids))'"
            }
            if item.opensSubmenu { submenu = ids }
            return [.itemTapped(block: section.ref, item: item)]
        case .back(let closing):
            submenu = closing.count > 2 ? Array(closing.dropLast()) : []
            return []
        case .category(let selection, let category):
            expanded[selection.id] = expanded[selection.id] == category.id ? nil : category.id
            return []
        case .child(let selection, let category, let child):
            if child.disabled {
                return [.notice("item '\(child.id)' of category '\(category.id)' of selection '\(selection.id)' is disabled")]
            }
            if selection.single {
                selected[selection.id] = [category.id: [child.id]]
            } else {
                let now = SelectionRules.toggle(child.id, in: selectedChildren(selection, category: category.id),
                                                all: selection.all) { category.items.position(of: $0) }
                selected[selection.id, default: [:]][category.id] = now
            }
            let all = Dictionary(uniqueKeysWithValues: selection.categories.map {
                ($0.id, selectedChildren(selection, category: $0.id))
            })
            return [.itemTapped(block: selection.ref, item: child),
                    .selectionChanged(block: selection.ref, selected: all)]
        case .option(let filter, let option):
            self.filter[filter.id] = option.id
            return [.optionSelected(block: filter.ref, option: option.id)]
        case .jump(let index, let letter):
            current[index.id] = letter
            scrolledIndex = index.id
            return [.indexJumped(block: index.ref, letter: letter)]
        case .entry(let index, let letter, let item):
            if item.disabled { return [.notice("item '\(item.id)' of letter '\(letter)' of index '\(index.id)' is disabled")] }
            return [.itemTapped(block: index.ref, item: item)]
        }
    }
}
