// A Lua state's small blocks, carved from pages by size with no header (SmallBlocks.c); the
// allocator in Limits.c calls it, nothing else does. The paths every allocation takes (a
// block's class, a free list's first block) are inline here, so that the allocator compiles
// them into itself: as calls they were a third of its cost (docs/performance.md).
#ifndef LUASHIM_SMALLBLOCKS_H
#define LUASHIM_SMALLBLOCKS_H

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#if defined(__SANITIZE_ADDRESS__)
#define LM_SMALL_BLOCKS 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define LM_SMALL_BLOCKS 0
#endif
#endif
#ifndef LM_SMALL_BLOCKS
/// Whether small blocks are kept in pages: not under AddressSanitizer, so that it keeps
/// checking every block Lua uses.
#define LM_SMALL_BLOCKS 1
#endif

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

/// A size's class: blocks of 8, 16, ... LM_SMALL_MAX bytes. Every block is 8-aligned, which is
/// what Lua asks of its objects (LUAI_MAXALIGN: a double, a pointer, an integer); the userdata
/// luamenu makes hold an integer at most.
static inline size_t lm_smallclass(size_t size) { return (size + 7) / 8 - 1; }

/// Whether a block of `size` bytes is kept in pages (never, under AddressSanitizer).
static inline int lm_issmall(size_t size) { return LM_SMALL_BLOCKS && size > 0 && size <= LM_SMALL_MAX; }

/// What a small block of `size` bytes takes up: its class's size.
static inline size_t lm_smallcost(size_t size) { return (size + 7) & ~(size_t)7; }

/// Whether resizing `block` (of `old_size` bytes; NULL for a new one) to `new_size` takes a new
/// page: the new size is small, of another class, and neither its free list nor the current
/// page has a block for it.
int lm_needspage(const lm_SmallBlocks *blocks, const void *block, size_t old_size, size_t new_size);

/// A block of `class` carved from the current page, or from a new one when it is used up;
/// NULL when no page can be had. For lm_takeblock, when the class's free list is empty.
void *lm_carveblock(lm_SmallBlocks *blocks, size_t class);

/// A free block of `size` bytes (small): its class's first free one, or a new one carved from
/// a page; NULL when no page can be had.
static inline void *lm_takeblock(lm_SmallBlocks *blocks, size_t size) {
    size_t class = lm_smallclass(size);
    void *block = blocks->free[class];
    if (block == NULL) return lm_carveblock(blocks, class);
    blocks->free[class] = *(void **)block;
    return block;
}

/// Puts a small block of `size` bytes back in its free list.
static inline void lm_giveblock(lm_SmallBlocks *blocks, void *block, size_t size) {
    size_t class = lm_smallclass(size);
    *(void **)block = blocks->free[class];
    blocks->free[class] = block;
}

/// Lua's allocator contract (lua_Alloc) over `blocks` and malloc: `block` (of `old_size`
/// bytes; NULL for a new one) resized to `new_size`, 0 to free it. Returns NULL when no
/// memory can be had (never for a block that shrinks).
static inline void *lm_resizeblock(lm_SmallBlocks *blocks, void *block, size_t old_size, size_t new_size) {
    int was_small = block != NULL && lm_issmall(old_size);
    if (new_size == 0) {
        if (was_small) lm_giveblock(blocks, block, old_size);
        else free(block);
        return NULL;
    }
    if (!lm_issmall(new_size)) {
        if (!was_small) return realloc(block, new_size);
        void *large = malloc(new_size);
        if (large == NULL) return NULL;
        memcpy(large, block, old_size);
        lm_giveblock(blocks, block, old_size);
        return large;
    }
    if (was_small && lm_smallclass(old_size) == lm_smallclass(new_size)) return block;
    void *small = lm_takeblock(blocks, new_size);
    if (small == NULL) return block != NULL && new_size <= old_size ? block : NULL;  /* see below */
    if (block != NULL) {
        memcpy(small, block, old_size < new_size ? old_size : new_size);
        if (was_small) lm_giveblock(blocks, block, old_size);
        else free(block);
    }
    return small;
}
/* Lua expects a block that shrinks never to fail. When no page can be had for the smaller
   block, the old one is kept: a small one is at least as large as its new class; a large one
   (from malloc) then lives on as a small block, and is lost when the state closes. */

/// Returns every page to the system: after lua_close, when no block is in use.
void lm_releaseblocks(lm_SmallBlocks *blocks);

#endif
