// LuaShim: trampolines and protected helpers (see include/LuaShim.h).
#include "LuaShim.h"
#include "Running.h"
#include "Sandbox.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>

static lm_Dispatch dispatcher;

void lm_setdispatch(lm_Dispatch dispatch) { dispatcher = dispatch; }

/// Calls Swift, then raises Swift's error from here, where no Swift frame is left to skip; and
/// when the host's allocations took Lua past the memory limit (an overdraft, see Limits.c),
/// raises the memory error in place of its results, so the script never sees them.
static int trampoline(lua_State *L) {
    void *host = lua_touserdata(L, lua_upvalueindex(1));
    int function = (int)lua_tointeger(L, lua_upvalueindex(2));
    int argument = 0;
    lm_Limits *limits = lm_limitsof(L);
    int was_running = limits->lua_running;
    limits->lua_running = 0;                 /* host code: allocations are never refused */
    int results = dispatcher(L, host, function, &argument);
    limits->lua_running = was_running;
    if (results >= 0 && limits->memory_refused && limits->limit > 0) {
        lua_pushliteral(L, "not enough memory");   /* Lua's own message, interned at start */
        return lua_error(L);
    }
    if (results >= 0) return results;
    if (results == LM_RAISE_AS_IS) return lua_error(L);
    if (argument > 0) return luaL_argerror(L, argument, lua_tostring(L, -1));
    luaL_where(L, 1);                       /* message, where */
    lua_insert(L, -2);                      /* where, message */
    lua_concat(L, 2);                       /* "file:line: message" */
    return lua_error(L);
}

void lm_pushfunction(lua_State *L, void *host, int function) {
    lua_pushlightuserdata(L, host);
    lua_pushinteger(L, function);
    lua_pushcclosure(L, trampoline, 2);
}

void lm_pushcarrying(lua_State *L, int index, const char *text) {
    index = lua_absindex(L, index);
    if (lua_tocfunction(L, index) != trampoline) { lua_pushvalue(L, index); return; }
    lua_getupvalue(L, index, 1);             /* host */
    lua_getupvalue(L, index, 2);             /* host, function */
    lua_pushstring(L, text);                 /* host, function, text */
    lua_pushcclosure(L, trampoline, 3);
}

/// Message handler: turns any error object into a string (a table error with a failing
/// __tostring makes this handler fail, which Lua reports as LUA_ERRERR).
static int message_handler(lua_State *L) {
    if (lua_type(L, 1) == LUA_TSTRING) return 1;
    if (luaL_callmeta(L, 1, "__tostring") && lua_type(L, -1) == LUA_TSTRING) return 1;
    if (lua_type(L, 1) == LUA_TNUMBER) { luaL_tolstring(L, 1, NULL); return 1; }
    lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
    return 1;
}

int lm_pcall(lua_State *L, int nargs, int nresults) {
    int base = lua_gettop(L) - nargs;        /* the function's slot */
    lua_pushcfunction(L, message_handler);
    lua_insert(L, base);                     /* handler below the function */
    lm_Limits *limits = lm_limitsof(L);
    int was_running = limits->lua_running;
    limits->lua_running = 1;                 /* Lua code: the memory limit applies */
    lm_Entry entry;
    lm_enter(limits, L, &entry);
    int status = lua_pcall(L, nargs, nresults, base);
    lm_leave(limits, &entry);
    limits->lua_running = was_running;
    lua_remove(L, base);                     /* drop the handler */
    if (status != LUA_OK && lua_type(L, -1) != LUA_TSTRING) {
        lua_pop(L, 1);                       /* e.g. LUA_ERRERR's object */
        lua_pushstring(L, status == LUA_ERRMEM ? "not enough memory"
                                               : "error in error handling (the error's __tostring failed)");
    }
    return status;
}

/// The reader of `load_stream`: a buffer at a time, after the skipped first line.
typedef struct Stream {
    FILE *file;
    int pending;             /* a character read ahead, or EOF */
    char buffer[BUFSIZ];
} Stream;

static const char *read_stream(lua_State *L, void *data, size_t *size) {
    (void)L;
    Stream *stream = data;
    if (stream->pending != EOF) {
        stream->buffer[0] = (char)stream->pending;
        stream->pending = EOF;
        *size = 1 + fread(stream->buffer + 1, 1, sizeof stream->buffer - 1, stream->file);
        return stream->buffer;
    }
    if (feof(stream->file)) return NULL;
    *size = fread(stream->buffer, 1, sizeof stream->buffer, stream->file);
    return *size > 0 ? stream->buffer : NULL;
}

