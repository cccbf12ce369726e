-- Case "latency", the section: N names in one open section with fuzzy search, run full-screen
-- (`luamenu run latency_section.lua -i`) on a pseudo-terminal by scripts/bench, which times the
-- first paint, ↓ (the cursor moves down the items) and typing a Latin query after `/`, next to
-- fzf on the same names. bench/ref/build.lua runs this file with lua5.4 and a `menu` that does
-- nothing: the time the script itself needs to build its tables.
-- {{N}} is filled in by scripts/bench.
local names = require("names_{{N}}")
local m = menu.new { title = "Latency" }
m:section { id = "names", title = "Names", items = names, search = "fuzzy" }
return m
