/// The type of a Lua value, as `lua_type` tells it (lua.h's `LUA_TNONE` … `LUA_TTHREAD`; a
/// test keeps the two equal).
enum LuaType: Int32 {
    /// An index past the top of the stack.
    case none = -1
    case `nil` = 0, boolean, lightUserdata, number, string, table, function, userdata, thread

    /// The type Lua reports; `.none` for one Lua 5.4 doesn't have.
    init(reported type: Int32) {
        self = LuaType(rawValue: type) ?? .none
    }
}
