// Sandboxed environments: what a menu script or plugin can reach.
#include "LuaShim.h"
#include <stdio.h>
#include <string.h>

/// Base functions a script may use (not dofile, loadfile, load: `load` is wrapped).
static const char *const safe_base[] = {
    "assert", "error", "getmetatable", "ipairs", "next", "pairs", "pcall", "print",
    "rawequal", "rawget", "rawlen", "rawset", "select", "setmetatable", "tonumber",
    "tostring", "type", "xpcall", "collectgarbage", "_VERSION", NULL,
};

/// Libraries copied whole into each environment (copies, so one plugin can't change
/// another's `string.format`).
static const char *const safe_libraries[] = { "string", "table", "math", "utf8", "coroutine", NULL };

/// Copies the table at `from` (absolute) into a new table on top, leaving out `except`.
static void copy_table(lua_State *L, int from, const char *except) {
    lua_newtable(L);
    lua_pushnil(L);
    while (lua_next(L, from)) {              /* copy, key, value */
        if (except && lua_type(L, -2) == LUA_TSTRING && strcmp(lua_tostring(L, -2), except) == 0) {
            lua_pop(L, 1);
            continue;
        }
        lua_pushvalue(L, -2);                /* copy, key, value, key */
        lua_insert(L, -2);                   /* copy, key, key, value */
        lua_rawset(L, -4);                   /* copy, key */
    }
}

/// load(chunk [, name [, mode [, env]]]): text only, and bound to the environment in
/// upvalue 1 unless the caller gives one.
static int sandbox_load(lua_State *L) {
    int given_env = lua_gettop(L) >= 4;
    lua_settop(L, 4);
    lua_pushvalue(L, lua_upvalueindex(2));   /* the real load */
    lua_pushvalue(L, 1);
    lua_pushvalue(L, 2);
    lua_pushliteral(L, "t");
    if (given_env) lua_pushvalue(L, 4); else lua_pushvalue(L, lua_upvalueindex(1));
    lua_call(L, 4, 2);                       /* chunk, message or chunk, nil */
    if (lua_isnil(L, -2)) return 2;          /* nil, message */
    lua_pop(L, 1);
    return 1;
}

/// require(name): the cache, else the first file of the path templates (upvalue 3) that
/// exists, loaded as text into the environment (upvalue 1) and cached in upvalue 2.
static int sandbox_require(lua_State *L) {
    const char *name = luaL_checkstring(L, 1);
    lua_settop(L, 1);
    if (lua_getfield(L, lua_upvalueindex(2), name) != LUA_TNIL) return 1;
    lua_pop(L, 1);
    const char *file = luaL_gsub(L, name, ".", "/");               /* name, file */
    const char *templates = lua_tostring(L, lua_upvalueindex(3));
    lua_pushliteral(L, "");                                        /* name, file, tried */
    int tried = lua_gettop(L);
    const char *found = NULL;
    while (*templates) {
        const char *end = strchr(templates, ';');
        size_t length = end ? (size_t)(end - templates) : strlen(templates);
        lua_pushlstring(L, templates, length);                     /* ..., template */
        const char *candidate = luaL_gsub(L, lua_tostring(L, -1), "?", file);
        lua_remove(L, -2);                                         /* ..., candidate */
        FILE *f = fopen(candidate, "r");
        if (f) { fclose(f); found = candidate; break; }            /* candidate stays */
        lua_pushfstring(L, "%s\n\tno file '%s'", lua_tostring(L, tried), candidate);
        lua_replace(L, tried);
        lua_pop(L, 1);
        templates += length + (end ? 1 : 0);
    }
    if (!found) return luaL_error(L, "module '%s' not found:%s", name, lua_tostring(L, tried));
    /* Remember the file, for --watch: registry["luamenu.required"][#+1] = found. */
    if (lua_getfield(L, LUA_REGISTRYINDEX, "luamenu.required") == LUA_TTABLE) {
        lua_pushstring(L, found);
        lua_rawseti(L, -2, (lua_Integer)lua_rawlen(L, -2) + 1);
    }
    lua_pop(L, 1);
    if (luaL_loadfilex(L, found, "t") != LUA_OK) return lua_error(L);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_setupvalue(L, -2, 1);                /* the module runs in the environment */
    lua_pushstring(L, name);
    lua_pushstring(L, found);
    lua_call(L, 2, 1);
    if (lua_isnil(L, -1)) { lua_pop(L, 1); lua_pushboolean(L, 1); }
    lua_pushvalue(L, -1);
    lua_setfield(L, lua_upvalueindex(2), name);
    return 1;
}

static int new_environment(lua_State *L) {
    const char *path = lua_tostring(L, 1);
    int unsafe = lua_toboolean(L, 2);
    lua_settop(L, 2);                        /* path, unsafe: kept, so `path` stays alive */
    lua_newtable(L);                         /* path, unsafe, env */
    int env = 3;
    lua_pushglobaltable(L);                  /* path, unsafe, env, G */
    int globals = 4;
    if (unsafe) {
        lua_newtable(L);
        lua_pushvalue(L, globals);
        lua_setfield(L, -2, "__index");
        lua_setmetatable(L, env);
    } else {
        for (const char *const *name = safe_base; *name; name++) {
            lua_getfield(L, globals, *name);
            lua_setfield(L, env, *name);
        }
        for (const char *const *name = safe_libraries; *name; name++) {
            lua_getfield(L, globals, *name);
            copy_table(L, lua_gettop(L), strcmp(*name, "string") == 0 ? "dump" : NULL);
            lua_setfield(L, env, *name);
            lua_pop(L, 1);
        }
        lua_newtable(L);                     /* env, G, os */
        lua_getfield(L, globals, "os");
        const char *const os_safe[] = { "clock", "time", "date", NULL };
        for (const char *const *name = os_safe; *name; name++) {
            lua_getfield(L, -1, *name);
            lua_setfield(L, -3, *name);
        }
        lua_pop(L, 1);
        lua_setfield(L, env, "os");
        lua_pushvalue(L, env);               /* load, bound to env */
        lua_getfield(L, globals, "load");
        lua_pushcclosure(L, sandbox_load, 2);
        lua_setfield(L, env, "load");
        lua_pushvalue(L, env);
        lua_setfield(L, env, "_G");
        /* The strings' shared metatable can't be read or replaced. */
        lua_pushliteral(L, "");
        if (lua_getmetatable(L, -1)) {
            lua_pushboolean(L, 0);
            lua_setfield(L, -2, "__metatable");
            lua_pop(L, 1);
        }
        lua_pop(L, 1);
    }
    lua_pushvalue(L, env);                   /* require: env, its cache, the path */
    lua_newtable(L);
    lua_getfield(L, LUA_REGISTRYINDEX, "luamenu.module");
    lua_setfield(L, -2, "menu");
    lua_pushstring(L, path);
    lua_pushcclosure(L, sandbox_require, 3);
    lua_setfield(L, env, "require");
    lua_getfield(L, LUA_REGISTRYINDEX, "luamenu.module");
    lua_setfield(L, env, "menu");
    lua_pushvalue(L, env);
    return 1;
}

int lm_newenvironment(lua_State *L, const char *path, int unsafe) {
    lua_pushcfunction(L, new_environment);
    lua_pushstring(L, path);
    lua_pushboolean(L, unsafe);
    return lm_pcall(L, 2, 1);
}

void lm_setenvironment(lua_State *L) {
    if (lua_setupvalue(L, -2, 1) == NULL) lua_pop(L, 1);
}
