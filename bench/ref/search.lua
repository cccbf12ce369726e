-- Reference for case "search" (bench/cases/search.lua), run as
-- `lua5.4 search.lua N choseong|fuzzy [QUERY]`.
--
-- The same algorithms as luamenu's, over the same names, in plain Lua: each name decoded into
-- code points (one buffer, reused), then
--   choseong: the query as one contiguous run; a query jamo (ㄱ ㄲ … ㅎ) matches a syllable
--     with exactly that initial or the jamo itself, other characters match case-insensitively;
--     the first occurrence wins, score 1000 − start; results in item order.
--   fuzzy: fzf's v2 scoring (match 16, boundary bonuses 10/9/8/7, gap −3/−1, consecutive ≥ 4,
--     first character's bonus doubled) by dynamic programming over query × text after a
--     linear subsequence check, the matched positions recovered; results ranked by score,
--     ties by length (fzf's --tiebreak=length), then in item order.
-- It writes what luamenu writes at --height 8: without a query the closed section, "▸ Names
-- (N)"; with one, the section opened by the search, "▾ Names" and its first 4 matches.
local common = require("common")
local N = assert(tonumber(arg[1]), "usage: lua5.4 search.lua N choseong|fuzzy [QUERY]")
local mode = assert(arg[2] == "choseong" or arg[2] == "fuzzy", "mode: choseong or fuzzy") and arg[2]
local query = arg[3]
local names = require("names_" .. N)
local codes, max = utf8.codes, math.max

-- Compatibility jamo that are one of the 19 initials → their index (0…18).
local JAMO = {}
for index, c in ipairs({ 0x3131, 0x3132, 0x3134, 0x3137, 0x3138, 0x3139, 0x3141, 0x3142, 0x3143,
                         0x3145, 0x3146, 0x3147, 0x3148, 0x3149, 0x314A, 0x314B, 0x314C, 0x314D,
                         0x314E }) do
  JAMO[c] = index - 1
end
local function fold(c) if c >= 65 and c <= 90 then return c + 32 end return c end

-- The query as units: kinds[i] = true for an initial (value: its index), false for exact.
local initial, value, jamo, m = {}, {}, {}, 0
if query then
  for _, c in codes(query) do
    m = m + 1
    if JAMO[c] then initial[m], value[m], jamo[m] = true, JAMO[c], c
    else initial[m], value[m] = false, fold(c) end
  end
end

local function matches(i, c)
  if initial[i] then
    return (c >= 0xAC00 and c <= 0xD7A3 and (c - 0xAC00) // 588 == value[i]) or c == jamo[i]
  end
  return fold(c) == value[i]
end

local text = {}            -- the current name's code points, 0-based
local function decode(s)
  local n = 0
  for _, c in codes(s) do text[n] = c; n = n + 1 end
  return n
end

local function choseong(n)
  if m > n then return nil end
  for start = 0, n - m do
    local found = true
    for i = 1, m do
      if not matches(i, text[start + i - 1]) then found = false; break end
    end
    if found then return max(1, 1000 - start) end
  end
  return nil
end

-- fzf's character classes and bonuses.
local WHITE, DELIMITER, NONWORD, LOWER, UPPER, LETTER, NUMBER = 1, 2, 3, 4, 5, 6, 7
local function class(c)
  if c == 32 or (c >= 9 and c <= 13) then return WHITE end
  if c == 47 or c == 44 or c == 58 or c == 59 or c == 124 then return DELIMITER end
  if c >= 97 and c <= 122 then return LOWER end
  if c >= 65 and c <= 90 then return UPPER end
  if c >= 48 and c <= 57 then return NUMBER end
  if (c >= 0xAC00 and c <= 0xD7A3) or (c >= 0x3131 and c <= 0x318E) then return LETTER end
  return NONWORD
end
local function bonus(previous, current)
  if current >= LOWER then
    if previous == WHITE then return 10 end
    if previous == DELIMITER then return 9 end
    if previous == NONWORD then return 8 end
  end
  if (previous == LOWER and current == UPPER) or (previous ~= NUMBER and current == NUMBER) then return 7 end
  if current == NONWORD or current == DELIMITER then return 8 end
  if current == WHITE then return 10 end
  return 0
end

local NONE = math.mininteger // 4
local score, run, from, bonuses, positions = {}, {}, {}, {}, {}
local function fuzzy(n)
  if m > n then return nil end
  local i = 1
  for j = 0, n - 1 do
    if i <= m and matches(i, text[j]) then i = i + 1 end
  end
  if i <= m then return nil end
  local previous = WHITE
  for j = 0, n - 1 do
    local current = class(text[j])
    bonuses[j] = bonus(previous, current)
    previous = current
  end
  for cell = 0, m * n - 1 do score[cell] = NONE end
  for row = 0, m - 1 do
    local gapped, gappedFrom = NONE, -1
    for j = row, n - 1 do
      local cell = row * n + j
      if row > 0 and j >= 2 then
        if gapped > NONE then gapped = gapped - 1 end
        local candidate = score[cell - n - 2]
        if candidate > NONE and candidate - 3 > gapped then
          gapped, gappedFrom = candidate - 3, j - 2
        end
      end
      if matches(row + 1, text[j]) then
        local b = bonuses[j]
        if row == 0 then
          score[cell], run[cell] = 16 + b * 2, b
        else
          if gapped > NONE then
            score[cell], run[cell], from[cell] = gapped + 16 + b, b, gappedFrom
          end
          local before = score[cell - n - 1]
          if before > NONE then
            local first = run[cell - n - 1]
            if b >= 8 and b > first then first = b end
            local consecutive = before + 16 + max(b, first, 4)
            if consecutive >= score[cell] then
              score[cell], run[cell], from[cell] = consecutive, first, j - 1
            end
          end
        end
      end
    end
  end
  local last, best = (m - 1) * n, -1
  for j = m - 1, n - 1 do
    local s = score[last + j]
    if s > NONE and (best < 0 or s > score[last + best]) then best = j end
  end
  if best < 0 then return nil end
  local j = best
  for row = m - 1, 0, -1 do
    positions[row] = j
    j = from[row * n + j]
  end
  return score[last + best]
end

local count, found = #names, {}
if query and m > 0 then
  local scores, k = {}, 0
  local search = mode == "choseong" and choseong or fuzzy
  for offset = 1, #names do
    local s = search(decode(names[offset]))
    if s then k = k + 1; found[k] = offset; scores[offset] = s end
  end
  if mode == "fuzzy" then
    table.sort(found, function(a, b)
      local sa, sb = scores[a], scores[b]
      if sa ~= sb then return sa > sb end
      local la, lb = utf8.len(names[a]), utf8.len(names[b])
      if la ~= lb then return la < lb end   -- fzf's --tiebreak=length, as luamenu ranks
      return a < b
    end)
  end
  count = k
end

local line, flush = common.writer()
common.title(line, "Search", 60)
line("")
if query and m > 0 then
  line(common.header("▾ ", "Names", nil, 60))
  for rank = 1, math.min(4, count) do line(common.header("  ", names[found[rank]], nil, 60)) end
else
  line(common.header("▸ ", "Names", "(" .. count .. ")", 60))
end
flush()
