import CLua
import LuaShim

/// What the stack tells about the Lua code that called the running host function.
extension LuaStack {
    /// "tigers.lua:12:", where the script called the host function that is running; "" when
    /// unknown.
    func callerLocation() -> String {
        lm_pushwhere(L, 1)                                     // "file:line: "
        defer { pop() }
        var location = string(at: -1) ?? ""
        while location.last == " " { location.removeLast() }
        return location
    }

    /// The folder the running host function was made for (an environment's `menu.read` carries
    /// it, see LuaShim.h): the folder of the script or plugin whose environment holds it,
    /// whatever code calls it; nil when it carries none.
    func functionFolder() -> String? {
        let index = lm_upvalueindex(3)
        guard lua_type(L, index) == LUA_TSTRING, let bytes = bytes(at: index) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
