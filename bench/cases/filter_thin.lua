-- Case "filter thin": the filter fields case on the thinnest item table, { title, kind }, one
-- chip tapped. luamenu side: the script builds N item tables of two fields, a filter of kinds
-- whose `match` reads the item's own `kind`, and a section of the items; `--tap kind/drink`
-- (scripts/bench adds it) chooses a chip that is not the first, so the host reads the items,
-- taps, asks `match` once per item and prints the kept rows: what it costs to carry an item.
-- Reference: bench/ref/filter_thin.lua. {{N}} is filled in by scripts/bench.
local names = require("names_{{N}}")
local KINDS = { "coffee", "drink", "dessert" }

local items = {}
for i = 1, #names do
  items[i] = { title = names[i], kind = KINDS[i % 3 + 1] }
end

local m = menu.new { title = "Cafe" }
m:filter { id = "kind", options = { "all", "coffee", "drink", "dessert" }, target = "menu",
  match = function(item, option) return option == "all" or item.kind == option end }
m:section { id = "menu", title = "Menu", items = items }
return m
