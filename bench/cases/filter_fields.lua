-- Case "filter fields": the filter case on items that carry fields of their own, one chip
-- tapped. luamenu side: the script builds N item tables { id, title, detail, kind, price,
-- tags }, a filter of kinds whose `match` reads the item's own `kind`, and a section of the
-- items; `--tap kind/drink` (scripts/bench adds it) chooses a chip that is not the first, so
-- the host draws, taps, asks `match` once per item and prints the kept rows.
-- Reference: bench/ref/filter_fields.lua. {{N}} is filled in by scripts/bench.
local names = require("names_{{N}}")
local format = string.format
local KINDS = { "coffee", "drink", "dessert" }

local items = {}
for i = 1, #names do
  local price = 1500 + i * 37 % 5000
  items[i] = { id = "item" .. i, title = names[i], detail = format("%d won", price),
    kind = KINDS[i % 3 + 1], price = price, tags = { hot = i % 2 == 0, new = i % 7 == 0 } }
end

local m = menu.new { title = "Cafe" }
m:filter { id = "kind", options = { "all", "coffee", "drink", "dessert" }, target = "menu",
  match = function(item, option) return option == "all" or item.kind == option end }
m:section { id = "menu", title = "Menu", items = items }
return m
