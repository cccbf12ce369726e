import CLua
import LuaShim
import MenuModel

/// Non-raising access to a Lua stack, for Swift code that runs inside a trampoline.
///
/// Everything here is safe to call from a Swift frame: no metamethods (raw access only), and
/// no function that can raise except by allocation, which the host never has refused.
struct LuaStack {
    let L: OpaquePointer

    var top: Int32 { lua_gettop(L) }

    func pop(_ count: Int32 = 1) { lm_pop(L, count) }

    func absolute(_ index: Int32) -> Int32 { lua_absindex(L, index) }

    func type(at index: Int32) -> Int32 { lua_type(L, index) }

    /// Lua's name for the type at `index`: "nil", "table", "no value" …
    func typeName(at index: Int32) -> String {
        String(cString: lua_typename(L, lua_type(L, index)))
    }

    func isFunction(at index: Int32) -> Bool { lua_type(L, index) == LUA_TFUNCTION }

    /// The string at `index` in NFC (so NFD Hangul, as macOS file names carry it, groups,
    /// sorts and matches like composed text), or the number there as Lua prints it; nil for
    /// anything else. Invalid UTF-8 becomes U+FFFD.
    func string(at index: Int32) -> String? {
        var length = 0
        guard let bytes = lm_tolstring(L, index, &length) else { return nil }
        return nfc(String(decoding: UnsafeRawBufferPointer(start: bytes, count: length), as: UTF8.self))
    }

    func push(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            _ = bytes.withMemoryRebound(to: CChar.self) { lua_pushlstring(L, $0.baseAddress, $0.count) }
        }
    }

    func push(_ flag: Bool) { lua_pushboolean(L, flag ? 1 : 0) }

    func push(_ number: Int) { lua_pushinteger(L, lua_Integer(number)) }

    /// Pushes `table[name]` without metamethods and returns its type.  [-0, +1]
    @discardableResult
    func rawField(_ name: String, of table: Int32) -> Int32 {
        let table = absolute(table)
        push(name)
        return lua_rawget(L, table)
    }

    /// Sets `table[name]` to the value on top, without metamethods.  [-1, +0]
    func setRawField(_ name: String, of table: Int32) {
        let table = absolute(table)
        push(name)
        lua_rotate(L, -2, 1)
        lua_rawset(L, table)
    }

    /// Pushes `table[index]` without metamethods and returns its type.  [-0, +1]
    @discardableResult
    func rawIndex(_ index: Int, of table: Int32) -> Int32 {
        lua_rawgeti(L, table, lua_Integer(index))
    }

    /// The length of the sequence at `index`, without metamethods.
    func rawLength(at index: Int32) -> Int { Int(lua_rawlen(L, index)) }

    /// Anchors the value on top in the registry and pops it.  [-1, +0]
    func ref() -> ScriptRefValue { ScriptRefValue(luaL_ref(L, lm_registryindex())) }

    /// Pushes an anchored value.  [-0, +1]
    @discardableResult
    func push(_ ref: ScriptRefValue) -> Int32 {
        lua_rawgeti(L, lm_registryindex(), lua_Integer(ref))
    }

    /// Ensures room for `count` more values; false when Lua cannot grow the stack.
    func reserve(_ count: Int32) -> Bool { lua_checkstack(L, count) != 0 }
}

typealias ScriptRefValue = Int32
