// An item's id read from its title: the shared metatable that answers `item.id` for an item
// table the script gave no id, so the host need not write an `id` into every such table.
#include "LuaShim.h"

/// The registry key of the shared metatable (its address).
static const char item_metatable_key = 0;

/// `__index(item, key)`: the item's own title for "id", nil for any other key.
static int title_as_id(lua_State *L) {
    size_t length = 0;
    const char *key = lua_type(L, 2) == LUA_TSTRING ? lua_tolstring(L, 2, &length) : NULL;
    if (key == NULL || length != 2 || key[0] != 'i' || key[1] != 'd') return 0;
    lua_pushliteral(L, "title");
    lua_rawget(L, 1);
    return 1;
}

void lm_pushitemidmetatable(lua_State *L) {
    lua_rawgetp(L, LUA_REGISTRYINDEX, &item_metatable_key);
    if (!lua_istable(L, -1)) {
        lua_pop(L, 1);
        lua_createtable(L, 0, 1);
        lua_pushliteral(L, "__index");
        lua_pushcfunction(L, title_as_id);
        lua_rawset(L, -3);
        lua_pushvalue(L, -1);
        lua_rawsetp(L, LUA_REGISTRYINDEX, &item_metatable_key);
    }
}

int lm_lendtitleasid(lua_State *L, int index, int metatable) {
    index = lua_absindex(L, index);
    metatable = lua_absindex(L, metatable);
    if (lua_getmetatable(L, index)) {                     /* …, its own */
        int lent = lua_rawequal(L, -1, metatable);
        lua_pop(L, 1);
        return lent;
    }
    lua_pushvalue(L, metatable);                          /* …, ours */
    lua_setmetatable(L, index);
    return 1;
}
