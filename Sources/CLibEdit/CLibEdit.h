// The system's libedit (BSD-licensed line editing; Debian: libedit-dev and libedit2;
// Homebrew: libedit), through its readline-compatible interface: its header, and the library
// loaded when a REPL first reads from a terminal rather than linked. Linked, it brought
// libbsd, libmd and libtinfo with it into every start of luamenu (400,000 instructions and 28
// page faults of the dynamic linker's, a tenth of a small menu's cold start;
// docs/performance.md); loaded, only `repl` and the shell pay for it.
#include <dlfcn.h>
#include <stdio.h>
#include <editline/readline.h>

#ifdef __APPLE__
#define LME_LIBRARY "libedit.3.dylib"
#else
#define LME_LIBRARY "libedit.so.2"
#endif

/// libedit's functions and globals the line editor uses, found in the loaded library: a
/// function as a pointer to it, a global as a pointer to the variable (`*library.rl_line_buffer`).
/// Their types are the header's own.
typedef struct lme_library {
    __typeof__(&readline) readline;
    __typeof__(&rl_initialize) rl_initialize;
    __typeof__(&add_history) add_history;
    __typeof__(&stifle_history) stifle_history;
    __typeof__(&history_get) history_get;
    __typeof__(&read_history) read_history;
    __typeof__(&write_history) write_history;
    __typeof__(&rl_resize_terminal) rl_resize_terminal;
    __typeof__(&rl_completion_matches) rl_completion_matches;
    __typeof__(&rl_forced_update_display) rl_forced_update_display;
    __typeof__(&rl_readline_name) rl_readline_name;
    __typeof__(&rl_instream) rl_instream;
    __typeof__(&rl_outstream) rl_outstream;
    __typeof__(&rl_line_buffer) rl_line_buffer;
    __typeof__(&history_base) history_base;
    __typeof__(&history_length) history_length;
    __typeof__(&rl_basic_word_break_characters) rl_basic_word_break_characters;
    __typeof__(&rl_attempted_completion_function) rl_attempted_completion_function;
    __typeof__(&rl_attempted_completion_over) rl_attempted_completion_over;
    __typeof__(&rl_completion_append_character) rl_completion_append_character;
    __typeof__(&rl_catch_signals) rl_catch_signals;
    __typeof__(&rl_getc_function) rl_getc_function;
} lme_library;

/// Loads libedit and fills `library`; NULL, or why it could not (dlerror's message).
static inline const char *lme_load(lme_library *library) {
    void *handle = dlopen(LME_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) return dlerror();
#define LME_FIND(name) \
    if ((library->name = (__typeof__(library->name))dlsym(handle, #name)) == NULL) return dlerror();
    LME_FIND(readline)
    LME_FIND(rl_initialize)
    LME_FIND(add_history)
    LME_FIND(stifle_history)
    LME_FIND(history_get)
    LME_FIND(read_history)
    LME_FIND(write_history)
    LME_FIND(rl_resize_terminal)
    LME_FIND(rl_completion_matches)
    LME_FIND(rl_forced_update_display)
    LME_FIND(rl_readline_name)
    LME_FIND(rl_instream)
    LME_FIND(rl_outstream)
    LME_FIND(rl_line_buffer)
    LME_FIND(history_base)
    LME_FIND(history_length)
    LME_FIND(rl_basic_word_break_characters)
    LME_FIND(rl_attempted_completion_function)
    LME_FIND(rl_attempted_completion_over)
    LME_FIND(rl_completion_append_character)
    LME_FIND(rl_catch_signals)
    LME_FIND(rl_getc_function)
#undef LME_FIND
    return NULL;
}