/// Loads Lua text from `file` as lua.c does: a UTF-8 byte order mark and a first line
/// starting with '#' (a shebang) are skipped, the line's newline kept so line numbers hold.
static int load_stream(lua_State *L, FILE *file, const char *path) {
    Stream stream = { .file = file, .pending = getc(file) };
    if (stream.pending == 0xEF && getc(file) == 0xBB && getc(file) == 0xBF) stream.pending = getc(file);
    else if (stream.pending == 0xEF) rewind(file), stream.pending = getc(file);
    if (stream.pending == '#') {
        int c;
        while ((c = getc(file)) != EOF && c != '\n') {}
        stream.pending = c;      /* the newline, or EOF */
    }
    lua_pushfstring(L, "@%s", path);
    int status = lua_load(L, read_stream, &stream, lua_tostring(L, -1), "t");
    lua_remove(L, -2);
    if (status == LUA_OK && ferror(file)) {
        lua_pop(L, 1);
        lua_pushfstring(L, "cannot read %s: %s", path, strerror(errno));
        return LUA_ERRFILE;
    }
    return status;
}

int lm_regularfile(const char *path) {
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) return -1;
    struct stat status;
    int regular = fstat(fd, &status) == 0 && S_ISREG(status.st_mode);
    close(fd);
    return regular;
}

int lm_loadfile(lua_State *L, const char *path, int regular_only) {
    if (!regular_only) return luaL_loadfilex(L, path, "t");
    return lm_loadregular(L, path, path);
}

int lm_loadregular(lua_State *L, const char *path, const char *name) {
    /* The file is read from the descriptor that was checked, so it can't be swapped for a
       FIFO between the check and the read. */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    struct stat status;
    if (fd < 0 || fstat(fd, &status) != 0) {
        lua_pushfstring(L, "cannot open %s: %s", path, strerror(errno));
        if (fd >= 0) close(fd);
        return LUA_ERRFILE;
    }
    if (!S_ISREG(status.st_mode)) {
        close(fd);
        lua_pushfstring(L, "cannot read %s: not a regular file", path);
        return LUA_ERRFILE;
    }
    fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    FILE *file = fdopen(fd, "r");
    if (file == NULL) {
        close(fd);
        lua_pushfstring(L, "cannot open %s: %s", path, strerror(errno));
        return LUA_ERRFILE;
    }
    int status_code = load_stream(L, file, name);
    fclose(file);
    return status_code;
}

int lm_loadstring(lua_State *L, const char *text, size_t length, const char *chunkname) {
    return luaL_loadbufferx(L, text, length, chunkname, "t");
}

static int openlibs(lua_State *L) {
    luaL_openlibs(L);
    lm_opencoroutines(L);
    return 0;
}

int lm_openlibs(lua_State *L) {
    lua_pushcfunction(L, openlibs);
    return lm_pcall(L, 0, 0);
}

/// The length of a byte sequence at `text` that could drive a terminal — a C0 control other
/// than tab and line feed, DEL, a C1 control (C2 80–9F), a bidirectional embedding, override
/// or isolate (E2 80 AA–AE, E2 81 A6–A9) — or 0.
static size_t terminal_control(const unsigned char *text, size_t length) {
    if ((text[0] < 0x20 && text[0] != '\t' && text[0] != '\n') || text[0] == 0x7F) return 1;
    if (length >= 2 && text[0] == 0xC2 && text[1] >= 0x80 && text[1] <= 0x9F) return 2;
    if (length >= 3 && text[0] == 0xE2 && ((text[1] == 0x80 && text[2] >= 0xAA && text[2] <= 0xAE)
                                        || (text[1] == 0x81 && text[2] >= 0xA6 && text[2] <= 0xA9))) return 3;
    return 0;
}

/// Writes `length` bytes to `fd` in as few writes as it takes.
static void write_all(int fd, const char *text, size_t length) {
    while (length > 0) {
        ssize_t written = write(fd, text, length);
        if (written <= 0) break;
        text += written; length -= (size_t)written;
    }
}

/// Writes `text`, with every terminal control (see `terminal_control`) replaced by U+FFFD,
/// as the host's own messages are: for stderr and terminals, so a script can't set the
/// clipboard, move the cursor or reverse the line by printing.
static void write_safe(int fd, const char *text, size_t length) {
    const unsigned char *bytes = (const unsigned char *)text;
    size_t start = 0;
    for (size_t i = 0; i < length;) {
        size_t control = terminal_control(bytes + i, length - i);
        if (control == 0) { i++; continue; }
        write_all(fd, text + start, i - start);
        write_all(fd, "\xEF\xBF\xBD", 3);
        i += control;
        start = i;
    }
    write_all(fd, text + start, length - start);
}

