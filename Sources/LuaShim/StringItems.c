// A run of a list's string items read at once, in C: a list of names is most of what a
// picker or an index holds, and reading each string through Swift (a type check, the bytes,
// an NFC check, an append, a record) cost some 950 instructions an item, of which this saves
// about 610 (docs/performance.md).
#include <string.h>
#include "LuaShim.h"
#include "QuickNFC.h"

int lm_readstrings(lua_State *L, int list, int copy, lua_Integer from, lua_Integer to, lm_StringRun *run) {
    run->count = 0;
    run->used = 0;
    for (lua_Integer position = from; position <= to && run->count < run->capacity; position++) {
        int type = lua_rawgeti(L, list, position);                       /* …, value */
        size_t length = 0;
        const char *bytes = type == LUA_TSTRING ? lua_tolstring(L, -1, &length) : NULL;
        if (bytes == NULL || length > run->room - run->used
            || !lm_isquicknfc((const unsigned char *)bytes, length)
            || (length == 2 && bytes[0] == '.' && bytes[1] == '.')) {
            lua_pop(L, 1);                                              /* … (the host reads it) */
            break;
        }
        memcpy(run->bytes + run->used, bytes, length);
        run->used += length;
        run->ends[run->count++] = (uint32_t)run->used;
        lua_rawseti(L, copy, position);                                  /* … (kept in the copy) */
    }
    return (int)run->count;
}
