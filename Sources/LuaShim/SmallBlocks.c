// A Lua state's small blocks (strings, tables, their nodes, closures: up to LM_SMALL_MAX
// bytes), carved from pages and kept in free lists by size, with no header. Lua passes a
// block's size back when it frees or resizes one, so a block needs no header to say it: glibc's
// malloc spends 8 bytes of header on each and rounds to 16 (32 at least), a third of a string
// item's `{ title }` table and node, and 10 bytes of an average short string. Larger blocks
// go to malloc. A freed block waits in its size's list for the next of that size, and pages
// go back to the system only when the state is closed (lm_close), so the allocator caps the
// pages as well as the blocks in use (Limits.c). What every allocation runs is inline in
// SmallBlocks.h; this file holds what runs once a page.
#include "SmallBlocks.h"

/// Where a page's blocks start: after the word that links it to the state's other pages,
/// at an offset that keeps them 8-aligned on any platform.
#define PAGE_HEADER 16

int lm_needspage(const lm_SmallBlocks *blocks, const void *block, size_t old_size, size_t new_size) {
    if (!lm_issmall(new_size)) return 0;
    size_t class = lm_smallclass(new_size);
    if (block != NULL && lm_issmall(old_size) && lm_smallclass(old_size) == class) return 0;
    return blocks->free[class] == NULL && (size_t)(blocks->end - blocks->next) < (class + 1) * 8;
}

void *lm_carveblock(lm_SmallBlocks *blocks, size_t class) {
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
    void *block = blocks->next;
    blocks->next += rounded;
    return block;
}

void lm_releaseblocks(lm_SmallBlocks *blocks) {
    while (blocks->pages) {
        void *page = blocks->pages;
        blocks->pages = *(void **)page;
        free(page);
    }
    memset(blocks, 0, sizeof *blocks);
}
