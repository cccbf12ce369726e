/// The host functions Lua can call, by the number a trampoline carries.
enum HostFunction: Int32, CaseIterable {
    case new, registerFilter, choseong, initial, section, selection, filter, index, tap, state, query, describe, on

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
        }
    }

    /// The functions of the `menu` module.
    static let moduleFunctions: [HostFunction] = [.new, .registerFilter, .on]

    /// The functions that are methods of a menu object, `m:name(...)`.
    static let methods: [HostFunction] = [.section, .selection, .filter, .index, .tap, .state, .query]

    /// The functions of `menu.hangul`.
    static let hangulFunctions: [HostFunction] = [.choseong, .initial]
}
