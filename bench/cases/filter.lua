-- Case "filter": filter chips over N items with a Lua `match` predicate, rendered as text.
-- luamenu side: the script builds N item tables { title, detail }, a filter whose first
-- (chosen) option keeps the Hangul names, and a section of the items; the host calls `match`
-- once per item, lays out the kept rows (detail right-aligned at --width) and prints them.
-- Reference: bench/ref/filter.lua. {{N}} is filled in by scripts/bench.
local names = require("names_{{N}}")
local format, byte = string.format, string.byte

local items = {}
for i = 1, #names do
  items[i] = { title = names[i], detail = format("010-%04d-%04d", i % 10000, i * 7 % 10000) }
end

local m = menu.new { title = "Filter" }
m:filter { id = "script", options = { "hangul", "latin", "all" }, target = "names",
  match = function(item, option)
    if option == "all" then return true end
    local b = byte(item.title, 1)
    if option == "hangul" then return b >= 0xEA and b <= 0xED end
    return b < 0x80
  end }
m:section { id = "names", title = "Names", items = items }
return m
