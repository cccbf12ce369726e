-- Case "filter strings": the filter case on items that are plain strings, one chip tapped.
-- luamenu side: the script hands its list of N names to a section as it is, with a filter whose
-- `match` looks at the first byte of the item's title; `--tap script/latin` (scripts/bench adds
-- it) chooses a chip that is not the first, so the host reads the names, taps, asks `match`
-- once per item (a string item reaches it as a table { id, title }) and prints the kept rows.
-- Reference: bench/ref/filter_strings.lua. {{N}} is filled in by scripts/bench.
local names = require("names_{{N}}")
local byte = string.byte

local m = menu.new { title = "Names" }
m:filter { id = "script", options = { "all", "hangul", "latin" }, target = "names",
  match = function(item, option)
    if option == "all" then return true end
    local b = byte(item.title, 1)
    if option == "hangul" then return b >= 0xEA and b <= 0xED end
    return b < 0x80
  end }
m:section { id = "names", title = "Names", items = names }
return m
