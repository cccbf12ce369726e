import CLua

/// The type of a Lua value, as `lua_type` tells it (lua.h's `LUA_T…`), named for Swift: the
/// types the host tells apart, and anything else by its raw value.
struct LuaType: Equatable {
    let rawValue: Int32

    /// An index past the top of the stack.
    static var none: LuaType { LuaType(rawValue: LUA_TNONE) }
    static var `nil`: LuaType { LuaType(rawValue: LUA_TNIL) }
    static var boolean: LuaType { LuaType(rawValue: LUA_TBOOLEAN) }
    static var number: LuaType { LuaType(rawValue: LUA_TNUMBER) }
    static var string: LuaType { LuaType(rawValue: LUA_TSTRING) }
    static var table: LuaType { LuaType(rawValue: LUA_TTABLE) }
    static var function: LuaType { LuaType(rawValue: LUA_TFUNCTION) }
}
