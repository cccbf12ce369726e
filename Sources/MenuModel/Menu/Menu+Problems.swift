import TextCore

/// Mistakes in a menu that Lua accepts but a user would not want: what `luamenu check` finds
/// in the built menu, and `run` warns about.
extension Menu {
    /// One mistake, and the block it is in.
    public struct Problem: Equatable, Sendable {
        /// The position of the block in `blocks`.
        public var block: Int
        public var message: String
        /// Problems of one kind in one list share a group ("two items have the id …" in
        /// section 's'), so a million of them can be reported as a few and a count.
        public var group: String

        public init(block: Int, message: String, group: String? = nil) {
            self.block = block
            self.message = message
            self.group = group ?? message
        }
    }

    /// Duplicate block ids, duplicate item ids within a block (or a submenu), filters whose
    /// targets don't exist, an `all` child missing from a category, empty titles, hotkeys
    /// that two blocks, or two items of one list, share, and ids a tap path would misread as
    /// they are written (a backslash before `/` or `\`, or at the end: see
    /// ``TapPath/misreads(_:)``; a `/` alone is no problem, escaping it is expected).
    ///
    ///     menu.problems()   // [Problem(block: 1, message: "filter 'type' targets 'carz', …")]
    public func problems() -> [Problem] {
        var problems: [Problem] = []
        var seen = Set<String>()
        var hotkeys: [String: String] = [:]
        let ids = Set(blocks.map(\.id))
        for (position, block) in blocks.enumerated() {
            let name = "\(block.kind) '\(block.id)'"
            func report(_ message: String) { problems.append(Problem(block: position, message: message)) }
            if !seen.insert(block.id).inserted {
                report("\(name): another block has the id '\(block.id)'; taps reach only the first")
            }
            if block.title == "" { report("\(name) has an empty title") }
            if let hint = Self.escapingHint(block.id) { report("\(name): \(hint)") }
            if let hotkey = block.hotkey {
                if let other = hotkeys[hotkey] {
                    report("\(name) has the hotkey '\(hotkey)' of \(other); it reaches only the first")
                } else {
                    hotkeys[hotkey] = name
                }
            }
            switch block {
            case .section(let section):
                problems += Self.itemProblems(section.items, in: name, block: position)
            case .selection(let selection):
                for category in selection.categories {
                    let place = "category '\(category.id)' of \(name)"
                    if category.title.isEmpty { report("\(place) has an empty title") }
                    if let hint = Self.escapingHint(category.id) { report("\(place): \(hint)") }
                    if let all = selection.all, category.items.position(of: all) == nil {
                        report("\(place) has no '\(all)' child, which 'all' names")
                    }
                    problems += Self.itemProblems(category.items, in: place, block: position)
                }
            case .filter(let filter):
                for target in filter.targets where !ids.contains(target) {
                    let known = blocks.map(\.id).filter { $0 != filter.id }
                    let titled = blocks.first { $0.title == target && $0.id != filter.id }
                    let hint = titled.map { " (did you mean '\($0.id)'? a target is a block's id, and '\(target)' is its title)" }
                        ?? Spelling.suggestion(for: target, among: known).map { " (did you mean '\($0)'?)" } ?? ""
                    report("\(name) targets '\(target)', which is no block of the menu\(hint)")
                }
                if filter.hasMatch, filter.targets.isEmpty { report("\(name) has a match function but no target") }
                for option in filter.options {
                    if let hint = Self.escapingHint(option.id) { report("option '\(option.id)' of \(name): \(hint)") }
                }
            case .index(let index):
                problems += Self.itemProblems(index.items, in: name, block: position)
            }
        }
        return problems + screenProblems(besides: ids)
    }

    /// The problems of the screens submenus push, each named by its path and reported at the
    /// block of its opener; a screen's block with the id of one of the menu's `ids` among them.
    private func screenProblems(besides ids: Set<String>) -> [Problem] {
        var problems: [Problem] = []
        for path in submenuPaths {
            let screen = screenBlocks(at: path)
            guard !screen.isEmpty, let position = blocks.firstIndex(where: { $0.id == path[0] }) else { continue }
            let place = "the screen of '\(TapPath(segments: path))'"
            for block in screen where ids.contains(block.id) {
                problems.append(Problem(block: position, message: "\(block.kind) '\(block.id)' of \(place) has the id of a "
                                        + "block of the menu: while the screen is open taps reach only the screen's, and the "
                                        + "two share their state (give it another id)"))
            }
            problems += Menu(blocks: screen).problems().map {
                Problem(block: position, message: "\(place): \($0.message)", group: "\(place): \($0.group)")
            }
        }
        return problems
    }

