// LuaShim: trampolines and protected helpers (see include/LuaShim.h).
#include "LuaShim.h"
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static lm_Dispatch dispatcher;

void lm_setdispatch(lm_Dispatch dispatch) { dispatcher = dispatch; }

/// Calls Swift, then raises Swift's error from here, where no Swift frame is left to skip.
static int trampoline(lua_State *L) {
    void *host = lua_touserdata(L, lua_upvalueindex(1));
    int function = (int)lua_tointeger(L, lua_upvalueindex(2));
    int argument = 0;
    void *ud;
    lua_getallocf(L, &ud);
    lm_Limits *limits = ud;
    int was_running = limits->lua_running;
    limits->lua_running = 0;                 /* host code: allocations are never refused */
    int results = dispatcher(L, host, function, &argument);
    limits->lua_running = was_running;
    if (results >= 0) return results;
    if (results == LM_RAISE_AS_IS) return lua_error(L);
    if (argument > 0) return luaL_argerror(L, argument, lua_tostring(L, -1));
    luaL_where(L, 1);                       /* message, where */
    lua_insert(L, -2);                      /* where, message */
    lua_concat(L, 2);                       /* "file:line: message" */
    return lua_error(L);
}

void lm_pushfunction(lua_State *L, void *host, int function) {
    lua_pushlightuserdata(L, host);
    lua_pushinteger(L, function);
    lua_pushcclosure(L, trampoline, 2);
}

/// Message handler: turns any error object into a string (a table error with a failing
/// __tostring makes this handler fail, which Lua reports as LUA_ERRERR).
static int message_handler(lua_State *L) {
    if (lua_type(L, 1) == LUA_TSTRING) return 1;
    if (luaL_callmeta(L, 1, "__tostring") && lua_type(L, -1) == LUA_TSTRING) return 1;
    if (lua_type(L, 1) == LUA_TNUMBER) { luaL_tolstring(L, 1, NULL); return 1; }
    lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
    return 1;
}

int lm_pcall(lua_State *L, int nargs, int nresults) {
    int base = lua_gettop(L) - nargs;        /* the function's slot */
    lua_pushcfunction(L, message_handler);
    lua_insert(L, base);                     /* handler below the function */
    void *ud;
    lua_getallocf(L, &ud);
    lm_Limits *limits = ud;
    int was_running = limits->lua_running;
    limits->lua_running = 1;                 /* Lua code: the memory limit applies */
    int status = lua_pcall(L, nargs, nresults, base);
    limits->lua_running = was_running;
    lua_remove(L, base);                     /* drop the handler */
    if (status != LUA_OK && lua_type(L, -1) != LUA_TSTRING) {
        lua_pop(L, 1);                       /* e.g. LUA_ERRERR's object */
        lua_pushstring(L, status == LUA_ERRMEM ? "not enough memory"
                                               : "error in error handling (the error's __tostring failed)");
    }
    return status;
}

int lm_loadfile(lua_State *L, const char *path) {
    return luaL_loadfilex(L, path, "t");
}

int lm_loadstring(lua_State *L, const char *text, size_t length, const char *chunkname) {
    return luaL_loadbufferx(L, text, length, chunkname, "t");
}

static int openlibs(lua_State *L) {
    luaL_openlibs(L);
    return 0;
}

int lm_openlibs(lua_State *L) {
    lua_pushcfunction(L, openlibs);
    return lm_pcall(L, 0, 0) == LUA_OK ? LUA_OK : (lua_pop(L, 1), LUA_ERRRUN);
}

/// print(...) as Lua's own, to the descriptor in upvalue 1, in one write per call.
static int print(lua_State *L) {
    int n = lua_gettop(L);
    int fd = (int)lua_tointeger(L, lua_upvalueindex(1));
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    for (int i = 1; i <= n; i++) {
        if (i > 1) luaL_addchar(&b, '\t');
        luaL_tolstring(L, i, NULL);          /* may raise: we are in C, called from Lua */
        luaL_addvalue(&b);
    }
    luaL_addchar(&b, '\n');
    luaL_pushresult(&b);
    size_t length;
    const char *text = lua_tolstring(L, -1, &length);
    while (length > 0) {
        ssize_t written = write(fd, text, length);
        if (written <= 0) break;
        text += written; length -= (size_t)written;
    }
    return 0;
}

static int setprint(lua_State *L) {
    lua_pushinteger(L, lua_tointeger(L, 1));
    lua_pushcclosure(L, print, 1);
    lua_setglobal(L, "print");
    return 0;
}

/// make(host, function): the trampoline closure for one host function.
static int make_function(lua_State *L) {
    lm_pushfunction(L, lua_touserdata(L, 1), (int)lua_tointeger(L, 2));
    return 1;
}

/// register(name, value): registry[name] = value.
static int register_value(lua_State *L) {
    lua_settop(L, 2);
    lua_setfield(L, LUA_REGISTRYINDEX, luaL_checkstring(L, 1));
    return 0;
}

int lm_installhost(lua_State *L, void *host, const char *source, size_t length, int sandbox) {
    int status = luaL_loadbufferx(L, source, length, "=luamenu.install", "t");
    if (status != LUA_OK) return status;
    lua_pushlightuserdata(L, host);          /* none of these four allocates */
    lua_pushcfunction(L, make_function);
    lua_pushcfunction(L, register_value);
    lua_pushboolean(L, sandbox);
    return lm_pcall(L, 4, 0);
}

int lm_setprint(lua_State *L, int fd) {
    lua_pushcfunction(L, setprint);
    lua_pushinteger(L, fd);
    return lm_pcall(L, 1, 0) == LUA_OK ? LUA_OK : (lua_pop(L, 1), LUA_ERRRUN);
}

void *lm_testudata(lua_State *L, int index, const char *name) {
    return luaL_testudata(L, index, name);
}

const char *lm_tolstring(lua_State *L, int index, size_t *length) {
    int type = lua_type(L, index);
    if (type != LUA_TSTRING && type != LUA_TNUMBER) return NULL;
    return lua_tolstring(L, index, length);
}
