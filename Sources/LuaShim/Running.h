// Which thread runs Lua code, so the time-limit hook can be set on it when the time is up
// (Limits.c); used by lm_pcall and the coroutine library (Coroutines.c), not by Swift.
#ifndef LUASHIM_RUNNING_H
#define LUASHIM_RUNNING_H

#include "LuaShim.h"

/// The limits `L`'s memory is counted in (its allocator's).
lm_Limits *lm_limitsof(lua_State *L);

/// What lm_enter replaced, for lm_leave to put back.
typedef struct lm_Entry {
    lua_State *running;      /* the limits' running thread before */
    lm_Limits *entered;      /* the limits this OS thread ran Lua code for before */
} lm_Entry;

/// Records that Lua code is about to run on `L` under `limits`, on this OS thread (saving what
/// it replaces in `entry`). When the budget is already used up, sets the hook on `L` at once.
void lm_enter(lm_Limits *limits, lua_State *L, lm_Entry *entry);

/// Puts back what lm_enter replaced, when the Lua code it entered has returned; when the budget
/// is used up, sets the hook on the thread that runs again (a coroutine's resumer).
void lm_leave(lm_Limits *limits, const lm_Entry *entry);

/// Raises the limit's error when the budget is used up (as the hook does at a Lua
/// instruction): for a C loop that calls functions which may be C functions themselves, and
/// so run no instruction the hook could stop.  [-0, +0, v]
void lm_checkbudget(lua_State *L);

/// Replaces `coroutine.resume` and `coroutine.wrap` in the global table with ones that behave
/// as the standard library's and call lm_enter, so a time limit stops a loop in a coroutine.
/// [-0, +0, m]
void lm_opencoroutines(lua_State *L);

#endif
