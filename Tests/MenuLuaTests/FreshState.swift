import CLua
import LuaShim
import Testing

/// Runs `body` with a fresh Lua state made by lm_newstate, Lua's libraries open and no
/// limits, and the limits it counts its memory in; the state is closed after.
func withFreshState<Result>(_ body: (OpaquePointer, UnsafeMutablePointer<lm_Limits>) throws -> Result) throws -> Result {
    let limits = UnsafeMutablePointer<lm_Limits>.allocate(capacity: 1)
    limits.initialize(to: lm_Limits())
    defer { limits.deallocate() }
    let L = try #require(lm_newstate(limits))
    defer { lm_close(L) }
    try #require(lm_openlibs(L) == LUA_OK)
    return try body(L, limits)
}
