/// The host functions Lua can call, by the number a trampoline carries.
enum HostFunction: Int32, CaseIterable {
    case new, registerFilter, section, selection, filter, index, tap, state, describe

    /// The Lua name: `menu.new`, `m:section` …
    var name: String {
        switch self {
        case .new: "new"
        case .registerFilter: "register_filter"
        case .section: "section"
        case .selection: "selection"
        case .filter: "filter"
        case .index: "index"
        case .tap: "tap"
        case .state: "state"
        case .describe: "__tostring"
        }
    }

    /// The functions of the `menu` module.
    static let moduleFunctions: [HostFunction] = [.new, .registerFilter]

    /// The functions that are methods of a menu object, `m:name(...)`.
    static let methods: [HostFunction] = [.section, .selection, .filter, .index, .tap, .state]
}
