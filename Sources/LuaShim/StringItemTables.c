// A string item's table, `{ title = s }`, as the filter's loop makes it: held weakly, in a
// cache beside the host's copy of the list (at `copy[0]`), not in the copy. A filter asks its
// `match` about every item, so 100,000 names would otherwise keep 100,000 tables that nothing
// draws (8 MB: docs/performance.md). Such a table lives while the script holds it, and is the
// same table whenever the host hands the item out meanwhile. The host keeps it for good once
// the script has changed it: a field written (caught as it is written, by the metatable's
// `__newindex`), its title or metatable replaced (seen when `match` returns). A field set with
// `rawset` is the one change not seen. An item whose table is needed again after it was
// collected (a list filtered at every key of `run -i`) gets one kept for good, the second time,
// as does a table made for any other function (a handler, a label), from the start.
#include <string.h>
#include "LuaShim.h"

/// `__newindex(item, key, value)`: sets the field and keeps the item for good, in the set the
/// closure holds (its upvalue).
static int keep(lua_State *L) {
    lua_settop(L, 3);
    lua_rawset(L, 1);                                     /* item[key] = value (a nil key raises) */
    lua_pushvalue(L, 1);
    lua_pushboolean(L, 1);
    lua_rawset(L, lua_upvalueindex(1));                   /* kept[item] = true */
    return 0;
}

/// Pushes a new metatable for a list's string items: the shared one's `__index` (an item's id
/// is its title) and a `__newindex` that keeps the item it writes to.  [-0, +1]
static void push_items_metatable(lua_State *L) {
    lua_createtable(L, 0, 2);                             /* meta */
    lm_pushitemidmetatable(L);                            /* meta, shared */
    lua_getfield(L, -1, "__index");                       /* meta, shared, index */
    lua_setfield(L, -3, "__index");
    lua_pop(L, 1);                                        /* meta */
    lua_newtable(L);                                      /* meta, kept */
    lua_pushcclosure(L, keep, 1);                         /* meta, keep */
    lua_setfield(L, -2, "__newindex");
}

int lm_pushstringitems(lua_State *L, int list, unsigned char **made) {
    list = lua_absindex(L, list);
    int fresh = lua_rawgeti(L, list, 0) != LUA_TTABLE;   /* cache? */
    if (fresh) {
        lua_pop(L, 1);
        size_t count = lua_rawlen(L, list);
        lua_createtable(L, (int)count, 0);                /* cache: a slot an item */
        lua_createtable(L, 0, 3);                         /* cache, its metatable */
        lua_pushliteral(L, "v");
        lua_setfield(L, -2, "__mode");
        memset(lua_newuserdatauv(L, count / 8 + 1, 0), 0, count / 8 + 1);
        lua_setfield(L, -2, "made");                      /* a bit an item: its table made before */
        push_items_metatable(L);                          /* cache, its metatable, meta */
        lua_setfield(L, -2, "items");                     /* held strongly: so is the set of kept items */
        lua_setmetatable(L, -2);                          /* cache */
        lua_pushvalue(L, -1);
        lua_rawseti(L, list, 0);
    }
    lua_getmetatable(L, -1);                              /* cache, its metatable */
    lua_getfield(L, -1, "made");
    *made = lua_touserdata(L, -1);
    lua_getfield(L, -2, "items");                         /* cache, its metatable, made, meta */
    lua_replace(L, -3);
    lua_pop(L, 1);                                        /* cache, meta */
    return fresh;
}

int lm_pushcachedstringitem(lua_State *L, int list, lua_Integer position) {
    list = lua_absindex(L, list);
    if (lua_rawgeti(L, list, 0) != LUA_TTABLE) {          /* no cache */
        lua_pop(L, 1);
        return 0;
    }
    int found = lua_rawgeti(L, -1, position) == LUA_TTABLE;  /* cache, item? */
    lua_remove(L, -2);
    if (!found) lua_pop(L, 1);
    return found;
}
