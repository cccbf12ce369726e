// A filter's loop: `match(item, option)` asked of many items of the host's copy of a list, in
// C, under one protected call until an item's match fails (see lm_filter in LuaShim.h). The
// loop it replaces, in Lua, cost some 1,400 instructions an item more than the call of match
// (its upvalues, `type(item)` called, answers joined into strings): docs/performance.md.
#include "LuaShim.h"
#include "Running.h"

/// The protected part: runs on from `filter->done` until every item is answered or a match
/// fails. Arguments: the filter (light userdata), the list, match, option, the shared
/// metatable a string item's table gets.
static int run(lua_State *L) {
    lm_Filter *filter = lua_touserdata(L, 1);
    lua_pushliteral(L, "title");                          /* 6: the key of a string item's title */
    while (filter->done < filter->count) {
        size_t k = filter->done++;                        /* counted first: a failure is item k */
        if ((k & 255) == 0) lm_checkbudget(L);            /* a match in C runs no instruction the hook sees */
        lua_Integer position = (filter->positions ? filter->positions[k] : filter->first + (lua_Integer)k) + 1;
        lua_pushvalue(L, 3);                              /* match */
        if (lua_rawgeti(L, 2, position) != LUA_TTABLE) {  /* match, s */
            lua_createtable(L, 0, 1);                     /* match, s, item */
            lua_pushvalue(L, 6);
            lua_pushvalue(L, -3);
            lua_rawset(L, -3);                            /* item.title = s */
            lua_pushvalue(L, 5);
            lua_setmetatable(L, -2);                      /* its id lent */
            lua_pushvalue(L, -1);
            lua_rawseti(L, 2, position);                  /* kept: the list holds it from now on */
            lua_remove(L, -2);                            /* match, item */
        }
        lua_pushvalue(L, 4);                              /* match, item, option */
        lua_call(L, 2, 1);                                /* kept */
        filter->answers[k] = lua_toboolean(L, -1);
        lua_pop(L, 1);
    }
    return 0;
}

int lm_filter(lua_State *L, lm_Filter *filter) {
    int base = lua_gettop(L) - 3;                         /* list, match, option, lent */
    lua_pushcfunction(L, run);
    lua_pushlightuserdata(L, filter);
    for (int i = 0; i < 4; i++) lua_pushvalue(L, base + i);
    return lm_pcall(L, 5, 0);
}
