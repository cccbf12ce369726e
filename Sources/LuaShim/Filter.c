// A filter's loop: `match(item, option)` asked of many items of the host's copy of a list, in
// C, under one protected call until an item's match fails (see lm_filter in LuaShim.h). The
// loop it replaces, in Lua, cost some 1,400 instructions an item more than the call of match
// (its upvalues, `type(item)` called, answers joined into strings): docs/performance.md.
// A string item reaches match as a table made for it and held weakly (StringItemTables.c);
// while the loop makes them, Lua's collector is generational, so those that die young are
// freed as the loop goes instead of piling up until the next cycle of the whole heap.
#include "LuaShim.h"
#include "Running.h"

/// Stack slots of the loop's values (1-4 are its arguments), and of an item's, in turn.
enum { CACHE = 5, ITEMS_META = 6, TITLE = 7, MATCH = 8, STRING = 9, ITEM = 10 };

/// Pushes the table of the string item at `position` (its string in slot STRING): the one the
/// cache holds, or a new one, held there weakly the first time one is made for the item and
/// in the list, for good, the second (`made`: see lm_pushstringitems).  [-0, +1]
static void push_string_item(lua_State *L, lua_Integer position, unsigned char *made) {
    unsigned char bit = (unsigned char)(1u << (position & 7));
    int made_before = (made[position >> 3] & bit) != 0;   /* else the cache has none: not looked up */
    if (made_before) {
        if (lua_rawgeti(L, CACHE, position) == LUA_TTABLE) return;
        lua_pop(L, 1);
    }
    lua_createtable(L, 0, 1);                             /* item */
    lua_pushvalue(L, TITLE);
    lua_pushvalue(L, STRING);
    lua_rawset(L, -3);                                    /* item.title = s */
    lua_pushvalue(L, ITEMS_META);
    lua_setmetatable(L, -2);
    lua_pushvalue(L, -1);
    if (made_before) {
        lua_rawseti(L, 2, position);                      /* needed again: kept in the list */
        return;
    }
    made[position >> 3] |= bit;
    lua_rawseti(L, CACHE, position);
}

/// Whether the string item's table in slot ITEM still has the list's metatable (`meta`) and
/// its title: a field added otherwise is kept by the metatable's `__newindex` as it is
/// written. A string title is compared by address (a long one, not interned, set again to the
/// same text counts as changed), any other by value.
static int untouched(lua_State *L, const void *meta) {
    if (!lua_getmetatable(L, ITEM) || lua_topointer(L, -1) != meta) return 0;
    lua_pushvalue(L, TITLE);
    lua_rawget(L, ITEM);
    const void *title = lua_topointer(L, -1);
    return title != NULL ? title == lua_topointer(L, STRING) : lua_rawequal(L, -1, STRING);
}

/// The protected part: runs on from `filter->done` until every item is answered or a match
/// fails. Arguments: the filter (light userdata), the list, match, option.
static int run(lua_State *L) {
    lm_Filter *filter = lua_touserdata(L, 1);
    lua_settop(L, ITEMS_META);
    lua_pushliteral(L, "title");                          /* TITLE */
    unsigned char *made = NULL;                           /* set with CACHE and ITEMS_META */
    const void *meta = NULL;
    while (filter->done < filter->count) {
        size_t k = filter->done++;                        /* counted first: a failure is item k */
        if ((k & 255) == 0) lm_checkbudget(L);            /* a match in C runs no instruction the hook sees */
        lua_Integer position = (filter->positions ? filter->positions[k] : filter->first + (lua_Integer)k) + 1;
        lua_pushvalue(L, 3);                              /* match */
        if (lua_rawgeti(L, 2, position) == LUA_TTABLE) {  /* match, item */
            lua_pushvalue(L, 4);
            lua_call(L, 2, 1);                            /* answer */
            filter->answers[k] = lua_toboolean(L, -1);
            lua_settop(L, TITLE);
            continue;
        }
        if (made == NULL) {                               /* match, s: the first string item */
            int fresh = lm_pushstringitems(L, 2, &made);
            lua_replace(L, ITEMS_META);
            lua_replace(L, CACHE);
            meta = lua_topointer(L, ITEMS_META);
            if (fresh) lua_gc(L, LUA_GCGEN, 0, 0);
        }
        push_string_item(L, position, made);              /* match, s, item */
        lua_pushvalue(L, MATCH);
        lua_pushvalue(L, ITEM);
        lua_pushvalue(L, 4);
        lua_call(L, 2, 1);                                /* match, s, item, answer */
        filter->answers[k] = lua_toboolean(L, -1);
        if (!untouched(L, meta)) {
            lua_pushvalue(L, ITEM);
            lua_rawseti(L, 2, position);                  /* changed by match: kept in the list */
        }
        lua_settop(L, TITLE);
    }
    return 0;
}

int lm_filter(lua_State *L, lm_Filter *filter) {
    int base = lua_gettop(L) - 2;                         /* list, match, option */
    lua_pushcfunction(L, run);
    lua_pushlightuserdata(L, filter);
    for (int i = 0; i < 3; i++) lua_pushvalue(L, base + i);
    int status = lm_pcall(L, 4, 0);
    lua_gc(L, LUA_GCINC, 0, 0, 0);                        /* as the host always runs it (a no-op if it is) */
    return status;
}
