-- Case "latency", the index: N names in an alphabet index with 초성 search, run full-screen
-- (`luamenu run latency_index.lua -i`) on a pseudo-terminal by scripts/bench, which times the
-- first paint, ↓ (the cursor moves over the navigator's letters) and typing a 초성 query after
-- `/`, next to fzf on the same names. bench/ref/build.lua runs this file with lua5.4 and a
-- `menu` that does nothing: the time the script itself needs to build its tables.
-- {{N}} is filled in by scripts/bench.
local names = require("names_{{N}}")
local m = menu.new { title = "Latency" }
m:index { id = "names", items = names, search = "choseong" }
return m
