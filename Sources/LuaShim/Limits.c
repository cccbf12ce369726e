// Memory and time limits: a counting allocator, an instruction-count hook set once the time is
// up, and a watchdog that sets it and ends what the hook can't reach.
#include "LuaShim.h"
#include "Running.h"
#include "SmallBlocks.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <signal.h>
#include <time.h>
#include <unistd.h>
#if defined(__GLIBC__)
/// What a block of `size` bytes really costs: glibc's chunk for it (the size and a header of
/// 8 bytes, rounded up to 16, 32 at least; a block it maps on its own is rounded to a page,
/// which this leaves out), so that the limit bounds the process's memory, not just what Lua
/// asked for. Computed from the size Lua passes rather than asked of malloc
/// (malloc_usable_size), which cost a call and a read of the block's header every time.
#define COST(size) ((size) + sizeof(size_t) + 15 < 32 ? 32 : ((size) + sizeof(size_t) + 15) & ~(size_t)15)
#else
#define COST(size) (size)
#endif

/// What a state's allocator works with: the limits it counts into, its small blocks.
typedef struct Heap {
    lm_Limits *limits;
    lm_SmallBlocks blocks;
} Heap;

size_t lm_blockcost(size_t size) { return lm_issmall(size) ? lm_smallcost(size) : COST(size); }

/// Whether resizing a block to `new_size` would take a page past twice the limit: the pages
/// of small blocks stay the process's after their blocks are freed (a freed block waits for
/// the next of its size), so a script that fills the limit with blocks of one size, frees
/// them and does it again with another could make the process hold many times the limit.
static int pages_past_cap(const Heap *heap, const void *block, size_t old_size, size_t new_size) {
    size_t limit = heap->limits->limit;
    return limit > 0 && lm_needspage(&heap->blocks, block, old_size, new_size)
        && heap->blocks.held + LM_PAGE_SIZE > 2 * limit;
}

/// Counts every byte; refuses growth past the limit while Lua code runs (and a page of small
/// blocks past twice the limit). While host code runs (Swift pushing a string inside a
/// trampoline) it never refuses, so no unprotected call from Swift can raise; growth past the
/// limit then sets `memory_refused` instead (an overdraft), which the host's next check and
/// the trampoline turn into the memory error (see LuaShim.h). Once refused, growth stays
/// refused until the budget ends, so the operation fails as a whole ("memory limit exceeded")
/// however the script catches errors. Shrinking and freeing always succeed.
static void *allocate(void *ud, void *block, size_t old_size, size_t new_size) {
    Heap *heap = ud;
    lm_Limits *limits = heap->limits;
    if (block == NULL) old_size = 0;                      /* else it was a type */
    size_t old_cost = block == NULL ? 0 : lm_blockcost(old_size);
    if (new_size == 0) {
        lm_resizeblock(&heap->blocks, block, old_size, 0);
        limits->used -= old_cost;
        return NULL;
    }
    size_t new_cost = lm_blockcost(new_size);
    int grows = new_size > old_size && new_cost > old_cost && limits->limit > 0;
    if (grows && limits->lua_running
        && (limits->memory_refused || limits->used - old_cost + new_cost > limits->limit
            || pages_past_cap(heap, block, old_size, new_size))) {
        limits->memory_refused = 1;
        return NULL;
    }
    void *grown = lm_resizeblock(&heap->blocks, block, old_size, new_size);
    if (grown == NULL) return NULL;
    limits->used = limits->used - old_cost + new_cost;
    if (limits->used > limits->peak) limits->peak = limits->used;
    if (grows && limits->used > limits->limit) limits->memory_refused = 1;   /* the host's overdraft */
    return grown;
}

lm_Limits *lm_limitsof(lua_State *L) {
    void *ud;
    lua_getallocf(L, &ud);
    return ((Heap *)ud)->limits;
}

