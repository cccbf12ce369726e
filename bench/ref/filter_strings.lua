-- Reference for case "filter strings" (bench/cases/filter_strings.lua), run as
-- `lua5.4 filter_strings.lua N`. Keeps the same N names, runs the same predicate on each with
-- the tapped chip's option, and writes the same text: the title, the chips, the section header
-- and one row per kept name.
local common = require("common")
local N = assert(tonumber(arg[1]), "usage: lua5.4 filter_strings.lua N")
local names = require("names_" .. N)
local byte = string.byte
local COLS = 60

local function match(name, option)
  if option == "all" then return true end
  local b = byte(name, 1)
  if option == "hangul" then return b >= 0xEA and b <= 0xED end
  return b < 0x80
end

local line, flush = common.writer()
common.title(line, "Names", COLS)
line("")
line("   All   Hangul  [Latin]")
line("")
line(common.header("▾ ", "Names", nil, COLS))
local row, room = common.row, COLS - 2
for i = 1, #names do
  local name = names[i]
  if match(name, "latin") then line("  " .. row(name, nil, room)) end
end
flush()
