// A Lua state's small blocks (strings, tables, their nodes, closures: up to LM_SMALL_MAX
// bytes), carved from pages and kept in free lists by size, with no header. Lua passes a
// block's size back when it frees or resizes one, so a block needs no header to say it: glibc's
// malloc spends 8 bytes of header on each and rounds to 16 (32 at least), a third of a string
// item's `{ title }` table and node, and 10 bytes of an average short string. Larger blocks
// go to malloc. A freed block waits in its size's list for the next of that size, and pages
// go back to the system only when the state is closed (lm_close), so the allocator caps the
// pages as well as the blocks in use (Limits.c).
// Compiled out under AddressSanitizer, so that it keeps checking every block Lua uses.
#include "SmallBlocks.h"
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
#define LM_SMALL_BLOCKS 1
#endif

/// Where a page's blocks start: after the word that links it to the state's other pages,
/// at an offset that keeps them 8-aligned on any platform.
#define PAGE_HEADER 16

/// A size's class: blocks of 8, 16, ... LM_SMALL_MAX bytes. Every block is 8-aligned, which is
/// what Lua asks of its objects (LUAI_MAXALIGN: a double, a pointer, an integer); the userdata
/// luamenu makes hold an integer at most.
static size_t class_of(size_t size) { return (size + 7) / 8 - 1; }

int lm_issmall(size_t size) { return LM_SMALL_BLOCKS && size > 0 && size <= LM_SMALL_MAX; }

size_t lm_smallcost(size_t size) { return (size + 7) & ~(size_t)7; }

int lm_needspage(const lm_SmallBlocks *blocks, const void *block, size_t old_size, size_t new_size) {
    if (!lm_issmall(new_size)) return 0;
    size_t class = class_of(new_size);
    if (block != NULL && lm_issmall(old_size) && class_of(old_size) == class) return 0;
    return blocks->free[class] == NULL && (size_t)(blocks->end - blocks->next) < (class + 1) * 8;
}

/// A free block of `size` bytes (small), or NULL when no page can be had.
static void *take(lm_SmallBlocks *blocks, size_t size) {
    size_t class = class_of(size);
    void *block = blocks->free[class];
    if (block) {
        blocks->free[class] = *(void **)block;
        return block;
    }
    size_t rounded = (class + 1) * 8;
    if ((size_t)(blocks->end - blocks->next) < rounded) {
        char *page = malloc(LM_PAGE_SIZE);
        if (page == NULL) return NULL;
        *(void **)page = blocks->pages;
        blocks->pages = page;
        blocks->held += LM_PAGE_SIZE;
        blocks->next = page + PAGE_HEADER;
        blocks->end = page + LM_PAGE_SIZE;
    }
    block = blocks->next;
    blocks->next += rounded;
    return block;
}

/// Puts a small block of `size` bytes back in its free list.
static void give(lm_SmallBlocks *blocks, void *block, size_t size) {
    size_t class = class_of(size);
    *(void **)block = blocks->free[class];
    blocks->free[class] = block;
}

void *lm_resizeblock(lm_SmallBlocks *blocks, void *block, size_t old_size, size_t new_size) {
    int was_small = block != NULL && lm_issmall(old_size);
    if (new_size == 0) {
        if (was_small) give(blocks, block, old_size);
        else free(block);
        return NULL;
    }
    if (!lm_issmall(new_size)) {
        if (!was_small) return realloc(block, new_size);
        void *large = malloc(new_size);
        if (large == NULL) return NULL;
        memcpy(large, block, old_size);
        give(blocks, block, old_size);
        return large;
    }
    if (was_small && class_of(old_size) == class_of(new_size)) return block;
    void *small = take(blocks, new_size);
    if (small == NULL) return block != NULL && new_size <= old_size ? block : NULL;  /* see below */
    if (block != NULL) {
        memcpy(small, block, old_size < new_size ? old_size : new_size);
        if (was_small) give(blocks, block, old_size);
        else free(block);
    }
    return small;
}
/* Lua expects a block that shrinks never to fail. When no page can be had for the smaller
   block, the old one is kept: a small one is at least as large as its new class; a large one
   (from malloc) then lives on as a small block, and is lost when the state closes. */

void lm_releaseblocks(lm_SmallBlocks *blocks) {
    while (blocks->pages) {
        void *page = blocks->pages;
        blocks->pages = *(void **)page;
        free(page);
    }
    memset(blocks, 0, sizeof *blocks);
}