int lm_chargehost(lm_Limits *limits, long long bytes) {
    if (bytes < 0 && (size_t)-bytes > limits->used) limits->used = 0;
    else limits->used += (size_t)bytes;
    if (limits->used > limits->peak) limits->peak = limits->used;
    if (bytes >= 0 && limits->limit > 0 && (limits->memory_refused || limits->used > limits->limit)) {
        limits->memory_refused = 1;
        return 0;
    }
    return 1;
}

int lm_hasroom(lm_Limits *limits, size_t bytes) {
    if (limits->limit == 0) return 1;
    if (!limits->memory_refused && limits->used <= limits->limit && bytes <= limits->limit - limits->used) return 1;
    limits->memory_refused = 1;
    return 0;
}

int lm_inhostframe(lua_State *L) {
    lua_pushboolean(L, !lm_limitsof(L)->lua_running);
    return 1;
}

double lm_now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

int lm_budgetexpired(lm_Limits *limits) {
    if (limits->timed_out || limits->interrupted) return 1;
    if (limits->deadline <= 0 || lm_now() < limits->deadline) return 0;
    limits->timed_out = 1;
    return 1;
}

/* ---- Stopping Lua code --------------------------------------------------------------------
   With a count hook set, Lua 5.4 calls into its debug interface at every instruction (the
   count only decides how often the hook function runs), which made scripts about twice as slow
   as stock `lua5.4`. So no hook is set while the budget has time left. When the deadline passes
   or Ctrl-C comes, the hook is set ("armed") on the thread that runs Lua code, as lua.c does on
   SIGINT: the watchdog (or the SIGINT handler) sends SIGURG to the OS thread running it — as
   Go's runtime preempts goroutines — and the handler, on that thread, sets the hook on the
   coroutine `running` names (lua_sethook may be called from a signal handler). Lua code entered
   later in a used-up budget (lm_pcall, a coroutine's resume) finds it expired and arms itself. */

/// Raises the limit's error ("time limit exceeded" or "interrupted"), placed where the running
/// function is, and notes that place when it is the first the limit stopped.
static void raise_limit(lua_State *L, lm_Limits *limits) {
    luaL_where(L, 0);                        /* where the running function is */
    if (!limits->where[0]) {                 /* the first place the limit stopped */
        size_t length;
        const char *where = lua_tolstring(L, -1, &length);
        if (length >= sizeof limits->where) length = sizeof limits->where - 1;
        memcpy(limits->where, where, length);
        limits->where[length] = '\0';
    }
    lua_pushstring(L, limits->timed_out ? "time limit exceeded" : "interrupted");
    lua_concat(L, 2);
    lua_error(L);
}

/// Once the budget is used up, raises at every instruction, so a `pcall` loop can't swallow the
/// error and go on (as Redis does). A hook left from an earlier budget takes itself off.
static void hook(lua_State *L, lua_Debug *ar) {
    (void)ar;
    lm_Limits *limits = lm_limitsof(L);
    if (!lm_budgetexpired(limits)) {
        lua_sethook(L, NULL, 0, 0);
        return;
    }
    raise_limit(L, limits);
}

void lm_checkbudget(lua_State *L) {
    lm_Limits *limits = lm_limitsof(L);
    if (lm_budgetexpired(limits)) raise_limit(L, limits);
}

static void arm(lua_State *L) { lua_sethook(L, hook, LUA_MASKCOUNT, 1); }

/// The limits whose Lua code this OS thread runs (set by lm_enter), for the arming signal.
static _Thread_local lm_Limits *entered;
/// Whether this OS thread takes the arming signal (threads a library started may block it).
static _Thread_local int takes_arming_signal;

static void on_arm_signal(int signal) {
    (void)signal;
    lm_Limits *limits = entered;
    lua_State *running = limits ? limits->running : NULL;
    if (running) arm(running);
}

/// Asks the OS thread running Lua code under `limits` to arm the hook, if any runs now (else
/// the next lm_enter arms it). Async-signal-safe.
static void arm_running(lm_Limits *limits) {
    limits->armed = 1;
    if (limits->running) pthread_kill(limits->runner, SIGURG);
}

