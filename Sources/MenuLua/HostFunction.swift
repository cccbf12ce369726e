/// The host functions Lua can call, by the number a trampoline carries.
enum HostFunction: Int32, CaseIterable {
    case new, registerFilter, choseong, initial, section, selection, filter, index, tap, state, query, describe, on, input, read

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
        }
    }

    /// Where a host function lives in Lua.
    enum Place {
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
        case .new, .registerFilter, .on, .input, .read: .module
        case .choseong, .initial: .hangul
        case .section, .selection, .filter, .index, .tap, .state, .query: .method
        case .describe: .metamethod
        }
    }

    /// Whether the function changes a menu (its blocks or state): refused while one is drawn,
    /// so a label function can't change what is being drawn under the renderer.
    var changesMenus: Bool {
        switch self {
        case .section, .selection, .filter, .index, .tap, .query: true
        default: false
        }
    }

    /// The functions of the `menu` module.
    static let moduleFunctions = allCases.filter { $0.place == .module }

    /// The functions that are methods of a menu object, `m:name(...)`.
    static let methods = allCases.filter { $0.place == .method }

    /// The functions of `menu.hangul`.
    static let hangulFunctions = allCases.filter { $0.place == .hangul }

    /// The Lua code that installs the host (run by `lm_installhost` with `host, make, register,
    /// sandbox`): the menu objects' metatable as registry "luamenu.menu", hidden from scripts
    /// (`getmetatable(m)` is false); the `menu` module's functions as registry "luamenu.api",
    /// which every environment copies, adding `menu.json` (``JSONChunk``, compiled on its first
    /// use; see `lm_newenvironment`); and, in the sandbox, the
    /// strings' metatable hidden, its `__index` a copy of `string` without `dump`, so
    /// `("").dump` is nil too.
    /// `menu.host` holds the embedding program's functions, `hostNames` in the order of their
    /// numbers (see ``MenuRuntime/hostFunctionBase``).
    static func installer(version: String, hostNames: [String] = []) -> String {
        func entries(_ place: Place) -> String {
            allCases.filter { $0.place == place }.map { "\($0.name) = make(host, \($0.rawValue))" }
                .joined(separator: ", ")
        }
        return """
            local host, make, register, sandbox = ...
            register("luamenu.menu", { __index = { \(entries(.method)) }, \(entries(.metamethod)),
              __name = "luamenu.menu", __metatable = false })
            register("luamenu.api", { \(entries(.module)), version = "\(version)",
              hangul = { \(entries(.hangul)) },
              host = { \(hostNames.enumerated().map { "\($1) = make(host, \(MenuRuntime.hostFunctionBase + Int32($0)))" }
                .joined(separator: ", ")) } })
            register("luamenu.required", {})
            if sandbox then
              local methods = {}
              for name, f in pairs(string) do if name ~= "dump" then methods[name] = f end end
              local strings = getmetatable("")
              strings.__index = methods
              strings.__metatable = false
            end
            """
    }
}
