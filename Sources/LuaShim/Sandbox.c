// Sandboxed environments: what a menu script or plugin can reach.
#include "LuaShim.h"
#include "Sandbox.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// Base functions a script may use as they are (not dofile, loadfile; `load`, `setmetatable`
/// and `collectgarbage` are wrapped).
static const char *const safe_base[] = {
    "assert", "error", "getmetatable", "ipairs", "next", "pairs", "pcall", "print",
    "rawequal", "rawget", "rawlen", "rawset", "select", "tonumber",
    "tostring", "type", "xpcall", "_VERSION", NULL,
};

/// Libraries copied whole into each environment (copies, so one plugin can't change
/// another's `string.format`).
static const char *const safe_libraries[] = { "string", "table", "math", "utf8", "coroutine", NULL };

/// How many fields the table at `from` (absolute) has: a copy made at its size is filled
/// without growing.
static int field_count(lua_State *L, int from) {
    int count = 0;
    lua_pushnil(L);
    while (lua_next(L, from)) {
        lua_pop(L, 1);
        count++;
    }
    return count;
}

/// Copies the table at `from` (absolute) into a new table on top, leaving out `except`.
static void copy_table(lua_State *L, int from, const char *except) {
    lua_createtable(L, 0, field_count(L, from));
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

void lm_hidestringdump(lua_State *L) {
    lua_getglobal(L, "string");
    copy_table(L, lua_gettop(L), "dump");    /* string, strings */
    lua_pushliteral(L, "");
    lua_getmetatable(L, -1);                 /* string, strings, "", meta */
    lua_pushvalue(L, -3);
    lua_setfield(L, -2, "__index");
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_pop(L, 4);
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

/// Pushes the real path of `candidate`, found through the template whose folder part (before
/// the `?`) is `folder` (`folder_length` bytes), when it is inside that folder once symbolic
/// links are resolved, as `menu.read` requires; else raises an error that says where it leads.
/// [-0, +1, e]
static void push_inside(lua_State *L, const char *name, const char *candidate, const char *folder,
                        size_t folder_length) {
    lua_pushlstring(L, folder, folder_length);                     /* ..., folder */
    char *root = realpath(lua_tostring(L, -1), NULL);
    char *real = realpath(candidate, NULL);
    size_t root_length = root ? strlen(root) : 0;
    int inside = root && real && strncmp(real, root, root_length) == 0
                 && (real[root_length] == '/' || (root_length == 1 && root[0] == '/'));
    lua_pushstring(L, real ? real : candidate);                    /* ..., folder, real */
    free(root);                                                    /* freed before anything raises */
    free(real);
    if (!inside) {
        while (folder_length > 1 && folder[folder_length - 1] == '/') folder_length--;
        lua_pushlstring(L, folder, folder_length);
        luaL_error(L, "module '%s': %s leads out of %s (through a symbolic link)", name, candidate,
                   lua_tostring(L, -1));
    }
    lua_remove(L, -2);                                             /* ..., real */
}

/// After a module has loaded and run: a full collection when the heap has at least doubled
/// (and grown by a MiB), as a large data module does. Its parser's tables and its code, run
/// once, are garbage now, about as large as the data they made (100,000 names: 5 MB);
/// Lua's collector would free them only once its next cycle ends, and a script's largest
/// allocations (the menu's lists, read next) would come on top. A collection costs a mark of
/// the heap, at most twice what the module added, so what the collections cost stays in
/// proportion to what the modules loaded.
static void collect_if_doubled(lua_State *L, int heap_before) {
    int heap = lua_gc(L, LUA_GCCOUNT);
    if (heap - heap_before >= 1024 && heap >= 2 * heap_before) lua_gc(L, LUA_GCCOLLECT);
}

/// require(name): the cache, else the first file of the path templates (upvalue 3) that
/// exists, loaded as text into the environment (upvalue 1) and cached in upvalue 2. The file
/// must be a regular file inside its template's folder once symbolic links are resolved (the
/// rules of `menu.read`), and it is loaded from the path that was checked.
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
        int regular = lm_regularfile(candidate);
        if (regular == 1) {
            const char *mark = memchr(templates, '?', length);
            push_inside(L, name, candidate, templates, mark ? (size_t)(mark - templates) : length);
            found = candidate;                                     /* ..., candidate, real */
            break;
        }
        if (regular == 0) return luaL_error(L, "module '%s': %s is not a regular file", name, candidate);
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
    int heap_before = lua_gc(L, LUA_GCCOUNT);                      /* KiB */
    if (lm_loadregular(L, lua_tostring(L, -1), found) != LUA_OK) return lua_error(L);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_setupvalue(L, -2, 1);                /* the module runs in the environment */
    lua_pushstring(L, name);
    lua_pushstring(L, found);
    lua_call(L, 2, 1);
    collect_if_doubled(L, heap_before);
    if (lua_isnil(L, -1)) { lua_pop(L, 1); lua_pushboolean(L, 1); }
    lua_pushvalue(L, -1);
    lua_setfield(L, lua_upvalueindex(2), name);
    return 1;
}

/// __newindex of a read-only table: "menu is read-only (cannot set 'x')", at the
/// assignment's line. Upvalue 1 is the table's name.
static int refuse_write(lua_State *L) {
    const char *key = lua_type(L, 2) == LUA_TSTRING ? lua_tostring(L, 2) : luaL_typename(L, 2);
    return luaL_error(L, "%s is read-only (cannot set '%s')", lua_tostring(L, lua_upvalueindex(1)), key);
}

static int has_metatable(lua_State *L, int index) {
    if (!lua_getmetatable(L, index)) return 0;
    lua_pop(L, 1);
    return 1;
}

/// Pushes a read-only copy of the table at `index` (absolute), named `name` in errors: an
/// empty proxy whose hidden metatable reads through to a fresh copy of the table (nested
/// plain tables copied the same way) and refuses writes. `rawset` on the proxy changes only this
/// copy, which belongs to one environment.
static void push_read_only(lua_State *L, int index, const char *name) {
    luaL_checkstack(L, 8, "read-only copy");
    lua_createtable(L, 0, field_count(L, index));   /* copy */
    int copy = lua_gettop(L);
    lua_pushnil(L);
    while (lua_next(L, index)) {             /* copy, key, value */
        if (lua_type(L, -1) == LUA_TTABLE && lua_type(L, -2) == LUA_TSTRING
            && !has_metatable(L, -1)) {       /* a plain table; one with a metatable is a
                                                 sentinel (menu.json.null), kept as it is */
            const char *inner = lua_pushfstring(L, "%s.%s", name, lua_tostring(L, -2));
            push_read_only(L, lua_gettop(L) - 1, inner);   /* copy, key, value, name, proxy */
            lua_replace(L, -3);              /* copy, key, proxy, name */
            lua_pop(L, 1);
        }
        lua_pushvalue(L, -2);                /* copy, key, value, key */
        lua_insert(L, -2);                   /* copy, key, key, value */
        lua_rawset(L, copy);                 /* copy, key */
    }
    lua_newtable(L);                         /* copy, proxy */
    lua_createtable(L, 0, 3);                /* copy, proxy, mt */
    lua_pushvalue(L, copy);
    lua_setfield(L, -2, "__index");
    lua_pushstring(L, name);
    lua_pushcclosure(L, refuse_write, 1);
    lua_setfield(L, -2, "__newindex");
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_setmetatable(L, -2);                 /* copy, proxy */
    lua_remove(L, copy);                     /* proxy */
}

/* ---- menu.json, compiled on its first use ----------------------------------------------
   The module is 10 KB of Lua (chunks/json.lua) that most scripts never call; compiling it at
   every start cost 1.7 M instructions, twice what loading and running a small menu script
   does (callgrind, bench/cases/start.lua). So each environment's `menu.json`
   starts as a read-only proxy (as push_read_only makes) whose copy is empty, with a metatable:
   the first lookup compiles the module once per state (registry "luamenu.json", from the
   text compiled into Chunks.c), fills this environment's copy with its fields and drops that
   metatable, so later lookups are plain table reads, as for the rest of `menu`. The module
   runs in the host's globals as before, so in the sandbox it sees the libraries as they were
   installed; with --unsafe, after the script may have changed them. */

/* `menu.json.null` is one value every environment shares (so data passed between the script
   and its plugins compares equal), and so it must be immutable: a table could be changed with
   `rawset` by any plugin, under every other environment's decoded JSON. So it is a userdata,
   which no sandboxed code can change (`rawset` takes tables; its metatable is hidden), and
   which reads like the empty table it was: indexing gives nil, `#` 0, `pairs` nothing. */

static int null_tostring(lua_State *L) { lua_pushliteral(L, "null"); return 1; }
static int null_nothing(lua_State *L) { lua_pushnil(L); return 1; }
static int null_length(lua_State *L) { lua_pushinteger(L, 0); return 1; }

static int null_pairs(lua_State *L) {
    lua_pushcfunction(L, null_nothing);      /* an iterator that ends at once */
    lua_pushvalue(L, 1);
    lua_pushnil(L);
    return 3;
}

/// __newindex: "menu.json.null is read-only", at the assignment's line.
static int null_newindex(lua_State *L) {
    luaL_where(L, 2);
    lua_pushliteral(L, "menu.json.null is read-only");
    lua_concat(L, 2);
    return lua_error(L);
}

/// Pushes a new `menu.json.null`.  [-0, +1, m]
static void push_json_null(lua_State *L) {
    lua_newuserdatauv(L, 0, 0);              /* null */
    lua_createtable(L, 0, 7);                /* null, mt */
    lua_pushliteral(L, "menu.json.null");
    lua_setfield(L, -2, "__name");
    lua_pushcfunction(L, null_tostring);
    lua_setfield(L, -2, "__tostring");
    lua_pushcfunction(L, null_nothing);
    lua_setfield(L, -2, "__index");
    lua_pushcfunction(L, null_newindex);
    lua_setfield(L, -2, "__newindex");
    lua_pushcfunction(L, null_length);
    lua_setfield(L, -2, "__len");
    lua_pushcfunction(L, null_pairs);
    lua_setfield(L, -2, "__pairs");
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_setmetatable(L, -2);                 /* null */
}

/// Pushes the compiled JSON module (its table), compiling it the first time, with its `null`.
/// [-0, +1, e]
static void push_json_module(lua_State *L) {
    if (lua_getfield(L, LUA_REGISTRYINDEX, "luamenu.json") == LUA_TTABLE) return;
    lua_pop(L, 1);
    if (lm_loadchunk(L, LM_CHUNK_JSON) != LUA_OK) lua_error(L);       /* chunk */
    push_json_null(L);                                                 /* chunk, null */
    lua_call(L, 1, 1);                                                 /* module */
    lua_pushvalue(L, -1);
    lua_setfield(L, LUA_REGISTRYINDEX, "luamenu.json");
}

/// __index of an environment's `menu.json` copy before its first use: fills the copy with the
/// module's fields, drops this metamethod and looks the key up.  [copy, key → value]
static int fill_json_copy(lua_State *L) {
    lua_settop(L, 2);
    push_json_module(L);                     /* copy, key, module */
    lua_pushnil(L);
    while (lua_next(L, 3)) {                 /* copy, key, module, k, v */
        lua_pushvalue(L, -2);
        lua_insert(L, -2);                   /* copy, key, module, k, k, v */
        lua_rawset(L, 1);                    /* copy, key, module, k */
    }
    lua_pop(L, 1);                           /* copy, key */
    lua_pushnil(L);
    lua_setmetatable(L, 1);
    lua_rawget(L, 1);                        /* copy, value */
    return 1;
}

/// Pushes a read-only `menu.json` whose fields arrive on its first lookup.  [-0, +1, m]
static void push_lazy_json(lua_State *L) {
    lua_newtable(L);                         /* nothing yet */
    push_read_only(L, lua_gettop(L), "menu.json");   /* nothing, proxy */
    lua_remove(L, -2);                       /* proxy */
    lua_getmetatable(L, -1);                 /* proxy, mt */
    lua_getfield(L, -1, "__index");          /* proxy, mt, copy */
    lua_createtable(L, 0, 1);
    lua_pushcfunction(L, fill_json_copy);
    lua_setfield(L, -2, "__index");
    lua_setmetatable(L, -2);                 /* proxy, mt, copy */
    lua_pop(L, 2);                           /* proxy */
}

/// Fills `menu.json` of the environment `env` now, when it is still the host's and not used
/// yet: the REPL's completion reads tables raw, so it can't trigger the first lookup. Raw
/// access only; the only function called is fill_json_copy, recognised by its address.
static int prepare_json(lua_State *L) {
    lua_settop(L, 1);
    if (lua_type(L, 1) != LUA_TTABLE) return 0;
    lua_pushliteral(L, "menu");
    if (lua_rawget(L, 1) != LUA_TTABLE || !lua_getmetatable(L, -1)) return 0;   /* menu, mt */
    lua_pushliteral(L, "__index");
    if (lua_rawget(L, -2) != LUA_TTABLE) return 0;                              /* ..., copy */
    lua_pushliteral(L, "json");
    if (lua_rawget(L, -2) != LUA_TTABLE || !lua_getmetatable(L, -1)) return 0;  /* json, mt */
    lua_pushliteral(L, "__index");
    if (lua_rawget(L, -2) != LUA_TTABLE || !lua_getmetatable(L, -1)) return 0;  /* jcopy, mt */
    lua_pushliteral(L, "__index");
    lua_rawget(L, -2);
    if (lua_tocfunction(L, -1) != fill_json_copy) return 0;
    lua_pushvalue(L, -3);                    /* ..., fill, jcopy */
    lua_pushliteral(L, "null");
    lua_call(L, 2, 0);
    return 0;
}

int lm_preparejson(lua_State *L) {
    lua_pushcfunction(L, prepare_json);      /* env, prepare */
    lua_insert(L, -2);                       /* prepare, env */
    return lm_pcall(L, 1, 0);
}

/// setmetatable(t, mt) without finalizers: Lua runs `__gc` with hooks off, outside any time
/// limit (also at exit), so a metatable with a `__gc` field is refused, as Luau does.
static int sandbox_setmetatable(lua_State *L) {
    lua_settop(L, 2);
    lua_pushliteral(L, "__gc");
    if (lua_type(L, 2) == LUA_TTABLE && lua_rawget(L, 2) != LUA_TNIL)   /* as Lua looks: raw */
        return luaL_error(L, "setmetatable: __gc metamethods (finalizers) are not allowed in the "
                             "sandbox: they would run outside the time limit");
    lua_settop(L, 2);
    lua_pushvalue(L, lua_upvalueindex(1));   /* the real setmetatable */
    lua_insert(L, 1);
    lua_call(L, 2, 1);
    return 1;
}

/// collectgarbage(opt): only the options that change nothing for others ("collect", "count",
/// "step", "isrunning"); "stop", "incremental" and the rest would change the collector that
/// the script, every plugin and the host share.
static int sandbox_collectgarbage(lua_State *L) {
    const char *option = luaL_optstring(L, 1, "collect");
    if (strcmp(option, "collect") && strcmp(option, "count") && strcmp(option, "step")
        && strcmp(option, "isrunning"))
        return luaL_error(L, "collectgarbage('%s') is not allowed in the sandbox "
                             "(allowed: collect, count, step, isrunning)", option);
    lua_pushvalue(L, lua_upvalueindex(1));   /* the real collectgarbage */
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);
}

