-- Case "memory": peak memory with N items held. luamenu side: the script builds N item
-- tables { title, detail, icon } and one open section of them; the host reads them into its
-- model, builds the view and prints every row. Reference: bench/ref/memory.lua builds and
-- holds the same tables and prints the same rows. {{N}} is filled in by scripts/bench.
local names = require("names_{{N}}")
local format = string.format

local items = {}
for i = 1, #names do
  items[i] = { title = names[i], detail = format("%d점", i % 1000), icon = "@" }
end

local m = menu.new { title = "Memory" }
m:section { id = "names", title = "Names", items = items }
return m
