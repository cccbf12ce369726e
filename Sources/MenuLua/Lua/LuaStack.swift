import CLua
import LuaShim
import MenuModel
import TextCore

/// An anchored Lua value: its reference in the registry.
typealias ScriptRefValue = Int32

/// Non-raising access to one Lua thread's stack: with its companions (`LuaStack+Calls`,
/// `LuaStack+Caller`, ``LuaState``, ``LuaLimits``, the dispatcher) the only Swift that calls
/// Lua's C API, so the rule that no Lua error unwinds through Swift is checked by reading these
/// files and LuaShim.h.
///
/// Everything here is safe to call from a Swift frame: no metamethods (raw access only), and
/// no function that can raise except by allocation, which the host is never refused (see the
/// contract in LuaShim.h). Effects on the stack are noted as Lua's manual does: [-pops, +pushes].
struct LuaStack {
    /// The thread whose stack this is.
    let L: OpaquePointer

    // MARK: The stack

    /// The index of the value on top: how many values the stack holds.
    var top: Int32 { lua_gettop(L) }

    /// Sets the top to `top`: pops what is above it.
    func setTop(_ top: Int32) { lua_settop(L, top) }

    /// Pops `count` values.  [-count, +0]
    func pop(_ count: Int32 = 1) { lm_pop(L, count) }

    /// The positive form of `index`, which stays valid while values are pushed above it.
    func absolute(_ index: Int32) -> Int32 { lua_absindex(L, index) }

    /// Ensures room for `count` more values; false when Lua cannot grow the stack. Callers
    /// turn false into an error: none ignores it.
    func reserve(_ count: Int32) -> Bool { lua_checkstack(L, count) != 0 }

    /// Pushes a copy of the value at `index`.  [-0, +1]
    func pushCopy(of index: Int32) { lua_pushvalue(L, index) }

    /// Removes the value at `index`, shifting the ones above it down.  [-1, +0]
    func remove(at index: Int32) { lm_remove(L, index) }

    /// Moves the value on top to `index`, replacing the value there.  [-1, +0]
    func replace(at index: Int32) { lm_replace(L, index) }

    /// Exchanges the two values on top.  [-0, +0]
    func swapTop() { lua_rotate(L, -2, 1) }

    // MARK: Reading values

    /// The type of the value at `index`.
    func type(at index: Int32) -> LuaType { LuaType(rawValue: lua_type(L, index)) }

    /// Lua's name for the type at `index`: "nil", "table", "no value" …
    func typeName(at index: Int32) -> String {
        String(cString: lua_typename(L, lua_type(L, index)))
    }

    /// Lua's name for `type`: "nil", "table" …
    func typeName(of type: LuaType) -> String {
        String(cString: lua_typename(L, type.rawValue))
    }

    /// Whether the value at `index` is a function.
    func isFunction(at index: Int32) -> Bool { type(at: index) == .function }

    /// The string at `index` in NFC (so NFD Hangul, as macOS file names carry it, groups,
    /// sorts and matches like composed text), or the number there as Lua prints it; nil for
    /// anything else. Invalid UTF-8 becomes U+FFFD.
    func string(at index: Int32) -> String? {
        bytes(at: index).map { nfc(String(decoding: $0, as: UTF8.self)) }
    }

    /// The bytes of the string at `index`, or of the number there (converted in place, as
    /// Lua prints it); nil for anything else. Valid while the value stays on the stack.
    func bytes(at index: Int32) -> UnsafeRawBufferPointer? {
        var length = 0
        guard let bytes = lm_tolstring(L, index, &length) else { return nil }
        return UnsafeRawBufferPointer(start: bytes, count: length)
    }

    /// The bytes of the value at `index` if it is a string; nil for anything else, numbers
    /// too (converting a key in place would break a walk with ``next(of:)``).
    func stringBytes(at index: Int32) -> UnsafeRawBufferPointer? {
        guard lua_type(L, index) == LUA_TSTRING else { return nil }
        var length = 0
        guard let bytes = lua_tolstring(L, index, &length) else { return nil }
        return UnsafeRawBufferPointer(start: bytes, count: length)
    }

    /// Lua's truth of the value at `index`: false for `false` and `nil`, true for the rest.
    func boolean(at index: Int32) -> Bool { lua_toboolean(L, index) != 0 }

    /// The number at `index` as an integer, when it is one (or a float with an integer value).
    func integer(at index: Int32) -> Int? {
        var isInteger: Int32 = 0
        let number = lua_tointegerx(L, index, &isInteger)
        return isInteger != 0 ? Int(number) : nil
    }

    /// The number at `index` (0 for anything that isn't one).
    func number(at index: Int32) -> Double { lua_tonumberx(L, index, nil) }

    /// The identity of the table (or other object) at `index`, to tell tables apart.
    func identity(at index: Int32) -> UnsafeRawPointer? { lua_topointer(L, index) }

    // MARK: Pushing values

