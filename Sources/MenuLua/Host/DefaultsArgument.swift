extension LuaStack {
    /// Leaves the defaults a `menu.store{ … }` or `menu.options{ … }` call gave as the only
    /// value on the stack: its table, or a new empty one when it gave none; with room for
    /// eight more values.  [-(n), +1]
    ///
    /// - Throws: when argument 1 is neither a table nor absent.
    func defaultsArgument() throws(HostCallError) {
        switch type(at: 1) {
        case .none, .nil: setTop(0); pushTable()              // defaults
        case .table: setTop(1)                                 // defaults
        default: throw .argument(1, "table expected, got \(typeName(at: 1))")
        }
        guard reserve(8) else { throw .here("stack overflow") }
    }
}