    /// The problems of a list's entries, in item order: repeated ids (found by the list's id
    /// index), empty titles, ids a tap path misreads, shared hotkeys; then its submenus'. An
    /// id is misread only with a backslash in it, or as `..`: the list's texts are looked
    /// through for a backslash once, so that a list with none looks at no id's bytes.
    private static func itemProblems(_ items: ItemList, in place: String, block: Int) -> [Problem] {
        var problems: [Problem] = []
        func report(_ message: String, _ kind: String) {
            problems.append(Problem(block: block, message: message, group: "\(place): \(kind)"))
        }
        let repeated = Set(items.repeatedIDs)
        var hotkeys = Set<String>()
        items.withTextBytes { all, text in                          // the texts' bytes, read in place
            let backslashes = all.containsByte(0x5C)
            for position in items.indices {
                let record = items.record(at: position)
                guard record.flags.kind == .entry else { continue }
                let id = { items.id(at: position) }
                if !repeated.isEmpty, repeated.contains(position) {
                    report("\(place): two items have the id '\(id())'; taps reach only the first", "duplicate ids")
                }
                if record.title != ItemList.Record.computed, text(record.title).isEmpty {
                    report("\(place): item '\(id())' has an empty title", "empty titles")
                }
                let idBytes = text(record.id == ItemList.Record.sameAsTitle ? record.title : record.id)
                let dots = idBytes.count == 2 && idBytes[0] == 0x2E && idBytes[1] == 0x2E
                if dots || backslashes && idBytes.containsByte(0x5C), let hint = escapingHint(id()) {
                    report("\(place): item '\(id())': \(hint)", "ids a tap path misreads")
                }
                guard record.flags.hasExtras, let extra = items.extras(at: position) else { continue }
                if let hotkey = extra.hotkey, !hotkeys.insert(hotkey).inserted {
                    report("\(place): two items have the hotkey '\(hotkey)'; it reaches only the first", "shared hotkeys")
                }
                if let submenu = extra.submenu {
                    problems += itemProblems(submenu, in: "submenu of item '\(id())' in \(place)", block: block)
                }
            }
        }
        return problems
    }

    /// What to do about an id a tap path misreads as it is, e.g. `a\\b`: "write it 'a\\\\b'",
    /// or `..`, which a path reads as going back.
    static func escapingHint(_ id: String) -> String? {
        if id == ".." { return "a tap path ending in '..' goes back, so nothing can tap it; give it another id" }
        guard TapPath.misreads(id) else { return nil }
        return "a tap path reads the id as something else; write it '\(TapPath.escaped(id))' in --tap and m:tap"
    }
}

extension Menu {
    /// Hotkeys of blocks and items that are keys a front end keeps for itself (`keys` maps each
    /// to what it does there): such a hotkey never reaches its block or item.
    ///
    ///     menu.hotkeyProblems(shadowedBy: ["j": "moves down"])
    ///     // [Problem(block: 0, message: "item 'x' of section 's' has the hotkey 'j', which moves down …")]
    public func hotkeyProblems(shadowedBy keys: [String: String]) -> [Problem] {
        var problems: [Problem] = []
        func check(_ hotkey: String?, of name: String, block: Int) {
            guard let hotkey, let use = keys[hotkey] else { return }
            problems.append(Problem(block: block, message: "\(name) has the hotkey '\(hotkey)', which \(use) in the "
                                    + "interactive view; it never reaches it (choose another key)"))
        }
        func walk(_ items: ItemList, in place: String, block: Int) {
            for position in items.positionsWithExtras {
                guard let extras = items.extras(at: position) else { continue }
                check(extras.hotkey, of: "item '\(items.id(at: position))' of \(place)", block: block)
                if let submenu = extras.submenu {
                    walk(submenu, in: "the submenu of item '\(items.id(at: position))' of \(place)", block: block)
                }
            }
        }
        for (position, block) in blocks.enumerated() {
            let name = "\(block.kind) '\(block.id)'"
            check(block.hotkey, of: name, block: position)
            switch block {
            case .section(let section): walk(section.items, in: name, block: position)
            case .selection(let selection):
                for category in selection.categories { walk(category.items, in: "category '\(category.id)' of \(name)", block: position) }
            case .filter: break
            case .index(let index): walk(index.items, in: name, block: position)
            }
        }
        return problems
    }
}
