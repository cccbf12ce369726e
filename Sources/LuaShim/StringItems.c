// A run of a list's string items read at once, in C: a list of names is most of what a
// picker or an index holds, and reading each string through Swift (a type check, the bytes,
// an NFC check, an append, a record) cost some 950 instructions an item, of which this saves
// about 610 (docs/performance.md).
#include <string.h>
#include "LuaShim.h"

/// Whether `bytes` are NFC as they are by the quick rule: ASCII and precomposed Hangul
/// syllables (U+AC00-U+D7A3, EA B0 80 to ED 9E A3) only. Other text is left to the host,
/// which knows the whole rule.
static int plainly_nfc(const unsigned char *bytes, size_t length) {
    size_t i = 0;
    while (i < length) {
        unsigned char lead = bytes[i];
        if (lead < 0x80) { i++; continue; }
        if (lead < 0xEA || lead > 0xED || i + 3 > length) return 0;
        unsigned value = (lead & 0x0Fu) << 12 | (bytes[i + 1] & 0x3Fu) << 6 | (bytes[i + 2] & 0x3Fu);
        if ((bytes[i + 1] & 0xC0) != 0x80 || (bytes[i + 2] & 0xC0) != 0x80 || value < 0xAC00 || value > 0xD7A3)
            return 0;
        i += 3;
    }
    return 1;
}

int lm_readstrings(lua_State *L, int list, int copy, lua_Integer from, lua_Integer to, lm_StringRun *run) {
    run->count = 0;
    run->used = 0;
    for (lua_Integer position = from; position <= to && run->count < run->capacity; position++) {
        int type = lua_rawgeti(L, list, position);                       /* …, value */
        size_t length = 0;
        const char *bytes = type == LUA_TSTRING ? lua_tolstring(L, -1, &length) : NULL;
        if (bytes == NULL || length > run->room - run->used
            || !plainly_nfc((const unsigned char *)bytes, length)
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
