// An item table's fields read in one raw walk, in C: the host reads every item of a list
// before it draws anything, and a walk that crosses into Swift for each key cost three times
// as much as the walk itself.
#include <string.h>
#include "LuaShim.h"
#include "QuickNFC.h"

/// The field `name` (`length` bytes) names, or LM_FIELD_COUNT for none: its length, then its bytes.
static int field_named(const char *name, size_t length) {
#define IS(field, literal) if (memcmp(name, literal, length) == 0) return field
    switch (length) {
    case 2: IS(LM_FIELD_ID, "id"); break;
    case 4: IS(LM_FIELD_ICON, "icon"); break;
    case 5: IS(LM_FIELD_TITLE, "title"); IS(LM_FIELD_STYLE, "style"); IS(LM_FIELD_VALUE, "value"); break;
    case 6: IS(LM_FIELD_DETAIL, "detail"); IS(LM_FIELD_ON_TAP, "on_tap"); IS(LM_FIELD_SWITCH, "switch");
            IS(LM_FIELD_CHOOSE, "choose"); IS(LM_FIELD_HOTKEY, "hotkey"); break;
    case 7: IS(LM_FIELD_PREVIEW, "preview"); IS(LM_FIELD_CHECKED, "checked"); IS(LM_FIELD_SUBMENU, "submenu");
            IS(LM_FIELD_HEADING, "heading"); break;
    case 8: IS(LM_FIELD_SUBTITLE, "subtitle"); IS(LM_FIELD_DISABLED, "disabled"); break;
    case 9: IS(LM_FIELD_SEPARATOR, "separator"); break;
    }
#undef IS
    return LM_FIELD_COUNT;
}

/// Whether `name` is the bytes of a key an earlier scan of the list found in `data`: a short
/// string is interned, so its bytes are at one address while it lives, and `data` keeps it.
static int skipped_before(const lm_ItemScan *scan, const char *name) {
    for (int i = 0; i < scan->skipped; i++) if (scan->skipped_key[i] == name) return 1;
    return 0;
}

/// Notes a key found in `data`, when it is a short string and there is room.
static void remember_skipped(lm_ItemScan *scan, const char *name, size_t length) {
    if (length <= LM_SHORT_STRING && scan->skipped < LM_ITEM_SKIPPED) scan->skipped_key[scan->skipped++] = name;
}

void lm_scanitem(lua_State *L, int index, int data, lm_ItemScan *scan) {
    index = lua_absindex(L, index);
    data = lua_absindex(L, data);
    scan->present = 0;
    scan->others = 0;
    lua_pushnil(L);                                         /* first key */
    while (lua_next(L, index)) {                            /* key, value */
        if (lua_type(L, -2) != LUA_TSTRING) { lua_pop(L, 1); continue; }
        size_t length;
        const char *name = lua_tolstring(L, -2, &length);   /* a string: not converted */
        int field = field_named(name, length);
        if (field == LM_FIELD_COUNT) {
            if (skipped_before(scan, name)) { lua_pop(L, 1); continue; }
            lua_pushvalue(L, -2);                           /* key, value, key */
            int judged = lua_rawget(L, data) != LUA_TNIL;   /* key, value, verdict */
            lua_pop(L, 2);                                  /* key */
            if (judged) {
                remember_skipped(scan, name, length);
                continue;
            }
            if (scan->others < LM_ITEM_OTHERS) {
                scan->other[scan->others] = name;
                scan->other_length[scan->others] = length;
            }
            scan->others++;
            continue;
        }
        lm_ItemValue *value = &scan->fields[field];
        value->type = lua_type(L, -1);
        value->boolean = lua_toboolean(L, -1);
        value->length = 0;
        value->bytes = value->type == LUA_TSTRING ? lua_tolstring(L, -1, &value->length) : NULL;
        value->quick_nfc = value->bytes != NULL && lm_isquicknfc((const unsigned char *)value->bytes, value->length);
        scan->present |= 1u << field;
        lua_pop(L, 1);                                      /* key */
    }
}
