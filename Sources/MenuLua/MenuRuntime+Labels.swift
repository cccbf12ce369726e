import MenuModel

/// What `luamenu check` learns by calling the label functions: a draw calls only those of the
/// rows it shows, and draws a wrong value as best it can (a `checked` that returns nil as a row
/// without its checkbox), so a mistake can hide until a user finds it.
extension MenuRuntime {
    /// Calls every label function (`title`, `detail`, `subtitle`, `checked`) of the menu's
    /// items and its submenus' once, as a first draw would, and returns what each returned
    /// that is not what it should be, at the line where the function was written:
    ///
    ///     menu.lua:7: the checked function of item 'sound' returned nil: the row is drawn
    ///     without its checkbox; return false for unchecked
    ///
    /// `checked` gives true, false or "mixed"; the others text (a string, a number or nil) and
    /// a style that is one of ``Style``'s. A function that fails is reported as a draw reports it.
    ///
    /// - Throws: ``ScriptError`` when a limit stops the calls.
    public func labelProblems() throws(ScriptError) -> [String] {
        guard let current = menus.current else { return [] }
        let document = menus.documents[current]
        var lists: [ScriptRef] = []
        for block in document.menu.blocks {
            switch block {
            case .section(let section): lists.append(section.items.source)
            case .selection(let selection): lists += selection.categories.map(\.items.source)
            case .index(let index): lists.append(index.items.source)
            case .filter: break
            }
        }
        for path in document.menu.submenuPaths {
            for item in document.menu.submenu(at: path)?.items ?? [] where !lists.contains(item.ref.list) {
                lists.append(item.ref.list)
            }
        }
        lists.removeAll { $0 == .none }
        return try budget.spend("while calling the label functions") { () throws(ScriptError) -> [String] in
            let stack = lua.stack
            let base = stack.top
            defer { stack.setTop(base) }
            guard stack.reserve(10) else { throw ScriptError("stack overflow") }
            stack.push(lua.hostFunction(.labels))              // labels
            stack.pushTable(array: lists.count)                // labels, lists
            for (position, list) in lists.enumerated() {
                stack.push(list.rawValue)                      // labels, lists, list
                stack.setRawIndex(position + 1, of: -2)        // labels, lists
            }
            stack.push(document.object)                        // labels, lists, m
            stack.pushTable(fields: Style.allCases.count)      // labels, lists, m, styles
            for style in Style.allCases {
                stack.push(true)                               // …, styles, true
                stack.setRawField(style.rawValue, of: -2)      // …, styles
            }
            guard stack.call(arguments: 3, results: 1) else {  // found | message
                throw ScriptError(stack.string(at: -1) ?? "error in luamenu.labels")
            }
            if budget.isStopped { throw ScriptError("stopped by a limit") }
            var messages: [String] = []
            for index in stride(from: 1, through: stack.rawLength(at: -1), by: 1) {
                stack.rawIndex(index, of: -1)                  // found, entry
                defer { stack.pop() }                          // found
                func field(_ name: String) -> String? {
                    stack.rawField(name, of: -1)               // found, entry, value
                    defer { stack.pop() }                      // found, entry
                    return stack.string(at: -1)
                }
                let place = field("source").map { "\($0):\(field("line") ?? "?"): " } ?? ""
                messages.append(MessageLimit.bounded(place + (field("message") ?? "")))
            }
            return messages
        }
    }
}
