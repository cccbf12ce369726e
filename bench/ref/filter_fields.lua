-- Reference for case "filter fields" (bench/cases/filter_fields.lua), run as
-- `lua5.4 filter_fields.lua N`. Builds the same N item tables with their own fields, keeps
-- the items whose `kind` is the tapped chip's and writes the same text as luamenu: the title,
-- the chips, the section header and one row per kept item, the detail right-aligned at 60 cells.
local common = require("common")
local N = assert(tonumber(arg[1]), "usage: lua5.4 filter_fields.lua N")
local names = require("names_" .. N)
local format = string.format
local COLS = 60
local KINDS = { "coffee", "drink", "dessert" }

local items = {}
for i = 1, #names do
  local price = 1500 + i * 37 % 5000
  items[i] = { id = "item" .. i, title = names[i], detail = format("%d won", price),
    kind = KINDS[i % 3 + 1], price = price, tags = { hot = i % 2 == 0, new = i % 7 == 0 } }
end

local function match(item, option) return option == "all" or item.kind == option end

local line, flush = common.writer()
common.filtered(line, "Cafe", "   All   Coffee  [Drink]  Dessert", "Menu", items,
  function(item) return match(item, "drink") end, COLS)
flush()