void lm_enter(lm_Limits *limits, lua_State *L, lm_Entry *entry) {
    if (!takes_arming_signal) {
        sigset_t arming;
        sigemptyset(&arming);
        sigaddset(&arming, SIGURG);
        pthread_sigmask(SIG_UNBLOCK, &arming, NULL);
        takes_arming_signal = 1;
    }
    entry->running = limits->running;
    entry->entered = entered;
    limits->runner = pthread_self();
    entered = limits;
    limits->running = L;
    if (lm_budgetexpired(limits)) arm(L);    /* after `running` is set: no signal is lost */
}

void lm_leave(lm_Limits *limits, const lm_Entry *entry) {
    limits->running = entry->running;
    entered = entry->entered;
    if (entry->running && lm_budgetexpired(limits)) arm(entry->running);   /* the resumer too */
}

static int panic(lua_State *L) {
    const char *message = lua_tostring(L, -1);
    fprintf(stderr, "luamenu: unprotected Lua error: %s\n", message ? message : "?");
    abort();
}

lua_State *lm_newstate(lm_Limits *limits) {
    Heap *heap = calloc(1, sizeof *heap);
    if (heap == NULL) return NULL;
    heap->limits = limits;
    lua_State *L = lua_newstate(allocate, heap);
    if (L == NULL) {
        lm_releaseblocks(&heap->blocks);
        free(heap);
        return NULL;
    }
    lua_atpanic(L, panic);
    return L;
}

void lm_close(lua_State *L) {
    void *ud;
    lua_getallocf(L, &ud);
    lua_close(L);
    Heap *heap = ud;
    lm_releaseblocks(&heap->blocks);
    free(heap);
}

/* ---- The watchdog ------------------------------------------------------------------------
   The hook runs between Lua instructions only: not inside a library function (a pattern
   match that backtracks for minutes), not in a finalizer (Lua turns hooks off there), not in
   host code. A thread watches every running budget; one still running well past its
   deadline, or a second after Ctrl-C, can't be stopped safely (no error can be raised into C
   code that isn't expecting one), so the watchdog ends the process with the budget's message,
   after the handler the host set (which restores the terminal). */

static pthread_mutex_t watched_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t watched_changed = PTHREAD_COND_INITIALIZER;
static lm_Limits *watched;                   /* running budgets, linked through `next` */
static int watchdog_started;
static void (*stuck_handler)(const char *message, int status);

/// Seconds past its deadline (or its Ctrl-C) a budget may run before it counts as stuck: the
/// hook fires within microseconds in Lua code, host loops check the clock every few thousand
/// items, and a large collection step may take a while.
static double grace(double seconds) { return 2.0 + seconds / 4; }

static void end_stuck(lm_Limits *limits) {
    int interrupted = limits->interrupted;
    const char *message = interrupted ? limits->interrupted_message : limits->stuck_message;
    int status = interrupted ? 130 : 1;
    if (stuck_handler) stuck_handler(message, status);
    size_t length = strlen(message);
    ssize_t ignored = write(2, message, length);
    ignored = write(2, "\n", 1);
    (void)ignored;
    exit(status);                            /* atexit handlers restore the terminal */
}

static void *watch(void *unused) {
    (void)unused;
    pthread_mutex_lock(&watched_lock);
    for (;;) {
        while (watched == NULL) pthread_cond_wait(&watched_changed, &watched_lock);
        double t = lm_now();
        double wait = 0.05;                  /* look again in 50 ms, or at the next deadline */
        for (lm_Limits *limits = watched; limits; limits = limits->next) {
            if (limits->interrupted && limits->interrupted_at == 0) limits->interrupted_at = t;
            int expired = limits->interrupted || (limits->deadline > 0 && t >= limits->deadline);
            if (expired && !limits->armed) arm_running(limits);
            if (!expired && limits->deadline > 0 && limits->deadline - t < wait) wait = limits->deadline - t;
            int late = limits->deadline > 0 && t > limits->deadline + grace(limits->seconds);
            int ignored = limits->interrupted_at > 0 && t > limits->interrupted_at + 1.0;
            if (late || ignored) end_stuck(limits);
        }
        struct timespec wake;
        clock_gettime(CLOCK_REALTIME, &wake);
        long long nanoseconds = wake.tv_nsec + (long long)(wait * 1e9) + 1000000;
        wake.tv_sec += (time_t)(nanoseconds / 1000000000);
        wake.tv_nsec = (long)(nanoseconds % 1000000000);
        pthread_cond_timedwait(&watched_changed, &watched_lock, &wake);
    }
    return NULL;
}

