import MenuModel

/// Builds the screen an item's `submenu = function(sub) … end` pushes: a menu object of its
/// own (`sub`, with the same methods as a menu), handed to the function in a protected call,
/// whose blocks become the screen's.
struct ScreenBuilder {
    let menus: ScriptMenus

    /// Runs the function at stack `index` with a new screen object and returns the blocks it
    /// added; `place` ("items[2].submenu") names the field in errors.
    func blocks(ofFunctionAt index: Int32, place: String, in stack: LuaStack) throws(HostCallError) -> [Block] {
        guard stack.reserve(4) else { throw .here("stack overflow") }
        let function = stack.absolute(index)
        let number = menus.documents.count
        stack.pushCopy(of: function)                                   // fn
        menus.newDocument(title: nil, finish: nil, in: stack)          // fn, sub
        menus.documents[number].role = .screenBuilding
        guard stack.call(arguments: 1, results: 0) else {              // message
            defer { stack.pop() }                                      // (popped)
            menus.documents[number].role = .screenBuilt
            throw .asIs(stack.string(at: -1) ?? "\(place): the function failed")
        }
        menus.documents[number].role = .screenBuilt
        let blocks = menus.documents[number].menu.blocks
        for case .section(let section) in blocks {
            if let item = section.items.positionsWithExtras.map({ section.items[$0] }).first(where: \.opensSubmenu) {
                throw .here("\(place): item '\(item.id)' of section '\(section.id)' has a submenu, "
                            + "but a submenu's screen can't open another one (give its rows no submenu)")
            }
        }
        return blocks
    }
}
