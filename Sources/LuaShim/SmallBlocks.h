// A Lua state's small blocks, carved from pages by size with no header (SmallBlocks.c); the
// allocator in Limits.c calls it, nothing else does.
#ifndef LUASHIM_SMALLBLOCKS_H
#define LUASHIM_SMALLBLOCKS_H

#include <stddef.h>

/// The largest block kept in pages; larger ones go to malloc.
#define LM_SMALL_MAX 128

/// A page's bytes.
#define LM_PAGE_SIZE (16 * 1024)

/// A state's pages and its free blocks, one list for each size class (8 bytes apart).
typedef struct lm_SmallBlocks {
    void *free[LM_SMALL_MAX / 8];
    void *pages;                  /* the pages, linked through their first word */
    char *next, *end;             /* the current page's bytes not handed out yet */
    size_t held;                  /* the pages' bytes */
} lm_SmallBlocks;

/// Whether a block of `size` bytes is kept in pages (never, under AddressSanitizer).
int lm_issmall(size_t size);

/// What a small block of `size` bytes takes up: its class's size.
size_t lm_smallcost(size_t size);

/// Whether resizing `block` (of `old_size` bytes; NULL for a new one) to `new_size` takes a new
/// page: the new size is small, of another class, and neither its free list nor the current
/// page has a block for it.
int lm_needspage(const lm_SmallBlocks *blocks, const void *block, size_t old_size, size_t new_size);

/// Lua's allocator contract (lua_Alloc) over `blocks` and malloc: `block` (of `old_size`
/// bytes; NULL for a new one) resized to `new_size`, 0 to free it. Returns NULL when no
/// memory can be had (never for a block that shrinks).
void *lm_resizeblock(lm_SmallBlocks *blocks, void *block, size_t old_size, size_t new_size);

/// Returns every page to the system: after lua_close, when no block is in use.
void lm_releaseblocks(lm_SmallBlocks *blocks);

#endif