    /// Pushes `text` as a string of its UTF-8 bytes.  [-0, +1]
    func push(_ text: String) {
        var text = text
        text.withUTF8 { push(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// Pushes a string of these bytes, as they are.  [-0, +1]
    func push(bytes: UnsafeRawBufferPointer) {
        _ = lua_pushlstring(L, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count)
    }

    /// Pushes a boolean.  [-0, +1]
    func push(_ flag: Bool) { lua_pushboolean(L, flag ? 1 : 0) }

    /// Pushes an integer.  [-0, +1]
    func push(_ number: Int) { lua_pushinteger(L, lua_Integer(number)) }

    /// Pushes a float.  [-0, +1]
    func push(_ number: Double) { lua_pushnumber(L, number) }

    /// Pushes nil.  [-0, +1]
    func pushNil() { lua_pushnil(L) }

    /// Pushes a new table with room for `array` list entries and `fields` other fields.  [-0, +1]
    func pushTable(array: Int = 0, fields: Int = 0) {
        lua_createtable(L, Int32(clamping: array), Int32(clamping: fields))
    }

    /// Pops a table and makes it the metatable of the table at `index`.  [-1, +0]
    func setMetatable(of index: Int32) { lua_setmetatable(L, index) }

    // MARK: Raw table access (no metamethods)

    /// Pushes `table[name]` and returns its type.  [-0, +1]
    @discardableResult
    func rawField(_ name: String, of table: Int32) -> LuaType {
        let table = absolute(table)
        push(name)                                             // …, name
        return LuaType(rawValue: lua_rawget(L, table))         // …, value
    }

    /// Lets the item table at `table`, which has no `id`, answer `item.id` with its title
    /// through the shared metatable at `metatable` (``pushItemIDMetatable()``); false when it
    /// has a metatable of its own.  [-0, +0]
    func lendTitleAsID(to table: Int32, metatable: Int32) -> Bool {
        lm_lendtitleasid(L, table, metatable) != 0
    }

    /// Pushes the table a filter's `match` got for the string item at `position` (from 1) of
    /// the host's copy of a list at `list`, if the script still holds it, and returns true;
    /// returns false, pushing nothing, when there is none (``filter(_:count:answers:failed:)``).
    /// [-0, +(0|1)]
    func pushCachedStringItem(at position: Int, of list: Int32) -> Bool {
        lm_pushcachedstringitem(L, list, lua_Integer(position)) != 0
    }

    /// Pushes the shared metatable ``lendTitleAsID(to:metatable:)`` sets.  [-0, +1]
    func pushItemIDMetatable() {
        lm_pushitemidmetatable(L)
    }

    /// Sets `table[name]` to the value on top.  [-1, +0]
    func setRawField(_ name: String, of table: Int32) {
        let table = absolute(table)
        push(name)                                             // …, value, name
        swapTop()                                              // …, name, value
        lua_rawset(L, table)                                   // …
    }

    /// Pushes `table[index]` and returns its type.  [-0, +1]
    @discardableResult
    func rawIndex(_ index: Int, of table: Int32) -> LuaType {
        LuaType(rawValue: lua_rawgeti(L, table, lua_Integer(index)))
    }

    /// Sets `table[index]` to the value on top.  [-1, +0]
    func setRawIndex(_ index: Int, of table: Int32) {
        lua_rawseti(L, table, lua_Integer(index))
    }

    /// Pushes `table[key]` in place of the key on top, and returns its type.  [-1, +1]
    @discardableResult
    func rawGet(of table: Int32) -> LuaType { LuaType(rawValue: lua_rawget(L, absolute(table))) }

    /// Sets `table[key] = value`, the key and the value on top.  [-2, +0]
    func setRawPair(of table: Int32) { lua_rawset(L, table) }

    /// The length of the sequence at `index`.
    func rawLength(at index: Int32) -> Int { Int(lua_rawlen(L, index)) }

    /// The next pair of the table at `table` after the key on top: pops the key and pushes the
    /// next key and its value, or pushes nothing at the end. The table must not change
    /// while it is walked (no Lua code runs on it in between).  [-1, +(2|0)]
    func next(of table: Int32) -> Bool { lua_next(L, table) != 0 }

    // MARK: The registry

    /// Anchors the value on top in the registry and pops it.  [-1, +0]
    func ref() -> ScriptRefValue { ScriptRefValue(luaL_ref(L, lm_registryindex())) }

    /// Pushes an anchored value and returns its type.  [-0, +1]
    @discardableResult
    func push(_ ref: ScriptRefValue) -> LuaType {
        LuaType(rawValue: lua_rawgeti(L, lm_registryindex(), lua_Integer(ref)))
    }

    /// Pushes the registry's field `name` (the host's own entries, "luamenu.…").  [-0, +1]
    @discardableResult
    func pushRegistryField(_ name: String) -> LuaType {
        LuaType(rawValue: lua_getfield(L, lm_registryindex(), name))
    }

    // MARK: Userdata

    /// Pushes a new userdata holding `number`, with the registry's metatable `type`.  [-0, +1]
    func pushUserdata(_ number: Int32, type: String) {
        let block = lua_newuserdatauv(L, MemoryLayout<Int32>.size, 0)   // userdata (never NULL: Lua raises instead)
        block?.storeBytes(of: number, as: Int32.self)
        luaL_setmetatable(L, type)
    }

    /// The number in the userdata at `index`, if its metatable is the registry's `type`.
    func userdata(at index: Int32, type: String) -> Int32? {
        guard let block = lm_testudata(L, index, type) as UnsafeMutableRawPointer? else { return nil }
        return block.load(as: Int32.self)
    }
}
