import MenuModel

/// What a script gives to fill a pane beside its menu: an item's `preview` field (a string, or a
/// function `(item, m) → string`), else its block's `preview(item, m)`. `run -i` shows the
/// focused item's in its pane; an embedding app can show it anywhere. (The Lua field keeps
/// fzf's word, `preview`; `luamenu preview`, the web page, is another thing.)
///
///     m:section{ id = "files", title = "Files", items = files,
///       preview = function(item) return menu.read(item.id) end }
extension MenuRuntime {
    /// Whether anything in the menu fills a pane: a block's `preview`, or an item's (as its
    /// list was read: ``MenuModel/ItemList/hasItemPreviews``).
    ///
    /// - Throws: ``ScriptError`` when a limit stops the look.
    public func hasPaneContent() throws(ScriptError) -> Bool {
        guard let current = menus.current else { return false }
        let blocks = menus.documents[current].menu.blocks
        return try budget.spend("while looking for previews") { () throws(ScriptError) -> Bool in
            let stack = lua.stack
            guard stack.reserve(2) else { throw ScriptError("stack overflow") }
            for block in blocks {
                let (ref, lists): (ScriptRef, [ItemList]) = switch block {
                case .section(let section): (section.ref, [section.items])
                case .selection(let selection): (selection.ref, selection.categories.map { $0.items })
                case .index(let index): (index.ref, [index.items])
                case .filter: (.none, [])
                }
                if lists.contains(where: { $0.hasItemPreviews }) { return true }
                if ref != .none, Self.hasField("preview", table: ref.rawValue, stack) { return true }
            }
            return false
        }
    }

    /// What fills the pane for the item `target` names, as the script writes it (its
    /// `preview`): nil when `target` names no item or the item and its block have no `preview`.
    ///
    ///     try runtime.paneContent(of: .item(section: "files", submenu: [], id: "README.md"))
    ///
    /// - Throws: ``ScriptError`` when the preview function fails, returns what is no string,
    ///   or breaks a limit.
    public func paneContent(of target: TapTarget) throws(ScriptError) -> String? {
        guard let current = menus.current else { return nil }
        let document = menus.documents[current]
        guard let (item, block) = document.menu.item(at: target, openSubmenu: document.state.submenu) else { return nil }
        return try budget.spend("while previewing item '\(item.id)'") { () throws(ScriptError) -> String? in
            let stack = lua.stack
            let base = stack.top
            defer { stack.setTop(base) }
            guard stack.reserve(6) else { throw ScriptError("stack overflow") }
            stack.pushItem(item.ref)                           // item
            switch stack.rawField("preview", of: -1) {         // item, preview
            case .string, .number:
                return try text(at: -1, of: item)
            case .function:
                stack.pushCopy(of: -2)                        // item, preview, item
            default:
                stack.pop()                                    // item
                guard block != .none else { return nil }
                stack.push(block.rawValue)                     // item, block
                guard stack.rawField("preview", of: -1) == .function else { return nil }   // item, block, preview
                stack.pushCopy(of: -3)                        // item, block, preview, item
            }
            stack.push(document.object)                        // …, preview, item, m
            guard stack.call(arguments: 2, results: 1) else {  // …, text | message
                throw ScriptError("\(stack.string(at: -1) ?? "error") (in the preview of item '\(item.id)')")
            }
            switch stack.type(at: -1) {
            case .nil: return nil
            case .string, .number: return try text(at: -1, of: item)
            default:
                throw ScriptError("\(scriptName): the preview of item '\(item.id)' returned a \(stack.typeName(at: -1)), "
                                  + "expected a string")
            }
        }
    }

    /// The string at `index`, held against the memory limit while the operation lasts.
    private func text(at index: Int32, of item: Item) throws(ScriptError) -> String? {
        let stack = lua.stack
        guard budget.hold(2 * (stack.bytes(at: index)?.count ?? 0)) else {
            throw ScriptError("\(scriptName): not enough memory for the preview of item '\(item.id)'", kind: .memoryLimit)
        }
        return stack.string(at: index)
    }

    /// Whether the table `table` (a registry value) has a non-nil `name`.
    private static func hasField(_ name: String, table: ScriptRefValue, _ stack: LuaStack) -> Bool {
        stack.push(table)                                      // table
        defer { stack.pop(2) }                                 // (table, value popped)
        return stack.rawField(name, of: -1) != .nil            // table, value
    }
}
