-- Reference for case "filter thin" (bench/cases/filter_thin.lua), run as
-- `lua5.4 filter_thin.lua N`. Builds the same N item tables { title, kind }, keeps the items
-- whose `kind` is the tapped chip's and writes the same text as luamenu: the title, the chips,
-- the section header and one row per kept item.
local common = require("common")
local N = assert(tonumber(arg[1]), "usage: lua5.4 filter_thin.lua N")
local names = require("names_" .. N)
local COLS = 60
local KINDS = { "coffee", "drink", "dessert" }

local items = {}
for i = 1, #names do
  items[i] = { title = names[i], kind = KINDS[i % 3 + 1] }
end

local function match(item, option) return option == "all" or item.kind == option end

local line, flush = common.writer()
common.filtered(line, "Cafe", "   All   Coffee  [Drink]  Dessert", "Menu", items,
  function(item) return match(item, "drink") end, COLS)
flush()
