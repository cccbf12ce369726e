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

    /// The file of the Lua function that called the running host function; nil when it
    /// didn't come from a file (a text chunk, a C function).
    func callerFile() -> String? {
        var record = lua_Debug()
        guard lua_getstack(L, 1, &record) != 0, lua_getinfo(L, "S", &record) != 0,
              let source = record.source, source.pointee == 64 /* "@" */ else { return nil }
        return String(cString: source + 1)
    }
}
