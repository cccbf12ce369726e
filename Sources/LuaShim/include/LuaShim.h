// LuaShim: the C side of the bridge between Swift and Lua 5.4.
//
// Lua raises errors with longjmp, which must never cross a Swift frame. So:
// - Lua reaches Swift only through the trampoline (`lm_pushfunction`), a C function that calls
//   the Swift dispatcher and raises the error the dispatcher reports *after* Swift has returned;
// - Swift runs Lua code only through the protected helpers here (`lm_pcall`, `lm_openlibs`,
//   `lm_setprint`, `lm_installhost`, `lm_newenvironment`, `lm_preparejson`, `lm_filter`), and loads chunks
//   with `lm_loadstring`, `lm_loadfile` and `lm_loadchunk`, which Lua protects itself. Each
//   returns a status and, on error, leaves a message for Swift to report.
//
// On the Swift side, only Sources/MenuLua/Lua/ (LuaStack and its companions) imports this
// module or Lua's (a test checks it). Every other call it makes is unprotected, and this is why
// none of them raises:
// - Reading: lua_gettop, lua_absindex, lua_type, lua_typename, lua_toboolean, lua_tointegerx,
//   lua_tonumberx, lua_topointer, lua_rawlen, lm_testudata, lua_tolstring (on strings only,
//   which it returns as they are), the running trampoline's upvalues (lm_upvalueindex) —
//   never raise.
// - Raw table access, never a metamethod: lua_rawget, lua_rawgeti, lua_rawset and lua_rawseti
//   (keys are strings or integers, never nil or NaN), lua_next (on a table no Lua code runs on
//   while Swift walks it, so no key goes invalid), lua_getfield on the registry (which has no
//   metatable), lm_scanitem (the same walk, in C), lm_readstrings (lua_rawgeti and lua_rawseti
//   of strings into a table with room for them) and lm_itemvalue and lm_itemother (reading
//   what it found), lm_lendtitleasid (lua_setmetatable with the
//   shared metatable, which has no __gc), lm_pushcachedstringitem.
// - Stack work: lua_settop (only down to levels the host pushed, where no to-be-closed
//   variable lives), lua_pushvalue, lua_rotate, lm_remove, lm_replace, lm_pop, lua_pushnil,
//   lua_pushboolean, lua_pushinteger, lua_pushnumber, lua_setmetatable (with a metatable
//   without __gc, so no finalizer is marked); lua_checkstack, which returns 0 instead
//   of raising (every result is checked, and turned into an error).
// - Allocating: lua_pushlstring, lua_createtable, lua_newuserdatauv, luaL_ref,
//   luaL_setmetatable (a metatable without __gc), lua_getfield (its key), lm_tolstring (a
//   number becomes a string), lm_pushwhere, lm_pushitemidmetatable (raw access, a metatable
//   without __gc). These raise only on a memory error, and the
//   allocator never refuses while host code runs (`lua_running` is 0 then; see Limits.c): only
//   malloc itself failing could raise, and then the process is out of memory anyway. A
//   collection step during an allocation runs no script code: the sandbox refuses `__gc`, and
//   Lua catches a finalizer's error itself (with --unsafe).
//   Host allocations still count, and the limit still holds for them, by checking instead of
//   refusing: one that takes what Lua and the host hold past the limit succeeds but sets
//   `memory_refused` (an overdraft). From then on every allocation Lua code makes is refused,
//   every check the host makes fails (`lm_chargehost`, `lm_hasroom`), and the trampoline,
//   once the host function has returned, raises "not enough memory" in place of its results,
//   so the script never sees a value made past the limit; an operation that ends with the
//   flag set fails with the memory limit's error (ScriptBudget). An overdraft is at most one
//   host step: host loops check at every step (`lm_chargehost(limits, 0)`), and what one step
//   allocates is bounded at the boundary (ids, letters) or checked for room before it is made
//   (`lm_hasroom`: a file's text, a line of input, a label's copy).
// - The state itself: lm_newstate (NULL on failure), lm_setdispatch, and lm_close (lua_close,
//   whose finalizers Lua protects, run under a budget).
// - The limits, which touch no Lua state: lm_blockcost, lm_now, lm_startbudget, lm_endbudget,
//   lm_budgetexpired, lm_chargehost, lm_hasroom, lm_interruptonsigint, lm_setstuckhandler.
// - lm_setenvironment (lua_setupvalue) and lm_registryindex: never raise.
// Lua's function-like macros, which Swift cannot import, are re-declared as inline functions.
#ifndef LUASHIM_H
#define LUASHIM_H

