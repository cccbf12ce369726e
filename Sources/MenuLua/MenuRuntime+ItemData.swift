import CLua
import MenuModel

/// The script's own data on its items, read when a front end asks for it.
extension MenuRuntime {
    /// The fields the script put on the items of `view` beyond the API's own (`kind = "city"`,
    /// `price = 7`, `tags = { … }`), by item: read now, raw, from the items' tables as they
    /// are (a handler may have changed them since the menu was built). Strings, numbers,
    /// booleans and tables of them are copied; functions, userdata and threads are left out,
    /// and cycles cut (see ``LuaValue``). Items without such fields are not listed.
    ///
    ///     let data = try runtime.itemData(in: try runtime.view())
    ///     data[item.ref]?["price"]      // .number(7)
    ///
    /// - Throws: ``ScriptError`` when the copies would pass the memory limit or take longer
    ///   than the time limit.
    public func itemData(in view: MenuView) throws(ScriptError) -> [ItemRef: [String: LuaValue]] {
        try budgeted("while reading the items' data") { () throws(ScriptError) -> [ItemRef: [String: LuaValue]] in
            let base = stack.top
            defer { lua_settop(L, base) }
            var copier = LuaValueCopier(runtime: self)
            defer { copier.release() }
            let apiFields = Set(KnownFields.item)
            var data: [ItemRef: [String: LuaValue]] = [:]
            let items: [ItemView]
            do throws(EvaluationStopped) {
                items = try view.allItems()
            } catch {
                throw ScriptError(error.message)
            }
            do throws(HostCallError) {
                for item in items where item.ref != .none && data[item.ref] == nil && stack.reserve(4) {
                    pushItem(item.ref)                         // item
                    defer { stack.pop() }
                    let fields = try copier.fields(ofTableAt: -1, excluding: apiFields)
                    if !fields.isEmpty { data[item.ref] = fields }
                }
            } catch {
                throw ScriptError("\(scriptName): \(error.message) while reading the items' data")
            }
            return data
        }
    }
}
