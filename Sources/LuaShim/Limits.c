// Memory and time limits: a counting allocator and an instruction-count hook.
#include "LuaShim.h"
#include <stdio.h>
#include <stdlib.h>
#include <pthread.h>
#include <signal.h>
#include <time.h>
#if defined(__GLIBC__)
#include <malloc.h>
/// What a block really costs: its usable size and the allocator's header, so that the
/// limit bounds the process's memory, not just what Lua asked for.
#define COST(block, size) (malloc_usable_size(block) + sizeof(size_t))
#else
#define COST(block, size) (size)
#endif

/// Counts every byte; refuses growth past the limit, but only while Lua code runs, so that
/// an allocation in host code (Swift pushing a string inside a trampoline) never raises.
/// Shrinking and freeing always succeed.
static void *allocate(void *ud, void *block, size_t old_size, size_t new_size) {
    lm_Limits *limits = ud;
    size_t old_cost = block == NULL ? 0 : COST(block, old_size);  /* else old_size is a type */
    if (new_size == 0) {
        free(block);
        limits->used -= old_cost;
        return NULL;
    }
    if (new_size > old_cost && limits->limit > 0 && limits->lua_running
        && limits->used - old_cost + new_size > limits->limit) {
        limits->memory_refused = 1;
        return NULL;
    }
    void *grown = realloc(block, new_size);
    if (grown == NULL) return NULL;
    limits->used = limits->used - old_cost + COST(grown, new_size);
    if (limits->used > limits->peak) limits->peak = limits->used;
    return grown;
}

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/// Every 1000 instructions: past the deadline, raise; once timed out, raise at every
/// instruction, so a `pcall` loop can't swallow the error and go on (as Redis does).
static void hook(lua_State *L, lua_Debug *ar) {
    (void)ar;
    void *ud;
    lua_getallocf(L, &ud);
    lm_Limits *limits = ud;
    if (!limits->timed_out && !limits->interrupted) {
        if (limits->deadline <= 0 || now() < limits->deadline) return;
        limits->timed_out = 1;
    }
    lua_sethook(L, hook, LUA_MASKCOUNT, 1);
    luaL_where(L, 0);                        /* where the running function is */
    lua_pushstring(L, limits->timed_out ? "time limit exceeded" : "interrupted");
    lua_concat(L, 2);
    lua_error(L);
}

static int panic(lua_State *L) {
    const char *message = lua_tostring(L, -1);
    fprintf(stderr, "luamenu: unprotected Lua error: %s\n", message ? message : "?");
    abort();
}

lua_State *lm_newstate(lm_Limits *limits) {
    lua_State *L = lua_newstate(allocate, limits);
    if (L == NULL) return NULL;
    lua_atpanic(L, panic);
    lua_sethook(L, hook, LUA_MASKCOUNT, 1000);
    return L;
}

void lm_startbudget(lua_State *L, lm_Limits *limits, double seconds) {
    limits->deadline = seconds > 0 ? now() + seconds : 0;
    limits->timed_out = 0;
    limits->interrupted = 0;
    limits->memory_refused = 0;
    lua_sethook(L, hook, LUA_MASKCOUNT, 1000);
}

static lm_Limits *volatile interruptible;

static void on_sigint(int signal) {
    (void)signal;
    if (interruptible) interruptible->interrupted = 1;
}

void lm_interruptonsigint(lm_Limits *limits) {
    interruptible = limits;
    struct sigaction action = { 0 };
    action.sa_handler = limits ? on_sigint : SIG_DFL;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, NULL);
    if (limits) {                            /* a parent may have started us with SIGINT blocked */
        sigset_t interrupt;
        sigemptyset(&interrupt);
        sigaddset(&interrupt, SIGINT);
        pthread_sigmask(SIG_UNBLOCK, &interrupt, NULL);
    }
}
