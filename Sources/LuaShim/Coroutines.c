// coroutine.resume and coroutine.wrap that tell the limits which thread runs Lua code.
//
// The time-limit hook is set only on the thread running when the time is up (see Limits.c),
// so every switch of thread goes through lm_enter: these two behave as the standard library's
// (the same checks, results and messages) and differ only in that.
#include "Running.h"

/// Why `co` can't be resumed from `L`, or NULL when it can.
static const char *not_resumable(lua_State *L, lua_State *co) {
    if (co == L) return "cannot resume non-suspended coroutine";
    switch (lua_status(co)) {
    case LUA_YIELD:
        return NULL;
    case LUA_OK: {
        lua_Debug frame;
        if (lua_getstack(co, 0, &frame)) return "cannot resume non-suspended coroutine";
        return lua_gettop(co) == 0 ? "cannot resume dead coroutine" : NULL;
    }
    default:
        return "cannot resume dead coroutine";
    }
}

/// Resumes `co` with the `count` values on top of `L`'s stack. Returns how many values it
/// yielded or returned, moved onto `L`; or -1 with the error on top of `L`.
static int resume(lua_State *L, lua_State *co, int count) {
    const char *why = not_resumable(L, co);
    if (!why && !lua_checkstack(co, count)) why = "too many arguments to resume";
    if (why) {
        lua_pushstring(L, why);
        return -1;
    }
    lua_xmove(L, co, count);
    lm_Limits *limits = lm_limitsof(L);
    lm_Entry entry;
    lm_enter(limits, co, &entry);
    int results;
    int status = lua_resume(co, L, count, &results);
    lm_leave(limits, &entry);
    if (status != LUA_OK && status != LUA_YIELD) {
        lua_xmove(co, L, 1);
        return -1;
    }
    if (!lua_checkstack(L, results + 1)) {
        lua_pop(co, results);
        lua_pushliteral(L, "too many results to resume");
        return -1;
    }
    lua_xmove(co, L, results);
    return results;
}

/// coroutine.resume(co, ...): true and what it yielded or returned, or false and the error.
static int coroutine_resume(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTHREAD);
    lua_State *co = lua_tothread(L, 1);
    int results = resume(L, co, lua_gettop(L) - 1);
    lua_pushboolean(L, results >= 0);
    if (results < 0) {
        lua_insert(L, -2);
        return 2;
    }
    lua_insert(L, -(results + 1));
    return results + 1;
}

/// The function coroutine.wrap returns: resumes its coroutine (upvalue 1) and raises its
/// error in the caller, the caller's position put before a message that is a string.
static int call_wrapped(lua_State *L) {
    lua_State *co = lua_tothread(L, lua_upvalueindex(1));
    int results = resume(L, co, lua_gettop(L));
    if (results >= 0) return results;
    int status = lua_status(co);
    if (status != LUA_OK && status != LUA_YIELD) {   /* the coroutine failed: close it */
#if LUA_VERSION_RELEASE_NUM >= 50406
        status = lua_closethread(co, L);
#else
        status = lua_resetthread(co);
#endif
        lua_xmove(co, L, 1);                 /* its error, after its to-be-closed variables ran */
    }
    if (status != LUA_ERRMEM && lua_type(L, -1) == LUA_TSTRING) {
        luaL_where(L, 1);
        lua_insert(L, -2);
        lua_concat(L, 2);
    }
    return lua_error(L);
}

/// coroutine.wrap(f): a function that resumes a new coroutine running `f` at each call.
static int coroutine_wrap(lua_State *L) {
    luaL_checktype(L, 1, LUA_TFUNCTION);
    lua_State *co = lua_newthread(L);
    lua_pushvalue(L, 1);
    lua_xmove(L, co, 1);
    lua_pushcclosure(L, call_wrapped, 1);
    return 1;
}

void lm_opencoroutines(lua_State *L) {
    lua_getglobal(L, "coroutine");
    lua_pushcfunction(L, coroutine_resume);
    lua_setfield(L, -2, "resume");
    lua_pushcfunction(L, coroutine_wrap);
    lua_setfield(L, -2, "wrap");
    lua_pop(L, 1);
}