/// print(...) as Lua's own, to the descriptor in upvalue 1, in one write per call; made
/// terminal-safe on stderr and on a terminal (see `write_safe`); raw on a pipe or file.
static int print(lua_State *L) {
    int n = lua_gettop(L);
    int fd = (int)lua_tointeger(L, lua_upvalueindex(1));
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    for (int i = 1; i <= n; i++) {
        if (i > 1) luaL_addchar(&b, '\t');
        luaL_tolstring(L, i, NULL);          /* may raise: we are in C, called from Lua */
        luaL_addvalue(&b);
    }
    luaL_addchar(&b, '\n');
    luaL_pushresult(&b);
    size_t length;
    const char *text = lua_tolstring(L, -1, &length);
    if (fd == 2 || isatty(fd)) write_safe(fd, text, length);
    else write_all(fd, text, length);
    return 0;
}

static int setprint(lua_State *L) {
    lua_pushinteger(L, lua_tointeger(L, 1));
    lua_pushcclosure(L, print, 1);
    lua_setglobal(L, "print");
    return 0;
}

/// What `lm_installhost` installs.
typedef struct Installation {
    void *host;
    const char *functions;
    const char *version;
    int sandbox;
} Installation;

/// Where a function of the list goes: the tables `install` makes, by the place's name.
enum { METHODS = 1, HANGUL, EMBEDDED, MODULE, METATABLE, PLACES = METATABLE };

/// The index of the place named by the `length` bytes at `place`, or 0 for none.
static int place_index(const char *place, size_t length) {
    static const char *const names[] = { "method", "hangul", "host", "module", "metamethod" };
    for (int i = 0; i < PLACES; i++) {
        if (strlen(names[i]) == length && memcmp(names[i], place, length) == 0) return i + 1;
    }
    return 0;
}

/// install(installation): makes the `menu` module, its objects' metatable and their methods
/// from the function list, and registers them (the work a Lua chunk once did, in C: compiling
/// and running it was an eighth of a cold start).
static int install(lua_State *L) {
    const Installation *installation = lua_touserdata(L, 1);
    lua_settop(L, 0);
    lua_newtable(L);                         /* METHODS: m:name(...) */
    lua_newtable(L);                         /* HANGUL: menu.hangul.name */
    lua_newtable(L);                         /* EMBEDDED: menu.host.name, the program's */
    lua_newtable(L);                         /* MODULE: menu.name */
    lua_createtable(L, 0, 8);                /* METATABLE: of menu objects */
    for (const char *entry = installation->functions; *entry;) {   /* "place.name=n " */
        const char *dot = strchr(entry, '.'), *equals = dot ? strchr(dot, '=') : NULL;
        int into = dot ? place_index(entry, (size_t)(dot - entry)) : 0;
        char *end;
        long number = equals ? strtol(equals + 1, &end, 10) : 0;
        if (!into || !equals || memchr(dot, ' ', (size_t)(equals - dot)) || end == equals + 1) {
            return luaL_error(L, "luamenu: the host's function list is bad at byte %d",
                              (int)(entry - installation->functions));
        }
        lua_pushlstring(L, dot + 1, (size_t)(equals - dot - 1));
        lm_pushfunction(L, installation->host, (int)number);
        lua_rawset(L, into);
        for (entry = end; *entry == ' '; entry++) {}
    }
    lua_pushvalue(L, METHODS);
    lua_setfield(L, METATABLE, "__index");
    lua_pushliteral(L, "luamenu.menu");
    lua_setfield(L, METATABLE, "__name");
    lua_pushboolean(L, 0);
    lua_setfield(L, METATABLE, "__metatable");
    lua_pushstring(L, installation->version);
    lua_setfield(L, MODULE, "version");
    lua_pushvalue(L, HANGUL);
    lua_setfield(L, MODULE, "hangul");
    lua_pushvalue(L, EMBEDDED);
    lua_setfield(L, MODULE, "host");
    lua_pushvalue(L, METATABLE);
    lua_setfield(L, LUA_REGISTRYINDEX, "luamenu.menu");
    lua_pushvalue(L, MODULE);
    lua_setfield(L, LUA_REGISTRYINDEX, "luamenu.api");
    lua_newtable(L);
    lua_setfield(L, LUA_REGISTRYINDEX, "luamenu.required");
    if (installation->sandbox) lm_hidestringdump(L);
    return 0;
}

int lm_installhost(lua_State *L, void *host, const char *functions, const char *version, int sandbox) {
    Installation installation = { host, functions, version, sandbox };
    lua_pushcfunction(L, install);           /* neither push allocates */
    lua_pushlightuserdata(L, &installation);
    return lm_pcall(L, 1, 0);
}

int lm_setprint(lua_State *L, int fd) {
    lua_pushcfunction(L, setprint);
    lua_pushinteger(L, fd);
    return lm_pcall(L, 1, 0);
}

void *lm_testudata(lua_State *L, int index, const char *name) {
    return luaL_testudata(L, index, name);
}

const char *lm_tolstring(lua_State *L, int index, size_t *length) {
    int type = lua_type(L, index);
    if (type != LUA_TSTRING && type != LUA_TNUMBER) return NULL;
    return lua_tolstring(L, index, length);
}
