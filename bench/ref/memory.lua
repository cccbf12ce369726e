-- Reference for case "memory" (bench/cases/memory.lua), run as `lua5.4 memory.lua N`.
-- Builds the same N item tables and holds them to the end (as luamenu holds the script's
-- tables), then writes the same text: one row per item, "icon title", its detail
-- right-aligned at 60 cells.
local common = require("common")
local N = assert(tonumber(arg[1]), "usage: lua5.4 memory.lua N")
local names = require("names_" .. N)
local format = string.format
local COLS = 60

local items = {}
for i = 1, #names do
  items[i] = { title = names[i], detail = format("%d점", i % 1000), icon = "@" }
end

local line, flush = common.writer()
common.title(line, "Memory", COLS)
line("")
line(common.header("▾ ", "Names", nil, COLS))
local row, room = common.row, COLS - 2
for i = 1, #items do
  local item = items[i]
  line("  " .. row(item.icon .. " " .. item.title, item.detail, room))
end
flush()