#include <lua.h>
#include <lauxlib.h>
#include <lualib.h>
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

/// What the Swift dispatcher returns besides a result count (>= 0).
enum {
    /// The call failed: the message is on top; it is raised with the caller's position, or as
    /// "bad argument #N to 'f' (message)" when `*argument` was set to N > 0.
    LM_RAISE_HERE = -1,
    /// The call failed: the value on top is raised as it is (an error that already has its position).
    LM_RAISE_AS_IS = -2,
};

/// The one Swift function Lua reaches. `host` and `function` come from the closure's upvalues.
typedef int (*lm_Dispatch)(lua_State *L, void *host, int function, int *argument);

/// Sets the dispatcher that every trampoline calls (once per process; later calls replace it).
void lm_setdispatch(lm_Dispatch dispatch);

/// Pushes a C closure that calls the dispatcher with `host` and `function`.  [-0, +1, m]
void lm_pushfunction(lua_State *L, void *host, int function);

/// Pushes a copy of the trampoline at `index` that also carries `text` (its upvalue 3, read
/// with `lua_upvalueindex(3)` while it runs): an environment's `menu.read` carries the folder
/// of the script or plugin it was made for, where it reads (never one its caller names), and a
/// plugin's `menu.store` carries the plugin's name, whose store it opens. Anything but a
/// trampoline is pushed as it is. Used by `lm_newenvironment`.  [-0, +1, m]
void lm_pushcarrying(lua_State *L, int index, const char *text);

/// Calls the function below `nargs` arguments in protected mode. On error, leaves one *string*
/// on the stack whatever the error object was (tables, failing __tostring, nil), and returns
/// the status.  [-(nargs+1), +(nresults|1), -]
int lm_pcall(lua_State *L, int nargs, int nresults);

/// Loads a Lua source file (text only, never bytecode) as a function, named "@path" for messages.
/// With `regular_only`, anything but a regular file is refused (a FIFO would block before any
/// Lua runs), checked on the descriptor that is then read. On error leaves a string message.
/// [-0, +1, -]
int lm_loadfile(lua_State *L, const char *path, int regular_only);

/// Loads the regular file at `path` (text only) as a function named "@name" for messages:
/// what `lm_loadfile` does with `regular_only`, for a path resolved from the one the user sees
/// (`require` loads the file it checked, named as it was found).  [-0, +1, -]
int lm_loadregular(lua_State *L, const char *path, const char *name);

/// 1 when `path` is a regular file, 0 when it is something else, -1 when it can't be opened;
/// never blocks (a FIFO is opened non-blocking).
int lm_regularfile(const char *path);

/// Loads a chunk of text (never bytecode).  [-0, +1, -]
int lm_loadstring(lua_State *L, const char *text, size_t length, const char *chunkname);

/// Opens the standard libraries in protected mode. Returns the status; on error leaves a
/// message.  [-0, +(0|1), -]
int lm_openlibs(lua_State *L);

/// A filter's loop over items of the host's copy of a list (see `lm_filter`).
typedef struct lm_Filter {
    /// The items' positions in the list, from 0; NULL for `count` positions from `first`.
    const int32_t *positions;
    lua_Integer first;
    size_t count;
    /// How many items have been asked (the last of them failed when the call did).
    size_t done;
    /// One answer an item: whether its match returned a true value.
    _Bool *answers;
} lm_Filter;

/// Calls `match(item, option)` for the items `filter` names, from `filter->done` on, in
/// protected mode, writing each answer; stops at the first error, leaving its message, with
/// `done` counting the item that failed (call again to go on from the next). A string (or
/// number) item reaches match as its table `{ title = s }`, held weakly (see
/// `lm_pushstringitems`) and kept in the list in its place only if match changed it; while a
/// list's first pass makes them, Lua's collector is generational, and it is incremental again
/// when the call returns. Stack in: list, match, option, left as they are.  [-0, +(0|1), -]
int lm_filter(lua_State *L, lm_Filter *filter);

