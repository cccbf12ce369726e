/// The host functions Lua can call, by the number a trampoline carries.
enum HostFunction: Int32, CaseIterable {
    case new, section, selection, filter, index, tap, state

    /// The Lua name: `menu.new`, `m:section` …
    var name: String {
        switch self {
        case .new: "new"
        case .section: "section"
        case .selection: "selection"
        case .filter: "filter"
        case .index: "index"
        case .tap: "tap"
        case .state: "state"
        }
    }

    /// The functions that are methods of a menu object, `m:name(...)`.
    static let methods: [HostFunction] = [.section, .selection, .filter, .index, .tap, .state]
}
