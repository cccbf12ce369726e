// The quick rule for text that is NFC as it is, which the C readers of items (StringItems.c,
// ItemScan.c) apply to a string before the host copies it; not for Swift.
#ifndef LUASHIM_QUICKNFC_H
#define LUASHIM_QUICKNFC_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

/// Whether `bytes` are NFC as they are by the quick rule: ASCII and precomposed Hangul
/// syllables (U+AC00-U+D7A3, EA B0 80 to ED 9E A3) only. Other text is left to the host,
/// which knows the whole rule. ASCII is taken eight bytes at a time where an ASCII byte
/// starts; a syllable's three bytes as one number, as UTF-8 keeps the order of code points:
/// its continuation bytes checked with one mask, its range with two comparisons.
static inline int lm_isquicknfc(const unsigned char *bytes, size_t length) {
    size_t i = 0;
    while (i < length) {
        unsigned char lead = bytes[i];
        if (lead < 0x80) {
            uint64_t word;
            if (i + 8 <= length && (memcpy(&word, bytes + i, 8), (word & 0x8080808080808080u) == 0)) i += 8;
            else i++;
            continue;
        }
        if (i + 3 > length) return 0;
        uint32_t syllable = (uint32_t)lead << 16 | (uint32_t)bytes[i + 1] << 8 | bytes[i + 2];
        if ((syllable & 0xC0C0) != 0x8080 || syllable < 0xEAB080 || syllable > 0xED9EA3) return 0;
        i += 3;
    }
    return 1;
}

#endif
