-- Reference for case "index" (bench/cases/index.lua), run as `lua5.4 index.lua N`.
-- Buckets the same names by their key (the Hangul initial consonant group ㄱ…ㅎ, the
-- doubles ㄲ ㄸ ㅃ ㅆ ㅉ folded into ㄱ ㄷ ㅂ ㅅ ㅈ; an ASCII letter upper-cased; else "#"),
-- sorts each bucket case-insensitively (byte order of the lower-cased name, which is code
-- point order; equal keys keep their order), and writes the same text: the navigator of the
-- letters that have names (ㄱ…ㅎ, then A–Z, then #), then each letter and its names.
local common = require("common")
local N = assert(tonumber(arg[1]), "usage: lua5.4 index.lua N")
local names = require("names_" .. N)
local byte, lower, sort = string.byte, string.lower, table.sort
local COLS = 60

local INITIALS = { "ㄱ", "ㄴ", "ㄷ", "ㄹ", "ㅁ", "ㅂ", "ㅅ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ" }
-- The 19 choseong in syllable order → their index letter (the doubles folded).
local FOLDED = { 1, 1, 2, 3, 3, 4, 5, 6, 6, 7, 7, 8, 9, 9, 10, 11, 12, 13, 14 }
-- Compatibility jamo U+3131…U+314E → the choseong (0-based) they are or begin with.
local CONSONANT = { 0, 1, 0, 2, 2, 2, 3, 4, 5, 5, 5, 5, 5, 5, 5, 5,
                    6, 7, 8, 7, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18 }

local function key(s)
  local b1 = byte(s, 1)
  if not b1 then return "#" end
  if b1 < 0x80 then
    if b1 >= 97 and b1 <= 122 then return string.char(b1 - 32) end
    if b1 >= 65 and b1 <= 90 then return string.char(b1) end
    return "#"
  end
  local c = utf8.codepoint(s, 1)
  if c >= 0xAC00 and c <= 0xD7A3 then return INITIALS[FOLDED[(c - 0xAC00) // 588 + 1]] end
  if c >= 0x1100 and c <= 0x1112 then return INITIALS[FOLDED[c - 0x1100 + 1]] end
  if c >= 0x3131 and c <= 0x314E then return INITIALS[FOLDED[CONSONANT[c - 0x3131 + 1] + 1]] end
  return "#"
end

-- Bucket.
local buckets = {}
for i = 1, #names do
  local name = names[i]
  local k = key(name)
  local bucket = buckets[k]
  if not bucket then bucket = {}; buckets[k] = bucket end
  bucket[#bucket + 1] = name
end

-- The navigator: ㄱ…ㅎ, A–Z, any other key by code point, # last; only letters with names.
local letters = {}
for _, l in ipairs(INITIALS) do if buckets[l] then letters[#letters + 1] = l end end
for c = 65, 90 do local l = string.char(c); if buckets[l] then letters[#letters + 1] = l end end
local others = {}
for l in pairs(buckets) do
  if l ~= "#" and not (#l == 1 and l:match("%u")) then
    local initial = false
    for _, x in ipairs(INITIALS) do if x == l then initial = true end end
    if not initial then others[#others + 1] = l end
  end
end
sort(others)
for _, l in ipairs(others) do letters[#letters + 1] = l end
if buckets["#"] then letters[#letters + 1] = "#" end

-- Sort each bucket: by the lower-cased name, then by position (a stable sort).
for _, bucket in pairs(buckets) do
  local keys, order = {}, {}
  for i = 1, #bucket do keys[i] = lower(bucket[i]); order[i] = i end
  sort(order, function(a, b)
    local ka, kb = keys[a], keys[b]
    if ka ~= kb then return ka < kb end
    return a < b
  end)
  local sorted = {}
  for i = 1, #order do sorted[i] = bucket[order[i]] end
  for i = 1, #sorted do bucket[i] = sorted[i] end
end

-- Render.
local line, flush = common.writer()
local width, truncate = common.width, common.truncate
common.title(line, "Index", COLS)
line("")
local parts, used = { "  " }, 2
for _, l in ipairs(letters) do
  local slot = " " .. l .. " "
  local w = width(slot)
  if #parts > 1 and used + w > COLS then
    line(common.rstrip(table.concat(parts)))
    parts, used = { "  " }, 2
  end
  parts[#parts + 1] = slot
  used = used + w
end
line(common.rstrip(table.concat(parts)))
local room = COLS - 2
for _, l in ipairs(letters) do
  line(truncate(l, COLS))
  local bucket = buckets[l]
  for i = 1, #bucket do
    local name = bucket[i]
    line("  " .. (width(name) <= room and name or truncate(name, room)))
  end
end
flush()