/// The Lua chunks compiled into the host from chunks/*.lua (see Chunks.c).
typedef enum lm_Chunk {
    /// The `menu.json` module, compiled on its first use (see `lm_newenvironment`).
    LM_CHUNK_JSON,
    /// Returns `inspect(value, depth)`: a value as the REPL prints it.
    LM_CHUNK_INSPECT,
    /// Returns `complete(env, word)`: the names the REPL completes a word to.
    LM_CHUNK_COMPLETE,
    /// Returns `{ scope = scope(env, make_help, annotations), run = run(scope, chunk, keep) }`:
    /// the REPL's lines, their locals kept.
    LM_CHUNK_REPL,
    /// Returns `make_help(env, annotations)`: the REPL's `help(x)`.
    LM_CHUNK_HELP,
    /// Returns `forgotten(blocks, store)`: on_tap handlers whose changes a label shows
    /// outside the store (what `luamenu check` warns a restart forgets).
    LM_CHUNK_FORGOTTEN,
    /// Returns `labels(lists, m, styles)`: every label function called once, and what it
    /// returned that a draw can't show (what `luamenu check` reports).
    LM_CHUNK_LABELS,
} lm_Chunk;

/// Loads one of the host's chunks as a function named "=luamenu.NAME" (Lua protects the
/// load itself). On error leaves a message.  [-0, +1, -]
int lm_loadchunk(lua_State *L, lm_Chunk chunk);

/// Installs the host in protected mode: makes the `menu` module (`version` its
/// `menu.version`) and its objects' metatable from `functions`, the host functions as
/// "place.name=number", each followed by a space (place: module, hangul, method, metamethod or
/// host), each the trampoline of `host` (the dispatcher's) and its number; registers the
/// metatable as "luamenu.menu" (hidden from scripts: `getmetatable(m)` is false), the module
/// as "luamenu.api" (which every environment copies, adding `menu.json`) and
/// "luamenu.required" (the files `require` loaded); with `sandbox`, hides the strings'
/// metatable (`("").dump` is nil). Every push that allocates happens inside the protected
/// call. Returns the status; on error leaves a message.  [-0, +(0|1), -]
int lm_installhost(lua_State *L, void *host, const char *functions, const char *version, int sandbox);

/// Replaces the global `print` by one that writes to file descriptor `fd` (1 or 2), in
/// protected mode. Returns the status; on error leaves a message.  [-0, +(0|1), -]
int lm_setprint(lua_State *L, int fd);

/// Pushes "file:line:" of the function `level` levels up the call stack (1: the caller of the
/// running C function), or "" when unknown.  [-0, +1, m]
static inline void lm_pushwhere(lua_State *L, int level) { luaL_where(L, level); }

/// Returns the userdata at `index` if its metatable is the registry's `name`, else NULL. Never raises.
void *lm_testudata(lua_State *L, int index, const char *name);

/// Returns the bytes of a string or number at `index` (numbers are converted in place), else NULL.
const char *lm_tolstring(lua_State *L, int index, size_t *length);

/// Lets the item table at `index`, which has no `id`, answer `item.id` with its own title
/// through the metatable shared by all such items (at `metatable`, pushed by
/// `lm_pushitemidmetatable`), so no `id` is written into it. Returns 1 when the table has that
/// metatable now, 0 when it has one of its own (the caller then writes the id). Never raises:
/// setting a metatable without __gc allocates nothing.  [-0, +0, -]
int lm_lendtitleasid(lua_State *L, int index, int metatable);

/// Pushes the metatable ``lm_lendtitleasid`` sets (making it on first use): for Lua code that
/// makes item tables, such as a handler's `{ title = s }` for a string item.
/// [-0, +1, m]
void lm_pushitemidmetatable(lua_State *L);