void lm_setstuckhandler(void (*handler)(const char *message, int status)) { stuck_handler = handler; }

static void copy_message(char *to, size_t size, const char *from) {
    snprintf(to, size, "%s", from ? from : "");
}

void lm_startbudget(lm_Limits *limits, double deadline, double seconds, const char *stuck,
                    const char *interrupted) {
    pthread_mutex_lock(&watched_lock);
    if (!limits->watched) {
        limits->next = watched;
        watched = limits;
        limits->watched = 1;
    }
    limits->seconds = seconds > 0 ? seconds : 0;
    limits->deadline = deadline > 0 ? deadline : 0;
    limits->timed_out = 0;
    limits->interrupted = 0;
    limits->interrupted_at = 0;
    limits->memory_refused = 0;
    limits->armed = 0;
    limits->where[0] = '\0';
    copy_message(limits->stuck_message, sizeof limits->stuck_message, stuck);
    copy_message(limits->interrupted_message, sizeof limits->interrupted_message, interrupted);
    if (!watchdog_started) {
        struct sigaction action = { 0 };    /* the arming signal (SIGURG is ignored by default) */
        action.sa_handler = on_arm_signal;
        action.sa_flags = SA_RESTART;        /* a host call it interrupts goes on */
        sigemptyset(&action.sa_mask);
        sigaction(SIGURG, &action, NULL);
        pthread_t thread;
        pthread_attr_t attributes;
        pthread_attr_init(&attributes);
        pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
        sigset_t all, previous;                 /* the watchdog takes no signal of the host's */
        sigfillset(&all);
        pthread_sigmask(SIG_SETMASK, &all, &previous);
        watchdog_started = pthread_create(&thread, &attributes, watch, NULL) == 0;
        pthread_sigmask(SIG_SETMASK, &previous, NULL);
        pthread_attr_destroy(&attributes);
    }
    pthread_cond_signal(&watched_changed);
    pthread_mutex_unlock(&watched_lock);
}

void lm_endbudget(lm_Limits *limits) {
    pthread_mutex_lock(&watched_lock);
    for (lm_Limits **link = &watched; *link; link = &(*link)->next) {
        if (*link == limits) { *link = limits->next; break; }
    }
    limits->watched = 0;
    limits->next = NULL;
    limits->deadline = 0;
    pthread_mutex_unlock(&watched_lock);
}

static lm_Limits *volatile interruptible;

static void on_sigint(int signal) {
    (void)signal;
    if (!interruptible) return;
    interruptible->interrupted = 1;
    arm_running(interruptible);
}

/* What SIGINT did before lm_interruptonsigint took it, put back when it lets go. */
static struct sigaction before_interruptible;
static int took_sigint;

void lm_interruptonsigint(lm_Limits *limits) {
    interruptible = limits;
    if (!limits) {
        if (took_sigint) sigaction(SIGINT, &before_interruptible, NULL);
        took_sigint = 0;
        return;
    }
    struct sigaction action = { 0 };
    action.sa_handler = on_sigint;
    sigemptyset(&action.sa_mask);
    if (took_sigint) {
        sigaction(SIGINT, &action, NULL);
    } else {
        sigaction(SIGINT, &action, &before_interruptible);
        took_sigint = 1;
    }
    {                                        /* a parent may have started us with SIGINT blocked */
        sigset_t interrupt;
        sigemptyset(&interrupt);
        sigaddset(&interrupt, SIGINT);
        pthread_sigmask(SIG_UNBLOCK, &interrupt, NULL);
    }
}
