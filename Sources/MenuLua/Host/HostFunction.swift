/// The host functions Lua can call, by the number a trampoline carries.
enum HostFunction: Int32, CaseIterable {
    case new, registerFilter, choseong, initial, section, selection, filter, index, tap, state, query, describe, on, input, read,
         store, off, blocks, item, remove, options

    /// The Lua name: `menu.new`, `m:section` …
    var name: String {
        switch self {
        case .new: "new"
        case .registerFilter: "register_filter"
        case .choseong: "choseong"
        case .initial: "initial"
        case .section: "section"
        case .selection: "selection"
        case .filter: "filter"
        case .index: "index"
        case .tap: "tap"
        case .state: "state"
        case .query: "query"
        case .describe: "__tostring"
        case .on: "on"
        case .input: "input"
        case .read: "read"
        case .store: "store"
        case .off: "off"
        case .blocks: "blocks"
        case .item: "item"
        case .remove: "remove"
        case .options: "options"
        }
    }

    /// Where a host function lives in Lua (the installer's names).
    enum Place: String {
        /// `menu.name`
        case module
        /// `menu.hangul.name`
        case hangul
        /// `m:name(...)`, a method of menu objects
        case method
        /// a metamethod of menu objects (`__tostring`)
        case metamethod
    }

    var place: Place {
        switch self {
        case .new, .registerFilter, .on, .off, .input, .read, .store, .options: .module
        case .choseong, .initial: .hangul
        case .section, .selection, .filter, .index, .tap, .state, .query, .blocks, .item, .remove: .method
        case .describe: .metamethod
        }
    }

    /// Whether the function changes a menu (its blocks or state): refused while one is drawn,
    /// so a label function can't change what is being drawn under the renderer.
    var changesMenus: Bool {
        switch self {
        case .section, .selection, .filter, .index, .tap, .query, .remove: true
        default: false
        }
    }

    /// The functions of the `menu` module.
    static let moduleFunctions = allCases.filter { $0.place == .module }

    /// The functions that are methods of a menu object, `m:name(...)`.
    static let methods = allCases.filter { $0.place == .method }

    /// The functions of `menu.hangul`.
    static let hangulFunctions = allCases.filter { $0.place == .hangul }

    /// The functions as the host's installer (in LuaShim.c) reads them:
    /// "place.name=number", each followed by a space, the embedding program's `programNames`
    /// (see ``ProgramFunctions``) among them as "host.name=number". (Appended, not joined: the
    /// runtime's first `joined(separator:)` costs a cold start some 116,000 instructions.)
    static func installerList(programNames: [String]) -> String {
        var list = ""
        for function in allCases { list += "\(function.place.rawValue).\(function.name)=\(function.rawValue) " }
        for (offset, name) in programNames.enumerated() { list += "host.\(name)=\(ProgramFunctions.base + Int32(offset)) " }
        return list
    }
}