/// Pushes the cache of string items' tables beside the host's copy of a list at `list` (kept
/// at `list[0]`, its values weak) and the metatable of the tables it holds (their id lent, a
/// field written keeping the table for good), making them when there are none, and points
/// `made` at the list's bits of items whose table was made before (item `p`, from 1: bit `p % 8`
/// of byte `p / 8`). Returns 1 when it made them now.  [-0, +2, m]
int lm_pushstringitems(lua_State *L, int list, unsigned char **made);

/// Pushes the table of the string item at `position` of the list at `list` that the cache
/// still holds and returns 1; returns 0, pushing nothing, when it holds none.  [-0, +(0|1), -]
int lm_pushcachedstringitem(lua_State *L, int list, lua_Integer position);

/// The item fields `lm_scanitem` tells apart, each a bit of `lm_ItemScan.present`.
typedef enum lm_ItemField {
    LM_FIELD_TITLE, LM_FIELD_DETAIL, LM_FIELD_SUBTITLE, LM_FIELD_ID, LM_FIELD_ICON, LM_FIELD_STYLE,
    LM_FIELD_ON_TAP, LM_FIELD_PREVIEW, LM_FIELD_CHECKED, LM_FIELD_SWITCH, LM_FIELD_DISABLED,
    LM_FIELD_CHOOSE, LM_FIELD_HOTKEY, LM_FIELD_VALUE, LM_FIELD_SUBMENU, LM_FIELD_SEPARATOR,
    LM_FIELD_HEADING,
    /// How many there are (no field).
    LM_FIELD_COUNT
} lm_ItemField;

/// How many other keys an `lm_ItemScan` names (it counts them all); how many keys of the
/// script's data it remembers for the next items of a list; the longest string Lua interns
/// (LUAI_MAXSHORTLEN), whose bytes are at one address however many tables use it.
enum { LM_ITEM_OTHERS = 8, LM_ITEM_SKIPPED = 8, LM_SHORT_STRING = 40 };

/// One field's value as the scan found it.
typedef struct lm_ItemValue {
    int type;             /* its Lua type */
    int boolean;          /* its truth (lua_toboolean) */
    const char *bytes;    /* a string's bytes, which the table keeps alive; NULL for the rest
                             (a number is read again by name, as converting it would need a
                             slot on the stack) */
    size_t length;
    int quick_nfc;        /* a string NFC by the quick rule (ASCII and Hangul syllables only),
                             which the host stores as it is */
} lm_ItemValue;

/// What one walk over an item table found.
typedef struct lm_ItemScan {
    unsigned present;                  /* bit LM_FIELD_x: the field is in the table */
    lm_ItemValue fields[LM_FIELD_COUNT]; /* by lm_ItemField; read only where `present` says */
    int others;                        /* string keys that are no field and not judged the
                                          script's data: how many */
    const char *other[LM_ITEM_OTHERS]; /* the first of them (kept alive by the table) */
    size_t other_length[LM_ITEM_OTHERS];
    int skipped;                       /* keys of the list's data seen so far, remembered by
                                          their bytes' address: kept from scan to scan of one
                                          list (a new scan for each list: zeroed) */
    const char *skipped_key[LM_ITEM_SKIPPED];
} lm_ItemScan;

/// Walks the item table at `index` once, raw (no metamethod runs), into `scan`: its fields by
/// name, and its other string keys except those the table at `data` has (names the host judged
/// the script's own data, such as `kind`; the first few are remembered for the list's next
/// items, so `data` must hold the same names or more for every scan with one `scan`). The
/// pointers stay valid while the table is not changed. Never raises: lua_next on a table no
/// code changes, raw reads of string keys.
/// [-0, +0, -]
void lm_scanitem(lua_State *L, int index, int data, lm_ItemScan *scan);

/// Where `lm_readstrings` puts a run of string items: room the caller gives, and what it used.
typedef struct lm_StringRun {
    char *bytes;          /* the items' bytes, one after another: room for `room` */
    size_t room;
    size_t used;          /* how many bytes the run took */
    uint32_t *ends;       /* where each item's bytes end in `bytes`: room for `capacity` */
    size_t capacity;
    size_t count;         /* how many items the run read */
} lm_StringRun;