/// Wraps the global `name` in `wrapper` (which gets it as upvalue 1) and stores it in env.
static void set_wrapped(lua_State *L, int env, int globals, const char *name, lua_CFunction wrapper) {
    lua_getfield(L, globals, name);
    lua_pushcclosure(L, wrapper, 1);
    lua_setfield(L, env, name);
}

/// The libraries `require` returns without a file, as stock Lua's `package.loaded` holds them.
static const char *const preloaded[] = { "string", "table", "math", "utf8", "coroutine", "os", "menu", NULL };

static int new_environment(lua_State *L) {
    const char *path = lua_tostring(L, 1);
    const char *folder = lua_tostring(L, 2);
    const char *owner = lua_tostring(L, 3);  /* NULL for the script */
    int unsafe = lua_toboolean(L, 4);
    lua_settop(L, 4);                        /* path, folder, owner, unsafe: kept, so the strings stay alive */
    lua_newtable(L);                         /* path, folder, owner, unsafe, env */
    int env = 5;
    lua_pushglobaltable(L);                  /* path, folder, owner, unsafe, env, G */
    int globals = 6;
    lua_getfield(L, LUA_REGISTRYINDEX, "luamenu.api");
    push_read_only(L, lua_gettop(L), "menu");   /* ..., api, menu */
    lua_getmetatable(L, -1);
    lua_getfield(L, -1, "__index");          /* ..., api, menu, mt, copy */
    push_lazy_json(L);
    lua_setfield(L, -2, "json");
    lua_getfield(L, -1, "read");             /* ..., copy, read */
    lm_pushcarrying(L, -1, folder);          /* ..., copy, read, read bound to the folder */
    lua_setfield(L, -3, "read");
    lua_pop(L, 1);                           /* ..., copy */
    if (owner != NULL) {
        const char *const owned[] = { "store", "options", NULL };
        for (const char *const *name = owned; *name; name++) {
            lua_getfield(L, -1, *name);      /* ..., copy, f */
            lm_pushcarrying(L, -1, owner);   /* ..., copy, f, the owner's f */
            lua_setfield(L, -3, *name);
            lua_pop(L, 1);
        }
    }
    lua_pop(L, 2);
    lua_setfield(L, env, "menu");            /* this environment's own read-only menu */
    lua_pop(L, 1);
    if (unsafe) {
        /* Lua's whole library, stock require included; `require "menu"` gives the module. */
        lua_newtable(L);
        lua_pushvalue(L, globals);
        lua_setfield(L, -2, "__index");
        lua_setmetatable(L, env);
        luaL_getsubtable(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE);
        lua_getfield(L, env, "menu");
        lua_setfield(L, -2, "menu");
        lua_getfield(L, globals, "package");
        lua_getfield(L, -1, "path");
        lua_pushfstring(L, "%s;%s", path, lua_tostring(L, -1));
        lua_setfield(L, -3, "path");
        lua_pop(L, 3);
        lua_pushvalue(L, env);
        return 1;
    }
    for (const char *const *name = safe_base; *name; name++) {
        lua_getfield(L, globals, *name);
        lua_setfield(L, env, *name);
    }
    set_wrapped(L, env, globals, "setmetatable", sandbox_setmetatable);
    set_wrapped(L, env, globals, "collectgarbage", sandbox_collectgarbage);
    for (const char *const *name = safe_libraries; *name; name++) {
        lua_getfield(L, globals, *name);
        copy_table(L, lua_gettop(L), strcmp(*name, "string") == 0 ? "dump" : NULL);
        lua_setfield(L, env, *name);
        lua_pop(L, 1);
    }
    lua_newtable(L);                         /* env, G, os */
    lua_getfield(L, globals, "os");
    const char *const os_safe[] = { "clock", "time", "date", NULL };
    for (const char *const *name = os_safe; *name; name++) {
        lua_getfield(L, -1, *name);
        lua_setfield(L, -3, *name);
    }
    lua_pop(L, 1);
    lua_setfield(L, env, "os");
    lua_pushvalue(L, env);                   /* load, bound to env */
    lua_getfield(L, globals, "load");
    lua_pushcclosure(L, sandbox_load, 2);
    lua_setfield(L, env, "load");
    lua_pushvalue(L, env);
    lua_setfield(L, env, "_G");
    lua_pushvalue(L, env);                   /* require: env, its cache, the path */
    lua_newtable(L);
    for (const char *const *name = preloaded; *name; name++) {
        lua_getfield(L, env, *name);
        lua_setfield(L, -2, *name);
    }
    lua_pushvalue(L, env);
    lua_setfield(L, -2, "_G");
    lua_pushstring(L, path);
    lua_pushcclosure(L, sandbox_require, 3);
    lua_setfield(L, env, "require");
    lua_pushvalue(L, env);
    return 1;
}

int lm_newenvironment(lua_State *L, const char *path, const char *folder, const char *owner, int unsafe) {
    lua_pushcfunction(L, new_environment);
    lua_pushstring(L, path);
    lua_pushstring(L, folder);
    lua_pushstring(L, owner);                /* nil for NULL */
    lua_pushboolean(L, unsafe);
    return lm_pcall(L, 4, 1);
}

void lm_setenvironment(lua_State *L) {
    if (lua_setupvalue(L, -2, 1) == NULL) lua_pop(L, 1);
}
