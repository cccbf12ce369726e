import CLua
import LuaShim
import TextCore

/// What the stack tells about the Lua code that called the running host function.
extension LuaStack {
    /// "tigers.lua:12:", where the script called the host function that is running; "" when
    /// unknown.
    func callerLocation() -> String {
        lm_pushwhere(L, 1)                                     // "file:line: "
        defer { pop() }
        return (string(at: -1) ?? "").withoutTrailingSpaces
    }

    /// The text the running host function carries (its upvalue 3; see LuaShim.h): for
    /// `menu.read`, the folder of the script or plugin whose environment holds it, whatever
    /// code calls it; for a plugin's `menu.store`, the plugin's name. Nil when it carries none.
    func carriedText() -> String? {
        let index = lm_upvalueindex(3)
        guard lua_type(L, index) == LUA_TSTRING, let bytes = bytes(at: index) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