/// Reads the items of the list at `list` from position `from` to `to` (1-based) while they
/// are strings the host would keep as they are: NFC by the quick rule (ASCII and Hangul
/// syllables), not "..", and room for them left in `run`. Copies their bytes into `run` and
/// stores each in the table at `copy` (made with room for the list: no allocation) at its
/// position. Returns how many it read; the first item it did not read is the host's to read.
/// Raw access only; never raises.  [-0, +0, -]
int lm_readstrings(lua_State *L, int list, int copy, lua_Integer from, lua_Integer to, lm_StringRun *run);

/// The field `field` of `scan`.
static inline const lm_ItemValue *lm_itemvalue(const lm_ItemScan *scan, int field) { return &scan->fields[field]; }

/// The `n`th other key of `scan` (0-based, below LM_ITEM_OTHERS and `scan->others`).
static inline const char *lm_itemother(const lm_ItemScan *scan, int n, size_t *length) {
    *length = scan->other_length[n];
    return scan->other[n];
}

/// The limits a Lua state runs under, and what it used: the allocator's userdata.
typedef struct lm_Limits {
    size_t used;          /* bytes Lua holds now, with the allocator's overhead, plus what the
                             host charged for its copies of the script's data */
    size_t peak;          /* the most it held */
    size_t limit;         /* refuse to grow past this while Lua code runs (and flag an overdraft
                             past it while the host runs); 0: no limit */
    int lua_running;      /* 1 while Lua code runs, 0 while the host (C or Swift) does */
    int memory_refused;   /* growth was refused (or the host overdrew) during this budget; it
                             stays refused (sticky) */
    double seconds;       /* the budget's length; 0: none */
    double deadline;      /* CLOCK_MONOTONIC seconds after which Lua code stops; 0: none */
    int timed_out;        /* the deadline passed: every Lua instruction now raises (sticky) */
    volatile int interrupted; /* Ctrl-C asked to stop: raises like the deadline (sticky) */
    char where[256];      /* "file:line:" where the hook first stopped the script, or "" */
    /* Where Lua code runs, for arming the hook (see lm_enter): */
    lua_State *volatile running; /* the thread (coroutine) running Lua code now, or NULL */
    pthread_t runner;     /* the OS thread it runs on */
    volatile int armed;   /* the hook was set on the running thread for this budget */
    /* The watchdog's: */
    int watched;          /* in the watchdog's list (a budget is running) */
    double interrupted_at;
    char stuck_message[512];       /* printed when the deadline can't be enforced */
    char interrupted_message[512]; /* printed when Ctrl-C can't be */
    struct lm_Limits *next;
} lm_Limits;

/// A new Lua state whose memory is counted (and capped) in `limits`. No hook is set: the
/// time-limit hook is set on the running thread only once the budget is used up (see
/// lm_enter). Returns NULL when even that fails.
lua_State *lm_newstate(lm_Limits *limits);

/// What the count charges for a block of `size` bytes Lua asks for: up to 128 bytes, the size
/// rounded up to 8 (a state keeps its small blocks in pages, without a header: SmallBlocks.c;
/// their pages are capped at twice the limit); above that, or under AddressSanitizer, malloc's
/// chunk (the size and a header of 8 bytes, rounded up to 16, 32 at least).
size_t lm_blockcost(size_t size);

/// Closes a state lm_newstate made (lua_close) and returns its small blocks' pages to the system.
void lm_close(lua_State *L);

/// Seconds on CLOCK_MONOTONIC: what deadlines are measured in.
double lm_now(void);

/// Starts a budget that ends at `deadline` (lm_now() seconds; <= 0: no time limit), `seconds`
/// long (for the watchdog's grace), and clears the last one's flags; the watchdog watches it
/// until `lm_endbudget`. When the script is still running well past the deadline (the hook
/// can't fire inside a library function such as a pattern match, nor in a finalizer), or a
/// second after Ctrl-C, the watchdog calls the stuck handler, prints `stuck` (or
/// `interrupted`) on stderr and ends the process with status 1 (130 after Ctrl-C).
/// The budget is the limits' alone: it touches no Lua state (a hook left on a thread by an
/// earlier budget takes itself off), so several states may draw on one `lm_Limits`.
void lm_startbudget(lm_Limits *limits, double deadline, double seconds, const char *stuck,
                    const char *interrupted);

