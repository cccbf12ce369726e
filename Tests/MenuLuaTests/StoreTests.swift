import MenuModel
@testable import MenuLua
import Testing

/// `menu.store{ defaults }`: the script's data that lasts, saved values merged over the
/// defaults, JSON values only.
@Suite struct StoreTests {
    /// A runtime for `source` whose store starts from `saved`.
    static func runtime(_ source: String, saved: LuaValue?) throws -> MenuRuntime {
        var options = MenuRuntime.Options(printDescriptor: 2, timeout: 300)
        options.store = saved
        return try MenuRuntime(source: source, name: "test.lua", options: options)
    }

    @Test func theSavedValuesAreMergedOverTheDefaults() throws {
        let saved = LuaValue.table(array: [], fields: [
            "n": .number(3), "filled": .table(array: [], fields: ["kakao": .boolean(true)]),
        ])
        let r = try Self.runtime("""
            store = menu.store{ n = 0, size = "tall", filled = { kakao = false, email = false } }
            same = menu.store() == store
            return menu.new{}
            """, saved: saved)
        #expect(r.evaluate("return store.n, store.size, store.filled.kakao, store.filled.email, same")
                == .values(["3", "\"tall\"", "true", "false", "true"]), "saved over defaults, nested too; one table")
        #expect(try r.storeValue() == .table(array: [], fields: [
            "n": .number(3), "size": .string("tall"),
            "filled": .table(array: [], fields: ["kakao": .boolean(true), "email": .boolean(false)]),
        ]))
        #expect(r.stack.top == 0)
    }

    @Test func aScriptWithoutAStoreKeepsWhatWasSaved() throws {
        let saved = LuaValue.table(array: [], fields: ["n": .number(1)])
        #expect(try Self.runtime("return menu.new{}", saved: saved).storeValue() == saved)
        #expect(try Self.runtime("return menu.new{}", saved: nil).storeValue() == nil)
    }

    @Test(arguments: [
        ("store.f = function() end", "test.lua: store.f: a function is no JSON value (strings, numbers, booleans and tables of them are)"),
        ("store.list = { 'a', x = 1 }", "test.lua: store.list: a table that is a list and has string keys is no JSON value"),
        ("store.loop = {} store.loop.back = store.loop", "test.lua: store.loop.back: a table inside itself is no JSON value (strings, numbers, booleans and tables of them are)"),
        ("store.nested = { deep = { coroutine.create(print) } }", "test.lua: store.nested.deep[1]: a thread is no JSON value (strings, numbers, booleans and tables of them are)"),
        ("store[true] = 1", "test.lua: store: a key that is no string and not in the list (a boolean) is no JSON"),
        ("store.n = 0/0", "test.lua: store.n: a number that is not finite is no JSON value (strings, numbers, booleans and tables of them are)"),
    ])
    func aValueAStoreCantHoldIsAnErrorNamingItsKeyPath(assignment: String, message: String) throws {
        let r = try Self.runtime("store = menu.store{}\n\(assignment)\nreturn menu.new{}", saved: nil)
        let error = #expect(throws: ScriptError.self) { try r.storeValue() }
        #expect(error?.message == message)
    }

    @Test func theStoreCountsAgainstTheMemoryLimit() throws {
        var options = MenuRuntime.Options(printDescriptor: 2, timeout: 300, memoryLimit: 16 << 20)
        options.store = .table(array: [], fields: [:])
        let error = #expect(throws: ScriptError.self) {
            _ = try MenuRuntime(source: "local s = menu.store{}\nfor i = 1, 1e7 do s[i] = 'x' .. i end\nreturn menu.new{}",
                                name: "test.lua", options: options)
        }
        #expect(error?.kind == .memoryLimit)
    }
}
