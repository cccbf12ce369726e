// The host's own Lua code, compiled in at build time from chunks/*.lua (C23 #embed), so that
// it lives in Lua files that luacheck reads like any other. A change to one of them rebuilds
// this file: clang lists embedded files among its dependencies.
#include "LuaShim.h"

static const char json[] = {
#embed "chunks/json.lua"
};
static const char inspect[] = {
#embed "chunks/inspect.lua"
};
static const char complete[] = {
#embed "chunks/complete.lua"
};
static const char repl[] = {
#embed "chunks/repl.lua"
};
static const char help[] = {
#embed "chunks/help.lua"
};
static const char forgotten[] = {
#embed "chunks/forgotten.lua"
};
static const char labels[] = {
#embed "chunks/labels.lua"
};

/// A chunk's text, and its name in messages.
typedef struct Chunk {
    const char *name;
    const char *text;
    size_t length;
} Chunk;

static const Chunk chunks[] = {
    [LM_CHUNK_JSON] = { "=luamenu.json", json, sizeof json },
    [LM_CHUNK_INSPECT] = { "=luamenu.inspect", inspect, sizeof inspect },
    [LM_CHUNK_COMPLETE] = { "=luamenu.complete", complete, sizeof complete },
    [LM_CHUNK_REPL] = { "=luamenu.repl", repl, sizeof repl },
    [LM_CHUNK_HELP] = { "=luamenu.help", help, sizeof help },
    [LM_CHUNK_FORGOTTEN] = { "=luamenu.forgotten", forgotten, sizeof forgotten },
    [LM_CHUNK_LABELS] = { "=luamenu.labels", labels, sizeof labels },
};

int lm_loadchunk(lua_State *L, lm_Chunk chunk) {
    return luaL_loadbufferx(L, chunks[chunk].text, chunks[chunk].length, chunks[chunk].name, "t");
}