/// Ends the budget: the watchdog stops watching it.
void lm_endbudget(lm_Limits *limits);

/// Whether the budget is used up (deadline passed, or Ctrl-C), for host loops that check it
/// every so many items; sets `timed_out` when the deadline passed.
int lm_budgetexpired(lm_Limits *limits);

/// Counts `bytes` (negative: releases them) of host memory held for the script (copies of its
/// items) against the limit. Returns 0, and sets `memory_refused`, when what Lua and the host
/// hold is past the limit or growth was refused already (0 bytes: only checks, e.g. after the
/// host filled a Lua table).
int lm_chargehost(lm_Limits *limits, long long bytes);

/// Whether `bytes` more fit under the limit, checked before the host makes something that
/// large (a file's text, a copy of a label); when they don't, or growth was refused already,
/// sets `memory_refused` and returns 0.
int lm_hasroom(lm_Limits *limits, size_t bytes);

/// A Lua C function for tests: returns true when the Lua code that calls it runs inside a
/// host frame without `lm_pcall` — a metamethod that Swift triggered by a non-raw call, which
/// the contract above rules out.  [-0, +1, -]
int lm_inhostframe(lua_State *L);

/// Sets what the watchdog calls before it ends the process (the CLI restores the terminal);
/// `status` is the exit status it will use.
void lm_setstuckhandler(void (*handler)(const char *message, int status));

/// Makes SIGINT (Ctrl-C) interrupt the Lua code running under `limits` instead of ending the
/// process: the handler sets `limits->interrupted` and arms the hook on the running thread,
/// which turns it into an error.
/// Pass NULL to put back the action SIGINT had before (the REPL's counting handler, say).
void lm_interruptonsigint(lm_Limits *limits);

/// Builds a sandboxed environment and pushes it: safe base functions, copies of `string`
/// (without `dump`), `table`, `math`, `utf8`, `coroutine`, `os.clock/time/date`, the global
/// `menu` from the registry, a text-only `load` bound to the environment, and a `require`
/// that loads Lua files (text only, regular files, inside their folder once symbolic links
/// are resolved) from `path` (a package.path template list) into it. Its `menu.read` reads
/// in `folder`, the folder of the script or plugin the environment is for; a plugin's (`owner`
/// its name, NULL for the script) has a `menu.store` and `menu.options` of its own, which carry
/// that name.
/// With `unsafe`, the environment is a table that reads through to the full globals instead.
/// Its `menu.json` is compiled on its first lookup (most scripts never use it).
/// Returns the status; on error leaves a message.  [-0, +1, -]
int lm_newenvironment(lua_State *L, const char *path, const char *folder, const char *owner, int unsafe);

/// Compiles and fills `menu.json` of the environment on top now, unless the script replaced
/// `menu` or used it already: for readers that never trigger a lookup (the REPL's completion
/// reads tables raw). Returns the status; on error leaves a message.  [-1, +(0|1), -]
int lm_preparejson(lua_State *L);

/// Sets the environment on top as the `_ENV` of the function below it.  [-1, +0, -]
void lm_setenvironment(lua_State *L);

static inline int lm_registryindex(void) { return LUA_REGISTRYINDEX; }
static inline int lm_upvalueindex(int i) { return lua_upvalueindex(i); }
static inline void lm_pop(lua_State *L, int n) { lua_pop(L, n); }
static inline void lm_newtable(lua_State *L) { lua_newtable(L); }
static inline void lm_remove(lua_State *L, int index) { lua_remove(L, index); }
static inline void lm_insert(lua_State *L, int index) { lua_insert(L, index); }
static inline void lm_replace(lua_State *L, int index) { lua_replace(L, index); }
static inline int lm_isnoneornil(lua_State *L, int index) { return lua_isnoneornil(L, index); }
static inline void lm_pushglobaltable(lua_State *L) { lua_pushglobaltable(L); }

#endif
