-- Reference for case "filter" (bench/cases/filter.lua), run as `lua5.4 filter.lua N`.
-- Builds the same N item tables, runs the same predicate on every item with the same chosen
-- option, and writes the same text: the title, the chips, the section header and one row per
-- kept item with its detail right-aligned at 60 cells (widths counted in display cells).
local common = require("common")
local N = assert(tonumber(arg[1]), "usage: lua5.4 filter.lua N")
local names = require("names_" .. N)
local format, byte = string.format, string.byte
local COLS = 60

local items = {}
for i = 1, #names do
  items[i] = { title = names[i], detail = format("010-%04d-%04d", i % 10000, i * 7 % 10000) }
end

local function match(item, option)
  if option == "all" then return true end
  local b = byte(item.title, 1)
  if option == "hangul" then return b >= 0xEA and b <= 0xED end
  return b < 0x80
end

local line, flush = common.writer()
common.filtered(line, "Filter", "  [Hangul]  Latin   All", "Names", items,
  function(item) return match(item, "hangul") end, COLS)
flush()
