// A run of a list's string items read at once, in C: a list of names is most of what a
// picker or an index holds, and reading each string through Swift (a type check, the bytes,
// an NFC check, an append, a record) cost some 950 instructions an item, of which this saves
// about 610 (docs/performance.md).
#include <stdint.h>
#include <string.h>
#include "LuaShim.h"

/// Whether `bytes` are NFC as they are by the quick rule: ASCII and precomposed Hangul
/// syllables (U+AC00-U+D7A3, EA B0 80 to ED 9E A3) only. Other text is left to the host,
/// which knows the whole rule. ASCII is taken eight bytes at a time; a syllable's three bytes
/// as one number, as UTF-8 keeps the order of code points: its continuation bytes checked
/// with one mask, its range with two comparisons.
static int plainly_nfc(const unsigned char *bytes, size_t length) {
    size_t i = 0;
    while (i < length) {
        unsigned char lead = bytes[i];
        if (lead < 0x80) {
            uint64_t word;
            if (i + 8 <= length && (memcpy(&word, bytes + i, 8), (word & 0x8080808080808080u) == 0)) i += 8;
            else i++;
            continue;
        }
        if (i + 3 > length) return 0;
        uint32_t syllable = (uint32_t)lead << 16 | (uint32_t)bytes[i + 1] << 8 | bytes[i + 2];
        if ((syllable & 0xC0C0) != 0x8080 || syllable < 0xEAB080 || syllable > 0xED9EA3) return 0;
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
